import { and, desc, eq, like, min, sum } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { goods, goodsSkus } from '../schema/goods.ts'
import { stores } from '../schema/store.ts'

/**
 * One demo goods sold by the piece ladder (WHOLESALE, lilishop's 批发 mode): the Yiwu source
 * factory's magnetic building tiles, which shops buy by the dozen. From 10 pieces at 90 % of its
 * lowest SKU price, 50 at 80 %, 200 at 70 %, whole yuan. That store has no seller account in the demo,
 * so the retail journeys and tests of stores 2001–2003 never meet a minimum quantity.
 */
export async function seedWholesaleDemo(db: Db): Promise<void> {
  const [row] = await db
    .select({ id: goods.id, low: min(goodsSkus.price) })
    .from(goods)
    .innerJoin(goodsSkus, eq(goodsSkus.goodsId, goods.id))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(and(like(goods.goodsName, '%磁力片拼搭玩具%'), eq(stores.storeName, '义乌好货源头工厂')))
    .groupBy(goods.id)
    // The one with stock, so that the ladder can be climbed.
    .orderBy(desc(sum(goodsSkus.quantity)), goods.id)
    .limit(1)
  if (!row?.low) return
  const tier = (share: number) => Math.max(100, Math.round(((row.low ?? 0) * share) / 100) * 100)
  await db
    .update(goods)
    .set({
      salesModel: 'WHOLESALE',
      wholesale: [
        { num: 10, price: tier(0.9) },
        { num: 50, price: tier(0.8) },
        { num: 200, price: tier(0.7) },
      ],
    })
    .where(eq(goods.id, row.id))
}
