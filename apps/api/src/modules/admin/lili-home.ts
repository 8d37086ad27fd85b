import type { AdminArea } from '@silk/contracts/admin'
import type { LiliSearchType } from '@silk/contracts/admin-arbitration'
import { chinaDay, chinaDayStart } from '@silk/contracts/china-time'
import { allows } from '@silk/contracts/permissions'
import { type SQL, sql } from 'drizzle-orm'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { QUEUES } from './dashboard.ts'

type Figure = { area: AdminArea; count: SQL }

/** Runs the counts of the areas the operator may read in one statement; the others are null. */
async function countsFor<K extends string>(ctx: ManagerCtx, figures: Record<K, Figure>) {
  const open = (Object.entries(figures) as [K, Figure][]).filter(([, f]) =>
    allows(ctx.admin, { area: f.area, access: 'read' }),
  )
  const row = open.length
    ? (
        await queryRows<Record<string, unknown>>(
          ctx.db,
          sql`select ${sql.join(
            open.map(([key, f]) => sql`(${f.count})::bigint as ${sql.identifier(key)}`),
            sql`, `,
          )}`,
        )
      )[0]
    : {}
  return Object.fromEntries(
    Object.keys(figures).map((key) => [key, key in row ? Number(row[key]) : null]),
  ) as Record<K, number | null>
}

/**
 * lilishop's manager home (`IndexStatisticsVO`), the flat fields its home.vue reads, added to this
 * console's own `GET /manager/statistics/index` answer beside its `today`, `pending` and `days`.
 * Totals and today's (GMT+8) new orders, goods, members, stores and reviews, each shown to who may
 * read its area (null otherwise). Visitors are counted per page and day (decision 158): today's
 * distinct visitors are known, earlier days' are not kept distinct, so those and the online count
 * (not tracked) are null.
 */
export async function liliIndexFigures(ctx: ManagerCtx) {
  const since = sql`${chinaDayStart().toISOString()}::timestamptz`
  const c = await countsFor(ctx, {
    orderNum: { area: 'order', count: sql`select count(*) from orders where delete_flag = false` },
    goodsNum: {
      area: 'goods',
      count: sql`select count(*) from goods where market_enable = 'UPPER' and auth_flag = 'PASS'`,
    },
    memberNum: { area: 'member', count: sql`select count(*) from member where delete_flag = false` },
    storeNum: { area: 'store', count: sql`select count(*) from store where store_disable = 'OPEN'` },
    todayUV: {
      area: 'statistics',
      count: sql`select count(distinct visitor) from traffic_visitor where day = ${chinaDay()}`,
    },
    todayOrderNum: { area: 'order', count: sql`select count(*) from orders where create_time >= ${since}` },
    todayOrderPrice: {
      area: 'order',
      count: sql`select coalesce(sum(flow_price), 0) from orders where pay_status = 'PAID' and payment_time >= ${since}`,
    },
    todayMemberNum: { area: 'member', count: sql`select count(*) from member where create_time >= ${since}` },
    todayGoodsNum: { area: 'goods', count: sql`select count(*) from goods where create_time >= ${since}` },
    todayStoreNum: { area: 'store', count: sql`select count(*) from store where create_time >= ${since}` },
    todayMemberEvaluation: {
      area: 'goods',
      count: sql`select count(*) from member_evaluation where create_time >= ${since}`,
    },
  })
  return {
    ...c,
    todayOrderPrice: c.todayOrderPrice === null ? null : fenToYuan(c.todayOrderPrice),
    yesterdayUV: null,
    lastSevenUV: null,
    lastThirtyUV: null,
    currentNumberPeopleOnline: null,
  }
}

/**
 * `GET /manager/statistics/index/notice` (lilishop `IndexNoticeVO`, the badge its console's header
 * shows on every page): what waits for the operator, as this console's dashboard counts it
 * (decision 115): goods to review, store applications, after-sales escalated to the platform,
 * complaints to arbitrate, commission withdrawals and bills to pay; null where the operator may not
 * read the area.
 */
export function liliIndexNotice(ctx: ManagerCtx) {
  return countsFor(ctx, {
    goods: QUEUES.goodsReview,
    store: QUEUES.storeApplies,
    refund: QUEUES.afterSales,
    complain: QUEUES.complaints,
    distributionCash: {
      area: 'distribution',
      count: sql`select count(*) from distribution_cash where distribution_cash_status = 'APPLY'`,
    },
    waitPayBill: QUEUES.bills,
  })
}

/**
 * lilishop's `searchType` as its manager home sends it: today so far, yesterday, or the 7 or 30 days
 * before today (GMT+8), as its `StatisticsDateUtil` counts them.
 */
function rangeOf(searchType: LiliSearchType): [Date, Date] {
  const today = chinaDayStart()
  if (searchType === 'TODAY') return [today, chinaDayStart(Date.now(), 1)]
  const days = { YESTERDAY: 1, LAST_SEVEN: 7, LAST_THIRTY: 30 }[searchType]
  return [chinaDayStart(Date.now(), -days), today]
}

/**
 * `GET /manager/statistics/index/goodsStatistics` and `storeStatistics` (its home's 热卖商品 and 热卖店铺
 * TOP10): goods by units sold, stores by amount, over the orders paid in the range (an order line's
 * amount is what was paid for it, net of discounts).
 */
export async function liliHotGoods(ctx: ManagerCtx, searchType: LiliSearchType) {
  const [from, to] = rangeOf(searchType)
  const rows = await queryRows<{ goods_id: string; goods_name: string; num: number; price: number }>(
    ctx.db,
    sql`select i.goods_id, max(i.goods_name) as goods_name, sum(i.num)::bigint as num,
               sum(i.flow_price)::bigint as price
          from order_item i join orders o on o.sn = i.order_sn
         where o.pay_status = 'PAID' and o.payment_time >= ${from.toISOString()}::timestamptz
           and o.payment_time < ${to.toISOString()}::timestamptz
         group by i.goods_id order by 3 desc, 4 desc, 1 limit 10`,
  )
  return rows.map((r) => ({
    goodsId: r.goods_id,
    goodsName: r.goods_name,
    num: String(r.num),
    price: fenToYuan(Number(r.price)),
  }))
}

export async function liliHotStores(ctx: ManagerCtx, searchType: LiliSearchType) {
  const [from, to] = rangeOf(searchType)
  const rows = await queryRows<{ store_id: string; store_name: string; num: number; price: number }>(
    ctx.db,
    sql`select store_id, max(store_name) as store_name, count(*)::bigint as num,
               sum(flow_price)::bigint as price
          from orders
         where pay_status = 'PAID' and payment_time >= ${from.toISOString()}::timestamptz
           and payment_time < ${to.toISOString()}::timestamptz
         group by store_id order by 4 desc, 3 desc, 1 limit 10`,
  )
  return rows.map((r) => ({
    storeId: r.store_id,
    storeName: r.store_name,
    num: String(r.num),
    price: fenToYuan(Number(r.price)),
  }))
}
