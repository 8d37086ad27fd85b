import type { BenchContext, Scenario } from './types.ts'

const q = encodeURIComponent

interface Node {
  id: string
  name: string
  parentId: string
  children?: Node[]
}

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
    // Real browsing has a long tail: most of these URLs are asked once in a run, so most answers come
    // from the database rather than the listing cache. The first pass builds the goods cards too: the
    // bench starts its first node with no cards written down (bench/run.ts).
    name: 'catalogue: long tail (each leaf category as keyword and as filter × 5 sorts × pages 1–4, mostly uncached), first pass',
    prepare: longTail,
  },
  {
    // The same URLs once more: pages are still not cached (there are more than the page cache holds),
    // but the cards of their goods are, as on a node that has been serving for a while (decision 022).
    name: 'catalogue: long tail, second pass (pages uncached, goods cards kept from the first)',
    prepare: longTail,
  },
  {
    // A node restarted (a deployment) or added (a crowd came) in place of the one that ran both
    // passes: it builds the cards that node wrote down before it says ready (decision 022).
    name: 'catalogue: long tail on a node started in place of the first (cards it showed built before ready)',
    restart: true,
    prepare: longTail,
  },
  {
    name: 'catalogue: category tree',
    prepare: async ({ origin }) => ({ url: `${origin}/buyer/goods/category/get/0` }),
  },
]

/**
 * Each leaf category as keyword and as filter × 5 sorts × pages 1–4, asked in turn (2,160 URLs on
 * the bench catalogue).
 */
async function longTail({ origin }: BenchContext) {
  const tree = (await (await fetch(`${origin}/buyer/goods/category/get/0`)).json()).result as Node[]
  const leaves = tree.flatMap((a) => (a.children ?? []).flatMap((b) => b.children ?? []))
  const sorts = [
    '',
    '&sort=buyCount&order=desc',
    '&sort=price&order=asc',
    '&sort=price&order=desc',
    '&sort=releaseTime&order=desc',
  ]
  const paths: string[] = []
  for (let page = 1; page <= 4; page++)
    for (const sort of sorts)
      for (const leaf of leaves) {
        paths.push(`/buyer/goods/goods/es?keyword=${q(leaf.name)}${sort}&pageNumber=${page}&pageSize=20`)
        paths.push(
          `/buyer/goods/goods/es?categoryId=${leaf.parentId},${leaf.id}${sort}&pageNumber=${page}&pageSize=20`,
        )
      }
  let i = 0
  return {
    url: origin,
    requests: [
      { method: 'GET', setupRequest: (req: object) => ({ ...req, path: paths[i++ % paths.length] }) },
    ],
  } as unknown as Awaited<ReturnType<Scenario['prepare']>>
}
