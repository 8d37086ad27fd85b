import type { FastifyRequest } from 'fastify'
import { RENDER_CALL_HEADER } from './render-calls.ts'

/**
 * Credentials must never reach a log line. The contract puts the refresh token in the URL path
 * (`/buyer/passport/member/refresh/{token}`), and upstream's clients send passwords (their md5, which
 * signs in as well as the password), SMS and TOTP codes, the TOTP ticket, wallet-password digests and
 * withdrawal account numbers as query parameters (reference §1.1), so the logged URL is redacted; token
 * headers and cookies are censored should anything log headers.
 */
const JWT = /eyJ[\w-]*\.[\w-]*\.[\w-]*/g
const REFRESH_PATH = /(\/refresh\/)[^/?#]+/gi
/** A query parameter whose name says it holds a credential or a bank account: its value goes. */
const CREDENTIAL_PARAM =
  /([?&](?:code|ticket|[^=&]*(?:token|pass|pwd|secret|verificationcode|smscode|connectnumber|card|accountnum|accountno)[^=&]*)=)[^&#]*/gi

export function redactUrl(url: string): string {
  return url
    .replace(REFRESH_PATH, '$1[redacted]')
    .replace(CREDENTIAL_PARAM, '$1[redacted]')
    .replace(JWT, '[redacted]')
}

/** Fastify's request serializer with the URL redacted. */
function req(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

export const logRedaction = {
  serializers: { req },
  redact: {
    paths: [
      'req.headers.accesstoken',
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.accesstoken',
      // The secret a render's own API calls carry (render-calls.ts).
      `req.headers["${RENDER_CALL_HEADER}"]`,
      `headers["${RENDER_CALL_HEADER}"]`,
    ],
    censor: '[redacted]',
  },
}
