import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { adminLogs } from '@silk/db/schema/index'
import { and, desc, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { md5, passSlider, testIp } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'

/** Operator accounts, roles, the menu, the TOTP second factor and their operation-log rows. */
let t: TestApp
let n = 0
const call = (opts: InjectOptions) => t.app.inject({ remoteAddress: testIp(t), ...opts })
const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
  call({ method, url, headers: { accessToken: token } }).then((r) => ({ status: r.statusCode, ...r.json() }))

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function login(username: string, password = 'Admin#2026') {
  const uuid = `adm-${process.pid}-${n++}`
  await passSlider(t, 'LOGIN', uuid)
  const url = `/manager/passport/user/login?username=${username}&password=${md5(password)}`
  return (await call({ method: 'POST', url, headers: { uuid } })).json()
}

const lastLog = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(adminLogs)
      .where(eq(adminLogs.action, action))
      .orderBy(desc(adminLogs.createTime), desc(adminLogs.id))
      .limit(1)
  )[0]

describe('roles and operator accounts', () => {
  it('creates a role and an operator holding it; the new operator signs in and sees only its areas', async () => {
    const boss = await makeAdmin(t, { superUser: true })
    const role = await as(
      boss.accessToken,
      'POST',
      '/manager/permission/role?roleName=财务专员&permissions=wallet:write,log:read',
    )
    expect(role.result).toMatchObject({ roleName: '财务专员', permissions: ['wallet:write', 'log:read'] })
    const again = await as(boss.accessToken, 'POST', '/manager/permission/role?roleName=财务专员')
    expect(again.code).toBe(ErrorCodes.ADMIN_ROLE_NAME_EXIST.code)
    const bad = await as(boss.accessToken, 'POST', '/manager/permission/role?roleName=x&permissions=root:all')
    expect([bad.status, bad.success]).toEqual([400, false])

    const username = `fin${n++}${Date.now() % 10000}`
    const created = await as(
      boss.accessToken,
      'POST',
      `/manager/passport/user?username=${username}&password=${md5('Money#2026')}&nickName=小财&roleIds=${role.result.id}`,
    )
    expect(created.result).toMatchObject({
      username,
      enabled: true,
      superUser: false,
      roleNames: ['财务专员'],
    })
    const twice = await as(
      boss.accessToken,
      'POST',
      `/manager/passport/user?username=${username.toUpperCase()}&password=${md5('x')}`,
    )
    expect(twice.code).toBe(ErrorCodes.ADMIN_USERNAME_EXIST.code)
    const unknownRole = await as(
      boss.accessToken,
      'POST',
      `/manager/passport/user?username=z${username}&password=${md5('x')}&roleIds=1`,
    )
    expect(unknownRole.code).toBe(ErrorCodes.ADMIN_ROLE_NOT_EXIST.code)

    const signedIn = await login(username, 'Money#2026')
    const token = signedIn.result.accessToken
    const menu = await as(token, 'GET', '/manager/passport/user/info')
    expect(menu.result.menus).toEqual([
      { area: 'wallet', write: true },
      { area: 'log', write: false },
    ])
    expect((await as(token, 'GET', '/manager/passport/user')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)

    // The log row says who created whom, with the roles, and from where.
    const log = await lastLog('admin.user.add')
    expect(log).toMatchObject({ adminId: boss.admin.id, target: created.result.id })
    expect(log.after).toEqual({ username, roles: ['财务专员'] })
    expect(log.ip).toBeTruthy()

    // Changing the role reaches the signed-in operator at its next request.
    await as(
      boss.accessToken,
      'PUT',
      `/manager/permission/role/${role.result.id}?roleName=财务专员&permissions=member:read`,
    )
    const after = await as(token, 'GET', '/manager/passport/user/info')
    expect(after.result.menus).toEqual([{ area: 'member', write: false }])
    const edited = await lastLog('permission.role.edit')
    expect(edited.before).toEqual({ roleName: '财务专员', permissions: ['wallet:write', 'log:read'] })
    expect(edited.after).toEqual({ roleName: '财务专员', permissions: ['member:read'] })

    // A role still held cannot be deleted; an unused one can.
    const inUse = await as(boss.accessToken, 'DELETE', `/manager/permission/role/${role.result.id}`)
    expect(inUse.code).toBe(ErrorCodes.ADMIN_ROLE_IN_USE.code)
    await as(boss.accessToken, 'PUT', `/manager/passport/user/${created.result.id}?nickName=小财`)
    expect((await as(token, 'GET', '/manager/passport/user/info')).result.menus).toEqual([])
    expect((await as(boss.accessToken, 'DELETE', `/manager/permission/role/${role.result.id}`)).success).toBe(
      true,
    )
    const roles = await as(boss.accessToken, 'GET', '/manager/permission/role?pageSize=100')
    expect(roles.result.total).toBe(roles.result.records.length)
    expect(roles.result.records.map((r: { id: string }) => r.id)).not.toContain(role.result.id)
  })

  it('disabling an operator ends its logins at once and refuses its sign-in; it cannot disable itself', async () => {
    const boss = await makeAdmin(t, { superUser: true })
    const victim = await makeAdmin(t, { permissions: ['log:read'] })
    expect((await as(victim.accessToken, 'GET', '/manager/setting/log')).success).toBe(true)

    const off = await as(
      boss.accessToken,
      'PUT',
      `/manager/passport/user/enable/${victim.admin.id}?status=false`,
    )
    expect(off.result.enabled).toBe(false)
    const refused = await as(victim.accessToken, 'GET', '/manager/setting/log')
    expect([refused.status, refused.code]).toEqual([401, ErrorCodes.USER_AUTH_EXPIRED.code])
    const refresh = await as('', 'GET', `/manager/passport/user/refresh/${victim.refreshToken}`)
    expect(refresh.success).toBe(false)
    expect((await login(victim.admin.username)).code).toBe(ErrorCodes.USER_STATUS_ERROR.code)
    const log = await lastLog('admin.user.disable')
    expect(log).toMatchObject({ target: victim.admin.id, before: { enabled: true } })
    expect(log.after).toEqual({ enabled: false, endedLogins: 1 })

    const self = await as(
      boss.accessToken,
      'PUT',
      `/manager/passport/user/enable/${boss.admin.id}?status=false`,
    )
    expect(self.code).toBe(ErrorCodes.ADMIN_DISABLE_SELF.code)

    // An operator with the admin area still cannot touch a super admin.
    const manager = await makeAdmin(t, { permissions: ['admin:write'] })
    const protectedSuper = await as(
      manager.accessToken,
      'PUT',
      `/manager/passport/user/enable/${boss.admin.id}?status=false`,
    )
    expect(protectedSuper.code).toBe(ErrorCodes.ADMIN_SUPER_PROTECTED.code)
    expect((await as(boss.accessToken, 'GET', '/manager/passport/user/info')).success).toBe(true)

    const on = await as(
      boss.accessToken,
      'PUT',
      `/manager/passport/user/enable/${victim.admin.id}?status=true`,
    )
    expect(on.result.enabled).toBe(true)
    expect((await login(victim.admin.username)).success).toBe(true)
    const missing = await as(boss.accessToken, 'PUT', '/manager/passport/user/enable/42?status=true')
    expect(missing.code).toBe(ErrorCodes.ADMIN_NOT_EXIST.code)
  })

  it('lists operators by name and filters the operation log by operator and action', async () => {
    const boss = await makeAdmin(t, { superUser: true })
    const listed = await as(boss.accessToken, 'GET', `/manager/passport/user?username=${boss.admin.username}`)
    expect(listed.result.records).toHaveLength(1)
    expect(listed.result.records[0]).toMatchObject({ username: boss.admin.username, superUser: true })
    await as(boss.accessToken, 'POST', `/manager/permission/role?roleName=日志${n++}&permissions=log:read`)
    const logs = await as(
      boss.accessToken,
      'GET',
      `/manager/setting/log?adminName=${boss.admin.username}&action=permission.role.add`,
    )
    expect(logs.result.total).toBe(1)
    expect(logs.result.records[0]).toMatchObject({ adminName: boss.admin.username, title: '新增角色' })
    // The title is the reader's language, from the action code (decision 137).
    const english = await call({
      method: 'GET',
      url: `/manager/setting/log?adminName=${boss.admin.username}&action=permission.role.add`,
      headers: { accessToken: boss.accessToken, 'accept-language': 'en' },
    })
    expect(english.json().result.records[0]).toMatchObject({
      action: 'permission.role.add',
      title: 'Added a role',
    })
  })

  it("refuses an action code it does not know, in the reader's language, instead of listing nothing", async () => {
    const boss = await makeAdmin(t, { superUser: true })
    const read = (action: string, lang = 'zh-CN') =>
      call({
        method: 'GET',
        url: `/manager/setting/log?action=${encodeURIComponent(action)}`,
        headers: { accessToken: boss.accessToken, 'accept-language': lang },
      }).then((r) => ({ status: r.statusCode, ...r.json() }))
    const refused = await read('wallet.withdraw.aprove')
    expect(refused).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
    expect(refused.message).toContain('未知的操作类型')
    const english = await read('wallet.withdraw.aprove', 'en')
    expect(english.code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect(english.message).toContain('action: unknown action')
    expect(english.message).not.toMatch(/\p{Script=Han}/u)
    // Every code of the table is accepted, a retired one too; empty is every action (the filter's 全部).
    expect((await read('setting.goods.review')).success).toBe(true)
    expect((await read('')).success).toBe(true)
  })

  it('reads rows written before the titles came from codes: a retired code by the table, an unknown one as stored', async () => {
    const boss = await makeAdmin(t, { superUser: true })
    const row = { adminId: boss.admin.id, adminName: boss.admin.username, target: 'GOODS_SETTING' }
    await t.database.db.insert(adminLogs).values([
      { ...row, id: nextId(), action: 'setting.goods.review', title: '开启商品审核' },
      { ...row, id: nextId(), action: 'legacy.thing', title: '旧的操作' },
    ])
    const read = async (lang: string) =>
      (
        await call({
          method: 'GET',
          url: `/manager/setting/log?adminName=${boss.admin.username}&target=GOODS_SETTING`,
          headers: { accessToken: boss.accessToken, 'accept-language': lang },
        })
      )
        .json()
        .result.records.map((r: { action: string; title: string }) => [r.action, r.title])
        .sort()
    expect(await read('en')).toEqual([
      ['legacy.thing', '旧的操作'],
      ['setting.goods.review', 'Turned goods review on or off'],
    ])
    expect(await read('zh-CN')).toEqual([
      ['legacy.thing', '旧的操作'],
      ['setting.goods.review', '开关商品审核'],
    ])
  })
})

describe('TOTP second factor', () => {
  let base = Date.now()
  const codeOf = (secret: string, offset = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: base + offset * 30_000 })

  it('enrols, is required at sign-in once verified, refuses wrong and replayed codes, and turns off with a code', async () => {
    // Codes one step either side of `base` stay valid only while the clock is in base's step.
    const left = 30_000 - (Date.now() % 30_000)
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
    base = Date.now()
    const me = await makeAdmin(t, { permissions: ['log:read'] })
    const enrol = await as(me.accessToken, 'POST', '/manager/passport/user/totp/enroll')
    expect(enrol.result.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/)
    const { secret } = enrol.result

    // Not yet verified: sign-in still takes the password alone.
    expect((await login(me.admin.username)).result.accessToken).toBeTruthy()
    const wrong = await as(me.accessToken, 'POST', '/manager/passport/user/totp/verify?code=000000')
    expect(wrong.code).toBe(ErrorCodes.TOTP_CODE_ERROR.code)
    const badShape = await as(me.accessToken, 'POST', '/manager/passport/user/totp/verify?code=12ab')
    expect([badShape.status, badShape.success]).toEqual([400, false])
    const right = await as(
      me.accessToken,
      'POST',
      `/manager/passport/user/totp/verify?code=${codeOf(secret)}`,
    )
    expect(right.success).toBe(true)
    expect((await as(me.accessToken, 'GET', '/manager/passport/user/info')).result.totpEnabled).toBe(true)
    expect((await lastLog('passport.totp.enable')).target).toBe(me.admin.id)
    // The log never holds the secret.
    const enrolLog = await lastLog('passport.totp.enroll')
    expect(JSON.stringify(enrolLog)).not.toContain(secret)

    // The password now answers a ticket, not tokens.
    const first = await login(me.admin.username)
    expect(first.result).toEqual({ totpRequired: true, ticket: expect.any(String) })
    const ticket = first.result.ticket
    const finish = (code: string) =>
      call({ method: 'POST', url: `/manager/passport/user/login/totp?ticket=${ticket}&code=${code}` }).then(
        (r) => r.json(),
      )
    expect((await finish('000000')).code).toBe(ErrorCodes.TOTP_CODE_ERROR.code)
    // The code that turned it on was spent; the next step's code signs in.
    const next = codeOf(secret, 1)
    const done = await finish(next)
    expect(done.result.accessToken).toBeTruthy()
    expect((await finish(next)).code).toBe(ErrorCodes.TOTP_TICKET_EXPIRED.code)

    // A replayed code fails even with a fresh ticket.
    const again = (await login(me.admin.username)).result.ticket
    const replay = await call({
      method: 'POST',
      url: `/manager/passport/user/login/totp?ticket=${again}&code=${next}`,
    })
    expect(replay.json().code).toBe(ErrorCodes.TOTP_CODE_ERROR.code)

    const offWrong = await as(me.accessToken, 'DELETE', '/manager/passport/user/totp?code=000000')
    expect(offWrong.code).toBe(ErrorCodes.TOTP_CODE_ERROR.code)
    const off = await as(me.accessToken, 'DELETE', `/manager/passport/user/totp?code=${codeOf(secret, -1)}`)
    expect(off.success).toBe(true)
    expect((await login(me.admin.username)).result.accessToken).toBeTruthy()
    const logged = await t.database.db
      .select({ action: adminLogs.action })
      .from(adminLogs)
      .where(and(eq(adminLogs.adminId, me.admin.id), eq(adminLogs.action, 'passport.totp.disable')))
    expect(logged).toHaveLength(1)
  })

  it('turning it on, or changing the password, ends the other logins on every node', async () => {
    const left = 30_000 - (Date.now() % 30_000)
    if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
    base = Date.now()
    // A second node on the same database and store, as behind a load balancer.
    const other = await buildApp({ config: t.config, database: t.database, store: t.store, logger: false })
    try {
      const me = await makeAdmin(t, { permissions: ['log:read'] })
      const info = (node: typeof other, token: string) =>
        node
          .inject({ url: '/manager/passport/user/info', headers: { accessToken: token } })
          .then((r) => r.statusCode)
      // Another login, used on the other node (its session cached there).
      const elsewhere = (await login(me.admin.username)).result.accessToken as string
      expect(await info(other, elsewhere)).toBe(200)
      const { secret } = (await as(me.accessToken, 'POST', '/manager/passport/user/totp/enroll')).result
      const on = await as(me.accessToken, 'POST', `/manager/passport/user/totp/verify?code=${codeOf(secret)}`)
      expect(on.success).toBe(true)
      expect(await info(other, elsewhere)).toBe(401)
      expect(await info(t.app, elsewhere)).toBe(401)
      // The login that turned it on stays.
      expect(await info(other, me.accessToken)).toBe(200)

      // A password change: the same, for a login signed in with the second factor.
      const ticket = (await login(me.admin.username)).result.ticket
      const second = await call({
        method: 'POST',
        url: `/manager/passport/user/login/totp?ticket=${ticket}&code=${codeOf(secret, 1)}`,
      })
      const again = second.json().result.accessToken as string
      expect(await info(other, again)).toBe(200)
      const changed = await call({
        method: 'PUT',
        url: '/manager/passport/user/editPassword',
        headers: { accessToken: me.accessToken, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `password=${md5('Admin#2026')}&newPassword=${md5('Admin#2026-new')}`,
      })
      expect(changed.json().success).toBe(true)
      expect(await info(other, again)).toBe(401)
      expect(await info(t.app, again)).toBe(401)
      expect(await info(other, me.accessToken)).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('an unknown ticket is refused', async () => {
    const res = await call({
      method: 'POST',
      url: '/manager/passport/user/login/totp?ticket=nosuchticketnosuchticket&code=123456',
    })
    expect(res.json().code).toBe(ErrorCodes.TOTP_TICKET_EXPIRED.code)
  })
})
