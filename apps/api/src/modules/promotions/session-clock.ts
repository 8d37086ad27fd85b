/**
 * Flash-sale sessions run on the shop's local hours (GMT+8, the contract's time zone, as
 * `@silk/contracts/china-time`): a session opens at its hour and lasts until the next hour of its activity.
 */
import { chinaDayStart, chinaHour } from '@silk/contracts/china-time'

/** The shop's current hour 0–23, in SQL (so a statement and its `now()` agree). */
export const SHOP_HOUR_SQL = `extract(hour from (now() at time zone 'UTC') + interval '8 hours')::int`

/** The shop's hour now. */
export function shopHour(now = new Date()): number {
  return chinaHour(now)
}

/** `hour` o'clock today in the shop's time zone (24 = the coming midnight). */
export function shopTodayAt(hour: number, now = new Date()): Date {
  return new Date(chinaDayStart(now).getTime() + hour * 3600_000)
}

/**
 * A lateral join giving the live flash-sale row of the SKU `skuExpr`, as `alias`: the approved
 * application (PASS) in the session of a running, open activity whose hour is the latest of its hours not after now, the cheapest if two
 * activities hold the SKU. Columns: id, time_line, price, left_num (flash stock left), limit_num, end_hour.
 */
export function liveFlashJoin(skuExpr: string, alias: string): string {
  return `left join lateral (
     select sg.id, sg.time_line, sg.price, sg.quantity - sg.sales_num as left_num, sg.limit_num,
       coalesce((select min(h) from unnest(sk.hours) h where h > sg.time_line), 24) as end_hour
     from seckill_goods sg join seckill sk on sk.id = sg.seckill_id
     where sg.sku_id = ${skuExpr} and sg.apply_status = 'PASS' and sk.status = 'OPEN'
       and sk.start_time <= now() and sk.end_time > now()
       and sg.time_line = (select max(h) from unnest(sk.hours) h where h <= ${SHOP_HOUR_SQL})
     order by sg.price, sg.id limit 1
   ) ${alias} on true`
}
