import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { categories } from '../schema/goods.ts'
import { stores } from '../schema/store.ts'
import { goodsDrafts } from '../schema/store-goods.ts'

/**
 * A half-filled goods in the first store's 草稿箱 (decision 104): the seller centre's publish form as a
 * seller leaves it, category, names, a 年份 spec with two SKUs priced, no pictures yet.
 */
export async function seedDemoGoodsDraft(db: Db): Promise<void> {
  const [store] = await db.select({ id: stores.id }).from(stores).orderBy(asc(stores.id)).limit(1)
  const [leaf] = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(and(eq(categories.name, '普洱茶'), eq(categories.level, 2)))
    .limit(1)
  if (!store || !leaf) return
  const [mid] = await db
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, leaf.parentId))
  if (!mid) return
  const goodsName = '云南勐海古树普洱茶饼 357克'
  const sku = (price: string, quantity: string) => ({
    price,
    cost: '',
    quantity,
    sn: '',
    weight: '',
    images: [],
  })
  await db
    .insert(goodsDrafts)
    .values({
      id: nextId(),
      storeId: store.id,
      goodsName,
      form: {
        goodsName,
        draft: {
          categoryPath: [mid.parentId, leaf.parentId, leaf.id].join(','),
          storeCategoryPath: '',
          brandId: '0',
          goodsName,
          goodsNameEn: "Menghai ancient-tree pu'er cake, 357 g",
          sellingPoint: '古树春料 石磨压制 越陈越香',
          goodsUnit: '饼',
          weight: '400',
          gallery: [],
          intro: '<p>选用勐海古树春茶，传统石磨压制，357 克一饼。</p>',
          params: [{ name: '产地', value: '云南勐海' }],
          salesModel: 'RETAIL',
          tiers: [],
          specs: [
            {
              id: 'demoYear',
              name: '年份',
              values: [
                { id: 'demoY2019', value: '2019年' },
                { id: 'demoY2021', value: '2021年' },
              ],
            },
          ],
          skus: { demoY2019: sku('368', '30'), demoY2021: sku('268', '50') },
          release: true,
        },
      },
    })
    .onConflictDoNothing()
}
