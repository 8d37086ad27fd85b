import {
  COMPLAINT_STATUS_LABELS,
  type CommunicationCreate,
  type ComplaintCreate,
  type ComplaintListQuery,
  type ComplaintOwner,
  type ComplaintStatus,
  OPEN_COMPLAINT_STATUSES,
  type StoreAppeal,
} from '@silk/contracts/complaint'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import {
  goodsSkus,
  orderComplaintCommunications,
  orderComplaintLogs,
  orderComplaints,
  orderItems,
  orders,
} from '@silk/db/schema/index'
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { Locale } from '../../shared/localised.ts'
import { complaintLine } from '../../shared/log-lines.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { isStoredUpload } from '../media/file-storage.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { type ComplaintActor, type ComplaintRow, PLATFORM, transition } from './state-machine.ts'
import { communicationView, complaintDetailView, complaintView } from './views.ts'

const isOpen = (status: string) => OPEN_COMPLAINT_STATUSES.includes(status as ComplaintStatus)

/** Pictures must be ones the upload endpoint stored: no other hosts or script URLs reach the store. */
function checkImages(urls: string[] | undefined): string {
  const list = urls ?? []
  if (!list.every(isStoredUpload)) throw new BizError('COMPLAINT_IMAGE_ERROR')
  return list.join(',')
}

async function lockComplaint(tx: DbOrTx, id: string): Promise<ComplaintRow> {
  const [row] = await tx.select().from(orderComplaints).where(eq(orderComplaints.id, id)).for('update')
  if (!row) throw new BizError('COMPLAINT_NOT_EXIT')
  return row
}

/** A complaint of this member (33103 unknown, 20005 someone else's: reference §4.6). */
function ownComplaint(row: ComplaintRow, memberId: string): ComplaintRow {
  if (row.memberId !== memberId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

const buyerActor = (ctx: BuyerCtx): ComplaintActor => ({
  type: 'BUYER',
  id: ctx.member.id,
  name: memberName(ctx.member),
})

/** Tells the buyer what happened to their complaint, in the transaction of the change. */
function notifyBuyer(tx: DbOrTx, c: ComplaintRow, title: string, content: string) {
  return postMemberMessage(tx, {
    memberId: c.memberId,
    memberName: c.memberName,
    title,
    content,
    messageId: c.id,
  })
}
const statusLabel = (s: string) => COMPLAINT_STATUS_LABELS[s as ComplaintStatus] ?? s

// ---------------------------------------------------------------------------------------------- buyer

/**
 * Files a complaint on an item of one of the member's orders (reference §11). The item must be
 * eligible (`complainStatus = NO_APPLY`: delivered or completed, no complaint yet); it becomes APPLYING
 * with the complaint's id by a conditional update, so two concurrent submissions file one complaint.
 */
export async function createComplaint(ctx: BuyerCtx, input: ComplaintCreate) {
  const images = checkImages(input.images)
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.sn, input.orderSn))
    if (!order || order.deleteFlag || order.memberId !== ctx.member.id)
      throw new BizError('COMPLAINT_ORDER_ITEM_EMPTY_ERROR')
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderSn, order.sn),
          eq(orderItems.skuId, input.skuId),
          eq(orderItems.goodsId, input.goodsId),
        ),
      )
      .orderBy(asc(orderItems.id))
      .limit(1)
    if (!item) throw new BizError('COMPLAINT_ORDER_ITEM_EMPTY_ERROR')
    const [sku] = await tx.select({ id: goodsSkus.id }).from(goodsSkus).where(eq(goodsSkus.id, input.skuId))
    if (!sku) throw new BizError('COMPLAINT_SKU_EMPTY_ERROR')

    const id = nextId()
    const [claimed] = await tx
      .update(orderItems)
      .set({ complainStatus: 'APPLYING', complainId: id })
      .where(and(eq(orderItems.id, item.id), eq(orderItems.complainStatus, 'NO_APPLY')))
      .returning({ id: orderItems.id })
    if (!claimed) throw new BizError('COMPLAINT_NOT_ALLOWED')

    const [row] = await tx
      .insert(orderComplaints)
      .values({
        id,
        complainTopic: input.complainTopic,
        content: input.content,
        images,
        complainStatus: 'NEW',
        orderSn: order.sn,
        orderItemSn: item.sn,
        orderTime: order.createTime,
        goodsId: item.goodsId,
        skuId: item.skuId,
        goodsName: item.goodsName,
        goodsNameEn: item.goodsNameEn,
        goodsImage: item.image,
        goodsPrice: item.unitPrice,
        num: order.goodsNum,
        freightPrice: order.freightPrice,
        orderPrice: order.flowPrice,
        logisticsNo: order.logisticsNo,
        storeId: order.storeId,
        storeName: order.storeName,
        storeNameEn: order.storeNameEn,
        memberId: ctx.member.id,
        memberName: memberName(ctx.member),
        consigneeName: order.consigneeName,
        consigneeAddressPath:
          [order.consigneeAddressPath, order.consigneeDetail].filter(Boolean).join(' ') || null,
        consigneeMobile: order.consigneeMobile,
      })
      .returning()
    return complaintView(row, ctx.locale)
  })
}

function listFilters(query: ComplaintListQuery): SQL[] {
  const where: SQL[] = []
  if (query.status) where.push(eq(orderComplaints.complainStatus, query.status))
  if (query.orderSn) where.push(ilike(orderComplaints.orderSn, containsPattern(query.orderSn)))
  if (query.storeName) where.push(ilike(orderComplaints.storeName, containsPattern(query.storeName)))
  if (query.memberName) where.push(ilike(orderComplaints.memberName, containsPattern(query.memberName)))
  return where
}

async function pageOf(db: DbOrTx, where: SQL | undefined, query: ComplaintListQuery, locale?: Locale) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orderComplaints)
      .where(where)
      .orderBy(desc(orderComplaints.createTime), desc(orderComplaints.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orderComplaints).where(where),
  ])
  return toPage(
    rows.map((r) => complaintView(r, locale)),
    total,
    query,
  )
}

/** The member's complaints, newest first. */
export function listMyComplaints(ctx: BuyerCtx, query: ComplaintListQuery) {
  const { memberName: _ignored, ...own } = query
  return pageOf(
    ctx.db,
    and(eq(orderComplaints.memberId, ctx.member.id), ...listFilters(own)),
    query,
    ctx.locale,
  )
}

async function detail(db: DbOrTx, row: ComplaintRow, locale?: Locale) {
  const [messages, logs] = await Promise.all([
    db
      .select()
      .from(orderComplaintCommunications)
      .where(eq(orderComplaintCommunications.complainId, row.id))
      .orderBy(asc(orderComplaintCommunications.createTime), asc(orderComplaintCommunications.id)),
    db
      .select()
      .from(orderComplaintLogs)
      .where(eq(orderComplaintLogs.complainId, row.id))
      .orderBy(asc(orderComplaintLogs.createTime), asc(orderComplaintLogs.id)),
  ])
  return complaintDetailView(row, messages, logs, locale)
}

async function findComplaint(db: DbOrTx, id: string): Promise<ComplaintRow> {
  const [row] = await db.select().from(orderComplaints).where(eq(orderComplaints.id, id))
  if (!row) throw new BizError('COMPLAINT_NOT_EXIT')
  return row
}

export async function myComplaintDetail(ctx: BuyerCtx, id: string) {
  return detail(ctx.db, ownComplaint(await findComplaint(ctx.db, id), ctx.member.id), ctx.locale)
}

async function addMessage(
  tx: DbOrTx,
  c: ComplaintRow,
  actor: ComplaintActor,
  content: string,
  locale?: Locale,
) {
  const [row] = await tx
    .insert(orderComplaintCommunications)
    .values({
      id: nextId(),
      complainId: c.id,
      content,
      owner: actor.type satisfies ComplaintOwner,
      ownerId: actor.id,
      ownerName: actor.name,
    })
    .returning()
  await tx.update(orderComplaints).set({ updateTime: new Date() }).where(eq(orderComplaints.id, c.id))
  return communicationView(row, c, locale)
}

/** The buyer's line in the conversation of an open complaint of theirs. */
export async function buyerCommunicate(ctx: BuyerCtx, input: CommunicationCreate) {
  return ctx.db.transaction(async (tx) => {
    const c = ownComplaint(await lockComplaint(tx, input.complainId), ctx.member.id)
    if (!isOpen(c.complainStatus)) throw new BizError('COMPLAINT_CLOSED')
    return addMessage(tx, c, buyerActor(ctx), input.content, ctx.locale)
  })
}

/** The buyer withdraws the complaint: CANCEL unless already COMPLETE (33106); cancelling twice is a no-op. */
export async function cancelComplaint(ctx: BuyerCtx, id: string) {
  await ctx.db.transaction(async (tx) => {
    const c = ownComplaint(await lockComplaint(tx, id), ctx.member.id)
    if (c.complainStatus === 'COMPLETE') throw new BizError('COMPLAINT_CANCEL_ERROR')
    if (c.complainStatus === 'CANCEL') return
    await transition(tx, c, 'CANCEL', buyerActor(ctx), complaintLine('COMPLAINT_WITHDRAWN', {}))
    await notifyBuyer(tx, c, '投诉已撤销', `您对「${c.goodsName}」（订单${c.orderSn}）的投诉已撤销。`)
  })
}

// ---------------------------------------------------------------------------------------------- store

function storeComplaint(row: ComplaintRow, storeId: string): ComplaintRow {
  if (row.storeId !== storeId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

const storeActor = (ctx: StoreCtx, c: ComplaintRow): ComplaintActor => ({
  type: 'STORE',
  id: ctx.seller.id,
  name: c.storeName,
})

export async function listStoreComplaints(ctx: StoreCtx, query: ComplaintListQuery) {
  const storeId = ctx.seller.storeId
  const { storeName: _ignored, ...own } = query
  return pageOf(ctx.db, and(eq(orderComplaints.storeId, storeId), ...listFilters(own)), query, ctx.locale)
}

export async function storeComplaintDetail(ctx: StoreCtx, id: string) {
  const storeId = ctx.seller.storeId
  return detail(ctx.db, storeComplaint(await findComplaint(ctx.db, id), storeId), ctx.locale)
}

/**
 * The store answers in the conversation. A first answer to a NEW (or forwarded, WAIT_APPEAL)
 * complaint opens the dialogue (→ COMMUNICATION). The buyer gets a message either way.
 */
export async function storeCommunicate(ctx: StoreCtx, input: CommunicationCreate) {
  const storeId = ctx.seller.storeId
  return ctx.db.transaction(async (tx) => {
    const c = storeComplaint(await lockComplaint(tx, input.complainId), storeId)
    if (!isOpen(c.complainStatus)) throw new BizError('COMPLAINT_CLOSED')
    const actor = storeActor(ctx, c)
    const message = await addMessage(tx, c, actor, input.content, ctx.locale)
    const opens = c.complainStatus === 'NEW' || c.complainStatus === 'WAIT_APPEAL'
    if (opens) await transition(tx, c, 'COMMUNICATION', actor, complaintLine('COMPLAINT_ANSWERED', {}))
    await notifyBuyer(
      tx,
      c,
      '投诉有新回复',
      `${c.storeName}回复了您对「${c.goodsName}」的投诉：${input.content}${opens ? `（投诉状态：${statusLabel('COMMUNICATION')}）` : ''}`,
    )
    return message
  })
}

/** The store appeals with its side of the story: the complaint waits for the platform's arbitration. */
export async function storeAppeal(ctx: StoreCtx, input: StoreAppeal) {
  const storeId = ctx.seller.storeId
  const appealImages = checkImages(input.appealImages)
  return ctx.db.transaction(async (tx) => {
    const c = storeComplaint(await lockComplaint(tx, input.orderComplaintId), storeId)
    const updated = await transition(
      tx,
      c,
      'WAIT_ARBITRATION',
      storeActor(ctx, c),
      complaintLine('COMPLAINT_APPEALED', { appeal: input.appealContent }),
      {
        appealContent: input.appealContent,
        appealImages,
        appealTime: new Date(),
      },
    )
    await notifyBuyer(
      tx,
      c,
      '投诉状态更新',
      `${c.storeName}对您关于「${c.goodsName}」的投诉提出了申诉，投诉状态：${statusLabel('WAIT_ARBITRATION')}，请等待平台仲裁。`,
    )
    return complaintView(updated, ctx.locale)
  })
}

// ------------------------------------------------------------------------------------------- platform
// The operator console (`/manager/order/complain…`, decision 115) calls these inside `adminWrite`.

/** Every complaint, newest first, with the lists' filters (status, order, store, buyer). */
export function listAllComplaints(db: DbOrTx, query: ComplaintListQuery, locale?: Locale) {
  return pageOf(db, and(...listFilters(query)), query, locale)
}

/** One complaint with its dialogue, for the platform. */
export async function platformComplaintDetail(db: DbOrTx, id: string, locale?: Locale) {
  return detail(db, await findComplaint(db, id), locale)
}

/**
 * The platform's line in the dialogue of an open complaint (33102 when closed). Both the buyer and the
 * store read the dialogue; the buyer also gets a message.
 */
export async function platformCommunicate(tx: DbOrTx, id: string, content: string, locale?: Locale) {
  const c = await lockComplaint(tx, id)
  if (!isOpen(c.complainStatus)) throw new BizError('COMPLAINT_CLOSED')
  const message = await addMessage(tx, c, PLATFORM, content, locale)
  await notifyBuyer(tx, c, '投诉有新回复', `平台回复了您对「${c.goodsName}」的投诉：${content}`)
  return { complaint: c, message }
}

/** The platform hands a new complaint to the store for its appeal (NEW → WAIT_APPEAL). */
export async function forwardComplaint(tx: DbOrTx, id: string) {
  const c = await lockComplaint(tx, id)
  const updated = await transition(tx, c, 'WAIT_APPEAL', PLATFORM, complaintLine('COMPLAINT_FORWARDED', {}))
  await notifyBuyer(
    tx,
    c,
    '投诉状态更新',
    `您对「${c.goodsName}」的投诉已转交${c.storeName}处理，投诉状态：${statusLabel('WAIT_APPEAL')}。`,
  )
  return { before: c, after: updated }
}

/**
 * The platform's arbitration closes an open complaint (→ COMPLETE, 33104 without a result, 33102 when
 * already closed: of two rulings racing, the row lock and the conditional update let one through).
 */
export async function arbitrateComplaint(tx: DbOrTx, id: string, arbitrationResult: string) {
  const result = arbitrationResult.trim()
  if (!result) throw new BizError('COMPLAINT_ARBITRATION_RESULT_ERROR')
  const c = await lockComplaint(tx, id)
  const updated = await transition(
    tx,
    c,
    'COMPLETE',
    PLATFORM,
    complaintLine('COMPLAINT_ARBITRATED', { result }),
    {
      arbitrationResult: result,
    },
  )
  await notifyBuyer(tx, c, '投诉已处理完成', `您对「${c.goodsName}」的投诉已处理完成。仲裁结果：${result}`)
  return { before: c, after: updated }
}
