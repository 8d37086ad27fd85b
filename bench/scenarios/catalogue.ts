import type { Scenario } from './types.ts'

const q = encodeURIComponent

/** Catalogue reads (issue 4). Targets: search and category p50 ≤ 15 ms, p99 ≤ 60 ms on 100k goods. */
export const catalogueScenarios: Scenario[] = [
  {
    name: 'catalogue: keyword search 茶具',
    prepare: async ({ origin }) => ({
      url: `${origin}/buyer/goods/goods/es?keyword=${q('茶具')}&pageSize=20`,
    }),
  },
  {
    name: 'catalogue: keyword search 青花瓷 sorted by price',
    prepare: async ({ origin }) => ({
      url: `${origin}/buyer/goods/goods/es?keyword=${q('青花瓷')}&sort=price&order=asc&pageSize=20`,
    }),
  },
  {
    name: 'catalogue: category browsing (leaf, by sales)',
    prepare: async ({ origin }) => ({
      url: `${origin}/buyer/goods/goods/es?categoryId=1001,10012,100122&sort=buyCount&order=desc&pageSize=20`,
    }),
  },
  {
    name: 'catalogue: category browsing (first level)',
    prepare: async ({ origin }) => ({ url: `${origin}/buyer/goods/goods/es?categoryId=1003&pageSize=20` }),
  },
  {
    name: 'catalogue: facets for 普洱',
    prepare: async ({ origin }) => ({ url: `${origin}/buyer/goods/goods/es/related?keyword=${q('普洱')}` }),
  },
  {
    name: 'catalogue: goods detail',
    prepare: async ({ origin }) => {
      const page = await (
        await fetch(`${origin}/buyer/goods/goods/es?keyword=${q('普洱茶')}&pageSize=1`)
      ).json()
      const sku = page.result.records[0]
      return { url: `${origin}/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}` }
    },
  },
  {
    name: 'catalogue: category tree',
    prepare: async ({ origin }) => ({ url: `${origin}/buyer/goods/category/get/0` }),
  },
]
