import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * OpenAPI 3 generated from the same zod schemas the routes validate with; UI and document at /docs
 * unless DOCS_ENABLED is off (the default in production: the map of every operation is not public).
 */
export const swaggerPlugin = fp(async (app: FastifyInstance, opts: { enabled: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '丝路之舟 Buyer API',
        description: 'Buyer and common endpoints, compatible with the lilishop buyer contract.',
        version: '1.0.0',
      },
      tags: [
        {
          name: 'chat',
          description: [
            '在线客服 (decision 142). Lists, history and sends are REST; what happens live goes over Socket.IO',
            '(WebSocket transport only) at path `/im/socket.io`, namespace `/im`, the access token in the',
            'handshake `auth: { token, lang }` (never in the URL). Client events: `send` (a ChatSendInput,',
            'acknowledged with `{ok, result: message}` or `{ok: false, code, message}`), `delivered` and `read`',
            '(`{conversationId, seq}`), `sync` (`{since: {conversationId: lastSeq}}`, acknowledged with the',
            'conversations and the messages missed). Server events: `message` (`{message, conversation}`),',
            '`conversation` (new marks, transfer, block) and `expired` (refresh the token and connect again).',
            'Seller-centre tokens with the `chat` permission join their store; the same events.',
          ].join(' '),
        },
      ],
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'accessToken' },
          uuid: { type: 'apiKey', in: 'header', name: 'uuid' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  if (opts.enabled) await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
})
