// Server-rendered pages (issue 22). Anonymous pages come from the page cache; the same pages with a
// `cartNum` cookie (a cart-bearing visitor, who is never served from it) are rendered afresh, which
// is what any page costs with the cache off. A member's `/home` and `/cart` are member shells
// (decision 022): the document comes from memory and the data is read by the browser, so the API
// calls each page then makes are measured beside it with the member's token.
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

/** The demo buyer's access token (slider, then password) and the device it was made on. */
async function memberLogin({ origin, dataDir }: BenchContext): Promise<{ token: string; uuid: string }> {
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
  return { token: login.result.accessToken as string, uuid }
}

/** A member's page as the browser asks for it: the login and the name the login page stored. */
const member = (path: string): Scenario => ({
  name: `SSR signed-in ${path}`,
  prepare: async (bench: BenchContext) => {
    const { token, uuid } = await memberLogin(bench)
    const userInfo = encodeURIComponent(JSON.stringify({ nickName: 'demo' }))
    return {
      url: `${bench.origin}${path}`,
      headers: { ...HTML, cookie: `accessToken=${token}; uuid=${uuid}; userInfo=${userInfo}` },
    }
  },
})

/** One API call a member shell makes from the browser, with the member's token. */
const memberData = (page: string, apiPath: string): Scenario => ({
  name: `API signed-in ${apiPath} (data of ${page})`,
  prepare: async (bench: BenchContext) => {
    const { token, uuid } = await memberLogin(bench)
    return { url: `${bench.origin}${apiPath}`, headers: { accessToken: token, uuid } }
  },
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
  memberData('/home', '/buyer/passport/member'),
  memberData('/home', '/buyer/member/overview'),
  member('/cart'),
  memberData('/cart', '/buyer/trade/carts/all'),
  {
    name: 'SSR overload: fresh renders of / at 200 connections (503 = shed, counted as errors)',
    probe: { path: '/healthz', rate: 20 },
    prepare: async ({ origin }) => ({ url: `${origin}/`, headers: FRESH, connections: 200 }),
  },
]
