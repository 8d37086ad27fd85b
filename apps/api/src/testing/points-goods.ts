import { nextId } from '@silk/db/ids'
import { pointsGoods, pointsGoodsCategories } from '@silk/db/schema/index'
import type { TestApp } from './app.ts'
import { makeSku, makeStore } from './trade.ts'

const DAY = 86_400_000

/** A points-mall category of its own (a unique name: the console refuses a second of one name). */
export async function makePointsCategory(t: TestApp, name = `测试积分分类${nextId().slice(-6)}`) {
  const [row] = await t.database.db
    .insert(pointsGoodsCategories)
    .values({ id: nextId(), name, nameEn: `Points category ${name.slice(-6)}`, sortOrder: 5 })
    .returning()
  return row
}

/** A fresh SKU on sale (¥30, 100 in stock) made a points goods on offer now, in a category of its own. */
export async function makePointsGoods(t: TestApp, values: Partial<typeof pointsGoods.$inferInsert> = {}) {
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price: 3_000, stock: 100 })
  const categoryId = values.categoryId ?? (await makePointsCategory(t)).id
  const [row] = await t.database.db
    .insert(pointsGoods)
    .values({
      id: nextId(),
      skuId: sku.id,
      goodsId: sku.goodsId,
      storeId: store.id,
      categoryId,
      points: 100,
      activeStock: 10,
      startTime: new Date(Date.now() - DAY),
      endTime: new Date(Date.now() + DAY),
      ...values,
    })
    .returning()
  return { ...row, sku, store }
}
