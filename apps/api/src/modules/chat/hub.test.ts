import { CHAT_SOCKET_PATH } from '@silk/contracts/chat'
import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { ask, chatPair, chatSocket, clientId, connected, next, sendText } from '../../testing/chat.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'

/**
 * The chat's socket on one listening node (embedded database and in-process rooms, or PostgreSQL
 * and Redis when the test variables are set): who may connect, live delivery both ways, marks, and
 * catching up after a disconnection.
 */
let t: TestApp
let origin: string
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t.close())

const refusalOf = async (token: string | undefined, lang?: string) => {
  const socket = chatSocket(origin, token, { lang })
  try {
    await connected(socket)
    return null
  } catch (err) {
    return err as Error & { data?: { code: number } }
  } finally {
    socket.close()
  }
}

describe('the chat socket’s handshake', () => {
  it('needs a live token in the handshake: none, forged, an operator’s or a clerk’s without chat are refused', async () => {
    expect((await refusalOf(undefined))?.data?.code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
    expect((await refusalOf('forged.token.value', 'en'))?.message).toMatch(/expired|sign in/i)
    const f = await chatPair(t)
    const admin = await makeAdmin(t, { superUser: true })
    expect((await refusalOf(admin.accessToken))?.data?.code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const goodsRole = await makeRole(t, f.sellerMember.headers, '商品员', ['goods:write'])
    const clerk = await makeClerk(t, f.sellerMember.headers, f.store.id, [goodsRole.id])
    expect((await refusalOf(clerk.headers.accessToken))?.data?.code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    expect(await refusalOf(f.buyerMember.accessToken)).toBeNull()
    expect(await refusalOf(f.sellerMember.headers.accessToken)).toBeNull()
  })

  it('ignores a token in the URL (lilishop’s way): only the handshake’s auth counts', async () => {
    const f = await chatPair(t)
    const { io } = await import('socket.io-client')
    const socket = io(`${origin}/im?token=${f.buyerMember.accessToken}`, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    })
    await expect(connected(socket)).rejects.toMatchObject({ data: { code: ErrorCodes.USER_NOT_LOGIN.code } })
    socket.close()
  })

  it('serves no long-polling: HTTP requests to the socket path are refused', async () => {
    const res = await fetch(`${origin}${CHAT_SOCKET_PATH}/?EIO=4&transport=polling`)
    expect(res.status).toBe(400)
  })
})

describe('live messages', () => {
  it('a buyer’s message reaches the store’s connections and the buyer’s other device; marks travel back', async () => {
    const f = await chatPair(t)
    const buyer = await connected(chatSocket(origin, f.buyerMember.accessToken))
    const phone = await connected(chatSocket(origin, f.buyerMember.accessToken))
    const seller = await connected(chatSocket(origin, f.sellerMember.headers.accessToken))
    try {
      const atSeller = next(seller, 'message')
      const atPhone = next(phone, 'message')
      const sent = await ask(buyer, 'send', {
        type: 'TEXT',
        conversationId: f.conversationId,
        clientId: clientId(),
        content: '有货吗？',
      })
      expect(sent).toMatchObject({ ok: true, result: { seq: 1, content: '有货吗？' } })
      const [{ message, conversation }] = await atSeller
      expect(message).toMatchObject({ seq: 1, sender: 'BUYER', content: '有货吗？' })
      expect(conversation).toMatchObject({ storeUnread: 1, waiting: true })
      expect((await atPhone)[0].message.id).toBe(message.id)
      // The seller's client says it arrived, then that it was read: the buyer sees both marks.
      const deliveredMark = next(buyer, 'conversation', (c) => c.storeDeliveredSeq === 1)
      seller.emit('delivered', { conversationId: f.conversationId, seq: 1 })
      expect((await deliveredMark)[0].storeReadSeq).toBe(0)
      const readMark = next(buyer, 'conversation', (c) => c.storeReadSeq === 1)
      const read = await ask(seller, 'read', { conversationId: f.conversationId, seq: 1 })
      expect(read).toMatchObject({ ok: true, result: { storeUnread: 0 } })
      await readMark
      // A reply over REST reaches the buyer's sockets too.
      const reply = next(buyer, 'message', ({ message: m }) => m.sender === 'STORE')
      await sendText(f.seller, 'store', f.conversationId, '有的')
      expect((await reply)[0].message).toMatchObject({ seq: 2, content: '有的' })
    } finally {
      for (const s of [buyer, phone, seller]) s.close()
    }
  })

  it('refusals come back on the acknowledgement in the client’s language, and nothing else reaches a stranger', async () => {
    const f = await chatPair(t)
    const other = await chatPair(t)
    const buyer = await connected(chatSocket(origin, f.buyerMember.accessToken, { lang: 'en' }))
    const stranger = await connected(chatSocket(origin, other.sellerMember.headers.accessToken))
    try {
      let leaked = false
      stranger.on('message', () => {
        leaked = true
      })
      const foreign = await ask(buyer, 'send', {
        type: 'TEXT',
        conversationId: other.conversationId,
        clientId: clientId(),
        content: 'hello',
      })
      expect(foreign).toMatchObject({
        ok: false,
        code: ErrorCodes.CHAT_NOT_EXIST.code,
        message: 'Conversation not found',
      })
      const malformed = await ask(buyer, 'send', { type: 'VOICE', conversationId: f.conversationId } as never)
      expect(malformed).toMatchObject({ ok: false, code: ErrorCodes.PARAMS_ERROR.code })
      const picture = await ask(buyer, 'send', {
        type: 'PICTURE',
        conversationId: f.conversationId,
        clientId: clientId(),
        content: `${t.config.PUBLIC_ORIGIN}/uploads/202601/none.webp`,
      })
      expect(picture).toMatchObject({ ok: false, code: ErrorCodes.CHAT_PICTURE_INVALID.code })
      const ok = await ask(buyer, 'send', {
        type: 'TEXT',
        conversationId: f.conversationId,
        clientId: clientId(),
        content: 'hi',
      })
      expect(ok.ok).toBe(true)
      await new Promise((r) => setTimeout(r, 300))
      expect(leaked).toBe(false)
    } finally {
      buyer.close()
      stranger.close()
    }
  })

  it('a frame over the size limit ends the connection', async () => {
    const f = await chatPair(t)
    const buyer = await connected(chatSocket(origin, f.buyerMember.accessToken))
    const closed = new Promise<string>((resolve) => buyer.once('disconnect', resolve))
    buyer.emit(
      'send',
      { type: 'TEXT', conversationId: f.conversationId, clientId: clientId(), content: 'x'.repeat(40_000) },
      () => {},
    )
    expect(await closed).toBe('transport close')
    buyer.close()
  })

  it('a client that was away catches up with sync from the last sequence it holds', async () => {
    const f = await chatPair(t)
    await sendText(f.buyer, 'buyer', f.conversationId, '第一条')
    // The buyer was offline while the store answered twice.
    await sendText(f.seller, 'store', f.conversationId, '回复一')
    await sendText(f.seller, 'store', f.conversationId, '回复二')
    const buyer = await connected(chatSocket(origin, f.buyerMember.accessToken))
    try {
      const synced = await ask(buyer, 'sync', { since: { [f.conversationId]: 1 } })
      expect(synced.ok).toBe(true)
      if (!synced.ok) return
      expect(synced.result.messages.map((m: { content: string }) => m.content)).toEqual(['回复一', '回复二'])
      expect(synced.result.conversations[0]).toMatchObject({
        id: f.conversationId,
        lastSeq: 3,
        buyerUnread: 2,
      })
      // Someone else's conversation named in `since` is simply not answered.
      const other = await chatPair(t)
      const foreign = await ask(buyer, 'sync', { since: { [other.conversationId]: 0 } })
      expect(foreign).toMatchObject({ ok: true, result: { conversations: [], messages: [] } })
    } finally {
      buyer.close()
    }
  })
})
