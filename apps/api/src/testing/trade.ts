import { nextId } from '@silk/db/ids'
import { coupons, goods, goodsSkus, members, regions, stores } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { startSession } from '../modules/accounts/sessions.ts'
import { credit } from '../modules/wallet/ledger.ts'
import { createMember } from './accounts.ts'
import type { TestApp } from './app.ts'

/** A store of its own for trade tests (the demo catalogue is not relied on). */
export async function makeStore(t: TestApp, name = `测试店铺${nextId().slice(-4)}`) {
  const [row] = await t.database.db
    .insert(stores)
    .values({ id: nextId(), storeName: name, storeLogo: '/logo.png', countryCode: 'CN', countryName: '中国' })
    .returning()
  return row
}

/** A goods with one SKU; `price` in fen. */
export async function makeSku(
  t: TestApp,
  store: { id: string },
  options: {
    price?: number
    stock?: number
    name?: string
    categoryPath?: string
    marketEnable?: string
  } = {},
) {
  const goodsId = nextId()
  const categoryPath = options.categoryPath ?? '1,11,111'
  await t.database.db.insert(goods).values({
    id: goodsId,
    sn: `G${goodsId}`,
    goodsName: options.name ?? `测试商品${goodsId.slice(-4)}`,
    storeId: store.id,
    categoryPath,
    categoryId: categoryPath.split(',').at(-1) as string,
    images: ['/media/goods/test.webp'],
    marketEnable: options.marketEnable ?? 'UPPER',
  })
  const [sku] = await t.database.db
    .insert(goodsSkus)
    .values({
      id: nextId(),
      goodsId,
      sn: `S${goodsId}`,
      specs: [{ specName: '规格', specValue: '标准' }],
      simpleSpecs: '标准',
      price: options.price ?? 10_000,
      quantity: options.stock ?? 100,
    })
    .returning()
  return sku
}

export async function stockOf(t: TestApp, skuId: string) {
  const [row] = await t.database.db
    .select({ q: goodsSkus.quantity })
    .from(goodsSkus)
    .where(eq(goodsSkus.id, skuId))
  return row.q
}

/** A claimable coupon (money in fen, discount in tenths: 85 = 8.5折). Platform when no store. */
export async function makeCoupon(t: TestApp, values: Partial<typeof coupons.$inferInsert> = {}) {
  const now = Date.now()
  const [row] = await t.database.db
    .insert(coupons)
    .values({
      id: nextId(),
      couponName: '满100减20',
      couponType: 'PRICE',
      price: 2000,
      consumeThreshold: 10_000,
      startTime: new Date(now - 3600_000),
      endTime: new Date(now + 7 * 86_400_000),
      publishNum: 100,
      couponLimitNum: 1,
      ...values,
    })
    .returning()
  return row
}

/** A three-level region chain (province, city, district) for address tests; returns the id path. */
export async function regionPath(t: TestApp): Promise<string> {
  const rows = await t.database.db.select().from(regions).where(eq(regions.parentId, '0')).limit(1)
  if (rows.length > 0) {
    const city = await t.database.db.select().from(regions).where(eq(regions.parentId, rows[0].id)).limit(1)
    const district = city[0]
      ? await t.database.db.select().from(regions).where(eq(regions.parentId, city[0].id)).limit(1)
      : []
    return [rows[0].id, city[0]?.id, district[0]?.id].filter(Boolean).join(',')
  }
  await t.database.db.insert(regions).values([
    { id: '110000', parentId: '0', name: '北京市', level: 'province' },
    { id: '110100', parentId: '110000', name: '北京市', level: 'city' },
    { id: '110105', parentId: '110100', name: '朝阳区', level: 'district' },
  ])
  return '110000,110100,110105'
}

/**
 * Makes a member the owner of a store and signs it in to the seller centre: its `headers` (changed in
 * place, so callers already built on them follow) now carry a STORE token, as `/store/**` needs.
 */
export async function makeSeller(
  t: TestApp,
  who: {
    member: { id: string; username: string; nickName: string | null; face?: string | null }
    headers: Headers
  },
  storeId: string,
) {
  await t.database.db.update(members).set({ haveStore: true, storeId }).where(eq(members.id, who.member.id))
  const tokens = await startSession(
    { db: t.database.db, store: t.store, config: t.config },
    { ...who.member, face: who.member.face ?? null },
    'PC',
    { audience: 'STORE', storeId },
  )
  who.headers.accessToken = tokens.accessToken
  return tokens
}

type Headers = Record<string, string>
/** Shorthand for API calls in trade tests; returns the parsed envelope. */
export function caller(t: TestApp, headers: Headers) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
    return res.json()
  }
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: object) => call('POST', url, payload),
    put: (url: string, payload?: object) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  }
}

/** Adds an address (the default) for the member of `headers`. */
export async function addAddress(t: TestApp, headers: Headers) {
  const path = await regionPath(t)
  const api = caller(t, headers)
  const res = await api.post(
    `/buyer/member/address?name=${encodeURIComponent('张三')}&mobile=13800138000&consigneeAddressIdPath=${path}&detail=${encodeURIComponent('建国路1号')}&isDefault=true`,
  )
  if (!res.success) throw new Error(`address: ${JSON.stringify(res)}`)
  return res.result as { id: string }
}

/** A member with an address and 1000 yuan in the wallet, and its API caller (promotion tests). */
export async function fundedBuyer(t: TestApp, nickName?: string) {
  const member = await createMember(t, nickName ? { nickName } : {})
  await addAddress(t, member.headers)
  await credit(
    t.database.db,
    { memberId: member.member.id, memberName: member.member.username },
    100_000,
    'WALLET_RECHARGE',
    '测试充值',
  )
  return { member, api: caller(t, member.headers) }
}
