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

/** Flash stock of a session's goods, in turn, and how much of it the demo shows as already taken. */
const FLASH_STOCK = [30, 50, 20, 100, 40]
const FLASH_TAKEN = [0, 0.3, 0.86, 0, 0.52, 0.12, 0, 0.9, 0.24, 0]
/** Goods a flash session offers: two full rows of the page's five. */
const SESSION_GOODS = 10

/** The points mall's shelves by price in points, the way JD's groups them. */
const POINT_SHELVES = [
  { name: '超值兑换', nameEn: 'Great value', upTo: 499 },
  { name: '人气好物', nameEn: 'Popular picks', upTo: 1999 },
  { name: '臻选好礼', nameEn: 'Premium gifts', upTo: Number.POSITIVE_INFINITY },
]
const POINTS_GOODS = 30
const POINTS_STOCK = [50, 20, 100, 12, 35, 8, 60, 25]

/**
 * What the points goods cost, cheapest first: the demo's goods take these in the order of their prices, so
 * dearer goods cost more points and every shelf has some (the demo member's 1,200 points buy the first).
 */
export const POINTS_LADDER = [
  90, 120, 150, 199, 260, 300, 360, 420, 499, 560, 680, 800, 880, 990, 1200, 1380, 1500, 1680, 1880, 1990,
  2400, 2800, 3200, 3600, 4200, 4800, 5600, 6800, 7800, 9900,
]

/**
 * A flash sale running for a year with a session every two hours of every day, ten goods a session
 * at 70 % of their price (whole yuan), flash stock of 20–100 of which some is already taken, and a
 * limit of 1 per member; and a points mall of 30 goods on three shelves by points.
 */
export async function seedPromotions(db: Db): Promise<void> {
  const now = Date.now()
  const pool = await demoSkus(db, 20, 0)
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
      Array.from({ length: SESSION_GOODS }, (_, k) => {
        const sku = pool[(session * 3 + k) % pool.length]
        const quantity = FLASH_STOCK[(session + k) % FLASH_STOCK.length]
        return {
          id: nextId(),
          seckillId,
          timeLine: hour,
          skuId: sku.id,
          goodsId: sku.goodsId,
          storeId: sku.storeId,
          price: Math.max(100, Math.floor((sku.price * 0.7) / 100) * 100),
          quantity,
          salesNum: Math.floor(quantity * FLASH_TAKEN[(session + k) % FLASH_TAKEN.length]),
          limitNum: 1,
          // The stores' approved applications: the buyer pages show only these (issue 66).
          applyStatus: 'PASS',
        }
      }),
    ),
  )
  const offered = await demoSkus(db, POINTS_GOODS, 20)
  if (offered.length === 0) return
  const priced = [...offered]
    .sort((a, b) => a.price - b.price)
    .map((sku, i) => ({ sku, points: POINTS_LADDER[i % POINTS_LADDER.length] }))
  const shelves = POINT_SHELVES.map((shelf, i) => ({ ...shelf, id: nextId(), sortOrder: i + 1 })).filter(
    (shelf, i) =>
      priced.some(({ points }) => points <= shelf.upTo && (i === 0 || points > POINT_SHELVES[i - 1].upTo)),
  )
  await db
    .insert(pointsGoodsCategories)
    .values(shelves.map(({ id, name, nameEn, sortOrder }) => ({ id, name, nameEn, sortOrder })))
  await db.insert(pointsGoods).values(
    priced.map(({ sku, points }, i) => ({
      id: nextId(),
      skuId: sku.id,
      goodsId: sku.goodsId,
      storeId: sku.storeId,
      categoryId: (shelves.find((shelf) => points <= shelf.upTo) ?? shelves[shelves.length - 1]).id,
      points,
      activeStock: POINTS_STOCK[i % POINTS_STOCK.length],
      startTime: new Date(now - DAY),
      endTime: new Date(now + 365 * DAY),
    })),
  )
}
