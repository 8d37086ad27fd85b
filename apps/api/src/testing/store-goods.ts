import type { GoodsForm } from '@silk/contracts/goods-publish'
import { nextId } from '@silk/db/ids'
import { categories, settings } from '@silk/db/schema/index'
import type { z } from 'zod'
import type { TestApp } from './app.ts'

/** A fresh three-level platform category chain; its path names the leaf (goods hang on leaves only). */
export async function makeCategoryPath(t: TestApp, names = ['文房雅器', '茶具', '茶杯']) {
  const ids = names.map(() => nextId())
  await t.database.db.insert(categories).values(
    names.map((name, level) => ({
      id: ids[level] as string,
      name,
      level,
      parentId: level === 0 ? '0' : (ids[level - 1] as string),
    })),
  )
  return ids.join(',')
}

/** Turns `GOODS_SETTING.goodsCheck` on or off (no row means on, as in production). */
export async function setGoodsReview(t: TestApp, goodsCheck: boolean) {
  await t.database.db
    .insert(settings)
    .values({ id: 'GOODS_SETTING', settingValue: { goodsCheck } })
    .onConflictDoUpdate({ target: settings.id, set: { settingValue: { goodsCheck } } })
}

/** A publish form with a 颜色 × 容量 matrix (2 × 3 unless told), every SKU 99 yuan, 10 in stock. */
export function goodsForm(categoryPath: string, over: Partial<z.input<typeof GoodsForm>> = {}) {
  const colours = ['青花', '粉彩']
  const sizes = ['小号', '中号', '大号']
  const tag = nextId().slice(-6)
  return {
    categoryPath,
    goodsName: '景德镇青花瓷手绘茶杯',
    sellingPoint: '手工拉坯 釉下彩',
    goodsUnit: '个',
    weight: 300,
    goodsGalleryList: ['/media/goods/cup-1.webp', '/media/goods/cup-2.webp'],
    intro: '<p>手绘青花</p><script>alert(1)</script>',
    skuList: colours.flatMap((c) =>
      sizes.map((s) => ({
        specs: [
          { specName: '颜色', specValue: c },
          { specName: '容量', specValue: s },
        ],
        sn: `CUP-${tag}-${c}-${s}`,
        price: 99,
        cost: 40,
        quantity: 10,
        weight: 300,
        images: [],
      })),
    ),
    ...over,
  }
}
