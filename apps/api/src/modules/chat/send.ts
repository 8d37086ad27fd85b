import {
  CHAT_RATE,
  type ChatCard,
  type ChatConversationVO,
  type ChatMessageVO,
  type ChatSendInput,
} from '@silk/contracts/chat'
import { chinaMinuteOfDay } from '@silk/contracts/china-time'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import {
  chatBlocks,
  chatConversations,
  chatMessages,
  chatStoreSettings,
  goods,
  goodsSkus,
  members,
  orderItems,
  orders,
  storeClerks,
  stores,
  uploadFiles,
} from '@silk/db/schema/index'
import { and, asc, eq, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { fenToYuan } from '../../shared/money.ts'
import { queryRowsPrepared } from '../../shared/sql-rows.ts'
import { StoreUnavailableError } from '../../shared/store/types.ts'
import { isStoredUpload, UPLOADS_PREFIX } from '../media/file-storage.ts'
import { type ChatCtx, type ChatParty, ownConversation } from './party.ts'
import { maskSensitive } from './sensitive-words.ts'
import {
  type ConversationRow,
  conversationView,
  lockForSend,
  type MessageRow,
  toConversationView,
  toMessageView,
} from './views.ts'

/** What a send stored: the message, any automatic replies after it, and the conversation as it now is. */
export interface Sent {
  messages: ChatMessageVO[]
  conversation: ChatConversationVO
  /** True when the client's id had been stored already (a resend): nothing new to announce. */
  repeated: boolean
}

/** The out-of-hours reply goes at most once per this long in one conversation. */
const OFF_HOURS_REPLY_EVERY_MS = 30 * 60_000

/** A store's service hours when it set none (minutes of the day, GMT+8): 09:00–22:00, as the column defaults. */
const DEFAULT_HOURS = { start: 540, end: 1320 }

// Control characters other than line breaks and tabs never reach storage.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g

/**
 * Sends one message: checks what it carries (a picture must be one of this site's uploads, a goods
 * card the store's goods, an order card an order between this buyer and this store), masks the
 * sensitive words, counts the sender against `CHAT_RATE`, then stores it under the conversation's
 * row lock (its sequence is the conversation's next) with the conversation's new state, and after
 * a buyer's message the store's greeting (first message) or out-of-hours reply. The caller fans
 * out what it returns, after the commit. A `clientId` already stored answers that message again.
 *
 * A send is one statement (`storeAtOnce`, the bench row's budget, decision 142): the conversation
 * locked and read with its view and its store's settings, the message inserted unless its
 * `clientId` is stored already, and the conversation updated, returned together. Only what that
 * statement leaves aside takes more: a message that brings the store's greeting or out-of-hours
 * reply (`storeWithReplies`, a transaction of a few statements), a refused buyer or a resend
 * (one read of the message stored before).
 */
export async function sendMessage(ctx: ChatCtx, party: ChatParty, input: ChatSendInput): Promise<Sent> {
  // Cards are checked against the conversation's buyer and store, so they read it first.
  const pair =
    input.type === 'GOODS' || input.type === 'ORDER'
      ? ownConversation(
          (
            await ctx.db
              .select()
              .from(chatConversations)
              .where(eq(chatConversations.id, input.conversationId))
          )[0],
          party,
        )
      : null
  const body = await messageBody(ctx, pair, input)
  await countSender(ctx, party)
  const now = new Date()
  const once = await storeAtOnce(ctx.db, party, input, body, now)
  if (once.kind === 'sent') return once.sent
  if (once.kind === 'missing') throw new BizError('CHAT_NOT_EXIST')
  if (once.kind === 'refused') {
    // A buyer writes only to an open store that has not blocked it (a message already stored is
    // answered again all the same).
    const again = await storedAlready(ctx.db, input.conversationId, party, input.clientId)
    if (again) return again
    throw new BizError(once.code)
  }
  if (once.kind === 'stored-before') {
    const again = await storedAlready(ctx.db, input.conversationId, party, input.clientId)
    if (again) return again
    throw new Error('chat: a message neither stored nor found')
  }
  return ctx.db.transaction((tx) => storeWithReplies(tx, party, input, body, now))
}

type Body = Awaited<ReturnType<typeof messageBody>>

/** What the one-statement send came to. */
type AtOnce =
  | { kind: 'sent'; sent: Sent }
  | { kind: 'missing' }
  | { kind: 'refused'; code: 'CHAT_BLOCKED' | 'CHAT_STORE_CLOSED' }
  | { kind: 'stored-before' }
  | { kind: 'replies' }

/** The row `storeAtOnce` answers: the locked conversation's view and state, and the update's result. */
interface AtOnceRow {
  member_id: string
  store_id: string
  own: boolean
  trading: boolean
  blocked: boolean
  replies: boolean
  old_clerk: string | null
  store_name: string
  store_name_en: string | null
  store_logo: string
  member_username: string
  member_nick: string | null
  member_face: string | null
  clerk_username: string | null
  clerk_nick: string | null
  clerk_name: string | null
  // The updated conversation (null when nothing was stored).
  seq: number | null
  card: Record<string, unknown> | null
  clerk_member_id: string | null
  buyer_unread: number
  store_unread: number
  buyer_delivered_seq: number
  buyer_read_seq: number
  store_delivered_seq: number
  store_read_seq: number
  waiting: boolean
}

/**
 * The whole of an ordinary send in one statement, so in one round trip and without `BEGIN`/`COMMIT`:
 * the conversation's row locked (`FOR UPDATE OF`, as the transaction did; sends of one conversation
 * still take their sequences one after another) and read with the store's state and settings and
 * the names its view shows; the message inserted with the next sequence when the conversation is
 * the party's, a buyer's store is open and has not blocked it, and no automatic reply is due (a
 * resend's `clientId` inserts nothing, as before); the conversation updated from what was inserted
 * (the lock is the statement's own, so the update sees the locked row's values). What did not go
 * comes back as the reason, for the caller's slower path.
 */
async function storeAtOnce(
  db: DbOrTx,
  party: ChatParty,
  input: ChatSendInput,
  body: Body,
  now: Date,
): Promise<AtOnce> {
  const at = sql`${now.toISOString()}::timestamptz`
  const buyer = party.side === 'BUYER'
  const minute = chinaMinuteOfDay(now)
  const owner = buyer ? sql`c.member_id = ${party.memberId}` : sql`c.store_id = ${party.storeId}`
  // A buyer's message brings the greeting (the first message) or the out-of-hours reply (at most
  // every half hour): those go the slower way (storeWithReplies), which writes them too.
  const replies = buyer
    ? sql`(c.last_seq = 0 and coalesce(cs.greeting, '') <> '')
        or (coalesce(cs.off_hours_reply, '') <> ''
          and not (case
            when coalesce(cs.hours_start, ${DEFAULT_HOURS.start}) = coalesce(cs.hours_end, ${DEFAULT_HOURS.end}) then true
            when coalesce(cs.hours_start, ${DEFAULT_HOURS.start}) < coalesce(cs.hours_end, ${DEFAULT_HOURS.end})
              then ${minute}::int >= coalesce(cs.hours_start, ${DEFAULT_HOURS.start})
                and ${minute}::int < coalesce(cs.hours_end, ${DEFAULT_HOURS.end})
            else ${minute}::int >= coalesce(cs.hours_start, ${DEFAULT_HOURS.start})
              or ${minute}::int < coalesce(cs.hours_end, ${DEFAULT_HOURS.end})
          end)
          and (c.off_hours_replied_at is null
            or c.off_hours_replied_at <= ${new Date(now.getTime() - OFF_HOURS_REPLY_EVERY_MS).toISOString()}::timestamptz))`
    : sql`false`
  const go = buyer ? sql`l.own and l.trading and not l.blocked and not l.replies` : sql`l.own`
  // The sender has seen the conversation up to its own message.
  const marks = buyer
    ? sql`buyer_unread = 0, buyer_read_seq = m.seq, buyer_delivered_seq = m.seq,
        store_unread = x.store_unread + 1, waiting_since = coalesce(x.waiting_since, ${at})`
    : sql`store_unread = 0, store_read_seq = m.seq, store_delivered_seq = m.seq,
        buyer_unread = x.buyer_unread + 1, waiting_since = null,
        clerk_member_id = coalesce(x.clerk_member_id, ${party.memberId})`
  const id = nextId()
  // Planned once per connection, one statement per side (the text differs between them).
  const [row] = await queryRowsPrepared<AtOnceRow>(
    db,
    buyer ? 'chat_send_buyer' : 'chat_send_store',
    sql`with l as (
      select c.id, c.member_id, c.store_id, c.last_seq, c.clerk_member_id as old_clerk,
        (${owner}) as own, s.store_disable = 'OPEN' as trading, b.create_time is not null as blocked,
        (${replies}) as replies,
        s.store_name, s.store_name_en, s.store_logo,
        m.username as member_username, m.nick_name as member_nick, m.face as member_face,
        k.username as clerk_username, k.nick_name as clerk_nick, sc.clerk_name
      from ${chatConversations} c
      join ${stores} s on s.id = c.store_id
      join ${members} m on m.id = c.member_id
      left join ${members} k on k.id = c.clerk_member_id
      left join ${storeClerks} sc on sc.member_id = c.clerk_member_id and sc.store_id = c.store_id
      left join ${chatBlocks} b on b.store_id = c.store_id and b.member_id = c.member_id
      left join ${chatStoreSettings} cs on cs.store_id = c.store_id
      where c.id = ${input.conversationId}
      for update of c
    ),
    m as (
      insert into ${chatMessages} (id, conversation_id, seq, create_time, sender, sender_member_id,
        sender_name, client_id, type, content, card, masked)
      select ${id}, l.id, l.last_seq + 1, ${at}, ${party.side}, ${party.memberId}, ${party.name},
        ${input.clientId}, ${body.type}, ${body.content}, ${body.card ? JSON.stringify(body.card) : null}::jsonb,
        ${body.masked ?? false}
      from l where ${go}
      on conflict (conversation_id, sender, client_id) do nothing
      returning seq, card
    ),
    u as (
      update ${chatConversations} x set last_seq = m.seq, last_message_time = ${at},
        last_preview = ${preview(body)}, last_type = ${body.type}, ${marks}
      from m where x.id = ${input.conversationId}
      returning x.clerk_member_id, x.buyer_unread, x.store_unread, x.buyer_delivered_seq,
        x.buyer_read_seq, x.store_delivered_seq, x.store_read_seq, x.waiting_since is not null as waiting
    )
    select l.member_id, l.store_id, l.own, l.trading, l.blocked, l.replies, l.old_clerk,
      l.store_name, l.store_name_en, l.store_logo, l.member_username, l.member_nick, l.member_face,
      l.clerk_username, l.clerk_nick, l.clerk_name, m.seq, m.card, u.*
    from l left join m on true left join u on true`,
  )
  if (!row?.own) return { kind: 'missing' }
  if (buyer && (!row.trading || row.blocked))
    return { kind: 'refused', code: row.trading ? 'CHAT_BLOCKED' : 'CHAT_STORE_CLOSED' }
  if (row.replies) return { kind: 'replies' }
  if (row.seq === null) return { kind: 'stored-before' }
  const seq = row.seq
  const message = toMessageView({
    id,
    conversationId: input.conversationId,
    seq,
    createTime: now,
    sender: party.side,
    senderMemberId: party.memberId,
    senderName: party.name,
    auto: false,
    type: body.type,
    content: body.content,
    card: row.card,
    clientId: input.clientId,
    masked: body.masked ?? false,
  })
  const conversation = toConversationView({
    c: {
      id: input.conversationId,
      memberId: row.member_id,
      storeId: row.store_id,
      clerkMemberId: row.clerk_member_id,
      lastSeq: seq,
      lastMessageTime: now,
      lastPreview: preview(body),
      lastType: body.type,
      buyerUnread: row.buyer_unread,
      storeUnread: row.store_unread,
      buyerDeliveredSeq: row.buyer_delivered_seq,
      buyerReadSeq: row.buyer_read_seq,
      storeDeliveredSeq: row.store_delivered_seq,
      storeReadSeq: row.store_read_seq,
      // Only whether it is set is shown.
      waitingSince: row.waiting ? now : null,
      offHoursRepliedAt: null,
      createTime: now,
    },
    storeName: row.store_name,
    storeNameEn: row.store_name_en,
    storeLogo: row.store_logo,
    storeDisable: row.trading ? 'OPEN' : 'CLOSED',
    memberUsername: row.member_username,
    memberNick: row.member_nick,
    memberFace: row.member_face,
    clerkUsername: row.clerk_username,
    clerkNick: row.clerk_nick,
    clerkName: row.clerk_name,
    blockedAt: row.blocked ? now : null,
  })
  // A clerk who has just taken the conversation is named as its messages name it.
  if (row.clerk_member_id !== row.old_clerk) conversation.clerkName = party.name
  return { kind: 'sent', sent: { messages: [message], conversation, repeated: false } }
}
/**
 * A buyer's message that brings the store's greeting or out-of-hours reply: the transaction that
 * stores the message, the replies after it and the conversation's new state, under the row's lock
 * (everything decided again there).
 */
async function storeWithReplies(
  tx: Tx,
  party: ChatParty,
  input: ChatSendInput,
  body: Body,
  now: Date,
): Promise<Sent> {
  const view = await lockForSend(tx, input.conversationId)
  const locked = ownConversation(view?.c, party)
  const store = storeVoice(view)
  // A buyer writes only to an open store that has not blocked it (a message already stored is
  // answered again all the same).
  if (party.side === 'BUYER' && (!store.trading || store.blocked)) {
    const again = await storedAlready(tx, locked.id, party, input.clientId)
    if (again) return again
    throw new BizError(store.trading ? 'CHAT_BLOCKED' : 'CHAT_STORE_CLOSED')
  }
  const [own] = await tx
    .insert(chatMessages)
    .values({
      id: nextId(),
      conversationId: locked.id,
      seq: locked.lastSeq + 1,
      createTime: now,
      sender: party.side,
      senderMemberId: party.memberId,
      senderName: party.name,
      clientId: input.clientId,
      ...body,
    })
    .onConflictDoNothing({
      target: [chatMessages.conversationId, chatMessages.sender, chatMessages.clientId],
    })
    .returning()
  if (!own) {
    const again = await storedAlready(tx, locked.id, party, input.clientId)
    if (again) return again
    throw new Error('chat: a message neither stored nor found')
  }
  const stored: MessageRow[] = [own]
  let offHoursRepliedAt = locked.offHoursRepliedAt
  if (party.side === 'BUYER') {
    const replies: string[] = []
    if (locked.lastSeq === 0 && store.greeting) replies.push(store.greeting)
    const lastReply = locked.offHoursRepliedAt?.getTime() ?? 0
    if (store.offHoursReply && !store.open(now) && now.getTime() - lastReply >= OFF_HOURS_REPLY_EVERY_MS) {
      replies.push(store.offHoursReply)
      offHoursRepliedAt = now
    }
    if (replies.length > 0) {
      const rows = await tx
        .insert(chatMessages)
        .values(
          replies.map((content, i) => ({
            id: nextId(),
            conversationId: locked.id,
            seq: own.seq + 1 + i,
            createTime: now,
            sender: 'STORE',
            auto: true,
            senderName: store.name,
            type: 'TEXT',
            content,
          })),
        )
        .returning()
      stored.push(...rows.sort((x, y) => x.seq - y.seq))
    }
  }
  const last = stored[stored.length - 1]
  const fromStore = stored.filter((m) => m.sender === 'STORE').length
  const humanStore = party.side === 'STORE'
  const c = chatConversations
  const [updated] = await tx
    .update(c)
    .set({
      lastSeq: last.seq,
      lastMessageTime: now,
      lastPreview: preview(last),
      lastType: last.type,
      // The sender has seen the conversation up to its own message; the store's automatic
      // replies after a buyer's message are the buyer's to read.
      ...(party.side === 'BUYER'
        ? {
            buyerUnread: fromStore,
            buyerReadSeq: own.seq,
            buyerDeliveredSeq: own.seq,
            storeUnread: sql`${c.storeUnread} + 1`,
          }
        : {
            storeUnread: 0,
            storeReadSeq: own.seq,
            storeDeliveredSeq: own.seq,
            buyerUnread: sql`${c.buyerUnread} + ${fromStore}`,
          }),
      waitingSince: humanStore ? null : (locked.waitingSince ?? now),
      // The first clerk to answer a waiting buyer takes the conversation.
      clerkMemberId: humanStore ? (locked.clerkMemberId ?? party.memberId) : locked.clerkMemberId,
      offHoursRepliedAt,
    })
    .where(eq(c.id, locked.id))
    .returning()
  const conversation = toConversationView({ ...view, c: updated })
  // A clerk who has just taken the conversation is named as its messages name it.
  if (updated.clerkMemberId !== locked.clerkMemberId) conversation.clerkName = party.name
  return { messages: stored.map(toMessageView), conversation, repeated: false }
}

/** The message this sender already stored under `clientId`, answered again (nothing new to announce). */
async function storedAlready(
  tx: DbOrTx,
  conversationId: string,
  party: ChatParty,
  clientId: string,
): Promise<Sent | null> {
  const [again] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.sender, party.side),
        eq(chatMessages.clientId, clientId),
      ),
    )
  if (!again) return null
  return {
    messages: [toMessageView(again)],
    conversation: await conversationView(tx, conversationId),
    repeated: true,
  }
}

/** Per sender (a member, on every node through the shared store): `CHAT_RATE`, then 62008. */
async function countSender(ctx: ChatCtx, party: ChatParty) {
  try {
    const n = await ctx.store.incr(`chat:rate:${party.memberId}`, CHAT_RATE.windowMs)
    if (n > CHAT_RATE.messages) throw new BizError('CHAT_TOO_FAST')
  } catch (error) {
    // Without the shared store the limit is not counted; the message still goes.
    if (!(error instanceof StoreUnavailableError)) throw error
  }
}

/** What the message carries, checked and made into its stored form. */
async function messageBody(
  ctx: ChatCtx,
  conversation: ConversationRow | null,
  input: ChatSendInput,
): Promise<{ type: ChatSendInput['type']; content: string; card?: ChatCard; masked?: boolean }> {
  switch (input.type) {
    case 'TEXT': {
      const clean = input.content.replace(CONTROL, '').trim()
      if (!clean) throw new BizError('PARAMS_ERROR', { detail: 'content' })
      const { text, masked } = await maskSensitive(ctx.db, clean)
      return { type: 'TEXT', content: text, masked }
    }
    case 'PICTURE': {
      const url = input.content
      if (!isStoredUpload(url)) throw new BizError('CHAT_PICTURE_INVALID')
      const [file] = await ctx.db
        .select({ key: uploadFiles.key })
        .from(uploadFiles)
        .where(eq(uploadFiles.key, url.slice(UPLOADS_PREFIX.length)))
      if (!file) throw new BizError('CHAT_PICTURE_INVALID')
      return { type: 'PICTURE', content: url }
    }
    case 'GOODS': {
      const [sku] = await ctx.db
        .select({
          skuId: goodsSkus.id,
          goodsId: goods.id,
          goodsName: goods.goodsName,
          goodsNameEn: goods.goodsNameEn,
          price: goodsSkus.price,
          skuImages: goodsSkus.images,
          images: goods.images,
          storeId: goods.storeId,
        })
        .from(goodsSkus)
        .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
        .where(eq(goodsSkus.id, input.skuId))
      if (!sku || !conversation || sku.storeId !== conversation.storeId)
        throw new BizError('CHAT_GOODS_INVALID')
      const card: ChatCard = {
        kind: 'GOODS',
        goodsId: sku.goodsId,
        skuId: sku.skuId,
        goodsName: sku.goodsName,
        goodsNameEn: sku.goodsNameEn,
        price: fenToYuan(sku.price),
        image: sku.skuImages[0] ?? sku.images[0] ?? '',
      }
      return { type: 'GOODS', content: sku.goodsName, card }
    }
    case 'ORDER': {
      if (!conversation) throw new BizError('CHAT_ORDER_INVALID')
      const [order] = await ctx.db
        .select({
          sn: orders.sn,
          flowPrice: orders.flowPrice,
          orderStatus: orders.orderStatus,
          goodsNum: orders.goodsNum,
        })
        .from(orders)
        .where(
          and(
            eq(orders.sn, input.orderSn),
            eq(orders.memberId, conversation.memberId),
            eq(orders.storeId, conversation.storeId),
          ),
        )
      if (!order) throw new BizError('CHAT_ORDER_INVALID')
      const [item] = await ctx.db
        .select({
          goodsName: orderItems.goodsName,
          goodsNameEn: orderItems.goodsNameEn,
          image: orderItems.image,
        })
        .from(orderItems)
        .where(eq(orderItems.orderSn, order.sn))
        .orderBy(asc(orderItems.sn))
        .limit(1)
      const card: ChatCard = {
        kind: 'ORDER',
        orderSn: order.sn,
        goodsName: item?.goodsName ?? '',
        goodsNameEn: item?.goodsNameEn ?? null,
        image: item?.image ?? '',
        goodsNum: order.goodsNum,
        flowPrice: fenToYuan(order.flowPrice),
        orderStatus: order.orderStatus,
      }
      return { type: 'ORDER', content: order.sn, card }
    }
  }
}

/** The list's one line for a message: its text, or a marker the pages word by the type. */
function preview(m: Pick<MessageRow, 'type' | 'content'>): string {
  if (m.type === 'TEXT') return m.content.replace(/\s+/g, ' ').slice(0, 100)
  if (m.type === 'GOODS' || m.type === 'ORDER') return m.content.slice(0, 100)
  return ''
}

/** The store's state towards this buyer (trading, blocked) and what it says by itself, from the locked read. */
function storeVoice(row: Awaited<ReturnType<typeof lockForSend>> | undefined) {
  return {
    trading: row?.storeDisable === 'OPEN',
    blocked: !!row?.blockedAt,
    name: row?.storeName ?? '',
    greeting: row?.greeting ?? '',
    offHoursReply: row?.offHoursReply ?? '',
    open: (at: Date) =>
      withinHours(at, row?.hoursStart ?? DEFAULT_HOURS.start, row?.hoursEnd ?? DEFAULT_HOURS.end),
  }
}

/** Whether `at` (read in GMT+8) falls in [start, end) minutes of the day; a span past midnight wraps. */
export function withinHours(at: Date, start: number, end: number): boolean {
  if (start === end) return true
  const minute = chinaMinuteOfDay(at)
  return start < end ? minute >= start && minute < end : minute >= start || minute < end
}

/** Writes one SYSTEM line (a transfer) under the conversation's lock; no one's unread count moves. */
export async function systemLine(tx: Tx, conversationId: string, code: string, name: string) {
  const [locked] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.id, conversationId))
    .for('update')
  const seq = locked.lastSeq + 1
  const [m] = await tx
    .insert(chatMessages)
    .values({
      id: nextId(),
      conversationId,
      seq,
      sender: 'SYSTEM',
      type: 'SYSTEM',
      content: code,
      card: { kind: 'SYSTEM', name },
    })
    .returning()
  await tx
    .update(chatConversations)
    .set({ lastSeq: seq, storeReadSeq: sql`greatest(${chatConversations.storeReadSeq}, ${seq})` })
    .where(eq(chatConversations.id, conversationId))
  return m
}
