import { goods, orders, stores } from '@silk/db/schema/index'
import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { paidOrder } from '../../testing/orders.ts'
import { caller, makeSeller, makeStore } from '../../testing/trade.ts'

const HAN = /\p{Script=Han}/u
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
})
afterAll(() => t.close())

const en = { 'accept-language': 'en' }

describe('region names in English (decision 159)', () => {
  it('the region answers carry the English name beside the Chinese one', async () => {
    const provinces = (await t.app.inject('/common/common/region/item/0')).json().result
    expect(provinces.find((p: { id: string }) => p.id === '11')).toMatchObject({
      name: '北京市',
      nameEn: 'Beijing',
    })
    expect(provinces.find((p: { id: string }) => p.id === '15')).toMatchObject({ nameEn: 'Inner Mongolia' })
    const districts = (await t.app.inject('/common/common/region/item/1101')).json().result
    expect(districts.find((d: { id: string }) => d.id === '110101')).toMatchObject({
      name: '东城区',
      nameEn: 'Dongcheng District',
    })
    for (const r of [...provinces, ...districts]) expect(r.nameEn, r.name).not.toMatch(HAN)
  })

  it('an English reader sees the address book and the checkout address in English; a Chinese one as stored', async () => {
    const m = await createMember(t)
    const api = caller(t, m.headers)
    const added = await api.post(
      `/buyer/member/address?name=${encodeURIComponent('张三')}&mobile=13800138000&consigneeAddressIdPath=11,1101,110101&detail=1&isDefault=true`,
    )
    expect(added.success).toBe(true)
    const english = caller(t, { ...m.headers, ...en })
    const list = (await english.get('/buyer/member/address')).result.records
    expect(list[0].consigneeAddressPath).toBe('Beijing,City districts,Dongcheng District')
    expect((await english.get('/buyer/member/address/get/default')).result.consigneeAddressPath).toBe(
      'Beijing,City districts,Dongcheng District',
    )
    expect(
      (await english.get(`/buyer/member/address/get/${added.result.id}`)).result.consigneeAddressPath,
    ).toBe('Beijing,City districts,Dongcheng District')
    expect((await api.get('/buyer/member/address')).result.records[0].consigneeAddressPath).toBe(
      '北京市,市辖区,东城区',
    )
  })

  it('order details write the consignee region in the reader language, for the buyer and the seller', async () => {
    const o = await paidOrder(t, { pay: false })
    const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, o.orderSn))
    expect(row.consigneeAddressPath).toMatch(HAN)
    const buyerEn = caller(t, { ...o.buyerMember.headers, ...en })
    const sellerEn = caller(t, { ...o.sellerMember.headers, ...en })
    for (const api of [buyerEn, sellerEn]) {
      const path = (await api.get(`/${api === buyerEn ? 'buyer' : 'store'}/order/order/${o.orderSn}`)).result
        .order.consigneeAddressPath
      expect(path).not.toMatch(HAN)
      expect(path.split(',')).toHaveLength(row.consigneeAddressIdPath?.split(',').length ?? 0)
    }
    expect((await o.buyer.get(`/buyer/order/order/${o.orderSn}`)).result.order.consigneeAddressPath).toBe(
      row.consigneeAddressPath,
    )
  })

  it('freight template rows name their regions in the reader language', async () => {
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const api = caller(t, m.headers)
    const created = await api.post('/store/setting/freightTemplate', {
      name: '按件计费',
      pricingMethod: 'NUM',
      firstUnit: 1,
      firstFee: 10,
      extraUnit: 1,
      extraFee: 5,
      rows: [{ regionIds: ['45', '3301'], firstUnit: 1, firstFee: 8, extraUnit: 1, extraFee: 3 }],
    })
    expect(created.result.rows[0].regionNames).toEqual(['广西壮族自治区', '杭州市'])
    const english = caller(t, { ...m.headers, ...en })
    const [template] = (await english.get('/store/setting/freightTemplate')).result
    expect(template.rows[0].regionNames).toEqual(['Guangxi', 'Hangzhou'])
  })

  it('the goods page names where the store is, in the reader language', async () => {
    const [row] = await t.database.db
      .select({ id: goods.id, store: stores })
      .from(goods)
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .where(
        and(
          eq(goods.marketEnable, 'UPPER'),
          eq(goods.authFlag, 'PASS'),
          eq(stores.storeDisable, 'OPEN'),
          isNotNull(stores.companyAddressPathEn),
        ),
      )
      .limit(1)
    const store = async (headers = {}) =>
      (await t.app.inject({ url: `/buyer/goods/goods/sku/${row.id}/undefined`, headers })).json().result.store
    expect((await store()).location).toBe(row.store.companyAddressPath)
    const english = (await store(en)).location
    expect(english).toBe(row.store.companyAddressPathEn)
    expect(english).not.toMatch(HAN)
  })
})
