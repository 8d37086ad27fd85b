import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderToPipeableStream } from 'react-dom/server.bun'
import {
  type AppLoadContext,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { en } from '../i18n/en/index.ts'
import { provideLanguage, type Resources } from '../i18n/resources.ts'
import * as root from '../root.tsx'
import * as home from '../routes/home.tsx'
import * as goodsList from '../routes/shop/goods-list.tsx'
import type { ApiRequest, ApiResponse } from './api/types.ts'
import { collectDocument } from './collect-document.ts'
import { frozenRender, innerHtml } from './frozen.server.ts'
import { FrozenProvider } from './frozen.tsx'

/**
 * Every frozen part of the shop (docs/performance.md) rendered for visitors who differ in everything a
 * visitor carries — signed in or not, who, cart, favourites, language, display currency — through the
 * real root, pages and loaders against a stand-in API that answers each member's own calls with that
 * member's data. A part's kept HTML is served to whoever comes next with the same key, so two visitors
 * whose keys are equal must get byte-identical parts: anything of a member inside a part fails here.
 */

const app = path.dirname(fileURLToPath(import.meta.url)).replace(/lib$/, '')

interface Member {
  token: string
  nickName: string
  mobile: string
  favourites: string[]
  coupon: string
}

interface Visitor {
  who: string
  lang: 'zh-CN' | 'en'
  currency: 'USD' | 'EUR' | null
  cart: number
  member: Member | null
}

const MEMBER_A: Member = {
  token: 'token-of-member-a',
  nickName: '张三丰',
  mobile: '13800138000',
  favourites: ['收藏的景德镇青花瓷'],
  coupon: '满百减二十券',
}
const MEMBER_B: Member = {
  token: 'token-of-member-b',
  nickName: 'Bob Lee',
  mobile: '13900139000',
  favourites: ['Favourite Yixing teapot'],
  coupon: 'Ten off a hundred',
}
const MEMBERS = [MEMBER_A, MEMBER_B]

const IDENTITIES = [
  { who: 'anonymous', cart: 0, member: null },
  { who: 'anonymous with a cart', cart: 4, member: null },
  { who: 'member a', cart: 3, member: MEMBER_A },
  { who: 'member b', cart: 12, member: MEMBER_B },
] as const

const VISITORS: Visitor[] = IDENTITIES.flatMap((identity) =>
  (['zh-CN', 'en'] as const).flatMap((lang) =>
    ([null, 'USD'] as const).map((currency) => ({ ...identity, lang, currency })),
  ),
)

function cookieOf(visitor: Visitor): string {
  const cookies: string[] = []
  if (visitor.lang === 'en') cookies.push('lang=en')
  if (visitor.currency) cookies.push(`currency=${visitor.currency}`)
  if (visitor.cart) cookies.push(`cartNum=${visitor.cart}`)
  if (visitor.member) {
    const info = { nickName: visitor.member.nickName, username: visitor.member.mobile }
    cookies.push(`accessToken=${visitor.member.token}`, 'refreshToken=refresh-of-the-member')
    cookies.push(`userInfo=${encodeURIComponent(JSON.stringify(info))}`, 'uuid=device-of-the-member')
  }
  return cookies.join('; ')
}

const ok = (result: unknown): ApiResponse => ({
  status: 200,
  body: { success: true, code: 200, message: 'success', result },
})
const refused = (status: number, code: number): ApiResponse => ({
  status,
  body: { success: false, code, message: 'refused' },
})

const card = (i: number, english: boolean) => ({
  id: `sku-${i}`,
  goodsId: `goods-${i}`,
  goodsName: english ? `Celadon tea cup ${i}` : `青瓷茶杯 ${i}`,
  sn: `SN${i}`,
  storeId: '2001',
  storeName: english ? 'Jingdezhen Kiln' : '景德镇窑',
  buyCount: i,
  small: `/media/goods/${i}-200.webp`,
  thumbnail: `/media/goods/${i}-400.webp`,
  original: `/media/goods/${i}-800.webp`,
  brandId: '301',
  brandName: '景德镇',
  brandUrl: null,
  categoryPath: '1,11,111',
  categoryNamePath: '家居,茶具,茶杯',
  price: 30 + i,
  promotionPrice: null,
  commentNum: i * 3,
  grade: 98,
  sellingPoint: '',
  simpleSpecs: english ? 'White' : '白色',
  quantity: 100,
  selfOperated: i % 2 === 0,
  recommend: false,
  salesModel: 'RETAIL',
  goodsType: 'PHYSICAL_GOODS',
  marketEnable: 'UPPER',
  authFlag: 'PASS',
  releaseTime: 1_764_000_000_000 + i,
  attrList: [],
  promotionMap: {},
  skuCount: 1 + (i % 3),
})

/**
 * The API as the pages meet it: the shop's public answers (in the caller's language), and a member's
 * own calls (who they are, their favourites, cart and coupons) answered for the token that asks.
 */
function standInApi(calls: ApiRequest[]) {
  return async (request: ApiRequest): Promise<ApiResponse> => {
    calls.push(request)
    const english = request.headers?.['accept-language'] === 'en'
    const token = request.headers?.accessToken
    const member = MEMBERS.find((m) => m.token === token) ?? null
    switch (request.path) {
      case '/common/common/site':
        return ok({
          settingValue: JSON.stringify({
            siteName: '丝路之舟',
            siteNameEn: 'Silk Road Ark',
            buyerSideLogo: '/brand/logo.svg',
            buyerSideIcon: '/brand/icon.svg',
            icp: '沪ICP备20260001号',
          }),
        })
      case '/common/common/currency':
        return ok([
          { currency: 'USD', rate: '0.1380', rateDate: '2026-11-28' },
          { currency: 'EUR', rate: '0.1290', rateDate: '2026-11-28' },
        ])
      case '/buyer/other/home/slides':
        return ok([])
      case '/buyer/other/navList':
        // The operator's row (decision 168): the same for everyone, whatever the visitor carries.
        return ok([
          { id: '1', kind: 'PAGE', label: '首页', labelEn: 'Home', target: '/', paths: [] },
          {
            id: '2',
            kind: 'GUIDE',
            label: '出海指南',
            labelEn: 'Market guides',
            target: '/Initiative',
            paths: [],
          },
          { id: '3', kind: 'PAGE', label: '商城', labelEn: 'Shop', target: '/slShop', paths: ['/goodsList'] },
          { id: '4', kind: 'EXTERNAL', label: '货仓', labelEn: 'Depot', target: null, paths: [] },
        ])
      case '/buyer/goods/category/get/0':
        return ok([])
      case '/buyer/goods/goods/es': {
        const records = Array.from({ length: 20 }, (_, i) => card(i + 1, english))
        return ok({ records, total: 45, size: 20, current: 1, pages: 3 })
      }
      case '/buyer/goods/goods/es/related':
        return ok({
          categories: [],
          brands: [
            { name: english ? 'Jingdezhen' : '景德镇', value: '301', url: '/media/brands/301.webp' },
            { name: english ? 'Longquan' : '龙泉', value: '302', url: null },
          ],
          paramOptions: [
            { key: '材质', name: english ? 'Material' : '材质', values: ['陶瓷', '玻璃'] },
            { key: '容量', name: english ? 'Capacity' : '容量', values: ['200ml', '350ml'] },
          ],
        })
    }
    if (!member) return refused(401, 20004)
    if (request.path === '/buyer/passport/member')
      return ok({ id: member.token, nickName: member.nickName, mobile: member.mobile, point: 1200 })
    if (request.path.startsWith('/buyer/member/collection'))
      return ok({ records: member.favourites.map((goodsName) => ({ goodsName })), total: 1 })
    if (request.path === '/buyer/trade/carts/count') return ok(member === MEMBER_A ? 3 : 12)
    if (request.path.startsWith('/buyer/promotion/coupon'))
      return ok({ records: [{ couponName: member.coupon }], total: 1 })
    return refused(404, 404)
  }
}

const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    loader: root.loader,
    Component: root.default,
    children: [
      { id: 'routes/home', index: true, loader: home.loader, Component: home.default },
      {
        id: 'routes/shop/goods-list',
        path: 'goodsList',
        loader: goodsList.loader,
        Component: goodsList.default,
      },
    ],
  },
])

interface Drawn {
  name: string
  key: string
  html: string
}

/** One page as `entry.server.tsx` renders it, with every frozen part drawn whole (`off`) and cut out. */
async function renderPage(url: string, visitor: Visitor) {
  const calls: ApiRequest[] = []
  const request = new Request(`http://shop.test${url}`, { headers: { cookie: cookieOf(visitor) } })
  const context = {
    transport: standInApi(calls),
    nonce: 'nonce',
    publicConfig: {
      englishSiteUrl: null,
      goodsDepotUrl: null,
      publicOrigin: 'http://shop.test',
      maps: { key: '', enabled: false },
      cdn: false,
    },
  } satisfies AppLoadContext
  const state = await handler.query(request, { requestContext: context })
  if (state instanceof Response) throw new Error(`${url} answered ${state.status}`)
  if (state.errors) throw new Error(`${url}: ${JSON.stringify(state.errors)}`)
  const router = createStaticRouter(handler.dataRoutes, state)
  const frozen = frozenRender('off')
  const document = await new Promise<Buffer>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <FrozenProvider value={frozen}>
        <StaticRouterProvider router={router} context={state} hydrate={false} />
      </FrozenProvider>,
      { onAllReady: () => resolve(collectDocument(pipe)), onShellError: reject, onError: reject },
    )
  })
  const parts: Drawn[] = frozen.drawn.map((part) => {
    const html = innerHtml(document, part)
    if (html === null) throw new Error(`frozen part "${part.name}" not found in the document of ${url}`)
    return { name: part.name, key: frozen.stored(part.key), html }
  })
  return { html: document.toString(), parts, calls }
}

/** The `name` of every `<Frozen>` in the app's source, so a new part is covered or this test fails. */
function partsInSource(): string[] {
  const names = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        for (const match of readFileSync(file, 'utf8').matchAll(/<Frozen\b[^>]*?\bname="([^"]+)"/g))
          names.add(match[1] as string)
      }
    }
  }
  walk(app)
  return [...names].sort()
}

const PAGES = ['/', '/goodsList?keyword=茶杯']
type Rendered = { visitor: Visitor; page: string } & Awaited<ReturnType<typeof renderPage>>
const rendered: Rendered[] = []

beforeAll(async () => {
  // The server renders in both languages from the start (entry.server.tsx).
  provideLanguage('en', en as Resources)
  for (const visitor of VISITORS) {
    for (const page of PAGES) rendered.push({ visitor, page, ...(await renderPage(page, visitor)) })
  }
}, 120_000)

const label = (r: Rendered) =>
  `${r.visitor.who} (${r.visitor.lang}, ${r.visitor.currency ?? 'CNY only'}) on ${r.page}`

describe('frozen parts for different visitors', () => {
  it('renders every frozen part the source declares', () => {
    const drawn = new Set(rendered.flatMap((r) => r.parts.map((p) => p.name)))
    expect(partsInSource()).toEqual(['currency', 'filters', 'footer', 'goods-grid', 'home', 'nav', 'tab-bar'])
    expect([...drawn].sort()).toEqual(partsInSource())
  })

  it('renders each member as that member: the header greets them and the API saw their token', () => {
    for (const r of rendered.filter((r) => r.visitor.member)) {
      const member = r.visitor.member as Member
      expect(r.html, label(r)).toContain(member.nickName)
      expect(
        r.calls.some((call) => call.headers?.accessToken === member.token),
        label(r),
      ).toBe(true)
    }
    for (const r of rendered.filter((r) => !r.visitor.member)) {
      expect(r.calls.some((call) => call.headers?.accessToken)).toBe(false)
    }
  })

  it('draws byte-identical HTML for every visitor whose key is the same', () => {
    const byKey = new Map<string, { html: string; from: Rendered }>()
    for (const r of rendered) {
      for (const part of r.parts) {
        const id = `${part.name} ${part.key}`
        const first = byKey.get(id)
        if (!first) {
          byKey.set(id, { html: part.html, from: r })
          continue
        }
        if (first.html === part.html) continue
        let at = 0
        while (first.html[at] === part.html[at]) at++
        const around = (html: string) => html.slice(Math.max(0, at - 60), at + 80)
        expect.fail(
          `frozen part "${part.name}" differs under one key: the key misses something it shows.\n` +
            `  ${label(first.from)}: …${around(first.html)}…\n` +
            `  ${label(r)}: …${around(part.html)}…`,
        )
      }
    }
  })

  it('keys no part by the member: every identity shares a key of each part with all the others', () => {
    for (const name of partsInSource()) {
      const whoByKey = new Map<string, Set<string>>()
      for (const r of rendered) {
        for (const part of r.parts.filter((p) => p.name === name)) {
          const who = whoByKey.get(part.key) ?? new Set<string>()
          who.add(r.visitor.who)
          whoByKey.set(part.key, who)
        }
      }
      const shared = [...whoByKey.values()].some((who) => who.size === IDENTITIES.length)
      expect(shared, `no key of "${name}" is shared by anonymous visitors and both members`).toBe(true)
    }
  })

  it('never shows a member’s name, mobile, favourites, coupons or token inside a part', () => {
    const secrets = MEMBERS.flatMap((m) => [m.nickName, m.mobile, m.token, m.coupon, ...m.favourites])
    for (const r of rendered) {
      for (const part of r.parts) {
        for (const secret of secrets) {
          expect(part.html.includes(secret), `"${secret}" inside "${part.name}" for ${label(r)}`).toBe(false)
        }
      }
    }
  })

  it('keeps languages and display currencies apart by key', () => {
    const keys = (name: string, pick: (v: Visitor) => string) => {
      const seen = new Map<string, Set<string>>()
      for (const r of rendered) {
        for (const part of r.parts.filter((p) => p.name === name)) {
          const values = seen.get(part.key) ?? new Set<string>()
          values.add(pick(r.visitor))
          seen.set(part.key, values)
        }
      }
      return [...seen.values()]
    }
    for (const name of partsInSource()) {
      expect(
        keys(name, (v) => v.lang).every((langs) => langs.size === 1),
        name,
      ).toBe(true)
    }
    for (const name of ['currency', 'goods-grid']) {
      expect(
        keys(name, (v) => v.currency ?? '-').every((c) => c.size === 1),
        name,
      ).toBe(true)
    }
  })
})
