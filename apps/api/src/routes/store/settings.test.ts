import { ErrorCodes } from '@silk/contracts/errors'
import { regions, storeAfterSaleAddresses } from '@silk/db/schema/index'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, makeSeller, makeStore, regionPath } from '../../testing/trade.ts'

/** 店铺设置 and 自提点: what the seller edits and where the buyer sees it. */
let t: TestApp
let path: string
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  path = await regionPath(t)
})
afterAll(() => t.close())

async function seller() {
  const m = await createMember(t)
  const store = await makeStore(t)
  await makeSeller(t, m, store.id)
  return { api: caller(t, m.headers), store, headers: m.headers }
}

const profile = {
  storeName: '景德镇瓷器旗舰店',
  storeLogo: '/media/store/logo.webp',
  storeBanner: '/media/store/banner.webp',
  storeDesc: '<p>手绘<strong>青花</strong></p><script>alert(1)</script>',
  contactMobile: '0798-8888666',
  contactEmail: 'shop@example.com',
}

describe('店铺设置 /store/settings/storeSettings', () => {
  it('saves the profile (introduction sanitised) and the buyer store page shows it', async () => {
    const { api, store } = await seller()
    const before = (await api.get('/store/settings/storeSettings')).result
    expect(before).toMatchObject({
      storeId: store.id,
      storeBanner: '',
      shipAddress: null,
      returnAddress: null,
    })
    const saved = await api.put('/store/settings/storeSettings', profile)
    expect(saved.success).toBe(true)
    expect(saved.result.storeDesc).toBe('<p>手绘<strong>青花</strong></p>')
    const shown = (await t.app.inject(`/buyer/store/store/get/detail/${store.id}`)).json().result
    expect(shown).toMatchObject({
      storeName: '景德镇瓷器旗舰店',
      // Stored paths are answered as absolute URLs.
      storeLogo: expect.stringMatching(/\/media\/store\/logo\.webp$/),
      storeBanner: expect.stringMatching(/\/media\/store\/banner\.webp$/),
      storeDesc: '<p>手绘<strong>青花</strong></p>',
    })
  })

  it('refuses bad fields with their messages (4002)', async () => {
    const { api } = await seller()
    const bad = async (over: object) => {
      const res = await api.put('/store/settings/storeSettings', { ...profile, ...over })
      expect(res.code).toBe(ErrorCodes.PARAMS_ERROR.code)
      return res.message as string
    }
    expect(await bad({ storeName: '店' })).toContain('店铺名称至少2个字')
    expect(await bad({ storeLogo: 'javascript:alert(1)' })).toContain('图片地址格式不正确')
    expect(await bad({ contactEmail: 'nope' })).toContain('邮箱格式不正确')
    expect(await bad({ contactMobile: 'abc' })).toContain('电话格式不正确')
  })

  it('keeps the English introduction and location beside the Chinese; the buyer reads them in English', async () => {
    const { api, store } = await seller()
    const saved = await api.put('/store/settings/storeSettings', {
      ...profile,
      companyAddressPath: '中国,江西省景德镇市',
      companyAddressPathEn: ' Jingdezhen, Jiangxi, China ',
      storeDescEn: '<p>Hand-painted <strong>blue-and-white</strong></p><script>alert(1)</script>',
    })
    expect(saved.result).toMatchObject({
      companyAddressPath: '中国,江西省景德镇市',
      companyAddressPathEn: 'Jingdezhen, Jiangxi, China',
      storeDescEn: '<p>Hand-painted <strong>blue-and-white</strong></p>',
    })
    const shown = async (lang?: string) =>
      (
        await t.app.inject({
          url: `/buyer/store/store/get/detail/${store.id}`,
          headers: lang ? { 'accept-language': lang } : {},
        })
      ).json().result
    // The upstream fields carry the visitor's language, as storeName does (decision 023).
    expect(await shown('en-GB,en;q=0.9')).toMatchObject({
      companyAddressPath: 'Jingdezhen, Jiangxi, China',
      storeDesc: '<p>Hand-painted <strong>blue-and-white</strong></p>',
    })
    expect(await shown()).toMatchObject({
      companyAddressPath: '中国,江西省景德镇市',
      storeDesc: '<p>手绘<strong>青花</strong></p>',
    })
    const listed = (
      await t.app.inject({ url: '/buyer/store/store?pageSize=100', headers: { 'accept-language': 'en' } })
    ).json().result.records
    expect(listed.find((s: { storeId: string }) => s.storeId === store.id)).toMatchObject({
      companyAddressPath: 'Jingdezhen, Jiangxi, China',
    })

    // Blank English (or a tag with no text) is "none given": the English visitor reads the Chinese.
    // An upstream client that sends no location keeps the stored one.
    const cleared = await api.put('/store/settings/storeSettings', { ...profile, storeDescEn: '<p> </p>' })
    expect(cleared.result).toMatchObject({
      storeDescEn: '',
      companyAddressPath: '中国,江西省景德镇市',
      companyAddressPathEn: '',
    })
    expect(await shown('en')).toMatchObject({
      companyAddressPath: '中国,江西省景德镇市',
      storeDesc: '<p>手绘<strong>青花</strong></p>',
    })
  })

  it('keeps the English store name (issue 60 item 11): the English buyer reads it, blank shows the Chinese, absent keeps it', async () => {
    const { api, store } = await seller()
    const saved = await api.put('/store/settings/storeSettings', {
      ...profile,
      storeNameEn: ' Jingdezhen Porcelain House ',
    })
    expect(saved.result).toMatchObject({
      storeName: '景德镇瓷器旗舰店',
      storeNameEn: 'Jingdezhen Porcelain House',
    })
    const name = async (lang?: string) =>
      (
        await t.app.inject({
          url: `/buyer/store/store/get/detail/${store.id}`,
          headers: lang ? { 'accept-language': lang } : {},
        })
      ).json().result.storeName
    expect(await name('en')).toBe('Jingdezhen Porcelain House')
    expect(await name()).toBe('景德镇瓷器旗舰店')
    // An upstream client sends no English name: the stored one stays.
    expect((await api.put('/store/settings/storeSettings', profile)).result.storeNameEn).toBe(
      'Jingdezhen Porcelain House',
    )
    expect(
      (await api.put('/store/settings/storeSettings', { ...profile, storeNameEn: '' })).result.storeNameEn,
    ).toBe('')
    expect(await name('en')).toBe('景德镇瓷器旗舰店')
    const long = await api.put('/store/settings/storeSettings', { ...profile, storeNameEn: 'x'.repeat(97) })
    expect(long.code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect(long.message).toContain('英文店铺名称最多96个字符')
  })

  it('refuses an English introduction without a Chinese one, and a blank or long location (4002)', async () => {
    const { api } = await seller()
    const bad = async (over: object) => {
      const res = await api.put('/store/settings/storeSettings', { ...profile, ...over })
      expect(res.code).toBe(ErrorCodes.PARAMS_ERROR.code)
      return res.message as string
    }
    expect(await bad({ storeDesc: '<p></p>', storeDescEn: '<p>Hand-painted porcelain</p>' })).toContain(
      '填写英文简介前请先填写中文店铺简介',
    )
    expect(await bad({ companyAddressPath: ' ' })).toContain('请输入店铺所在地')
    expect(await bad({ companyAddressPathEn: 'x'.repeat(161) })).toContain('英文所在地最多160个字符')
  })

  it('keeps the ship-from and return addresses; the return address is the after-sale one', async () => {
    const { api, store, headers } = await seller()
    const address = { name: '王五', mobile: '13900001111', regionIdPath: path, detail: '瓷都大道1号' }
    const saved = await api.put('/store/settings/storeSettings/address', {
      shipAddress: address,
      returnAddress: { ...address, detail: '售后仓2号' },
    })
    expect(saved.success).toBe(true)
    expect(saved.result.shipAddress.regionPath.split(',')).toHaveLength(path.split(',').length)
    expect(saved.result.returnAddress).toMatchObject({ detail: '售后仓2号', regionIdPath: path })
    // The saved lines read in English on an English page (decision 159), stored in Chinese.
    const names = await t.database.db
      .select()
      .from(regions)
      .where(inArray(regions.id, path.split(',')))
    const english = path
      .split(',')
      .map((id) => names.find((r) => r.id === id)?.nameEn)
      .join(',')
    expect(english).not.toMatch(/\p{Script=Han}|undefined/u)
    const en = await caller(t, { ...headers, 'accept-language': 'en' }).get('/store/settings/storeSettings')
    expect(en.result.shipAddress.regionPath).toBe(english)
    expect(en.result.returnAddress.regionPath).toBe(english)
    expect((await api.get('/store/settings/storeSettings')).result.shipAddress.regionPath).toBe(
      saved.result.shipAddress.regionPath,
    )
    expect(saved.result.shipAddress.regionPath).toMatch(/\p{Script=Han}/u)
    const [row] = await t.database.db
      .select()
      .from(storeAfterSaleAddresses)
      .where(eq(storeAfterSaleAddresses.storeId, store.id))
    expect(row).toMatchObject({ salesConsigneeName: '王五', salesConsigneeDetail: '售后仓2号' })
    // A path whose ids do not chain is refused; null clears.
    const reversed = path.split(',').reverse().join(',')
    expect(
      (
        await api.put('/store/settings/storeSettings/address', {
          shipAddress: { ...address, regionIdPath: reversed },
          returnAddress: null,
        })
      ).code,
    ).toBe(ErrorCodes.STORE_SETTINGS_REGION_ERROR.code)
    const cleared = await api.put('/store/settings/storeSettings/address', {
      shipAddress: null,
      returnAddress: null,
    })
    expect(cleared.result).toMatchObject({ shipAddress: null, returnAddress: null })
  })
})

describe('自提点 /store/member/storeAddress', () => {
  it('adds, edits and deletes pickup points that the buyer checkout lists', async () => {
    const { api, store } = await seller()
    const point = {
      addressName: '西湖自提点',
      address: '杭州市西湖区湖滨路1号',
      mobile: '057188886666',
      center: '120.15,30.27',
    }
    const added = await api.post('/store/member/storeAddress', point)
    expect(added.result).toMatchObject(point)
    const listed = (await t.app.inject(`/buyer/store/address/page/${store.id}`)).json().result.records
    expect(listed).toMatchObject([{ id: added.result.id, addressName: '西湖自提点' }])
    const edited = await api.put(`/store/member/storeAddress/${added.result.id}`, {
      ...point,
      addressName: '湖滨自提点',
    })
    expect(edited.result.addressName).toBe('湖滨自提点')
    expect((await api.post('/store/member/storeAddress', { ...point, center: 'x' })).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    expect((await api.del(`/store/member/storeAddress/${added.result.id}`)).success).toBe(true)
    expect((await api.del(`/store/member/storeAddress/${added.result.id}`)).code).toBe(
      ErrorCodes.STORE_PICKUP_POINT_NOT_EXIST.code,
    )
    expect((await api.get('/store/member/storeAddress')).result.records).toEqual([])
  })
})
