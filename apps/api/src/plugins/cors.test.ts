import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'

const CLIENT = 'http://shop.example.com:8080'
const CDN = 'https://img.example-cdn.com'
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo',
    env: { CORS_ORIGINS: `${CLIENT}, https://m.example.com`, CORS_MAX_AGE_SECONDS: '600', MEDIA_ORIGIN: CDN },
  })
})
afterAll(() => t.close())

const preflight = (origin: string, url = '/buyer/goods/goods/es') =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'accesstoken,uuid,clienttype,content-type',
    },
  })

describe('CORS for buyer clients on other origins', () => {
  it('answers a preflight from a configured origin with the headers, credentials and a cache time', async () => {
    const res = await preflight(CLIENT)
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT)
    expect(res.headers['access-control-allow-credentials']).toBe('true')
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['accesstoken', 'uuid', 'clienttype', 'content-type']))
    expect(String(res.headers['access-control-allow-methods'])).toContain('PUT')
    expect(res.headers['access-control-max-age']).toBe('600')
  })

  it('refuses a preflight from any other origin, without allowing it', async () => {
    const res = await preflight('https://evil.example.org')
    expect(res.statusCode).toBe(403)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.json()).toMatchObject({ success: false, code: ErrorCodes.CORS_ORIGIN_DENIED.code })
  })

  it('names the allowed origin on the answer itself and varies on Origin', async () => {
    const res = await t.app.inject({ url: '/common/common/site', headers: { origin: CLIENT, uuid: 'u-1' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBe(CLIENT)
    expect(String(res.headers.vary).toLowerCase()).toContain('origin')
    const other = await t.app.inject({
      url: '/common/common/site',
      headers: { origin: 'https://evil.example.org' },
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('lets other origins show pictures and answers their URLs on the media origin', async () => {
    const picture = await t.app.inject('/media/logo/120/%E4%B8%9D%E8%B7%AF%E4%B9%8B%E8%88%9F.svg')
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin')
    const api = await t.app.inject('/common/common/site')
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin')
    // settingValue is JSON inside the answer (upstream's shape): its pictures are absolute too.
    const site = JSON.parse(api.json().result.settingValue)
    expect(site.domainLogo).toBe(`${CDN}/brand/logo.svg`)
    const list = (await t.app.inject('/buyer/goods/goods/es?pageSize=1')).json().result
    expect(list.records[0].thumbnail).toMatch(new RegExp(`^${CDN}/media/`))
  })
})
