import { ErrorCodes } from '@silk/contracts/errors'
import { memberSessions, stores } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_REUSE_GRACE_MS } from '../../modules/accounts/sessions.ts'
import { readToken, signToken } from '../../modules/accounts/tokens.ts'
import { createMember, md5, passSlider, requestSmsCode, testIp } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeSeller, makeStore } from '../../testing/trade.ts'

let t: TestApp
let n = 0
const device = () => `seller-${process.pid}-${Date.now()}-${n++}`
const call = (opts: InjectOptions) => t.app.inject({ remoteAddress: testIp(t), ...opts })
const base = '/store/passport/login'

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function owner() {
  const m = await createMember(t, { password: 'Seller#2026' })
  const store = await makeStore(t)
  await makeSeller(t, m, store.id)
  return { ...m, store }
}

async function passwordLogin(username: string, password = 'Seller#2026', slider = true) {
  const uuid = device()
  if (slider) await passSlider(t, 'LOGIN', uuid)
  const res = await call({
    method: 'POST',
    url: `${base}/userLogin?username=${encodeURIComponent(username)}&password=${md5(password)}`,
    headers: { uuid },
  })
  return res.json()
}

const get = (url: string, accessToken: string) => call({ method: 'GET', url, headers: { accessToken } })

describe('seller sign-in', () => {
  it('signs the owner in with password after the slider; the token opens /store/** only', async () => {
    const o = await owner()
    const res = await passwordLogin(o.member.username)
    expect(res.success).toBe(true)
    const { accessToken } = res.result
    const menu = (await get('/store/menu/session', accessToken)).json()
    expect(menu.result).toMatchObject({ storeId: o.store.id, owner: true, memberId: o.member.id })
    expect(menu.result.menus.map((m: { area: string }) => m.area)).toContain('goods')
    expect(menu.result.menus.every((m: { write: boolean }) => m.write)).toBe(true)
    // The header's store name is in the interface language: the English one once the store has it.
    const storeName = async (lang: string) =>
      (
        await call({
          method: 'GET',
          url: '/store/menu/session',
          headers: { accessToken, 'accept-language': lang },
        })
      ).json().result.storeName
    expect(await storeName('en')).toBe(o.store.storeName)
    await t.database.db.update(stores).set({ storeNameEn: 'Blue Kiln' }).where(eq(stores.id, o.store.id))
    expect([await storeName('en'), await storeName('zh-CN')]).toEqual(['Blue Kiln', o.store.storeName])

    // The seller token is refused on member-only buyer calls, public ones still answer.
    const buyerOnly = await get('/buyer/passport/member', accessToken)
    expect(buyerOnly.statusCode).toBe(403)
    expect(buyerOnly.json().code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await get('/buyer/goods/category/get/0', accessToken)).json().success).toBe(true)
    expect((await get('/store/other/logistics', accessToken)).json().success).toBe(true)

    // A buyer token is refused on the seller centre.
    const buyer = await createMember(t)
    const wall = await get('/store/menu/session', buyer.accessToken)
    expect(wall.statusCode).toBe(403)
    expect(wall.json().code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await call({ method: 'GET', url: '/store/menu/session' })).json().code).toBe(
      ErrorCodes.USER_NOT_LOGIN.code,
    )
    expect((await get('/store/menu/session', 'forged.token.value')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
  })

  it('refuses a token whose signed role disagrees with its login', async () => {
    const buyer = await createMember(t)
    const claims = await readToken(t.config.JWT_SECRET, buyer.accessToken, 'access')
    const o = await owner()
    // A validly signed STORE token naming the buyer's MEMBER login (as a leaked secret could make).
    const forged = await signToken(
      t.config.JWT_SECRET,
      { ...buyer.member, face: null },
      { typ: 'access', sid: claims?.sessionId as string, ttlSeconds: 60 },
      { audience: 'STORE', storeId: o.store.id },
    )
    expect((await get('/store/menu/session', forged)).json().code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
    expect((await get('/buyer/passport/member', forged)).json().code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
  })

  it('needs the slider, and answers the same for a wrong password and an unknown account', async () => {
    const o = await owner()
    expect((await passwordLogin(o.member.username, 'Seller#2026', false)).success).toBe(false)
    expect((await passwordLogin(o.member.username, 'wrong-password')).code).toBe(ErrorCodes.LOGIN_FAILED.code)
    expect((await passwordLogin('nobody-here')).code).toBe(ErrorCodes.LOGIN_FAILED.code)
  })

  it('refuses a member who neither owns nor clerks for a store (50004), and a closed store (50005)', async () => {
    const plain = await createMember(t, { password: 'Seller#2026' })
    expect((await passwordLogin(plain.member.username)).code).toBe(ErrorCodes.STORE_STAFF_NOT_EXIST.code)
    const o = await owner()
    await t.database.db.update(stores).set({ storeDisable: 'CLOSED' }).where(eq(stores.id, o.store.id))
    expect((await passwordLogin(o.member.username)).code).toBe(ErrorCodes.STORE_CLOSED.code)
  })

  it('signs in with an SMS code without creating accounts', async () => {
    const o = await owner()
    const uuid = device()
    const code = await requestSmsCode(t, 'LOGIN', o.member.mobile, uuid)
    const res = (
      await call({
        method: 'POST',
        url: `${base}/smsLogin?mobile=${o.member.mobile}&code=${code}`,
        headers: { uuid },
      })
    ).json()
    expect(res.success).toBe(true)
    expect((await get('/store/menu/session', res.result.accessToken)).json().result.storeId).toBe(o.store.id)

    const stranger = await createMember(t)
    const uuid2 = device()
    const code2 = await requestSmsCode(t, 'LOGIN', stranger.member.mobile, uuid2)
    const refused = await call({
      method: 'POST',
      url: `${base}/smsLogin?mobile=${stranger.member.mobile}&code=${code2}`,
      headers: { uuid: uuid2 },
    })
    expect(refused.json().code).toBe(ErrorCodes.STORE_STAFF_NOT_EXIST.code)
  })

  it('refreshes only through its own audience, once per token, and logs out', async () => {
    const o = await owner()
    const { refreshToken, accessToken } = (await passwordLogin(o.member.username)).result
    // A seller refresh token is no buyer refresh token, and a buyer's is no seller's.
    expect((await get(`/buyer/passport/member/refresh/${refreshToken}`, '')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
    const buyer = await createMember(t)
    expect((await get(`${base}/refresh/${buyer.refreshToken}`, '')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )

    const next = (await get(`${base}/refresh/${refreshToken}`, '')).json()
    expect(next.success).toBe(true)
    expect((await get('/store/menu/session', next.result.accessToken)).json().result.storeId).toBe(o.store.id)
    // Past the grace for two uses that crossed (sessions.ts), a spent token is a copy.
    await t.database.db
      .update(memberSessions)
      .set({ refreshTime: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1_000) })
    expect((await get(`${base}/refresh/${refreshToken}`, '')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
    // Reusing the spent token revoked the login: the rotated access token is dead too.
    expect((await get('/store/menu/session', next.result.accessToken)).statusCode).toBe(401)

    const fresh = (await passwordLogin(o.member.username)).result
    const out = await call({
      method: 'POST',
      url: `${base}/logout`,
      headers: { accessToken: fresh.accessToken },
    })
    expect(out.json().success).toBe(true)
    expect((await get('/store/menu/session', fresh.accessToken)).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
    expect(accessToken).not.toBe(fresh.accessToken)
  })

  it('changes the password with the old one; other logins end, this one stays', async () => {
    const o = await owner()
    const other = (await passwordLogin(o.member.username)).result.accessToken
    const mine = (await passwordLogin(o.member.username)).result.accessToken
    const wrong = await call({
      method: 'PUT',
      url: `${base}/modifyPass?password=${md5('nope')}&newPassword=${md5('Seller#2027')}`,
      headers: { accessToken: mine },
    })
    expect(wrong.json().code).toBe(ErrorCodes.USER_OLD_PASSWORD_ERROR.code)
    const changed = await call({
      method: 'PUT',
      url: `${base}/modifyPass?password=${md5('Seller#2026')}&newPassword=${md5('Seller#2027')}`,
      headers: { accessToken: mine },
    })
    expect(changed.json().success).toBe(true)
    expect((await get('/store/menu/session', mine)).json().success).toBe(true)
    expect((await get('/store/menu/session', other)).json().code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
    expect((await passwordLogin(o.member.username, 'Seller#2027')).success).toBe(true)
  })
})
