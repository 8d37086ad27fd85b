import { chinaDayAhead } from '@silk/contracts/china-time'
import { nextId } from '@silk/db/ids'
import { seckillGoods, seckills } from '@silk/db/schema/index'
import { shopHour, shopTodayAt } from '../modules/promotions/session-clock.ts'
import type { TestApp } from './app.ts'

const DAY = 24 * 3600_000

/** The shop's day after today, `yyyy-MM-dd` (GMT+8). */
export function shopTomorrow(now = Date.now()): string {
  return chinaDayAhead(1, now)
}

/** An activity tomorrow at 10, 14 and 20 o'clock, open for applications until tomorrow 08:00. */
export async function makeSeckill(t: TestApp, values: Partial<typeof seckills.$inferInsert> = {}) {
  const start = shopTodayAt(24)
  const [row] = await t.database.db
    .insert(seckills)
    .values({
      id: nextId(),
      seckillName: `测试秒杀${nextId().slice(-4)}`,
      hours: [10, 14, 20],
      startTime: start,
      endTime: new Date(start.getTime() + DAY),
      applyEndTime: new Date(start.getTime() + 8 * 3600_000),
      ...values,
    })
    .returning()
  return row
}

/** A waiting application (APPLY) of `sku` to the activity's first session, at half its price. */
export async function makeSeckillApply(
  t: TestApp,
  seckill: { id: string; hours: number[] },
  sku: { id: string; goodsId: string; price: number },
  storeId: string,
) {
  const [row] = await t.database.db
    .insert(seckillGoods)
    .values({
      id: nextId(),
      seckillId: seckill.id,
      timeLine: seckill.hours[0],
      skuId: sku.id,
      goodsId: sku.goodsId,
      storeId,
      price: Math.floor(sku.price / 2),
      quantity: 5,
      limitNum: 1,
    })
    .returning()
  return row
}

/** The shop's current hour, for tests that move an approved session to now. */
export const currentShopHour = () => shopHour()
