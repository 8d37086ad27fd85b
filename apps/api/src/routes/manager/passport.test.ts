import { AdminAreas } from '@silk/contracts/admin'
import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, adminSessions, adminUsers } from '@silk/db/schema/index'
import { AUDITOR_PERMISSIONS, seedDemoAdmins } from '@silk/db/seed/admins'
import { eq, sql } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_REUSE_GRACE_MS } from '../../modules/accounts/sessions.ts'
import { readToken, signToken } from '../../modules/accounts/tokens.ts'
import { ensureFirstAdmin } from '../../modules/admin/first-admin.ts'
import { createMember, md5, passSlider, testIp } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeSeller, makeStore } from '../../testing/trade.ts'

let t: TestApp
let n = 0
const device = () => `admin-${process.pid}-${Date.now()}-${n++}`
const call = (opts: InjectOptions) => t.app.inject({ remoteAddress: testIp(t), ...opts })
const base = '/manager/passport/user'
const get = (url: string, accessToken: string) => call({ method: 'GET', url, headers: { accessToken } })

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function login(username: string, password = 'Admin#2026', slider = true) {
  const uuid = device()
  if (slider) await passSlider(t, 'LOGIN', uuid)
  const res = await call({
    method: 'POST',
    url: `${base}/login?username=${encodeURIComponent(username)}&password=${md5(password)}`,
    headers: { uuid },
  })
  return res.json()
}

describe('operator sign-in', () => {
  it('signs an admin in after the slider; the token opens /manager/** only and the sign-in is logged', async () => {
    const { admin } = await makeAdmin(t, { superUser: true })
    const res = await login(admin.username)
    expect(res.success).toBe(true)
    const { accessToken } = res.result
    const info = (await get(`${base}/info`, accessToken)).json()
    expect(info.result).toMatchObject({ id: admin.id, username: admin.username, superUser: true })
    expect(info.result.menus.map((m: { area: string }) => m.area)).toEqual([...AdminAreas])

    // Admin tokens are refused on buyer member calls and on the seller centre.
    for (const url of ['/buyer/passport/member', '/store/menu/session']) {
      const wall = await get(url, accessToken)
      expect(wall.statusCode).toBe(403)
      expect(wall.json().code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    }
    expect((await get('/buyer/goods/category/get/0', accessToken)).json().success).toBe(true)

    // Buyer and seller tokens are refused on /manager/**; no token is 20003, a bad one 20004.
    const buyer = await createMember(t)
    const store = await makeStore(t)
    const seller = await makeSeller(t, await createMember(t), store.id)
    for (const accessToken of [buyer.accessToken, seller.accessToken]) {
      const wall = await get(`${base}/info`, accessToken)
      expect(wall.statusCode).toBe(403)
      expect(wall.json().code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    }
    expect((await call({ method: 'GET', url: `${base}/info` })).json().code).toBe(
      ErrorCodes.USER_NOT_LOGIN.code,
    )
    expect((await get(`${base}/info`, 'forged.token.value')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )

    const logged = await t.database.db.select().from(adminLogs).where(eq(adminLogs.adminId, admin.id))
    expect(logged.map((l) => l.action)).toEqual(['passport.login'])
  })

  it('refuses a MANAGER token forged over a member login, and a MEMBER token over an admin login', async () => {
    const buyer = await createMember(t)
    const buyerClaims = await readToken(t.config.JWT_SECRET, buyer.accessToken, 'access')
    const forged = await signToken(
      t.config.JWT_SECRET,
      { ...buyer.member, face: null },
      { typ: 'access', sid: buyerClaims?.sessionId as string, ttlSeconds: 60 },
      { audience: 'MANAGER' },
    )
    expect((await get(`${base}/info`, forged)).json().code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
    const op = await makeAdmin(t, { superUser: true })
    const opClaims = await readToken(t.config.JWT_SECRET, op.accessToken, 'access')
    const asMember = await signToken(
      t.config.JWT_SECRET,
      { ...op.admin, face: null },
      { typ: 'access', sid: opClaims?.sessionId as string, ttlSeconds: 60 },
    )
    expect((await get('/buyer/passport/member', asMember)).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
  })

  it('needs the slider, answers the same for a wrong password and an unknown account, refuses a disabled admin', async () => {
    const { admin } = await makeAdmin(t)
    expect((await login(admin.username, 'Admin#2026', false)).code).toBe(
      ErrorCodes.VERIFICATION_CODE_INVALID.code,
    )
    expect((await login(admin.username, 'wrong-password')).code).toBe(ErrorCodes.LOGIN_FAILED.code)
    expect((await login('nobody-here')).code).toBe(ErrorCodes.LOGIN_FAILED.code)
    // A member's username and password do not open the console.
    const buyer = await createMember(t, { password: 'Admin#2026' })
    expect((await login(buyer.member.username)).code).toBe(ErrorCodes.LOGIN_FAILED.code)
    const off = await makeAdmin(t, { enabled: false })
    expect((await login(off.admin.username)).code).toBe(ErrorCodes.USER_STATUS_ERROR.code)
    expect((await get(`${base}/info`, off.accessToken)).json().code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
  })

  it('refreshes only through its own endpoint, once per token, and logs out (logged)', async () => {
    const op = await makeAdmin(t, { superUser: true })
    expect((await get(`/buyer/passport/member/refresh/${op.refreshToken}`, '')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
    const buyer = await createMember(t)
    expect((await get(`${base}/refresh/${buyer.refreshToken}`, '')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
    const fresh = (await get(`${base}/refresh/${op.refreshToken}`, '')).json()
    expect(fresh.success).toBe(true)
    expect((await get(`${base}/info`, fresh.result.accessToken)).json().success).toBe(true)
    // Two uses that crossed are one person (sessions.ts): the same token moments later is answered.
    expect((await get(`${base}/refresh/${op.refreshToken}`, '')).json().success).toBe(true)
    // Past that grace, the spent refresh token ends the whole login.
    await t.database.db
      .update(adminSessions)
      .set({ refreshTime: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1_000) })
    expect((await get(`${base}/refresh/${op.refreshToken}`, '')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
    expect((await get(`${base}/info`, fresh.result.accessToken)).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )

    const again = await makeAdmin(t, { permissions: ['log:read'] })
    const out = await call({
      method: 'POST',
      url: `${base}/logout`,
      headers: { accessToken: again.accessToken },
    })
    expect(out.json().success).toBe(true)
    expect((await get(`${base}/info`, again.accessToken)).json().code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
    expect((await get(`${base}/refresh/${again.refreshToken}`, '')).json().code).toBe(
      ErrorCodes.USER_AUTH_EXPIRED.code,
    )
    const [row] = await t.database.db.select().from(adminLogs).where(eq(adminLogs.adminId, again.admin.id))
    expect(row).toMatchObject({ action: 'passport.logout', target: again.admin.id })
  })

  it('shows a role-holder only the areas it may read, and where it may write', async () => {
    const op = await makeAdmin(t, { permissions: ['wallet:write', 'log:read'] })
    const info = (await get(`${base}/info`, op.accessToken)).json().result
    expect(info.superUser).toBe(false)
    expect(info.menus).toEqual([
      { area: 'wallet', write: true },
      { area: 'log', write: false },
    ])
  })
})

describe('operator accounts', () => {
  it('seeds the demo admin and a read-only auditor whose role reads every area', async () => {
    expect(AUDITOR_PERMISSIONS).toEqual(AdminAreas.map((a) => `${a}:read`))
    await seedDemoAdmins(t.database.db)
    const rows = await t.database.db
      .select()
      .from(adminUsers)
      .where(sql`${adminUsers.username} in ('admin', 'auditor')`)
    expect(rows.map((r) => [r.username, r.superUser]).sort()).toEqual([
      ['admin', true],
      ['auditor', false],
    ])
    const res = await login('auditor', 'silk123456')
    const info = (await get(`${base}/info`, res.result.accessToken)).json().result
    expect(info.menus.every((m: { write: boolean }) => !m.write)).toBe(true)
    expect(info.menus).toHaveLength(AdminAreas.length)
  })

  it('creates the first super admin from ADMIN_USERNAME / ADMIN_PASSWORD, once, never with a default', async () => {
    const fresh = await createTestApp({ seed: 'none' })
    try {
      const cfg = { PASSWORD_HASH_COST: fresh.config.PASSWORD_HASH_COST }
      expect(await ensureFirstAdmin(fresh.database.db, cfg)).toBe('missing')
      expect(await fresh.database.db.select().from(adminUsers)).toHaveLength(0)
      const env = { ...cfg, ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'Very-Long-Secret-1' }
      expect(await ensureFirstAdmin(fresh.database.db, env)).toBe('created')
      expect(await ensureFirstAdmin(fresh.database.db, { ...env, ADMIN_USERNAME: 'other' })).toBe('exists')
      const rows = await fresh.database.db.select().from(adminUsers)
      expect(rows).toMatchObject([{ username: 'root', superUser: true }])
      expect(rows[0].password).toMatch(/^scrypt\$/)
    } finally {
      await fresh.close()
    }
  })

  it('keeps the operation log append-only, even against direct SQL', async () => {
    const op = await makeAdmin(t, { superUser: true })
    await login(op.admin.username)
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => 'succeeded',
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      )
    const where = eq(adminLogs.adminId, op.admin.id)
    expect(await failure(t.database.db.update(adminLogs).set({ title: 'x' }).where(where))).toMatch(
      /append-only/,
    )
    expect(await failure(t.database.db.delete(adminLogs).where(where))).toMatch(/append-only/)
    expect(await t.database.db.select().from(adminLogs).where(where)).toHaveLength(1)
  })
})
