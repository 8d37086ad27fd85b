import { and, asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { goods, goodsSkus } from '../schema/goods.ts'
import { pointsGoods, pointsGoodsCategories, seckillGoods, seckills } from '../schema/promotion.ts'

const DAY = 24 * 3600_000
/** Sessions every two hours, so one is always running (a session lasts until the next). */
export const DEMO_SECKILL_HOURS = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22]

/** The first on-sale SKU of each of the first `n` demo goods that have stock. */
async function demoSkus(db: Db, n: number, skip: number) {
  const rows = await db
    .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId, price: goodsSkus.price, storeId: goods.storeId })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(eq(goods.marketEnable, 'UPPER'), eq(goods.authFlag, 'PASS'), gt(goodsSkus.quantity, 20)))
    .orderBy(asc(goods.id), asc(goodsSkus.sortOrder), asc(goodsSkus.id))
  const firsts = [...new Map(rows.map((r) => [r.goodsId, r])).values()].reverse()
  return firsts.slice(skip, skip + n)
}

/**
 * A flash sale running for a year with a session every two hours of every day, four goods a
 * session at 70 % of their price (whole yuan), 30 of flash stock and a limit of 1 per member; and a
 * points mall of two categories with six goods.
 */
export async function seedPromotions(db: Db): Promise<void> {
  const now = Date.now()
  const pool = await demoSkus(db, 8, 0)
  if (pool.length === 0) return
  const seckillId = nextId()
  await db.insert(seckills).values({
    id: seckillId,
    seckillName: '整点秒杀',
    hours: DEMO_SECKILL_HOURS,
    startTime: new Date(now - DAY),
    endTime: new Date(now + 365 * DAY),
  })
  await db.insert(seckillGoods).values(
    DEMO_SECKILL_HOURS.flatMap((hour, session) =>
      [0, 1, 2, 3].map((k) => {
        const sku = pool[(session * 4 + k) % pool.length]
        return {
          id: nextId(),
          seckillId,
          timeLine: hour,
          skuId: sku.id,
          goodsId: sku.goodsId,
          storeId: sku.storeId,
          price: Math.max(100, Math.floor((sku.price * 0.7) / 100) * 100),
          quantity: 30,
          limitNum: 1,
          // The stores' approved applications: the buyer pages show only these (issue 66).
          applyStatus: 'PASS',
        }
      }),
    ),
  )
  const categories = [
    { id: nextId(), name: '数码好物', nameEn: 'Gadgets', sortOrder: 1 },
    { id: nextId(), name: '生活日用', nameEn: 'Everyday Goods', sortOrder: 2 },
  ]
  await db.insert(pointsGoodsCategories).values(categories)
  const offered = await demoSkus(db, 6, 8)
  if (offered.length === 0) return
  await db.insert(pointsGoods).values(
    offered.map((sku, i) => ({
      id: nextId(),
      skuId: sku.id,
      goodsId: sku.goodsId,
      storeId: sku.storeId,
      categoryId: categories[i % 2].id,
      points: 200 + i * 100,
      activeStock: 20,
      startTime: new Date(now - DAY),
      endTime: new Date(now + 365 * DAY),
    })),
  )
}
