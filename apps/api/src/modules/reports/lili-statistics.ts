import { chinaDateTime, chinaDay, chinaDayAhead, chinaDayStartOf, dayParts } from '@silk/contracts/china-time'
import type {
  LiliGoodsStatisticsQuery,
  LiliOrderOverview,
  LiliStatisticsQuery,
} from '@silk/contracts/lili-statistics'
import type { PageQuery } from '@silk/contracts/paging'
import type { ReportView } from '@silk/contracts/reports'
import { afterSales, orders, stores } from '@silk/db/schema/index'
import { and, type Column, count, countDistinct, desc, eq, gte, lt, sum } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { buildReport } from './report.ts'

/**
 * lilishop's 统计 pages (issue 67) answered from this product's report (decision 158), in lilishop's
 * VOs: the operator's (会员, 商品, 流量: routes/manager/statistics.ts) and the seller's (商品, 订单, 流量,
 * for the signed-in seller's own store whatever `storeId` the console sends: routes/store/statistics.ts).
 */

/**
 * The China days lilishop's 统计 pages ask for (StatisticsQueryParam): TODAY, YESTERDAY, the last 7 or
 * 30 days ending today, or — `searchType` empty — the calendar month `year`-`month` up to today.
 */
export function liliRange(query: LiliStatisticsQuery, now = Date.now()): { from: string; to: string } {
  const today = chinaDay(now)
  switch (query.searchType || (query.month ? '' : 'LAST_SEVEN')) {
    case 'TODAY':
      return { from: today, to: today }
    case 'YESTERDAY':
      return { from: chinaDayAhead(-1, now), to: chinaDayAhead(-1, now) }
    case 'LAST_SEVEN':
      return { from: chinaDayAhead(-6, now), to: today }
    case 'LAST_THIRTY':
      return { from: chinaDayAhead(-29, now), to: today }
  }
  const year = query.year || dayParts(today).year
  const month = Number(query.month)
  const first = `${year}-${String(month).padStart(2, '0')}-01`
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  const nextStart = chinaDayStartOf(next)
  if (first > today || !nextStart) throw new BizError('REPORT_DATE_RANGE')
  const monthEnd = chinaDayAhead(-1, nextStart)
  // The month up to today (days compare as text, yyyy-MM-dd).
  return { from: first, to: [monthEnd, today].sort()[0] }
}

/** 会员统计: members registered by each day and that day's new ones (platform-wide). */
export const memberStatistics = (report: ReportView) =>
  (report.members ?? []).map((m) => ({
    createDate: m.start,
    memberCount: m.totalMembers,
    newlyAdded: m.newMembers,
    activeQuantity: null,
  }))

/** 商品统计: the top ten goods by quantity (NUM, the default) or by paid amount (PRICE). */
export const goodsStatistics = (report: ReportView, type: LiliGoodsStatisticsQuery['type']) =>
  (type === 'PRICE' ? report.goodsByAmount : report.goodsByQuantity).map((g) => ({
    goodsId: g.goodsId,
    goodsName: g.goodsName,
    storeName: g.storeName,
    num: g.quantity,
    price: g.amount,
  }))

/** 流量统计: goods and store page views and visitors, a row a day. */
export const viewStatistics = (report: ReportView) =>
  report.traffic.map((t) => ({ date: t.start, pvNum: t.pageViews, uvNum: t.visitors }))

/** The scope's store, or no condition for the whole platform. */
const ofStore = (column: Column, scope: LiliScope) => (scope.storeId ? eq(column, scope.storeId) : undefined)

/** The range as the instants [from, to) orders and after-sales are counted in. */
function instants(range: { from: string; to: string }) {
  const from = chinaDayStartOf(range.from) as Date
  const to = chinaDayStartOf(chinaDayAhead(1, chinaDayStartOf(range.to) as Date)) as Date
  return { from, to }
}

/** Whose orders the 订单统计 figures count: one store's, or (storeId null) the whole platform's. */
export type LiliScope = Pick<Ctx, 'db' | 'locale'> & { storeId: string | null }

/** A seller's scope: its own store, whatever `storeId` its console sends. */
export const sellerScope = (ctx: StoreCtx): LiliScope => ({
  db: ctx.db,
  locale: ctx.locale,
  storeId: ctx.seller.storeId,
})

const scopeReport = (scope: LiliScope, q: LiliStatisticsQuery) =>
  buildReport(
    scope.db,
    { storeId: scope.storeId, members: false },
    { ...liliRange(q), period: 'DAY' },
    scope.locale,
  )
const storeReport = (ctx: StoreCtx, q: LiliStatisticsQuery) => scopeReport(sellerScope(ctx), q)

/** The seller's 商品统计 and 流量统计: the shared shapes above, for the store's own report. */
export const liliGoodsStatistics = async (ctx: StoreCtx, q: LiliGoodsStatisticsQuery) =>
  goodsStatistics(await storeReport(ctx, q), q.type)
export const liliViewList = async (ctx: StoreCtx, q: LiliStatisticsQuery) =>
  viewStatistics(await storeReport(ctx, q))

/** OrderStatisticsDataVO per day: what buyers paid (by payment time). */
export async function liliOrderChart(scope: LiliScope, q: LiliStatisticsQuery) {
  const r = await scopeReport(scope, q)
  return r.rows.map((row) => ({ createTime: row.start, price: row.paidAmount }))
}

const rate = (part: number, whole: number) =>
  whole > 0 ? `${Math.round((part / whole) * 10_000) / 100}%` : '0%'

/** OrderOverviewVO: visitors, orders placed, orders paid, refunds and the conversion rates between them. */
export async function liliOrderOverview(
  scope: LiliScope,
  q: LiliStatisticsQuery,
): Promise<LiliOrderOverview> {
  const range = liliRange(q)
  const { from, to } = instants(range)
  const [r, [placed]] = await Promise.all([
    scopeReport(scope, q),
    scope.db
      .select({ n: count(), members: countDistinct(orders.memberId), amount: sum(orders.flowPrice) })
      .from(orders)
      .where(and(ofStore(orders.storeId, scope), gte(orders.createTime, from), lt(orders.createTime, to))),
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
export async function liliStatisticsOrders(scope: LiliScope, q: LiliStatisticsQuery & PageQuery) {
  const { from, to } = instants(liliRange(q))
  const where = and(ofStore(orders.storeId, scope), gte(orders.createTime, from), lt(orders.createTime, to))
  const [rows, [{ total }]] = await Promise.all([
    scope.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createTime), desc(orders.sn))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    scope.db.select({ total: count() }).from(orders).where(where),
  ])
  const records = rows.map((o) => ({
    sn: o.sn,
    storeName: localName(scope.locale, o.storeName, o.storeNameEn),
    memberName: o.memberName,
    orderStatus: o.orderStatus,
    createTime: chinaDateTime(o.createTime),
    paymentTime: o.paymentTime ? chinaDateTime(o.paymentTime) : null,
    flowPrice: fenToYuan(o.flowPrice),
  }))
  return toPage(records, total, q)
}

/** The store's after-sales applied for in the range, newest first (订单统计's 退单 table). */
export async function liliStatisticsRefunds(scope: LiliScope, q: LiliStatisticsQuery & PageQuery) {
  const { from, to } = instants(liliRange(q))
  const where = and(
    ofStore(afterSales.storeId, scope),
    gte(afterSales.createTime, from),
    lt(afterSales.createTime, to),
  )
  const [rows, [{ total }]] = await Promise.all([
    scope.db
      .select()
      .from(afterSales)
      .where(where)
      .orderBy(desc(afterSales.createTime), desc(afterSales.sn))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    scope.db.select({ total: count() }).from(afterSales).where(where),
  ])
  const records = rows.map((a) => ({
    sn: a.sn,
    orderSn: a.orderSn,
    goodsImage: a.goodsImage,
    goodsName: localName(scope.locale, a.goodsName, a.goodsNameEn),
    sellerName: localName(scope.locale, a.storeName, a.storeNameEn),
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
