import type { IncomingMessage } from 'node:http'
import proxyAddr from '@fastify/proxy-addr'
import {
  CHAT_FRAME_MAX_BYTES,
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  type ChatAck,
  type ChatClientEvents,
  type ChatConversationVO,
  ChatMarkInput,
  ChatSendInput,
  type ChatServerEvents,
  ChatSyncInput,
} from '@silk/contracts/chat'
import { ErrorCodes } from '@silk/contracts/errors'
import { allows } from '@silk/contracts/permissions'
import type { Database } from '@silk/db/client'
import { createAdapter } from '@socket.io/redis-streams-adapter'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { decodeJwt } from 'jose'
import { type Namespace, Server, type Socket } from 'socket.io'
import { ZodError } from 'zod'
import type { Config } from '../../config.ts'
import { clientKey } from '../../shared/client-key.ts'
import { BizError, errorText } from '../../shared/errors.ts'
import { issueDetail } from '../../shared/input-issue.ts'
import { absoluteMediaValue, mediaOrigin, relativeMediaUrls } from '../../shared/media-url.ts'
import { redisOf } from '../../shared/store/redis-store.ts'
import type { EphemeralStore } from '../../shared/store/types.ts'
import { StoreUnavailableError } from '../../shared/store/types.ts'
import { verifyAccessToken } from '../accounts/sessions.ts'
import { moveMark, syncConversations } from './conversations.ts'
import { deliveredMarks } from './delivered.ts'
import { buyerRoom, type ChatCtx, type ChatParty, storeRoom } from './party.ts'
import { type Sent, sendMessage } from './send.ts'
import { staffName } from './staff-name.ts'

/** What the REST routes and the sockets share: the fan-out after a commit. */
export interface ChatHub {
  /** Announces stored messages to both sides' connections, on every node. */
  deliver(sent: Sent): void
  /** Announces a conversation's new state (marks, transfer, block) to both sides. */
  announce(conversation: ChatConversationVO): void
  /** How many chat connections this node holds (the bench and /readyz-style checks). */
  localConnections(): number
}

interface SocketData {
  party: ChatParty
  locale: 'zh-CN' | 'en'
  expiry?: NodeJS.Timeout
}
type ChatSocket = Socket<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>

/** Events one connection may send per second before it is cut off (a flood costs queries). */
const EVENTS_PER_SECOND = 30

/**
 * The live half of the chat (decision 142): Socket.IO on the API's own HTTP server, WebSocket only
 * (no long-polling, so no sticky sessions: any node or cluster worker takes any connection), at
 * `CHAT_SOCKET_PATH`, namespace `/im`. A connection proves who it is with the same access token as
 * the API, sent in the handshake's `auth` (never in the URL); a buyer's connections join its
 * member room, a store's staff with the `chat` permission join the store's room. Messages are
 * stored in PostgreSQL first (`sendMessage`), then emitted to both rooms; with Redis the rooms span
 * every node and worker through the Redis Streams adapter, which resumes after a Redis hiccup
 * without losing packets; without Redis (the embedded default) they are this process's. A client
 * that reconnects anywhere asks `sync` with the last sequence it holds per conversation and gets
 * what it missed from the database, so nothing depends on the node that died.
 */
function attachChatHub(
  app: FastifyInstance,
  services: { database: Database; store: EphemeralStore; config: Config },
): ChatHub & { close(): Promise<void> } {
  const { config, store } = services
  const db = services.database.db
  const log = app.log
  const redis = redisOf(store)
  // A client of its own: the adapter blocks on XREAD, which the store's 1 s command timeout forbids.
  const adapterClient = redis
    ? new Redis(redis.url, { keyPrefix: '', maxRetriesPerRequest: null, lazyConnect: false })
    : null
  adapterClient?.on('error', () => {})
  const io = new Server<ChatClientEvents, ChatServerEvents, Record<string, never>, SocketData>(app.server, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: CHAT_FRAME_MAX_BYTES,
    // The token travels in the handshake; nothing is read from cookies, so no CORS rule applies.
    allowRequest: (req, callback) => {
      handshakeAllowed(store, config, req).then(
        (ok) => callback(ok ? null : 'too many connections', ok),
        () => callback(null, true),
      )
    },
    adapter: adapterClient
      ? (createAdapter(adapterClient, {
          streamName: `${redis?.prefix}chat`,
          channelPrefix: `${redis?.prefix}chat`,
          sessionKeyPrefix: `${redis?.prefix}chat:session:`,
        }) as never)
      : undefined,
  })
  const nsp = io.of(CHAT_NAMESPACE) as unknown as Namespace<
    ChatClientEvents,
    ChatServerEvents,
    Record<string, never>,
    SocketData
  >
  const fromMedia = relativeMediaUrls(mediaOrigin(config))
  // Pictures leave with the media origin, as the REST answers do: the same rewrite as on their JSON,
  // made on the value (no JSON round trip per emitted payload; decision 142).
  const outgoing = absoluteMediaValue(mediaOrigin(config))
  const ctxOf = (socket: ChatSocket): ChatCtx => ({ db, store, config, locale: socket.data.locale })
  const delivered = deliveredMarks(db, (conversation) => hub.announce(conversation))

  nsp.use((socket: ChatSocket, next) => {
    authenticate(services, socket).then(
      () => next(),
      (error) => next(refusal(error, socket.handshake.auth?.lang === 'en' ? 'en' : 'zh-CN', log)),
    )
  })

  nsp.on('connection', (socket: ChatSocket) => {
    const { party } = socket.data
    void socket.join(party.side === 'BUYER' ? buyerRoom(party.memberId) : storeRoom(party.storeId))
    // A flood of events is cut off: every event costs a query.
    let second = 0
    let events = 0
    socket.use((_packet, next) => {
      const now = Math.floor(Date.now() / 1000)
      if (now !== second) {
        second = now
        events = 0
      }
      if (++events > EVENTS_PER_SECOND) {
        socket.disconnect(true)
        return
      }
      next()
    })
    const answer = <T>(ack: ChatAck<T> | undefined, run: () => Promise<T>) => {
      run().then(
        (result) => ack?.({ ok: true, result: outgoing(result) }),
        (error) => {
          const refused = refusal(error, socket.data.locale, log)
          ack?.({ ok: false, code: refused.data.code, message: refused.message })
        },
      )
    }
    socket.on('send', (input, ack) =>
      answer(typeof ack === 'function' ? ack : undefined, async () => {
        const parsed = ChatSendInput.parse(
          typeof input === 'object' && input ? relativeInput(input, fromMedia) : input,
        )
        const sent = await sendMessage(ctxOf(socket), party, parsed)
        if (!sent.repeated) hub.deliver(sent)
        return sent.messages[0]
      }),
    )
    // Receipts are written together every moment (and announced then); reading is one at a time.
    socket.on('delivered', (input: unknown, ack?: ChatAck<ChatConversationVO | null>) =>
      answer(typeof ack === 'function' ? ack : undefined, async () => {
        const { conversationId, seq } = ChatMarkInput.parse(input)
        return delivered.mark(party, conversationId, seq)
      }),
    )
    const read = (input: unknown, ack?: ChatAck<ChatConversationVO | null>) =>
      answer(typeof ack === 'function' ? ack : undefined, async () => {
        const { conversationId, seq } = ChatMarkInput.parse(input)
        const moved = await moveMark(ctxOf(socket), party, conversationId, seq)
        if (moved) hub.announce(moved)
        return moved
      })
    socket.on('read', read as never)
    socket.on('sync', (input, ack) =>
      answer(typeof ack === 'function' ? ack : undefined, async () => {
        const { since } = ChatSyncInput.parse(input ?? {})
        return syncConversations(ctxOf(socket), party, since)
      }),
    )
    socket.on('disconnect', () => clearTimeout(socket.data.expiry))
  })

  const hub: ChatHub & { close(): Promise<void> } = {
    deliver(sent) {
      const { conversation } = sent
      const rooms = [buyerRoom(conversation.memberId), storeRoom(conversation.storeId)]
      for (const message of sent.messages) nsp.to(rooms).emit('message', outgoing({ message, conversation }))
    },
    announce(conversation) {
      nsp
        .to([buyerRoom(conversation.memberId), storeRoom(conversation.storeId)])
        .emit('conversation', outgoing(conversation))
    },
    localConnections: () => nsp.sockets.size,
    // Open connections would hold the server's close: they go first (the clients reconnect to
    // another node and catch up there), then the engine and the adapter's Redis client.
    close: async () => {
      nsp.local.disconnectSockets(true)
      await delivered.close()
      io.engine.close()
      nsp.adapter.close()
      await adapterClient?.quit().catch(() => adapterClient.disconnect())
    },
  }
  return hub
}

/**
 * `app.chat`: the chat's fan-out. The socket server starts with the HTTP server's listening (an app
 * only `inject`ed, as most tests are, opens no socket and no Redis connection for it); until then,
 * and with `CHAT_ENABLED=false`, delivering does nothing (a client catches up with `sync`).
 */
export const chatPlugin = fp(async (app: FastifyInstance) => {
  let live: (ChatHub & { close(): Promise<void> }) | null = null
  const hub: ChatHub = {
    deliver: (sent) => live?.deliver(sent),
    announce: (conversation) => live?.announce(conversation),
    localConnections: () => live?.localConnections() ?? 0,
  }
  app.decorate('chat', hub)
  if (!app.services.config.CHAT_ENABLED) return
  app.addHook('onListen', async () => {
    live ??= attachChatHub(app, app.services)
  })
  app.addHook('preClose', async () => {
    await live?.close()
  })
})

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatHub
  }
}

/** The socket's handshake: a live access token of a buyer, or of a store's staff with chat. */
async function authenticate(
  services: { database: Database; store: EphemeralStore; config: Config },
  socket: ChatSocket,
) {
  const auth = (socket.handshake.auth ?? {}) as { token?: unknown; lang?: unknown }
  socket.data.locale = auth.lang === 'en' ? 'en' : 'zh-CN'
  const token = typeof auth.token === 'string' ? auth.token.trim() : ''
  if (!token) throw new BizError('USER_NOT_LOGIN', { status: 401 })
  const principal = await verifyAccessToken(
    { db: services.database.db, store: services.store, config: services.config },
    token,
  )
  if (!principal) throw new BizError('USER_AUTH_EXPIRED', { status: 401 })
  if (principal.audience === 'MEMBER') {
    socket.data.party = {
      side: 'BUYER',
      memberId: principal.id,
      name: principal.nickName || principal.username,
    }
  } else if (
    principal.audience === 'STORE' &&
    principal.storeId &&
    allows(principal, { area: 'chat', access: 'read' })
  ) {
    socket.data.party = {
      side: 'STORE',
      storeId: principal.storeId,
      memberId: principal.id,
      name: await staffName(services.database.db, principal.storeId, principal.id),
      superUser: !!principal.superUser,
    }
  } else throw new BizError('USER_AUTHORITY_ERROR', { status: 403 })
  // When the token runs out the connection ends: the client refreshes it and connects again.
  const exp = decodeJwt(token).exp
  if (exp) {
    const left = Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1)
    socket.data.expiry = setTimeout(() => {
      socket.emit('expired')
      socket.disconnect(true)
    }, left)
  }
}

/** An error as the client hears it: the business code and the message in its language. */
function refusal(
  error: unknown,
  locale: 'zh-CN' | 'en',
  log: FastifyBaseLogger,
): Error & { data: { code: number } } {
  let code: number
  let message: string
  if (error instanceof BizError) {
    code = error.code
    message = errorText(error.def, locale, error.detail, error.detailEn)
  } else if (error instanceof ZodError) {
    const { detail, detailEn } = issueDetail(error.issues[0] as never, { field: true })
    code = ErrorCodes.PARAMS_ERROR.code
    message = errorText(ErrorCodes.PARAMS_ERROR, locale, detail, detailEn)
  } else if (error instanceof StoreUnavailableError) {
    code = ErrorCodes.SERVICE_UNAVAILABLE.code
    message = errorText(ErrorCodes.SERVICE_UNAVAILABLE, locale)
  } else {
    log.error({ err: error }, 'chat event failed')
    code = ErrorCodes.ERROR.code
    message = errorText(ErrorCodes.ERROR, locale)
  }
  return Object.assign(new Error(message), { data: { code } })
}

/** Media URLs in what a client sends become site paths, as the REST routes' inputs do. */
function relativeInput(input: object, fromMedia: (s: string) => string): object {
  const out: Record<string, unknown> = { ...input }
  if (typeof out.content === 'string') out.content = fromMedia(out.content)
  return out
}

const trusted = new WeakMap<Config, (addr: string, i: number) => boolean>()

/**
 * Handshakes per client address and minute (`CHAT_HANDSHAKES_PER_MINUTE`), on every node. The
 * address is Fastify's `request.ip` for the same request: the right-most one not of a trusted load
 * balancer (`TRUST_PROXY`).
 */
async function handshakeAllowed(store: EphemeralStore, config: Config, req: IncomingMessage) {
  const proxies = config.TRUST_PROXY
  let ip = req.socket.remoteAddress ?? ''
  if (proxies) {
    let trust = trusted.get(config)
    if (!trust) {
      trust = proxyAddr.compile(proxies)
      trusted.set(config, trust)
    }
    ip = proxyAddr(req, trust)
  }
  try {
    const n = await store.incr(`chat:hs:${clientKey(ip)}`, 60_000)
    return n <= config.CHAT_HANDSHAKES_PER_MINUTE
  } catch {
    return true
  }
}
