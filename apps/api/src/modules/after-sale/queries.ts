import { type AfterSalePageQuery, AfterSaleStatus } from '@silk/contracts/after-sale'
import type { DbOrTx } from '@silk/db/client'
import { afterSaleLogs, afterSales, orderItems, orders, storeAfterSaleAddresses } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Ctx } from '../../shared/context.ts'
import { parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan, yuanToFen } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { afterSaleGatewayRefund } from '../orders/gateway-refunds.ts'
import type { AfterSaleRow } from './state-machine.ts'
import { afterSaleLogView, afterSaleView } from './views.ts'

/** An after-sale of this member: unknown → 33000, someone else's → 20005 (reference §4.6). */
export async function ownAfterSale(db: DbOrTx, memberId: string, sn: string, lock = false) {
  const q = db.select().from(afterSales).where(eq(afterSales.sn, sn))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('AFTER_SALES_NOT_EXIST')
  if (row.memberId !== memberId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

/** The item and its order, checked to belong to the member (31014 unknown item, 20005 not theirs). */
export async function ownItem(db: DbOrTx, memberId: string, itemSn: string) {
  const [row] = await db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.sn, orderItems.orderSn))
    .where(eq(orderItems.sn, itemSn))
  if (!row || row.order.deleteFlag) throw new BizError('ORDER_ITEM_NOT_EXIST')
  if (row.order.memberId !== memberId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

/** Order statuses whose goods may still be returned or refunded by after-sale. */
const AFTER_SALE_ORDER_STATUSES = new Set(['DELIVERED', 'COMPLETED'])

/**
 * Whether the item may get a new after-sale now (reference §10.3 applyAfterSaleInfo): paid (33001),
 * delivered or completed, with units not yet in an after-sale (33003).
 */
export function checkApplicable(
  order: typeof orders.$inferSelect,
  item: typeof orderItems.$inferSelect,
): void {
  if (!order.paymentMethod || order.payStatus !== 'PAID') throw new BizError('AFTER_SALES_NOT_PAY_ERROR')
  if (
    !AFTER_SALE_ORDER_STATUSES.has(order.orderStatus) ||
    order.orderPromotionType !== 'NORMAL' ||
    (item.afterSaleStatus !== 'NOT_APPLIED' && item.afterSaleStatus !== 'PART_AFTER_SALE') ||
    item.returnGoodsNumber >= item.num
  )
    throw new BizError('AFTER_SALES_BAN')
}

/** Refunds of online payments go back the way they came; bank transfers are refunded offline. */
export const refundWayOf = (paymentMethod: string | null) =>
  paymentMethod === 'BANK_TRANSFER' ? ('OFFLINE' as const) : ('ORIGINAL' as const)

export async function applyInfo(ctx: BuyerCtx, itemSn: string) {
  const { item, order } = await ownItem(ctx.db, ctx.member.id, itemSn)
  checkApplicable(order, item)
  return {
    applyRefundPrice: fenToYuan(Math.floor(item.flowPrice / item.num)),
    num: item.num,
    remainNum: item.num - item.returnGoodsNumber,
    orderItemSn: item.sn,
    goodsId: item.goodsId,
    skuId: item.skuId,
    goodsName: item.goodsName,
    image: item.image,
    goodsPrice: fenToYuan(item.unitPrice),
    refundWay: refundWayOf(order.paymentMethod),
    accountType: order.paymentMethod,
    returnGoods: order.orderType !== 'VIRTUAL',
    returnMoney: true,
    memberId: order.memberId,
  }
}

export async function afterSaleDetail(ctx: BuyerCtx, sn: string) {
  const row = await ownAfterSale(ctx.db, ctx.member.id, sn)
  return {
    ...afterSaleView(row, ctx.locale),
    gatewayRefund: await afterSaleGatewayRefund(ctx.db, sn, ctx.locale),
  }
}

export async function afterSaleLogList(ctx: BuyerCtx, sn: string) {
  await ownAfterSale(ctx.db, ctx.member.id, sn)
  const rows = await ctx.db
    .select()
    .from(afterSaleLogs)
    .where(eq(afterSaleLogs.sn, sn))
    .orderBy(asc(afterSaleLogs.createTime), asc(afterSaleLogs.id))
  return rows.map((l) => afterSaleLogView(l, ctx.locale))
}

/** The largest amount an int4 fen column holds. */
const MAX_FEN = 2_147_483_647

/** "a_b", "a", "a_" or "_b" in yuan → conditions on a fen column. */
function priceRange(column: AnyPgColumn, text: string | undefined): SQL[] {
  if (!text) return []
  const [lo, hi] = text.split('_')
  const out: SQL[] = []
  const low = lo ? yuanToFen(lo) : null
  const high = hi ? yuanToFen(hi) : null
  // Amounts are int4 fen: a bound past the largest one cannot be sent as a parameter, and needs none
  // (nothing is above it).
  if (low !== null) out.push(low > MAX_FEN ? sql`false` : gte(column, low))
  if (high !== null && high <= MAX_FEN) out.push(lte(column, high))
  return out
}

/** The member's after-sales, newest first, with the contract's filters (reference §10.3 page). */
export function listAfterSales(ctx: BuyerCtx, query: AfterSalePageQuery) {
  return pageOf(ctx, eq(afterSales.memberId, ctx.member.id), query)
}

/** `GET /store/order/afterSale/page`: the after-sales of the seller's store, same filters. */
export async function listStoreAfterSales(ctx: StoreCtx, query: AfterSalePageQuery) {
  return pageOf(ctx, eq(afterSales.storeId, ctx.seller.storeId), query)
}

/** `GET /store/order/afterSale/get/{sn}`: one after-sale of the seller's store (20005 another store's). */
export async function storeAfterSaleDetail(ctx: StoreCtx, sn: string) {
  const storeId = ctx.seller.storeId
  const [row] = await ctx.db.select().from(afterSales).where(eq(afterSales.sn, sn))
  if (!row) throw new BizError('AFTER_SALES_NOT_EXIST')
  if (row.storeId !== storeId) throw new BizError('USER_AUTHORITY_ERROR')
  return {
    ...afterSaleView(row, ctx.locale),
    gatewayRefund: await afterSaleGatewayRefund(ctx.db, sn, ctx.locale),
  }
}

/** The page of after-sales matching `owner` (who may see them) and the contract's filters. */
export async function pageOf(ctx: Ctx, owner: SQL | undefined, query: AfterSalePageQuery) {
  const where: (SQL | undefined)[] = [owner]
  if (query.keywords) {
    const k = containsPattern(query.keywords)
    where.push(
      or(
        ilike(afterSales.sn, k),
        ilike(afterSales.orderSn, k),
        ilike(afterSales.goodsName, k),
        ilike(afterSales.goodsNameEn, k),
      ),
    )
  }
  if (query.sn) where.push(ilike(afterSales.sn, containsPattern(query.sn)))
  if (query.orderSn) where.push(ilike(afterSales.orderSn, containsPattern(query.orderSn)))
  if (query.goodsName) {
    const k = containsPattern(query.goodsName)
    where.push(or(ilike(afterSales.goodsName, k), ilike(afterSales.goodsNameEn, k)))
  }
  if (query.storeName) where.push(ilike(afterSales.storeName, containsPattern(query.storeName)))
  if (query.serviceType) where.push(eq(afterSales.serviceType, query.serviceType))
  if (query.serviceStatus) where.push(eq(afterSales.serviceStatus, query.serviceStatus))
  const start = query.startDate ? parseChinaDateTime(query.startDate) : null
  const end = query.endDate ? parseChinaDateTime(query.endDate) : null
  if (start) where.push(gte(afterSales.createTime, start))
  if (end) where.push(lt(afterSales.createTime, new Date(end.getTime() + 86_400_000)))
  where.push(...priceRange(afterSales.applyRefundPrice, query.applyRefundPrice))
  where.push(...priceRange(afterSales.actualRefundPrice, query.actualRefundPrice))
  where.push(...priceRange(afterSales.flowPrice, query.flowPrice))
  const condition = and(...where)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(afterSales)
      .where(condition)
      .orderBy(desc(afterSales.createTime), desc(afterSales.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(afterSales).where(condition),
  ])
  return toPage(
    rows.map((r: AfterSaleRow) => afterSaleView(r, ctx.locale)),
    total,
    query,
  )
}

/** Where to send a return: the store's after-sale address, or all nulls when it has none. */
export async function storeAfterSaleAddress(ctx: BuyerCtx, sn: string) {
  const row = await ownAfterSale(ctx.db, ctx.member.id, sn)
  const [address] = await ctx.db
    .select()
    .from(storeAfterSaleAddresses)
    .where(eq(storeAfterSaleAddresses.storeId, row.storeId))
  return {
    salesConsigneeName: address?.salesConsigneeName ?? null,
    salesConsigneeMobile: address?.salesConsigneeMobile ?? null,
    salesConsigneeAddressId: address?.salesConsigneeAddressId ?? null,
    salesConsigneeAddressPath: address?.salesConsigneeAddressPath ?? null,
    salesConsigneeDetail: address?.salesConsigneeDetail ?? null,
  }
}

/** One after-sale of the seller's store: unknown 33000, another store's 20005. */
async function storeRow(ctx: StoreCtx, sn: string) {
  const [row] = await ctx.db.select().from(afterSales).where(eq(afterSales.sn, sn))
  if (!row) throw new BizError('AFTER_SALES_NOT_EXIST')
  if (row.storeId !== ctx.seller.storeId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

/** `GET /store/order/afterSale/numbers` (lilishop 数量): the store's after-sales per status. */
export async function storeAfterSaleNumbers(ctx: StoreCtx) {
  const rows = await ctx.db
    .select({ status: afterSales.serviceStatus, n: count() })
    .from(afterSales)
    .where(eq(afterSales.storeId, ctx.seller.storeId))
    .groupBy(afterSales.serviceStatus)
  const counts = Object.fromEntries(AfterSaleStatus.options.map((s) => [s, 0])) as Record<
    AfterSaleStatus,
    number
  >
  for (const r of rows) if (r.status in counts) counts[r.status as AfterSaleStatus] = r.n
  return counts
}

/** `GET /store/order/afterSale/getStoreAfterSaleAddress/{sn}` (收件地址): where the buyer sends it. */
export async function storeReturnAddress(ctx: StoreCtx, sn: string) {
  const row = await storeRow(ctx, sn)
  const [address] = await ctx.db
    .select()
    .from(storeAfterSaleAddresses)
    .where(eq(storeAfterSaleAddresses.storeId, row.storeId))
  return {
    salesConsigneeName: address?.salesConsigneeName ?? null,
    salesConsigneeMobile: address?.salesConsigneeMobile ?? null,
    salesConsigneeAddressId: address?.salesConsigneeAddressId ?? null,
    salesConsigneeAddressPath: address?.salesConsigneeAddressPath ?? null,
    salesConsigneeDetail: address?.salesConsigneeDetail ?? null,
  }
}

/** `GET /store/order/afterSale/log/{sn}`: the after-sale's history, oldest first. */
export async function storeAfterSaleLogs(ctx: StoreCtx, sn: string) {
  await storeRow(ctx, sn)
  const rows = await ctx.db
    .select()
    .from(afterSaleLogs)
    .where(eq(afterSaleLogs.sn, sn))
    .orderBy(asc(afterSaleLogs.createTime), asc(afterSaleLogs.id))
  return rows.map((l) => afterSaleLogView(l, ctx.locale))
}
