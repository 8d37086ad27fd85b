import type { ChatSettingForm, QuickReplyForm } from '@silk/contracts/chat'
import { allows } from '@silk/contracts/permissions'
import { nextId } from '@silk/db/ids'
import {
  chatBlocks,
  chatConversations,
  chatQuickReplies,
  chatStoreSettings,
  members,
  orderItems,
  orders,
  storeClerks,
} from '@silk/db/schema/index'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { fenToYuan } from '../../shared/money.ts'
import { staffAccess } from '../accounts/staff-access.ts'
import type { ChatCtx, ChatParty } from './party.ts'
import { ownConversation } from './party.ts'
import { systemLine } from './send.ts'
import { conversationView, toMessageView } from './views.ts'

type StoreParty = ChatParty & { side: 'STORE' }

const QUICK_REPLIES_MAX = 50

async function ownRow(ctx: ChatCtx, party: StoreParty, id: string) {
  const [row] = await ctx.db.select().from(chatConversations).where(eq(chatConversations.id, id))
  return ownConversation(row, party)
}

/** Who of the store may take conversations: the owner and every active clerk whose roles grant chat. */
export async function chatClerks(ctx: ChatCtx, party: StoreParty) {
  const [owner] = await ctx.db
    .select({ id: members.id, username: members.username, nickName: members.nickName })
    .from(members)
    .where(eq(members.storeId, party.storeId))
  const clerks = await ctx.db
    .select({ memberId: storeClerks.memberId, name: storeClerks.clerkName })
    .from(storeClerks)
    .where(and(eq(storeClerks.storeId, party.storeId), eq(storeClerks.status, true)))
    .orderBy(asc(storeClerks.createTime))
  const out: { memberId: string; name: string; owner: boolean }[] = []
  if (owner) out.push({ memberId: owner.id, name: owner.nickName || owner.username, owner: true })
  for (const clerk of clerks) {
    const access = await staffAccess(ctx.db, clerk.memberId, party.storeId)
    if (access && allows(access, { area: 'chat', access: 'write' }))
      out.push({ memberId: clerk.memberId, name: clerk.name, owner: false })
  }
  return out
}

/**
 * `POST /store/im/talk/{id}/transfer?clerkMemberId=`: hands the conversation to another of the
 * store's chat staff (62009 for anyone else), with a line saying so that both sides read.
 */
export async function transferConversation(
  ctx: ChatCtx,
  party: StoreParty,
  id: string,
  clerkMemberId: string,
) {
  await ownRow(ctx, party, id)
  const target = (await chatClerks(ctx, party)).find((c) => c.memberId === clerkMemberId)
  if (!target) throw new BizError('CHAT_CLERK_INVALID')
  const line = await ctx.db.transaction(async (tx) => {
    const m = await systemLine(tx, id, 'TRANSFER', target.name)
    await tx.update(chatConversations).set({ clerkMemberId }).where(eq(chatConversations.id, id))
    return m
  })
  return {
    messages: [toMessageView(line)],
    conversation: await conversationView(ctx.db, id),
    repeated: false,
  }
}

/** `PUT /store/im/talk/{id}/block` and `…/unblock`: the buyer may (not) write to the store. */
export async function setBlocked(ctx: ChatCtx, party: StoreParty, id: string, blocked: boolean) {
  const row = await ownRow(ctx, party, id)
  if (blocked)
    await ctx.db
      .insert(chatBlocks)
      .values({ storeId: party.storeId, memberId: row.memberId })
      .onConflictDoNothing()
  else
    await ctx.db
      .delete(chatBlocks)
      .where(and(eq(chatBlocks.storeId, party.storeId), eq(chatBlocks.memberId, row.memberId)))
  return conversationView(ctx.db, id)
}

/** `GET /store/im/talk/{id}/orders`: the buyer's latest orders with this store, beside the chat. */
export async function buyerRecentOrders(ctx: ChatCtx, party: StoreParty, id: string) {
  const row = await ownRow(ctx, party, id)
  const list = await ctx.db
    .select({
      sn: orders.sn,
      createTime: orders.createTime,
      orderStatus: orders.orderStatus,
      flowPrice: orders.flowPrice,
      goodsNum: orders.goodsNum,
    })
    .from(orders)
    .where(and(eq(orders.memberId, row.memberId), eq(orders.storeId, party.storeId)))
    .orderBy(desc(orders.createTime), desc(orders.sn))
    .limit(5)
  const items = list.length
    ? await ctx.db
        .select({
          orderSn: orderItems.orderSn,
          sn: orderItems.sn,
          goodsName: orderItems.goodsName,
          goodsNameEn: orderItems.goodsNameEn,
          image: orderItems.image,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderSn,
            list.map((o) => o.sn),
          ),
        )
        .orderBy(asc(orderItems.sn))
    : []
  return list.map((o) => {
    const first = items.find((i) => i.orderSn === o.sn)
    return {
      orderSn: o.sn,
      createTime: formatDateTime(o.createTime) ?? '',
      orderStatus: o.orderStatus,
      flowPrice: fenToYuan(o.flowPrice),
      goodsName: first?.goodsName ?? '',
      goodsNameEn: first?.goodsNameEn ?? null,
      image: first?.image ?? '',
      goodsNum: o.goodsNum,
    }
  })
}

// Quick replies (快捷回复).
export async function listQuickReplies(ctx: ChatCtx, party: StoreParty) {
  return ctx.db
    .select({ id: chatQuickReplies.id, content: chatQuickReplies.content, sort: chatQuickReplies.sort })
    .from(chatQuickReplies)
    .where(eq(chatQuickReplies.storeId, party.storeId))
    .orderBy(asc(chatQuickReplies.sort), asc(chatQuickReplies.createTime))
}

export async function addQuickReply(ctx: ChatCtx, party: StoreParty, form: z.infer<typeof QuickReplyForm>) {
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(chatQuickReplies)
    .where(eq(chatQuickReplies.storeId, party.storeId))
  if (n >= QUICK_REPLIES_MAX) throw new BizError('CHAT_QUICK_REPLY_LIMIT')
  const id = nextId()
  await ctx.db.insert(chatQuickReplies).values({ id, storeId: party.storeId, ...form })
  return { id, ...form }
}

export async function editQuickReply(
  ctx: ChatCtx,
  party: StoreParty,
  id: string,
  form: z.infer<typeof QuickReplyForm>,
) {
  const [row] = await ctx.db
    .update(chatQuickReplies)
    .set(form)
    .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.storeId, party.storeId)))
    .returning()
  if (!row) throw new BizError('CHAT_QUICK_REPLY_NOT_EXIST')
  return { id, content: row.content, sort: row.sort }
}

export async function deleteQuickReply(ctx: ChatCtx, party: StoreParty, id: string) {
  const [row] = await ctx.db
    .delete(chatQuickReplies)
    .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.storeId, party.storeId)))
    .returning()
  if (!row) throw new BizError('CHAT_QUICK_REPLY_NOT_EXIST')
}

// The greeting, the out-of-hours reply and the service hours (店铺设置 → 客服).
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
const minutesOf = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5))

export async function chatSetting(ctx: Pick<ChatCtx, 'db'>, storeId: string) {
  const [row] = await ctx.db.select().from(chatStoreSettings).where(eq(chatStoreSettings.storeId, storeId))
  return {
    greeting: row?.greeting ?? '',
    offHoursReply: row?.offHoursReply ?? '',
    hoursStart: hhmm(row?.hoursStart ?? 540),
    hoursEnd: hhmm(row?.hoursEnd ?? 1320),
  }
}

export async function saveChatSetting(
  ctx: ChatCtx,
  party: StoreParty,
  form: z.infer<typeof ChatSettingForm>,
) {
  const values = {
    greeting: form.greeting,
    offHoursReply: form.offHoursReply,
    hoursStart: minutesOf(form.hoursStart),
    hoursEnd: minutesOf(form.hoursEnd),
    updateTime: new Date(),
  }
  await ctx.db
    .insert(chatStoreSettings)
    .values({ storeId: party.storeId, ...values })
    .onConflictDoUpdate({ target: chatStoreSettings.storeId, set: values })
  return chatSetting(ctx, party.storeId)
}
