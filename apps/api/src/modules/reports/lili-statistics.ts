import { chinaDateTime, chinaDayAhead, chinaDayStartOf } from '@silk/contracts/china-time'
import type {
  LiliGoodsStatisticsQuery,
  LiliOrderOverview,
  LiliStatisticsQuery,
} from '@silk/contracts/lili-statistics'
import type { PageQuery } from '@silk/contracts/paging'
import { afterSales, orders, stores } from '@silk/db/schema/index'
import { and, count, countDistinct, desc, eq, gte, lt, sum } from 'drizzle-orm'
import { localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { buildReport } from './report.ts'

/**
 * lilishop's seller 统计 pages (issue 67) answered from this product's report (decision 158), for the
 * signed-in seller's own store whatever `storeId` the console sends: the same figures its own 统计报表
 * shows, in lilishop's VOs.
 */

/** The China days [from, to] lilishop's `searchType` or `year` + `month` names (default: the last 7 days). */
export function liliRange(q: LiliStatisticsQuery, now = Date.now()): { from: string; to: string } {
  const today = chinaDayAhead(0, now)
  const type = q.searchType || (q.year && q.month ? null : 'LAST_SEVEN')
  if (type === 'TODAY') return { from: today, to: today }
  if (type === 'YESTERDAY') return { from: chinaDayAhead(-1, now), to: chinaDayAhead(-1, now) }
  if (type === 'LAST_SEVEN') return { from: chinaDayAhead(-6, now), to: today }
  if (type === 'LAST_THIRTY') return { from: chinaDayAhead(-29, now), to: today }
  const y = Number(q.year)
  const m = Number(q.month)
  const first = `${y}-${String(m).padStart(2, '0')}-01`
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  // The month's last day: the day before the next month's first.
  return { from: first, to: chinaDayAhead(-1, chinaDayStartOf(next) as Date) }
}

/** The range as the instants [from, to) orders and after-sales are counted in. */
function instants(range: { from: string; to: string }) {
  const from = chinaDayStartOf(range.from) as Date
  const to = chinaDayStartOf(chinaDayAhead(1, chinaDayStartOf(range.to) as Date)) as Date
  return { from, to }
}

const report = (ctx: StoreCtx, q: LiliStatisticsQuery) =>
  buildReport(
    ctx.db,
    { storeId: ctx.seller.storeId, members: false },
    { ...liliRange(q), period: 'DAY' },
    ctx.locale,
  )

/** GoodsStatisticsDataVO: the store's top goods (10, as this product's report ranks them) by units or amount. */
export async function liliGoodsStatistics(ctx: StoreCtx, q: LiliGoodsStatisticsQuery) {
  const r = await report(ctx, q)
  return (q.type === 'PRICE' ? r.goodsByAmount : r.goodsByQuantity).map((g) => ({
    goodsId: g.goodsId,
    goodsName: g.goodsName,
    num: g.quantity,
    price: g.amount,
  }))
}

/** OrderStatisticsDataVO per day: what buyers paid (by payment time). */
export async function liliOrderChart(ctx: StoreCtx, q: LiliStatisticsQuery) {
  const r = await report(ctx, q)
  return r.rows.map((row) => ({ createTime: row.start, price: row.paidAmount }))
}

/** PlatformViewVO per day: the store's page views and visitors. */
export async function liliViewList(ctx: StoreCtx, q: LiliStatisticsQuery) {
  const r = await report(ctx, q)
  return r.traffic.map((d) => ({ date: d.start, pvNum: d.pageViews, uvNum: d.visitors }))
}

const rate = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 10_000) / 100}%` : '0%'

/** OrderOverviewVO: visitors, orders placed, orders paid, refunds and the conversion rates between them. */
export async function liliOrderOverview(ctx: StoreCtx, q: LiliStatisticsQuery): Promise<LiliOrderOverview> {
  const range = liliRange(q)
  const { from, to } = instants(range)
  const [r, [placed]] = await Promise.all([
    report(ctx, q),
    ctx.db
      .select({ n: count(), members: countDistinct(orders.memberId), amount: sum(orders.flowPrice) })
      .from(orders)
      .where(
        and(eq(orders.storeId, ctx.seller.storeId), gte(orders.createTime, from), lt(orders.createTime, to)),
      ),
  ])
  const t = r.totals
  return {
    uvNum: t.visitors,
    pvNum: t.pageViews,
    orderNum: placed.n,
    orderMemberNum: placed.members,
    orderAmount: fenToYuan(Number(placed.amount ?? 0)),
    paymentOrderNum: t.orders,
    paymentsNum: t.buyers,
    paymentAmount: t.paidAmount,
    refundOrderNum: t.refunds,
    refundOrderPrice: t.refundAmount,
    orderConversionRate: rate(placed.members, t.visitors),
    paymentsConversionRate: rate(t.buyers, placed.members),
    overallConversionRate: rate(t.buyers, t.visitors),
  }
}

/** The store's orders placed in the range, newest first (统计 → 订单统计's order table). */
export async function liliStatisticsOrders(ctx: StoreCtx, q: LiliStatisticsQuery & PageQuery) {
  const { from, to } = instants(liliRange(q))
  const where = and(
    eq(orders.storeId, ctx.seller.storeId),
    gte(orders.createTime, from),
    lt(orders.createTime, to),
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createTime), desc(orders.sn))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ctx.db.select({ total: count() }).from(orders).where(where),
  ])
  const records = rows.map((o) => ({
    sn: o.sn,
    storeName: localName(ctx.locale, o.storeName, o.storeNameEn),
    memberName: o.memberName,
    orderStatus: o.orderStatus,
    createTime: chinaDateTime(o.createTime),
    paymentTime: o.paymentTime ? chinaDateTime(o.paymentTime) : null,
    flowPrice: fenToYuan(o.flowPrice),
  }))
  return toPage(records, total, q)
}

/** The store's after-sales applied for in the range, newest first (订单统计's 退单 table). */
export async function liliStatisticsRefunds(ctx: StoreCtx, q: LiliStatisticsQuery & PageQuery) {
  const { from, to } = instants(liliRange(q))
  const where = and(
    eq(afterSales.storeId, ctx.seller.storeId),
    gte(afterSales.createTime, from),
    lt(afterSales.createTime, to),
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(afterSales)
      .where(where)
      .orderBy(desc(afterSales.createTime), desc(afterSales.sn))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    ctx.db.select({ total: count() }).from(afterSales).where(where),
  ])
  const records = rows.map((a) => ({
    sn: a.sn,
    orderSn: a.orderSn,
    goodsImage: a.goodsImage,
    goodsName: localName(ctx.locale, a.goodsName, a.goodsNameEn),
    sellerName: localName(ctx.locale, a.storeName, a.storeNameEn),
    memberName: a.memberName,
    serviceType: a.serviceType,
    serviceStatus: a.serviceStatus,
    refundTime: a.refundTime ? chinaDateTime(a.refundTime) : null,
    applyRefundPrice: fenToYuan(a.applyRefundPrice),
    flowPrice: fenToYuan(a.flowPrice),
    createTime: chinaDateTime(a.createTime),
  }))
  return toPage(records, total, q)
}

/** The 统计 pages' store picker: a seller's is its own store, as a page of one. */
export async function liliShopPick(ctx: StoreCtx, q: PageQuery) {
  const [s] = await ctx.db
    .select({ id: stores.id, storeName: stores.storeName, storeNameEn: stores.storeNameEn })
    .from(stores)
    .where(eq(stores.id, ctx.seller.storeId))
  const all = s ? [{ id: s.id, storeName: localName(ctx.locale, s.storeName, s.storeNameEn) }] : []
  return toPage(q.pageNumber === 1 ? all : [], all.length, q)
}
