import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
})
afterAll(() => t.close())

describe('GET /common/common/site', () => {
  it('returns BASE_SETTING with settingValue as a JSON string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/common/common/site' })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, code: 200, message: 'success' })
    expect(typeof body.timestamp).toBe('number')
    expect(body.result.id).toBe('BASE_SETTING')
    const value = JSON.parse(body.result.settingValue)
    expect(value.siteName).toBe('丝路之舟')
    expect(value.buyerSideLogo).toMatch(/\.svg$/)
    expect(body.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })
})

describe('GET /common/common/region/item/:id', () => {
  it('lists provinces for 0, cities of a province and districts of a city', async () => {
    const provinces = (await t.app.inject('/common/common/region/item/0')).json().result
    expect(provinces.length).toBeGreaterThanOrEqual(34)
    expect(provinces.map((p: { name: string }) => p.name)).toContain('浙江省')
    const zj = provinces.find((p: { name: string }) => p.name === '浙江省')
    const cities = (await t.app.inject(`/common/common/region/item/${zj.id}`)).json().result
    expect(cities.map((c: { name: string }) => c.name)).toContain('杭州市')
    const hz = cities.find((c: { name: string }) => c.name === '杭州市')
    const districts = (await t.app.inject(`/common/common/region/item/${hz.id}`)).json().result
    expect(districts.map((d: { name: string }) => d.name)).toContain('西湖区')
    expect(districts[0]).toMatchObject({ parentId: hz.id, level: 'district' })
    // The client's address picker splits `center`: a string on every level, never null.
    for (const r of [...provinces, ...cities, ...districts]) expect(typeof r.center).toBe('string')
  })

  it('answers an unknown code with an empty list and a malformed one with 400/4002', async () => {
    expect((await t.app.inject('/common/common/region/item/999999')).json().result).toEqual([])
    const bad = await t.app.inject('/common/common/region/item/abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
    expect(bad.json().message).toContain('id')
  })
})

describe('customer service and protected common calls', () => {
  it('GET /common/common/IM answers visitors too (upstream: anonymous): the built-in chat page while chat is on', async () => {
    const res = await t.app.inject('/common/common/IM')
    expect(res.json()).toMatchObject({ success: true, result: `${t.config.PUBLIC_ORIGIN}/im` })
  })

  it('GET /buyer/other/logistics needs a member', async () => {
    const res = await t.app.inject('/buyer/other/logistics?pageNumber=1&pageSize=200&disabled=OPEN')
    expect(res.statusCode).toBe(401)
  })

  it('GET /buyer/other/logistics pages as the specification calls it (1 of 200, OPEN) and answers the list', async () => {
    const { headers } = await createMember(t)
    const list = async (query: string) =>
      (await t.app.inject({ url: `/buyer/other/logistics?${query}`, headers })).json().result as {
        id: string
        disabled: string
      }[]
    const all = await list('pageNumber=1&pageSize=200&disabled=OPEN')
    expect(all.length).toBeGreaterThan(3)
    expect(all.every((c) => c.disabled === 'OPEN')).toBe(true)
    // The same without a query (defaults are the specification's), and its pages are slices of it.
    expect(await list('')).toEqual(all)
    expect((await list('pageNumber=1&pageSize=2')).map((c) => c.id)).toEqual(all.slice(0, 2).map((c) => c.id))
    expect((await list('pageNumber=2&pageSize=2')).map((c) => c.id)).toEqual(all.slice(2, 4).map((c) => c.id))
    expect(await list(`pageNumber=99&pageSize=200`)).toEqual([])
    // More than 200 is 200; nonsense is the default.
    expect(await list('pageSize=100000')).toEqual(all.slice(0, 200))
    expect(await list('pageSize=abc&pageNumber=-3')).toEqual(all)
  })
})

describe('GET /buyer/other/pageData', () => {
  it('returns the PC index decoration as an opaque JSON string', async () => {
    const res = await t.app.inject('/buyer/other/pageData?pageClientType=PC')
    const result = res.json().result
    expect(JSON.parse(result.pageData).list.length).toBeGreaterThanOrEqual(2)
  })

  it('STORE without num is 61001', async () => {
    const res = await t.app.inject('/buyer/other/pageData?pageType=STORE&pageClientType=PC')
    expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.PAGE_NOT_EXIST.code })
  })
})
