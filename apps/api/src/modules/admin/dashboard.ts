import type { AdminArea } from '@silk/contracts/admin'
import { chinaDayStart } from '@silk/contracts/china-time'
import { allows } from '@silk/contracts/permissions'
import { sql } from 'drizzle-orm'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { salesByDay } from '../orders/sales-by-day.ts'

/**
 * The queues the dashboard counts (decision 115): the area an operator must read to see each, and
 * what waits in it — the same rows the queue page lists under its filter.
 */
export const QUEUES = {
  goodsReview: { area: 'goods', count: sql`select count(*) from goods where auth_flag = 'TOBEAUDITED'` },
  storeApplies: {
    area: 'store',
    count: sql`select count(*) from store_apply where status = 'APPLYING' and step > 2`,
  },
  withdrawals: {
    area: 'wallet',
    count: sql`select count(*) from withdraw_apply where apply_status = 'APPLY'`,
  },
  distributors: {
    area: 'distribution',
    count: sql`select count(*) from distribution where distribution_status = 'APPLY'`,
  },
  complaints: {
    area: 'order',
    count: sql`select count(*) from order_complaint where complain_status = 'WAIT_ARBITRATION'`,
  },
  afterSales: {
    area: 'order',
    count: sql`select count(*) from after_sale where arbitration_status = 'ESCALATED'`,
  },
  offlineRefunds: {
    area: 'order',
    count: sql`select count(*) from after_sale where service_status = 'WAIT_REFUND'`,
  },
  bills: { area: 'store', count: sql`select count(*) from bill where bill_status = 'CHECK'` },
  consultations: { area: 'consultation', count: sql`select count(*) from consultation where state = 'NEW'` },
} satisfies Record<string, { area: AdminArea; count: ReturnType<typeof sql> }>

/**
 * `GET /manager/statistics/index` (lilishop 首页统计): today's new orders, amount paid for orders,
 * new members and new stores, the count of each pending queue the operator may read, and every
 * store's paid orders over the last 30 days for who may read orders (lilishop 统计 → 订单统计).
 */
export async function dashboard(ctx: ManagerCtx) {
  const since = chinaDayStart().toISOString()
  const open = Object.entries(
    QUEUES as Record<string, { area: AdminArea; count: ReturnType<typeof sql> }>,
  ).filter(([, q]) => allows(ctx.admin, { area: q.area, access: 'read' }))
  const counts = open.map(([key, q]) => sql`(${q.count})::int as ${sql.identifier(key)}`)
  const [today] = await queryRows<{ orders: number; paid: number; members: number; stores: number }>(
    ctx.db,
    sql`select
      (select count(*) from orders where create_time >= ${since}::timestamptz)::int as orders,
      (select coalesce(sum(flow_price), 0) from orders
        where pay_status = 'PAID' and payment_time >= ${since}::timestamptz)::bigint as paid,
      (select count(*) from member where create_time >= ${since}::timestamptz)::int as members,
      (select count(*) from store where create_time >= ${since}::timestamptz)::int as stores
      ${counts.length ? sql`, ${sql.join(counts, sql`, `)}` : sql``}`,
  )
  const days = allows(ctx.admin, { area: 'order', access: 'read' }) ? await salesByDay(ctx.db, null) : null
  const pending = Object.fromEntries(
    open.map(([key]) => [key, Number((today as Record<string, unknown>)[key])]),
  )
  return {
    today: {
      orders: Number(today.orders),
      paid: fenToYuan(Number(today.paid)),
      members: Number(today.members),
      stores: Number(today.stores),
    },
    pending,
    days,
  }
}
