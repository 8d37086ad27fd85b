import { describe, expect, it } from 'vitest'
import { categoryTree } from './categories.ts'
import { englishOf } from './english.ts'
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
})
