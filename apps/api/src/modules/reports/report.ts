import type { GoodsRankRow, ReportPeriod, ReportView } from '@silk/contracts/reports'
import type { DbOrTx } from '@silk/db/client'
import { type SQL, sql } from 'drizzle-orm'
import { type Locale, localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { type Bucket, bucketOf, bucketOfDay, reportBuckets } from './periods.ts'

/** Who the report is about: one store, or the platform (`storeId` null). */
export interface ReportScope {
  storeId: string | null
  /** Platform-wide member growth (the operator without a store filter). */
  members: boolean
}

const GOODS_TOP = 10
const PAGES_TOP = 20

const storeCond = (column: SQL, storeId: string | null) =>
  storeId === null ? sql`` : sql`and ${column} = ${storeId}`

/**
 * 统计报表 (decision 158). Sales are paid orders by payment time (`pay_status = 'PAID'`, as the
 * dashboards count them), `flow_price` being what the buyer paid; refunds are completed after-sales
 * by refund time (as the settlement bills take them); a buyer is new in a period when the member's
 * first paid order in the scope (the store, or the platform) falls in it. Periods are China days.
 */
export async function buildReport(
  db: DbOrTx,
  scope: ReportScope,
  query: { from: string; to: string; period: ReportPeriod },
  locale: Locale,
): Promise<ReportView> {
  const buckets = reportBuckets(query.from, query.to, query.period)
  const from = new Date(buckets[0].startMs)
  const to = new Date(buckets[buckets.length - 1].endMs)
  const [sales, refunds, goods, traffic, members] = await Promise.all([
    salesRows(db, scope.storeId, from, to),
    refundRows(db, scope.storeId, from, to),
    goodsRows(db, scope.storeId, from, to),
    trafficRows(db, scope.storeId, query.from, query.to),
    scope.members ? memberRows(db, from, to) : null,
  ])

  const blank = () => ({
    orders: 0,
    amount: 0,
    buyers: new Set<string>(),
    newBuyers: new Set<string>(),
    refunds: 0,
    refundAmount: 0,
  })
  const acc = buckets.map(blank)
  const total = blank()
  for (const r of sales) {
    const ms = Number(r.paid_ms)
    const i = bucketOf(buckets, ms)
    if (i < 0) continue
    const firstMs = Number(r.first_ms)
    for (const [a, start] of [
      [acc[i], buckets[i].startMs],
      [total, buckets[0].startMs],
    ] as const) {
      a.orders += Number(r.orders)
      a.amount += Number(r.amount)
      a.buyers.add(r.member_id)
      if (firstMs >= start) a.newBuyers.add(r.member_id)
    }
  }
  for (const r of refunds) {
    const i = bucketOf(buckets, Number(r.refund_ms))
    if (i < 0) continue
    for (const a of [acc[i], total]) {
      a.refunds += Number(r.n)
      a.refundAmount += Number(r.amount)
    }
  }
  const figures = (a: ReturnType<typeof blank>) => ({
    orders: a.orders,
    paidAmount: fenToYuan(a.amount),
    buyers: a.buyers.size,
    newBuyers: a.newBuyers.size,
    returningBuyers: a.buyers.size - a.newBuyers.size,
    refunds: a.refunds,
    refundAmount: fenToYuan(a.refundAmount),
  })

  const views = buckets.map(() => ({ pageViews: 0, visitors: 0 }))
  for (const r of traffic.days) {
    const i = bucketOfDay(buckets, r.day)
    if (i < 0) continue
    views[i].pageViews += Number(r.page_views)
    views[i].visitors += Number(r.visitors)
  }

  const rank = (by: 'amount' | 'quantity'): GoodsRankRow[] =>
    [...goods]
      .sort(
        (a, b) =>
          Number(b[by]) - Number(a[by]) ||
          Number(b.amount) - Number(a.amount) ||
          (a.goods_id < b.goods_id ? -1 : 1),
      )
      .slice(0, GOODS_TOP)
      .map((g) => ({
        goodsId: g.goods_id,
        goodsName: localName(locale, g.goods_name, g.goods_name_en),
        storeName: localName(locale, g.store_name, g.store_name_en),
        quantity: Number(g.quantity),
        amount: fenToYuan(Number(g.amount)),
      }))

  return {
    from: buckets[0].start,
    to: buckets[buckets.length - 1].end,
    period: query.period,
    totals: {
      ...figures(total),
      pageViews: views.reduce((s, v) => s + v.pageViews, 0),
      visitors: views.reduce((s, v) => s + v.visitors, 0),
    },
    rows: buckets.map((b, i) => ({ start: b.start, end: b.end, ...figures(acc[i]) })),
    goodsByAmount: rank('amount'),
    goodsByQuantity: rank('quantity'),
    traffic: buckets.map((b, i) => ({ start: b.start, end: b.end, ...views[i] })),
    trafficPages: traffic.pages.map((p) => ({
      storeId: p.store_id,
      goodsId: p.goods_id === '' ? null : p.goods_id,
      name:
        p.goods_id === ''
          ? localName(locale, p.store_name ?? '', p.store_name_en)
          : localName(locale, p.goods_name ?? '', p.goods_name_en),
      storeName: localName(locale, p.store_name ?? '', p.store_name_en),
      pageViews: Number(p.page_views),
      visitors: Number(p.visitors),
    })),
    members: members ? memberGrowth(buckets, members) : null,
  }
}

/** Per (member, China day): paid orders, their amount, and the member's first paid order in the scope. */
function salesRows(db: DbOrTx, storeId: string | null, from: Date, to: Date) {
  return queryRows<{ member_id: string; paid_ms: string; orders: number; amount: string; first_ms: string }>(
    db,
    sql`with inrange as (
          select member_id, payment_time, flow_price from orders
          where pay_status = 'PAID' and payment_time >= ${from} and payment_time < ${to}
            ${storeCond(sql`store_id`, storeId)}
        ),
        firsts as (
          select o.member_id, min(o.payment_time) as first_paid from orders o
          where o.pay_status = 'PAID' and o.payment_time is not null
            and o.member_id in (select member_id from inrange)
            ${storeCond(sql`o.store_id`, storeId)}
          group by o.member_id
        )
        select i.member_id,
               min(extract(epoch from i.payment_time) * 1000)::float8 as paid_ms,
               count(*)::int as orders, sum(i.flow_price)::bigint as amount,
               (extract(epoch from f.first_paid) * 1000)::float8 as first_ms
        from inrange i join firsts f on f.member_id = i.member_id
        group by i.member_id, f.first_paid,
                 floor((extract(epoch from i.payment_time) * 1000 - ${from.getTime()}) / 86400000)`,
  )
}

/** Completed refunds per China day. */
function refundRows(db: DbOrTx, storeId: string | null, from: Date, to: Date) {
  return queryRows<{ refund_ms: string; n: number; amount: string }>(
    db,
    sql`select min(extract(epoch from refund_time) * 1000)::float8 as refund_ms, count(*)::int as n,
               sum(coalesce(actual_refund_price, apply_refund_price))::bigint as amount
        from after_sale
        where service_status = 'COMPLETE' and refund_time >= ${from} and refund_time < ${to}
          ${storeCond(sql`store_id`, storeId)}
        group by floor((extract(epoch from refund_time) * 1000 - ${from.getTime()}) / 86400000)`,
  )
}

/** Each goods sold in the range: units and paid amount of its order lines; its latest names. */
function goodsRows(db: DbOrTx, storeId: string | null, from: Date, to: Date) {
  return queryRows<{
    goods_id: string
    goods_name: string
    goods_name_en: string | null
    store_name: string
    store_name_en: string | null
    quantity: number
    amount: string
  }>(
    db,
    sql`select i.goods_id,
               (array_agg(i.goods_name order by o.payment_time desc))[1] as goods_name,
               (array_agg(i.goods_name_en order by o.payment_time desc))[1] as goods_name_en,
               (array_agg(o.store_name order by o.payment_time desc))[1] as store_name,
               (array_agg(o.store_name_en order by o.payment_time desc))[1] as store_name_en,
               sum(i.num)::int as quantity, sum(i.flow_price)::bigint as amount
        from order_item i join orders o on o.sn = i.order_sn
        where o.pay_status = 'PAID' and o.payment_time >= ${from} and o.payment_time < ${to}
          ${storeCond(sql`o.store_id`, storeId)}
        group by i.goods_id`,
  )
}

/** Page views and visitors per day, and the most viewed pages, from the daily aggregate. */
async function trafficRows(db: DbOrTx, storeId: string | null, from: string, to: string) {
  const where = sql`t.day >= ${from} and t.day <= ${to} ${storeCond(sql`t.store_id`, storeId)}`
  const [days, pages] = await Promise.all([
    queryRows<{ day: string; page_views: string; visitors: string }>(
      db,
      sql`select t.day, sum(t.page_views)::bigint as page_views, sum(t.visitors)::bigint as visitors
          from traffic_daily t where ${where} group by t.day`,
    ),
    queryRows<{
      store_id: string
      goods_id: string
      goods_name: string | null
      goods_name_en: string | null
      store_name: string | null
      store_name_en: string | null
      page_views: string
      visitors: string
    }>(
      db,
      sql`select p.store_id, p.goods_id, g.goods_name, g.goods_name_en, s.store_name, s.store_name_en, p.page_views, p.visitors
          from (select t.store_id, t.goods_id, sum(t.page_views)::bigint as page_views,
                       sum(t.visitors)::bigint as visitors
                from traffic_daily t where ${where}
                group by t.store_id, t.goods_id
                order by 3 desc, 4 desc, 1, 2 limit ${PAGES_TOP}) p
          left join goods g on g.id = p.goods_id
          left join store s on s.id = p.store_id
          order by p.page_views desc, p.visitors desc, p.store_id, p.goods_id`,
    ),
  ])
  return { days, pages }
}

/** Members registered per China day in the range, and before it. */
async function memberRows(db: DbOrTx, from: Date, to: Date) {
  const [days, before] = await Promise.all([
    queryRows<{ day_ms: string; n: number }>(
      db,
      sql`select min(extract(epoch from create_time) * 1000)::float8 as day_ms, count(*)::int as n
          from member where delete_flag = false and create_time >= ${from} and create_time < ${to}
          group by floor((extract(epoch from create_time) * 1000 - ${from.getTime()}) / 86400000)`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from member where delete_flag = false and create_time < ${from}`,
    ),
  ])
  return { days, before: Number(before[0]?.n ?? 0) }
}

function memberGrowth(buckets: Bucket[], m: { days: { day_ms: string; n: number }[]; before: number }) {
  const fresh = buckets.map(() => 0)
  for (const r of m.days) {
    const i = bucketOf(buckets, Number(r.day_ms))
    if (i >= 0) fresh[i] += Number(r.n)
  }
  let running = m.before
  return buckets.map((b, i) => {
    running += fresh[i]
    return { start: b.start, end: b.end, newMembers: fresh[i], totalMembers: running }
  })
}
