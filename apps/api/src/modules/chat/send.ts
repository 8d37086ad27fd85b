import {
  CHAT_RATE,
  type ChatCard,
  type ChatConversationVO,
  type ChatMessageVO,
  type ChatSendInput,
} from '@silk/contracts/chat'
import { chinaMinuteOfDay } from '@silk/contracts/china-time'
import type { Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import {
  chatConversations,
  chatMessages,
  goods,
  goodsSkus,
  orderItems,
  orders,
  uploadFiles,
} from '@silk/db/schema/index'
import { and, asc, eq, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { fenToYuan } from '../../shared/money.ts'
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
 * A send is three statements in its transaction (the bench row's budget, decision 142): the locked
 * conversation read with its view and its store's settings, the message inserted unless its
 * `clientId` is stored already, and the conversation updated, its new view made from what the
 * update returns and the names already read.
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
  return ctx.db.transaction(async (tx) => {
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
  })
}

/** The message this sender already stored under `clientId`, answered again (nothing new to announce). */
async function storedAlready(
  tx: Tx,
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
function preview(m: MessageRow): string {
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
    open: (at: Date) => withinHours(at, row?.hoursStart ?? 540, row?.hoursEnd ?? 1320),
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
