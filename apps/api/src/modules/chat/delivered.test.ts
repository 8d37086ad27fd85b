import type { ChatConversationVO } from '@silk/contracts/chat'
import { ErrorCodes } from '@silk/contracts/errors'
import { chatConversations } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { chatPair, sendText } from '../../testing/chat.ts'
import { deliveredMarks } from './delivered.ts'

/**
 * Delivered marks are written together (decision 142): what many connections acknowledge within a
 * moment costs one statement and one read of the views that moved, whatever the number of
 * conversations, and each mark behaves as when it was written alone.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const buyerOf = (f: Awaited<ReturnType<typeof chatPair>>) =>
  ({ side: 'BUYER', memberId: f.buyerMember.member.id, name: 'b' }) as const
const storeOf = (f: Awaited<ReturnType<typeof chatPair>>) =>
  ({
    side: 'STORE',
    storeId: f.store.id,
    memberId: f.sellerMember.member.id,
    name: 's',
    superUser: true,
  }) as const

describe('delivered marks', () => {
  it('acknowledgements of several conversations and both sides are one statement, marks capped and announced once each', async () => {
    // In each conversation one side wrote last (its own mark is there) and the other has two to receive.
    const pairs = []
    for (let i = 0; i < 3; i++) {
      const f = await chatPair(t)
      const [first, last] = i % 2 === 0 ? (['store', 'buyer'] as const) : (['buyer', 'store'] as const)
      const api = (side: 'buyer' | 'store') => (side === 'buyer' ? f.buyer : f.seller)
      await sendText(api(first), first, f.conversationId, '您好')
      await sendText(api(last), last, f.conversationId, '在吗')
      await sendText(api(last), last, f.conversationId, '有货吗')
      pairs.push({
        f,
        receiver: i % 2 === 0 ? storeOf(f) : buyerOf(f),
        writer: i % 2 === 0 ? buyerOf(f) : storeOf(f),
      })
    }
    const announced: ChatConversationVO[] = []
    const marks = deliveredMarks(t.database.db, (c) => announced.push(c))
    const statements = vi.spyOn(t.database.db, 'execute')
    const viewReads = vi.spyOn(t.database.db, 'select')
    try {
      const answers = await Promise.all(
        pairs.map(({ f, receiver, writer }) =>
          Promise.all([
            // The receiver's two devices say 2 and 99 (a mark stops at the last message); the
            // writer's own mark is already at its last message.
            marks.mark(receiver, f.conversationId, 2),
            marks.mark(receiver, f.conversationId, 99),
            marks.mark(writer, f.conversationId, 3),
          ]),
        ),
      )
      expect(statements).toHaveBeenCalledTimes(1)
      expect(viewReads).toHaveBeenCalledTimes(1)
      for (const [two, ninetyNine, writer] of answers) {
        for (const answer of [two, ninetyNine])
          expect(answer).toMatchObject({ storeDeliveredSeq: 3, buyerDeliveredSeq: 3, lastSeq: 3 })
        expect(writer).toBeNull()
      }
      expect(announced.map((c) => c.id).sort()).toEqual(pairs.map(({ f }) => f.conversationId).sort())
      for (const { f } of pairs) {
        const [row] = await t.database.db
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.id, f.conversationId))
        expect(row).toMatchObject({ storeDeliveredSeq: 3, buyerDeliveredSeq: 3, lastSeq: 3 })
      }
    } finally {
      statements.mockRestore()
      viewReads.mockRestore()
    }
    // A mark that does not rise answers null and announces nothing.
    announced.length = 0
    expect(await marks.mark(pairs[0].receiver, pairs[0].f.conversationId, 3)).toBeNull()
    expect(announced).toEqual([])
    await marks.close()
  })

  it('someone else’s conversation, or none, is 62004 and moves nothing; the owner’s mark in the same moment still moves', async () => {
    const a = await chatPair(t)
    const b = await chatPair(t)
    await sendText(a.seller, 'store', a.conversationId, '您好')
    const announced: ChatConversationVO[] = []
    const marks = deliveredMarks(t.database.db, (c) => announced.push(c))
    const [stranger, otherStore, missing, owner] = await Promise.allSettled([
      marks.mark(buyerOf(b), a.conversationId, 1),
      marks.mark(storeOf(b), a.conversationId, 1),
      marks.mark(buyerOf(a), 'no-such-conversation', 1),
      marks.mark(buyerOf(a), a.conversationId, 1),
    ])
    for (const refused of [stranger, otherStore, missing])
      expect(refused).toMatchObject({
        status: 'rejected',
        reason: { code: ErrorCodes.CHAT_NOT_EXIST.code },
      })
    expect(owner).toMatchObject({
      status: 'fulfilled',
      value: { buyerDeliveredSeq: 1, storeDeliveredSeq: 1 },
    })
    expect(announced.map((c) => c.id)).toEqual([a.conversationId])
    await marks.close()
  })
})
