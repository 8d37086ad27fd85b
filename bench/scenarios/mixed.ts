import type { Scenario } from './types.ts'

const q = encodeURIComponent
const html = { accept: 'text/html' }

interface Node {
  id: string
  name: string
  children?: Node[]
}

/**
 * Three minutes of what a crowd does at once: pages (home, lists, goods, news, both languages) and
 * API reads over every leaf category, mostly outside the caches. Its row checks the node's memory:
 * peak RSS under 400 MB on PostgreSQL and 500 MB on the embedded database (hardening, issue 17).
 */
export const mixedScenarios: Scenario[] = [
  {
    name: 'mixed load for 3 minutes: pages and API, zh and en, long tail (peak RSS is the measure)',
    seconds: 180,
    rssBarMb: process.env.BENCH_DATABASE_URL ? 400 : 500,
    prepare: async ({ origin }) => {
      const tree = (await (await fetch(`${origin}/buyer/goods/category/get/0`)).json()).result as Node[]
      const leaves = tree.flatMap((a) => (a.children ?? []).flatMap((b) => b.children ?? []))
      const page = await (await fetch(`${origin}/buyer/goods/goods/es?pageSize=60`)).json()
      const skus = page.result.records as { id: string; goodsId: string }[]
      const requests = Array.from({ length: 400 }, (_, i) => {
        const leaf = leaves[i % leaves.length]
        const sku = skus[i % skus.length]
        const n = (i % 4) + 1
        switch (i % 10) {
          case 0:
            return { path: '/', headers: html }
          case 1:
            return { path: `/goodsList?keyword=${q(leaf.name)}&pageNumber=${n}`, headers: html }
          case 2:
            return { path: `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`, headers: html }
          case 3:
            return {
              path: `/buyer/goods/goods/es?keyword=${q(leaf.name)}&pageNumber=${n}&sort=price&order=asc`,
            }
          case 4:
            return { path: `/buyer/goods/goods/es?categoryId=${leaf.id}&pageNumber=${n}` }
          case 5:
            return { path: `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}` }
          case 6:
            return { path: '/buyer/goods/category/get/0' }
          case 7:
            return { path: `/buyer/goods/goods/es/related?keyword=${q(leaf.name)}` }
          case 8:
            return { path: '/SlNewsCenter', headers: html }
          default:
            return {
              path: `/goodsList?categoryId=${leaf.id}`,
              headers: { ...html, cookie: `lang=${i % 3 ? 'en' : 'zh-CN'}` },
            }
        }
      })
      return { url: origin, connections: 20, requests }
    },
  },
]
