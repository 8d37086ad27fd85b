import { existsSync } from 'node:fs'
import { ErrorCodes } from '@silk/contracts/errors'
import { coupons } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'

/** Endpoints lilishop's PC client calls that this API lacked (issue #25), on the demo data. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
})
afterAll(() => t.close())

const get = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ url, headers })).json()
const post = async (url: string, headers: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'POST', url, headers })).json()

interface Module {
  type: string
  key?: string
  options: { list: unknown[]; navList?: { title: string }[] }
  img?: string
  url?: string
  bgColor?: string
  list?: { name: string; url: string }[]
}

describe('PC home and topic pages', () => {
  it('answers the PC home with its top advert, navigation and goods floors, each module keyed', async () => {
    const res = await get('/buyer/other/pageData/getIndex?clientType=PC')
    expect(res.success).toBe(true)
    const page = JSON.parse(res.result.pageData) as { list: Module[] }
    expect(page.list.slice(0, 2).map((m) => m.type)).toEqual(['topAdvert', 'navBar'])
    // lilishop's header reads these two flat (FixedTop: `data.img`; CateNav: `navList.list`).
    const [advert, nav] = page.list
    expect(advert.img?.startsWith(`${t.config.PUBLIC_ORIGIN}/media/shop/`)).toBe(true)
    // The picture is one of the site's static files (apps/web/public), not a missing path.
    const file = advert.img?.slice(t.config.PUBLIC_ORIGIN.length) ?? ''
    expect(existsSync(new URL(`../../../../web/public${file}`, import.meta.url))).toBe(true)
    expect(advert).toMatchObject({ url: '/seckill', bgColor: expect.stringMatching(/^#[0-9a-f]{6}$/) })
    expect(nav.list?.map((n) => n.name).length).toBeGreaterThan(0)
    // lilishop opens them on its own origin: only paths its router (and this site) has.
    for (const n of nav.list ?? [])
      expect(['/goodsList', '/seckill', '/PointMall', '/coupon']).toContain(n.url)
    for (const m of page.list) expect(m.key).toBeTruthy()
    const floors = page.list.find((m) => m.type === 'notEnough')
    if (!floors) throw new Error('no goods floors on the PC home')
    expect(floors.options.navList?.length).toBeGreaterThan(0)
    const first = (floors.options.list[0] as { img: string; url: string; price: number }[])[0]
    expect(first.url).toMatch(/^\/goodsDetail\?skuId=\d+&goodsId=\d+$/)
    expect(first.img.startsWith(`${t.config.PUBLIC_ORIGIN}/media/`)).toBe(true)
    expect(page.list.find((m) => m.type === 'carousel')?.options.list.length).toBeGreaterThan(0)
  })

  it('answers a designed page by id, and 61001 for one that does not exist', async () => {
    const index = (await get('/buyer/other/pageData/getIndex?clientType=PC')).result
    expect((await get(`/buyer/other/pageData/get/${index.id}`)).result).toMatchObject({ id: index.id })
    const missing = await get('/buyer/other/pageData/get/1')
    expect(missing).toMatchObject({ success: false, code: ErrorCodes.PAGE_NOT_EXIST.code })
    expect((await get('/buyer/other/pageData/getIndex?clientType=TV')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
  })
})

describe('store categories', () => {
  it('lists the categories of a store’s goods, first level with children', async () => {
    const labels = (await get('/buyer/store/store/label/get/2001')).result
    expect(labels.length).toBeGreaterThan(0)
    expect(labels[0]).toMatchObject({ level: 0, parentId: '0' })
    expect(labels[0].children.every((c: { parentId: string }) => c.parentId === labels[0].id)).toBe(true)
    expect((await get('/buyer/store/store/label/get/999')).code).toBe(ErrorCodes.STORE_NOT_EXIST.code)
  })
})

describe('sign-in the client offers', () => {
  it('answers QR sign-in in the contract’s shapes: no app can confirm it, so status 4 and why', async () => {
    const session = await post('/buyer/passport/member/pc_session')
    expect(session.result).toMatchObject({ status: 4 })
    expect(session.result.message).toContain('App')
    const poll = await post(
      `/buyer/passport/member/session_login/${session.result.token}?beforeSessionStatus=0`,
    )
    expect(poll.result).toMatchObject({ status: 4, token: null })
  })

  it('answers third-party sign-in as not configured', async () => {
    for (const url of [
      '/buyer/passport/connect/connect/login/web/WECHAT',
      '/buyer/passport/connect/connect/result?state=abc',
    ]) {
      const res = await get(url)
      expect(res).toMatchObject({ success: false, code: ErrorCodes.CONNECT_NOT_CONFIGURED.code })
    }
  })
})

describe('activity coupons (GET /buyer/promotion/coupon/activity)', () => {
  it('gives a member each running activity coupon once, even when asked concurrently; visitors get none', async () => {
    expect(await get('/buyer/promotion/coupon/activity')).toMatchObject({ success: true, result: [] })
    const [gift] = await t.database.db.select().from(coupons).where(eq(coupons.getType, 'ACTIVITY'))
    const m = await createMember(t)
    const answers = await Promise.all([1, 2, 3].map(() => get('/buyer/promotion/coupon/activity', m.headers)))
    const granted = answers.flatMap((a) => a.result)
    expect(granted).toHaveLength(1)
    expect(granted[0]).toMatchObject({ couponId: gift.id, memberCouponStatus: 'NEW' })
    expect((await get('/buyer/promotion/coupon/activity', m.headers)).result).toEqual([])
    const mine = (await get('/buyer/promotion/coupon/getCoupons?pageSize=50', m.headers)).result.records
    expect(mine.filter((c: { couponId: string }) => c.couponId === gift.id)).toHaveLength(1)
  })

  it('stops at the published number under concurrent members', async () => {
    const [gift] = await t.database.db.select().from(coupons).where(eq(coupons.getType, 'ACTIVITY'))
    await t.database.db
      .update(coupons)
      .set({ publishNum: gift.receivedNum + 2 })
      .where(eq(coupons.id, gift.id))
    const members = await Promise.all([1, 2, 3, 4].map(() => createMember(t)))
    const answers = await Promise.all(members.map((m) => get('/buyer/promotion/coupon/activity', m.headers)))
    expect(answers.every((a) => a.success)).toBe(true)
    expect(answers.flatMap((a) => a.result)).toHaveLength(2)
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, gift.id))
    expect(after.receivedNum).toBe(gift.receivedNum + 2)
  })
})
