import { randomBytes } from 'node:crypto'
import {
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  type ChatClientEvents,
  type ChatServerEvents,
} from '@silk/contracts/chat'
import sharp from 'sharp'
import { io, type Socket } from 'socket.io-client'
import type { TestApp } from './app.ts'
import { paidOrder } from './orders.ts'
import type { caller } from './trade.ts'

export type ChatClient = Socket<ChatServerEvents, ChatClientEvents>

/** A buyer with a paid order from a store, the store's owner signed in to the seller centre, and their conversation. */
export async function chatPair(t: TestApp) {
  const f = await paidOrder(t)
  const opened = await f.buyer.post(`/buyer/im/talk?storeId=${f.store.id}`)
  if (!opened.success) throw new Error(`open: ${JSON.stringify(opened)}`)
  return { ...f, conversationId: opened.result.id as string }
}

/** A fresh client id, as the pages make one per message. */
export const clientId = () => randomBytes(9).toString('base64url')

/** Sends a text over REST (`/buyer/im/message` or `/store/im/message`). */
export function sendText(
  api: ReturnType<typeof caller>,
  side: 'buyer' | 'store',
  conversationId: string,
  content: string,
) {
  return api.post(`/${side}/im/message`, { type: 'TEXT', conversationId, clientId: clientId(), content })
}

/** A picture uploaded through the shared upload route by the member of `headers`; its answered URL. */
export async function uploadPicture(t: TestApp, headers: Record<string, string>, file?: Buffer) {
  const data =
    file ??
    (await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer())
  const boundary = '----silk-chat-test'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`
  const res = await t.app.inject({
    method: 'POST',
    url: '/common/common/upload/file',
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  return res.json() as { success: boolean; code: number; result: string }
}

/** A chat connection to `origin` with `token` in the handshake (never the URL), WebSocket only. */
export function chatSocket(
  origin: string,
  token: string | undefined,
  options: { lang?: string } = {},
): ChatClient {
  return io(`${origin}${CHAT_NAMESPACE}`, {
    path: CHAT_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token, lang: options.lang },
    reconnection: false,
    forceNew: true,
  })
}

/** Resolves once connected, or rejects with the server's refusal (`{ message, data: { code } }`). */
export function connected(socket: ChatClient): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', (err) => reject(err))
  })
}

/** The next `event` the socket hears that passes `test`, or a rejection after `ms`. */
export function next<E extends keyof ChatServerEvents>(
  socket: ChatClient,
  event: E,
  test: (...args: Parameters<ChatServerEvents[E]>) => boolean = () => true,
  ms = 5000,
): Promise<Parameters<ChatServerEvents[E]>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never)
      reject(new Error(`no ${String(event)} within ${ms} ms`))
    }, ms)
    const listener = (...args: Parameters<ChatServerEvents[E]>) => {
      if (!test(...args)) return
      clearTimeout(timer)
      socket.off(event, listener as never)
      resolve(args)
    }
    socket.on(event, listener as never)
  })
}

/** Emits with an acknowledgement and resolves with the server's answer. */
// Tests read the answer's fields as they expect them.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Answer = { ok: true; result: any } | { ok: false; code: number; message: string }

export function ask<E extends keyof ChatClientEvents>(
  socket: ChatClient,
  event: E,
  input: Parameters<ChatClientEvents[E]>[0],
) {
  const timed = socket.timeout(5000) as unknown as {
    emitWithAck(event: string, input: unknown): Promise<unknown>
  }
  return timed.emitWithAck(event, input) as Promise<Answer>
}
