import type {
  ChatConversationVO,
  ChatHistoryQuery,
  ChatMessageVO,
  StoreChatListQuery,
} from '@silk/contracts/chat'
import { nextId } from '@silk/db/ids'
import { chatConversations, chatMessages, members, storeClerks, stores } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql, sum } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { type ChatCtx, type ChatParty, ownConversation } from './party.ts'
import {
  conversationView,
  conversationViews,
  selectViews,
  toConversationView,
  toMessageView,
} from './views.ts'

/**
 * `POST /buyer/im/talk?storeId=`: the buyer's conversation with a store, made on first contact. A
 * store that does not exist is 62000, a closed one 62001 (the buyer is told), the buyer's own store
 * (owner or clerk) 62002. A blocked buyer still gets the conversation (`blocked` says so): the
 * history stays readable, sending is refused.
 */
export async function openConversation(ctx: ChatCtx, party: ChatParty & { side: 'BUYER' }, storeId: string) {
  const [store] = await ctx.db
    .select({ id: stores.id, disable: stores.storeDisable })
    .from(stores)
    .where(eq(stores.id, storeId))
  if (!store) throw new BizError('CHAT_STORE_NOT_EXIST')
  const [own] = await ctx.db
    .select({ storeId: members.storeId, clerkStore: storeClerks.storeId })
    .from(members)
    .leftJoin(storeClerks, eq(storeClerks.memberId, members.id))
    .where(eq(members.id, party.memberId))
  if (own?.storeId === storeId || own?.clerkStore === storeId) throw new BizError('CHAT_SELF')
  if (store.disable !== 'OPEN') throw new BizError('CHAT_STORE_CLOSED')
  await ctx.db
    .insert(chatConversations)
    .values({ id: nextId(), memberId: party.memberId, storeId })
    .onConflictDoNothing()
  const [view] = await conversationViews(
    ctx.db,
    and(eq(chatConversations.memberId, party.memberId), eq(chatConversations.storeId, storeId)),
  )
  return view
}

/** The party's conversations that have any message, latest first (the seller's by scope). */
export async function listConversations(
  ctx: ChatCtx,
  party: ChatParty,
  query: { pageNumber: number; pageSize: number; scope?: z.infer<typeof StoreChatListQuery>['scope'] },
) {
  const c = chatConversations
  const where =
    party.side === 'BUYER'
      ? and(eq(c.memberId, party.memberId), gt(c.lastSeq, 0))
      : and(
          eq(c.storeId, party.storeId),
          gt(c.lastSeq, 0),
          query.scope === 'WAITING' ? and(isNull(c.clerkMemberId), isNotNull(c.waitingSince)) : undefined,
          query.scope === 'MINE' ? eq(c.clerkMemberId, party.memberId) : undefined,
        )
  const [rows, [{ total }]] = await Promise.all([
    selectViews(ctx.db)
      .where(where)
      .orderBy(desc(c.lastMessageTime), desc(c.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(c).where(where),
  ])
  return toPage(rows.map(toConversationView), total, query)
}

/** One conversation of the party's (62004 for anyone else's). */
export async function getConversation(
  ctx: ChatCtx,
  party: ChatParty,
  id: string,
): Promise<ChatConversationVO> {
  const [row] = await ctx.db.select().from(chatConversations).where(eq(chatConversations.id, id))
  ownConversation(row, party)
  return conversationView(ctx.db, id)
}

/** Messages of one conversation: a page before `beforeSeq` (or the latest), or those after `afterSeq`; oldest first. */
export async function conversationHistory(
  ctx: ChatCtx,
  party: ChatParty,
  id: string,
  query: z.infer<typeof ChatHistoryQuery>,
): Promise<ChatMessageVO[]> {
  const [row] = await ctx.db.select().from(chatConversations).where(eq(chatConversations.id, id))
  ownConversation(row, party)
  return messagesOf(ctx, id, query)
}

export async function messagesOf(ctx: ChatCtx, id: string, query: z.infer<typeof ChatHistoryQuery>) {
  const m = chatMessages
  if (query.afterSeq !== undefined) {
    const rows = await ctx.db
      .select()
      .from(m)
      .where(and(eq(m.conversationId, id), gt(m.seq, query.afterSeq)))
      .orderBy(asc(m.seq))
      .limit(query.pageSize)
    return rows.map(toMessageView)
  }
  const rows = await ctx.db
    .select()
    .from(m)
    .where(and(eq(m.conversationId, id), query.beforeSeq ? lt(m.seq, query.beforeSeq) : undefined))
    .orderBy(desc(m.seq))
    .limit(query.pageSize)
  return rows.reverse().map(toMessageView)
}

/**
 * A connection caught up: every conversation of the party's that moved, and for those the client
 * named, the messages after the sequence it holds (at most 200 each; it pages further with history).
 */
export async function syncConversations(ctx: ChatCtx, party: ChatParty, since: Record<string, number>) {
  const c = chatConversations
  const named = Object.keys(since).slice(0, 100)
  const mine = party.side === 'BUYER' ? eq(c.memberId, party.memberId) : eq(c.storeId, party.storeId)
  const conversations = await conversationViews(
    ctx.db,
    and(mine, named.length ? inArray(c.id, named) : sql`false`),
  )
  const messages: ChatMessageVO[] = []
  for (const conversation of conversations) {
    const held = since[conversation.id] ?? 0
    if (conversation.lastSeq > held)
      messages.push(...(await messagesOf(ctx, conversation.id, { afterSeq: held, pageSize: 200 })))
  }
  return { conversations, messages }
}

/**
 * The party's side read the conversation up to `seq` (which also says it received it): the read
 * mark only rises and never passes the last message, and the side's unread count becomes the other
 * side's messages still after it. Null when nothing changed (nothing to announce). Delivered marks
 * alone are written in batches (`delivered.ts`).
 */
export async function moveMark(
  ctx: ChatCtx,
  party: ChatParty,
  id: string,
  seq: number,
): Promise<ChatConversationVO | null> {
  const c = chatConversations
  const buyer = party.side === 'BUYER'
  const owner = buyer ? eq(c.memberId, party.memberId) : eq(c.storeId, party.storeId)
  const delivered = buyer ? c.buyerDeliveredSeq : c.storeDeliveredSeq
  const read = buyer ? c.buyerReadSeq : c.storeReadSeq
  const upTo = sql`least(${seq}, ${c.lastSeq})`
  const other = buyer ? 'STORE' : 'BUYER'
  const set = {
    [buyer ? 'buyerReadSeq' : 'storeReadSeq']: upTo,
    [buyer ? 'buyerDeliveredSeq' : 'storeDeliveredSeq']: sql`greatest(${delivered}, ${upTo})`,
    [buyer ? 'buyerUnread' : 'storeUnread']:
      sql`(select count(*)::int from ${chatMessages} where ${chatMessages.conversationId} = ${c.id} and ${chatMessages.sender} = ${other} and ${chatMessages.seq} > ${upTo})`,
  }
  const moved = await ctx.db
    .update(c)
    .set(set)
    .where(and(eq(c.id, id), owner, lt(read, upTo)))
    .returning({ id: c.id })
  if (moved.length === 0) {
    // Nothing moved: someone else's conversation stays unseen, one's own needs no announcement.
    const [row] = await ctx.db
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, id), owner))
    if (!row) throw new BizError('CHAT_NOT_EXIST')
    return null
  }
  return conversationView(ctx.db, id)
}

/** The header's and side bar's count: unread messages over the party's conversations. */
export async function unreadSummary(ctx: ChatCtx, party: ChatParty) {
  const c = chatConversations
  const [row] = await ctx.db
    .select({
      unread: sum(party.side === 'BUYER' ? c.buyerUnread : c.storeUnread).mapWith(Number),
      conversations: count(),
    })
    .from(c)
    .where(
      party.side === 'BUYER'
        ? and(eq(c.memberId, party.memberId), gt(c.buyerUnread, 0))
        : and(eq(c.storeId, party.storeId), gt(c.storeUnread, 0)),
    )
  return { unread: row?.unread ?? 0, conversations: row?.conversations ?? 0 }
}

/** The seller dashboard's figure: conversations whose buyer waits for an answer. */
export async function unansweredCount(ctx: Pick<ChatCtx, 'db'>, storeId: string): Promise<number> {
  const c = chatConversations
  const [row] = await ctx.db
    .select({ n: count() })
    .from(c)
    .where(and(eq(c.storeId, storeId), isNotNull(c.waitingSince), ne(c.lastSeq, 0)))
  return row?.n ?? 0
}
