import type { ChatConversationVO } from '@silk/contracts/chat'
import type { DbOrTx } from '@silk/db/client'
import { chatConversations as c } from '@silk/db/schema/index'
import { sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import type { ChatParty } from './party.ts'
import { conversationViewsByIds } from './views.ts'

/** How long a node gathers `delivered` acknowledgements before writing them together. */
export const DELIVERED_EVERY_MS = 100

interface Waiter {
  resolve(view: ChatConversationVO | null): void
  reject(error: unknown): void
}
/** One side's acknowledgement of one conversation: the highest sequence it said it received. */
interface Ack {
  conversationId: string
  side: ChatParty['side']
  /** The buyer's member id, or the store's id: whose conversation it must be. */
  owner: string
  seq: number
  waiters: Waiter[]
}
interface Before {
  id: string
  member_id: string
  store_id: string
  last_seq: number
  buyer_delivered_seq: number
  store_delivered_seq: number
}

/**
 * Delivered marks, written together (decision 142). Every client acknowledges each message it
 * receives from the other side; written one by one that is an UPDATE and a view read per message
 * (at the bench row's 200 messages a second, 400 statements a second for marks alone). A node
 * gathers them for `DELIVERED_EVERY_MS` instead, then one statement moves every gathered mark (the
 * rows locked in id order, so the batches of several nodes and the sends never deadlock), one reads
 * the views of the conversations that moved, and each is announced to both sides. As before, a mark
 * only rises and never passes the last message; someone else's conversation is 62004 and a mark that
 * did not move answers null (nothing announced).
 */
export function deliveredMarks(db: DbOrTx, announce: (view: ChatConversationVO) => void) {
  let gathered = new Map<string, Ack>()
  let timer: NodeJS.Timeout | null = null
  let flushing: Promise<void> = Promise.resolve()

  const flush = async () => {
    timer = null
    const acks = [...gathered.values()]
    gathered = new Map()
    // A conversation takes one acknowledgement per side in a statement; any more (another
    // party naming the same conversation) go in the next.
    while (acks.length > 0) {
      const round = new Map<string, { buyer?: Ack; store?: Ack }>()
      const later: Ack[] = []
      for (const ack of acks) {
        const row = round.get(ack.conversationId) ?? {}
        const slot = ack.side === 'BUYER' ? 'buyer' : 'store'
        if (row[slot]) later.push(ack)
        else round.set(ack.conversationId, { ...row, [slot]: ack })
      }
      try {
        await writeRound(round)
      } catch (error) {
        for (const { buyer, store } of round.values())
          for (const waiter of [...(buyer?.waiters ?? []), ...(store?.waiters ?? [])]) waiter.reject(error)
      }
      acks.splice(0, acks.length, ...later)
    }
  }

  const writeRound = async (round: Map<string, { buyer?: Ack; store?: Ack }>) => {
    const values = [...round].map(
      ([id, { buyer, store }]) =>
        sql`(${id}::text, ${buyer?.owner ?? null}::text, ${buyer?.seq ?? null}::int, ${store?.owner ?? null}::text, ${store?.seq ?? null}::int)`,
    )
    const before = await queryRows<Before>(
      db,
      sql`with v (id, buyer_member, buyer_seq, store_id, store_seq) as (values ${sql.join(values, sql`, `)}),
      old as (
        select x.id, x.member_id, x.store_id, x.last_seq, x.buyer_delivered_seq, x.store_delivered_seq
        from ${c} x join v on v.id = x.id
        order by x.id
        for update of x
      ),
      moved as (
        update ${c} set
          buyer_delivered_seq = case when v.buyer_member = old.member_id
            then greatest(old.buyer_delivered_seq, least(v.buyer_seq, old.last_seq))
            else old.buyer_delivered_seq end,
          store_delivered_seq = case when v.store_id = old.store_id
            then greatest(old.store_delivered_seq, least(v.store_seq, old.last_seq))
            else old.store_delivered_seq end
        from old join v on v.id = old.id
        where ${c.id} = old.id
          and ((v.buyer_member = old.member_id and least(v.buyer_seq, old.last_seq) > old.buyer_delivered_seq)
            or (v.store_id = old.store_id and least(v.store_seq, old.last_seq) > old.store_delivered_seq))
        returning ${c.id}
      )
      select * from old`,
    )
    const rows = new Map(before.map((r) => [r.id, r]))
    const answers: { ack: Ack; moved: boolean }[] = []
    for (const [id, { buyer, store }] of round) {
      const row = rows.get(id)
      for (const ack of [buyer, store]) {
        if (!ack) continue
        const own = row && (ack.side === 'BUYER' ? row.member_id : row.store_id) === ack.owner
        if (!row || !own) {
          for (const waiter of ack.waiters) waiter.reject(new BizError('CHAT_NOT_EXIST'))
          continue
        }
        const mark = ack.side === 'BUYER' ? row.buyer_delivered_seq : row.store_delivered_seq
        answers.push({ ack, moved: Math.min(ack.seq, row.last_seq) > mark })
      }
    }
    const movedIds = [...new Set(answers.filter((a) => a.moved).map((a) => a.ack.conversationId))]
    const views = new Map((await conversationViewsByIds(db, movedIds)).map((v) => [v.id, v]))
    for (const view of views.values()) announce(view)
    for (const { ack, moved } of answers)
      for (const waiter of ack.waiters) waiter.resolve(moved ? (views.get(ack.conversationId) ?? null) : null)
  }

  return {
    /**
     * The party's side received `conversationId` up to `seq`: answered, after the batch is written,
     * with the conversation's view when its mark moved, null when it did not.
     */
    mark(party: ChatParty, conversationId: string, seq: number): Promise<ChatConversationVO | null> {
      const owner = party.side === 'BUYER' ? party.memberId : party.storeId
      const key = `${party.side}:${owner}:${conversationId}`
      return new Promise((resolve, reject) => {
        const ack = gathered.get(key)
        if (ack) {
          ack.seq = Math.max(ack.seq, seq)
          ack.waiters.push({ resolve, reject })
        } else
          gathered.set(key, { conversationId, side: party.side, owner, seq, waiters: [{ resolve, reject }] })
        timer ??= setTimeout(() => {
          flushing = flushing.then(flush)
        }, DELIVERED_EVERY_MS)
      })
    },
    /** Writes what is gathered now (a node closing). */
    async close() {
      if (timer) clearTimeout(timer)
      flushing = flushing.then(flush)
      await flushing
    },
  }
}
