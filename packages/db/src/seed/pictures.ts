import { buildCategories, generateGoods } from './catalogue/generate.ts'
import { BANNERS } from './home-slides.ts'

/** The goods per leaf category of the demo shop (seedCatalogue). */
export const DEMO_GOODS_PER_LEAF = 12

const GOODS_PICTURE = /\/media\/goods\/[a-z0-9-]+\/[0-9a-z]+-[0-3]\.webp/g

/**
 * Every generated picture the seeders write (issue 64): the home banners, and with the demo the
 * categories', goods', SKUs' and reviews' pictures, description figures included. The server draws
 * them before it says it is ready, so no visitor waits for one. Read from the same generator the
 * seeders run, so the list is known before (and while) the database is seeded.
 */
export function seededPictures(options: { demo: boolean }): string[] {
  const found = new Set<string>()
  const collect = (value: unknown) => {
    for (const m of JSON.stringify(value).matchAll(GOODS_PICTURE)) found.add(m[0])
  }
  collect(BANNERS)
  if (options.demo) {
    collect(buildCategories().rows)
    const { goodsRows, skuRows, evaluationRows } = generateGoods({
      goodsPerLeaf: DEMO_GOODS_PER_LEAF,
      withEvaluations: true,
    })
    collect(goodsRows)
    collect(skuRows)
    collect(evaluationRows)
  }
  return [...found]
}
