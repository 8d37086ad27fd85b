import { chinaDayStart } from '@silk/contracts/china-time'
import type { DbOrTx } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import { DAY_MS, formatDate } from '../../shared/dates.ts'
import { fenToYuan } from '../../shared/money.ts'
import { queryRows } from '../../shared/sql-rows.ts'

/**
 * Paid orders per GMT+8 day (by payment time) over the last 30 days, oldest first, empty days as
 * zeros: one store's for the seller dashboard, every store's (`storeId` null) for the operator's.
 */
export async function salesByDay(db: DbOrTx, storeId: string | null, now = new Date()) {
  const todayStart = chinaDayStart(now).getTime()
  const from = new Date(todayStart - 29 * DAY_MS)
  const rows = await queryRows<{ day: number; orders: number; amount: number }>(
    db,
    sql`select floor((extract(epoch from payment_time) * 1000 - ${from.getTime()}) / ${DAY_MS})::int as day,
               count(*)::int as orders, coalesce(sum(flow_price), 0)::bigint as amount
        from orders
        where pay_status = 'PAID' and payment_time >= ${from}
          ${storeId === null ? sql`` : sql`and store_id = ${storeId}`}
        group by 1`,
  )
  return Array.from({ length: 30 }, (_, day) => {
    const row = rows.find((r) => Number(r.day) === day)
    return {
      date: formatDate(new Date(from.getTime() + day * DAY_MS)) ?? '',
      orders: Number(row?.orders ?? 0),
      amount: fenToYuan(Number(row?.amount ?? 0)),
    }
  })
}
