import { chatConversations, chatMessages } from '@silk/db/schema/index'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { chatPair } from '../../testing/chat.ts'
import type { ChatCtx, ChatParty } from './party.ts'
import { sendMessage } from './send.ts'

/**
 * A send is one statement (decision 142): the conversation locked, the message inserted and the
 * conversation updated together. Sends of one conversation from both sides at once still take their
 * sequences one after another, each side's counts and marks as when they went one by one, and a
 * client id sent twice at once is stored once.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

describe('sendMessage', () => {
  it('is one statement: no transaction, no other read or write', async () => {
    const f = await chatPair(t)
    const ctx: ChatCtx = { db: t.database.db, store: t.store, config: t.config, locale: 'zh-CN' }
    const buyer: ChatParty = { side: 'BUYER', memberId: f.buyerMember.member.id, name: 'b' }
    // The first message may bring the store's greeting (another path): this is the second.
    await sendMessage(ctx, buyer, {
      type: 'TEXT',
      conversationId: f.conversationId,
      clientId: 'one-1',
      content: '在吗',
    })
    // Every statement goes through the session's prepareQuery (builders, execute and named ones).
    const statements = vi.spyOn(t.database.db._.session, 'prepareQuery')
    const spies = [statements, vi.spyOn(t.database.db, 'transaction')]
    try {
      const sent = await sendMessage(ctx, buyer, {
        type: 'TEXT',
        conversationId: f.conversationId,
        clientId: 'one-2',
        content: '有货吗',
      })
      expect(sent.messages.map((m) => [m.seq, m.content, m.clientId])).toEqual([[2, '有货吗', 'one-2']])
      expect(sent.conversation).toMatchObject({ lastSeq: 2, storeUnread: 2, buyerReadSeq: 2, waiting: true })
      expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 0])
      // Named, so PostgreSQL plans it once per connection.
      expect(statements.mock.calls[0]?.[2]).toBe('chat_send_buyer')
    } finally {
      for (const s of spies) s.mockRestore()
    }
  })

  it('sends of both sides at once take consecutive sequences; a client id sent twice at once is stored once', async () => {
    const f = await chatPair(t)
    const ctx: ChatCtx = { db: t.database.db, store: t.store, config: t.config, locale: 'zh-CN' }
    const buyer: ChatParty = { side: 'BUYER', memberId: f.buyerMember.member.id, name: 'b' }
    const seller: ChatParty = {
      side: 'STORE',
      storeId: f.store.id,
      memberId: f.sellerMember.member.id,
      name: 's',
      superUser: true,
    }
    await sendMessage(ctx, buyer, {
      type: 'TEXT',
      conversationId: f.conversationId,
      clientId: 'c-0',
      content: '你好',
    })
    const [before] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, f.conversationId))
    const sends = Array.from({ length: 12 }, (_, i) =>
      sendMessage(ctx, i % 2 === 0 || i >= 10 ? buyer : seller, {
        type: 'TEXT',
        conversationId: f.conversationId,
        // The last two are the same buyer message sent twice.
        clientId: i >= 10 ? 'c-twice' : `c-${i + 1}`,
        content: `第${i}条`,
      }),
    )
    const sent = await Promise.all(sends)
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, f.conversationId))
      .orderBy(asc(chatMessages.seq))
    const seqs = rows.map((r) => r.seq)
    // Whatever came before (the greeting, if the store has one), then eleven more without a gap.
    expect(seqs).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1))
    expect(rows.length).toBe(before.lastSeq + 11)
    expect(rows.filter((r) => r.clientId === 'c-twice')).toHaveLength(1)
    const twice = sent.slice(10)
    expect(twice[0].messages[0].id).toBe(twice[1].messages[0].id)
    expect(twice.filter((s) => s.repeated)).toHaveLength(1)
    const [after] = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, f.conversationId))
    const last = rows[rows.length - 1]
    expect(after.lastSeq).toBe(last.seq)
    expect(after.lastPreview).toBe(last.content)
    // Each side's unread count is the other side's messages after its own last one.
    const after_ = (side: string) => Math.max(0, ...rows.filter((r) => r.sender === side).map((r) => r.seq))
    const count = (side: string, from: number) => rows.filter((r) => r.sender === side && r.seq > from).length
    expect(after.storeUnread).toBe(count('BUYER', after_('STORE')))
    expect(after.buyerUnread).toBe(count('STORE', after_('BUYER')))
    expect(after.storeReadSeq).toBe(after_('STORE'))
    expect(after.buyerReadSeq).toBe(after_('BUYER'))
    // Each answer's view is the conversation as that send left it.
    for (const s of sent.filter((x) => !x.repeated))
      expect(s.conversation.lastSeq).toBe(s.messages[s.messages.length - 1].seq)
    expect(Math.max(...sent.map((s) => s.conversation.lastSeq))).toBe(last.seq)
    // A clerk answering took the conversation.
    expect(after.clerkMemberId).toBe(f.sellerMember.member.id)
  })
})
