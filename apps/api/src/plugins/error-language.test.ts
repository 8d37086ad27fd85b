import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../testing/accounts.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'

let t: TestApp
let signedIn: Record<string, string>
beforeAll(async () => {
  t = await createTestApp()
  signedIn = (await createMember(t)).headers
})
afterAll(() => t.close())

const EN = { 'accept-language': 'en-GB,en;q=0.9' }

describe('error messages follow the interface language', () => {
  it('every catalogue entry has an English text without Chinese characters', () => {
    for (const [name, def] of Object.entries(ErrorCodes)) {
      expect(def.en, name).toBeTruthy()
      expect(def.en, name).not.toMatch(/\p{Script=Han}/u)
    }
  })

  it('a business error is Chinese by default and English for an English interface', async () => {
    const url = '/buyer/order/order/0000000000'
    const zh = await t.app.inject({ url, headers: signedIn })
    const en = await t.app.inject({ url, headers: { ...signedIn, ...EN } })
    expect(zh.json()).toMatchObject({ code: ErrorCodes.ORDER_NOT_EXIST.code, message: '订单不存在' })
    expect(en.json()).toMatchObject({
      code: ErrorCodes.ORDER_NOT_EXIST.code,
      message: 'The order does not exist',
    })
  })

  it('bad input, an unknown path and a missing token answer in English too', async () => {
    const bad = await t.app.inject({ url: '/buyer/other/article?title=x%00y', headers: EN })
    expect(bad.json().message).toMatch(/^Invalid parameters/)
    const unknown = await t.app.inject({ url: '/buyer/nothing/here', headers: EN })
    expect(unknown.json()).toMatchObject({
      code: 404,
      message: 'The requested resource does not exist: GET /buyer/nothing/here',
    })
    const anonymous = await t.app.inject({ url: '/buyer/order/order', headers: EN })
    expect(anonymous.json()).toMatchObject({
      code: ErrorCodes.USER_NOT_LOGIN.code,
      message: 'Please sign in',
    })
  })
})
