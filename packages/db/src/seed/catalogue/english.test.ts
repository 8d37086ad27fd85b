import { describe, expect, it } from 'vitest'
import { categoryTree } from './categories.ts'
import { englishOf } from './english.ts'
import { englishWord } from './english-specs.ts'
import { buildBrands, generateGoods } from './generate.ts'
import { products } from './products.ts'
import { storeDefs } from './stores.ts'
import { modifiers } from './texts.ts'

const HAN = /\p{Script=Han}/u

describe('English names of the demo catalogue', () => {
  it('has one for every category, brand, product, modifier, store and country', () => {
    const names = [
      ...categoryTree.flatMap((top) => [
        top.name,
        ...top.children.flatMap((mid) => [mid.name, ...mid.leaves.map((leaf) => leaf.name)]),
      ]),
      ...buildBrands().map((b) => b.name),
      ...Object.keys(products),
      ...modifiers.filter(Boolean),
      '跨境直邮',
      ...storeDefs.flatMap(([store, , country]) => [store, country]),
    ]
    const missing = names.filter((name) => englishOf(name) === null)
    expect(missing).toEqual([])
  })

  it('gives every demo goods an English name without Chinese in it', () => {
    const { goodsRows } = generateGoods({ goodsPerLeaf: 2 })
    for (const row of goodsRows) expect(row.goodsNameEn ?? '').not.toMatch(HAN)
    expect(goodsRows.every((row) => row.goodsNameEn)).toBe(true)
  })

  it('gives every spec, parameter, selling point and introduction English without Chinese (decision 026)', () => {
    const { goodsRows, skuRows } = generateGoods({ goodsPerLeaf: 12 })
    for (const sku of skuRows) {
      for (const spec of sku.specs) {
        expect(spec.specNameEn ?? '').not.toMatch(HAN)
        expect(spec.specValueEn ?? '').not.toMatch(HAN)
      }
    }
    for (const row of goodsRows) {
      expect(row.sellingPointEn ?? '').not.toMatch(HAN)
      expect(row.introEn ?? '').not.toMatch(HAN)
      for (const item of row.params?.flatMap((g) => g.items) ?? []) {
        expect(`${item.paramNameEn} ${item.paramValueEn}`).not.toMatch(HAN)
      }
    }
    const templateWords = categoryTree.flatMap((top) =>
      top.children.flatMap((mid) =>
        mid.leaves.flatMap((leaf) => [
          ...Object.entries(leaf.specs).flat(2),
          ...Object.entries(leaf.params).flat(2),
        ]),
      ),
    )
    expect(templateWords.filter((word) => englishWord(String(word)) === null)).toEqual([])
  })
})
