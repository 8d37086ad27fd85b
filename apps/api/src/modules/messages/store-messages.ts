import type { MessageStatus } from '@silk/contracts/message'
import type { StoreMessage, StoreMessageQuery } from '@silk/contracts/store-message'
import { platformMessages, storeMessages } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'

/**
 * A store's platform messages (lilishop `StoreMessageController`, decision 174): always the signed-in
 * seller's store; another store's message is "not found", never touched.
 */

type Query = z.infer<typeof StoreMessageQuery>

const columns = {
  id: storeMessages.id,
  messageId: storeMessages.messageId,
  storeId: storeMessages.storeId,
  storeName: storeMessages.storeName,
  status: storeMessages.status,
  createTime: storeMessages.createTime,
  updateTime: storeMessages.updateTime,
  title: platformMessages.title,
  content: platformMessages.content,
}

type Row = Omit<typeof storeMessages.$inferSelect, 'updateTime'> & {
  updateTime: Date | null
  title: string
  content: string
}

export function storeMessageView(r: Row): StoreMessage {
  return {
    id: r.id,
    messageId: r.messageId,
    storeId: r.storeId,
    storeName: r.storeName,
    title: r.title,
    content: r.content,
    status: r.status as MessageStatus,
    createTime: formatDateTime(r.createTime) ?? '',
    updateTime: formatDateTime(r.updateTime),
  }
}

/** One page of store messages matching `where`, newest first (the seller's list and the operator's). */
export async function pageStoreMessages(
  ctx: Ctx,
  where: ReturnType<typeof and>,
  query: { pageNumber: number; pageSize: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(storeMessages)
      .innerJoin(platformMessages, eq(platformMessages.id, storeMessages.messageId))
      .where(where)
      .orderBy(desc(storeMessages.createTime), desc(storeMessages.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(storeMessages)
      .innerJoin(platformMessages, eq(platformMessages.id, storeMessages.messageId))
      .where(where),
  ])
  return toPage(rows.map(storeMessageView), total, query)
}

/** `GET /store/message/storeMessage`: the store's messages, by status and title. */
export function listStoreMessages(ctx: StoreCtx, query: Query) {
  const where = and(
    eq(storeMessages.storeId, ctx.seller.storeId),
    query.status ? eq(storeMessages.status, query.status) : undefined,
    query.title ? ilike(platformMessages.title, containsPattern(query.title)) : undefined,
  )
  return pageStoreMessages(ctx, where, query)
}

/** `GET /store/message/storeMessage/all`: the first page of each of the three tabs. */
export async function allStoreMessages(ctx: StoreCtx, query: Query) {
  const first = { ...query, pageNumber: 1 }
  const [UN_READY, ALREADY_READY, ALREADY_REMOVE] = await Promise.all(
    (['UN_READY', 'ALREADY_READY', 'ALREADY_REMOVE'] as const).map((status) =>
      listStoreMessages(ctx, { ...first, status }),
    ),
  )
  return { UN_READY, ALREADY_READY, ALREADY_REMOVE }
}

/** The seller centre's badge: the store's unread messages. */
export async function countUnreadStoreMessages(ctx: StoreCtx): Promise<number> {
  const [{ total }] = await ctx.db
    .select({ total: count() })
    .from(storeMessages)
    .where(and(eq(storeMessages.storeId, ctx.seller.storeId), eq(storeMessages.status, 'UN_READY')))
  return total
}

/** The store's own messages among `ids`; any other id (unknown, another store's) is "not found". */
async function ownMessages(ctx: StoreCtx, ids: string[]) {
  const rows = await ctx.db
    .select({ id: storeMessages.id, status: storeMessages.status })
    .from(storeMessages)
    .where(and(inArray(storeMessages.id, ids), eq(storeMessages.storeId, ctx.seller.storeId)))
  if (rows.length !== ids.length) throw new BizError('STORE_MESSAGE_NOT_EXIST', { status: 404 })
  return rows
}

async function move(ctx: StoreCtx, ids: string[], from: MessageStatus[], to: MessageStatus) {
  await ownMessages(ctx, ids)
  await ctx.db
    .update(storeMessages)
    .set({ status: to, updateTime: new Date() })
    .where(
      and(
        inArray(storeMessages.id, ids),
        eq(storeMessages.storeId, ctx.seller.storeId),
        inArray(storeMessages.status, from),
      ),
    )
  return true
}

/** `PUT …/{ids}/read`: unread becomes read; read or removed ones stay as they are. */
export const readStoreMessages = (ctx: StoreCtx, ids: string[]) =>
  move(ctx, ids, ['UN_READY'], 'ALREADY_READY')

/** `DELETE …/{ids}/delete`: into the recycle bin (read or not). */
export const removeStoreMessages = (ctx: StoreCtx, ids: string[]) =>
  move(ctx, ids, ['UN_READY', 'ALREADY_READY'], 'ALREADY_REMOVE')

/** `PUT …/{ids}/reduction`: out of the recycle bin, as read. */
export const restoreStoreMessages = (ctx: StoreCtx, ids: string[]) =>
  move(ctx, ids, ['ALREADY_REMOVE'], 'ALREADY_READY')

/** `DELETE …/{ids}`: gone for good, only from the recycle bin (others are left as they are). */
export async function clearStoreMessages(ctx: StoreCtx, ids: string[]) {
  await ownMessages(ctx, ids)
  await ctx.db
    .delete(storeMessages)
    .where(
      and(
        inArray(storeMessages.id, ids),
        eq(storeMessages.storeId, ctx.seller.storeId),
        eq(storeMessages.status, 'ALREADY_REMOVE'),
      ),
    )
  return true
}
