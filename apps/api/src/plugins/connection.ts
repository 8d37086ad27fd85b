import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { ErrorCodes } from '@silk/contracts/errors'
import type { FastifyHttpOptions } from 'fastify'
import type { Config } from '../config.ts'
import { failure } from '../shared/envelope.ts'

/**
 * Socket-level limits (header, whole-request and idle timeouts), so a client dripping its headers or
 * body cannot hold a connection open, and the envelope for what Node refuses before Fastify sees a
 * request (431 headers too large, 408 too slow, 400 unparsable).
 */
export function connectionOptions(config: Config): FastifyHttpOptions<Server> {
  const requestTimeout = config.REQUEST_TIMEOUT_SECONDS * 1000
  return {
    requestTimeout,
    connectionTimeout: config.IDLE_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: Math.min(72_000, config.IDLE_TIMEOUT_SECONDS * 1000),
    http: {
      headersTimeout: Math.min(requestTimeout, config.HEADERS_TIMEOUT_SECONDS * 1000),
      requestTimeout,
      // How often Node checks the two timeouts above (its default, 30 s, would let them overrun).
      connectionsCheckingInterval: 1000,
    },
    clientErrorHandler,
  }
}

const STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, text] = STATUS[err.code ?? ''] ?? [400, 'Bad Request']
  const def = status === 408 ? ErrorCodes.REQUEST_TIMEOUT : ErrorCodes.PARAMS_ERROR
  const body = JSON.stringify(failure(def.code, def.message))
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
