// Server-rendered pages (issue 22). Anonymous pages come from the page cache; the same pages with a
// `cartNum` cookie (a cart-bearing visitor, who is never served from it) are rendered afresh, which
// is what any page costs with the cache off. Members' pages are always rendered.
import { createHash, randomUUID } from 'node:crypto'
import { humanTrack, sliderOutboxAnswer } from '../../apps/api/src/testing/slider.ts'
import type { BenchContext, Scenario } from './types.ts'

const q = encodeURIComponent
const HTML = { accept: 'text/html' }
/** Renders (not cache hits) with the cache on: a cart count is personal, so it bypasses the cache. */
const FRESH = { ...HTML, cookie: 'cartNum=1' }

async function goodsPage(origin: string): Promise<string> {
  const page = await (await fetch(`${origin}/buyer/goods/goods/es?keyword=${q('普洱茶')}&pageSize=1`)).json()
  const sku = page.result.records[0]
  return `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`
}

const PAGES: [string, (origin: string) => Promise<string>][] = [
  ['/', async () => '/'],
  ['/slGuide?countryId=de', async () => '/slGuide?countryId=de'],
  ['/goodsList?keyword=茶', async () => `/goodsList?keyword=${q('茶')}`],
  ['goods page', goodsPage],
  ['/SlNewsCenter', async () => '/SlNewsCenter'],
]

/** The demo buyer's access token (slider, then password), as a cookie header for its pages. */
async function memberCookie({ origin, dataDir }: BenchContext): Promise<string> {
  const uuid = randomUUID()
  const headers = { uuid, clientType: 'PC' }
  await fetch(`${origin}/common/common/slider/LOGIN`, { headers })
  const xPos = await sliderOutboxAnswer(dataDir, uuid, 'LOGIN')
  const track = encodeURIComponent(humanTrack(xPos))
  await fetch(`${origin}/common/common/slider/LOGIN?xPos=${xPos}&track=${track}`, { method: 'POST', headers })
  const login = await (
    await fetch(`${origin}/buyer/passport/member/userLogin`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'demo',
        password: createHash('md5').update('silk123456').digest('hex'),
      }).toString(),
    })
  ).json()
  if (!login.success) throw new Error(`login: ${JSON.stringify(login)}`)
  return `accessToken=${login.result.accessToken}; uuid=${uuid}`
}

const member = (path: string): Scenario => ({
  name: `SSR signed-in ${path}`,
  prepare: async (bench: BenchContext) => ({
    url: `${bench.origin}${path}`,
    headers: { ...HTML, cookie: await memberCookie(bench) },
  }),
})

export const ssrScenarios: Scenario[] = [
  ...PAGES.map(
    ([label, path]): Scenario => ({
      name: `SSR anonymous ${label} (page cache)`,
      prepare: async ({ origin }) => ({ url: `${origin}${await path(origin)}`, headers: HTML }),
    }),
  ),
  ...PAGES.map(
    ([label, path]): Scenario => ({
      name: `SSR fresh render ${label} (no page cache)`,
      prepare: async ({ origin }) => ({ url: `${origin}${await path(origin)}`, headers: FRESH }),
    }),
  ),
  ...PAGES.map(
    ([label, path]): Scenario => ({
      name: `SSR fresh render ${label}, 1 connection`,
      prepare: async ({ origin }) => ({
        url: `${origin}${await path(origin)}`,
        headers: FRESH,
        connections: 1,
      }),
    }),
  ),
  member('/home'),
  member('/cart'),
  {
    name: 'SSR overload: fresh renders of / at 200 connections (503 = shed, counted as errors)',
    probe: { path: '/healthz', rate: 20 },
    prepare: async ({ origin }) => ({ url: `${origin}/`, headers: FRESH, connections: 200 }),
  },
]
