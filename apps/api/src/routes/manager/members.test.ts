import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { credit } from '../../modules/wallet/ledger.ts'
import { createMember, md5, passSlider, testIp } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeSeller, makeStore } from '../../testing/trade.ts'

/**
 * Members in the console: search, detail, disable / enable. A disabled member's every login ends at
 * once, also on a second app node that shares the database and the store (the principal cache is
 * the shared store, Redis when TEST_REDIS_URL is set), and signing in again is refused (20028).
 */
let t: TestApp
let nodeB: Awaited<ReturnType<typeof buildApp>>
let operator: Awaited<ReturnType<typeof makeAdmin>>

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  nodeB = await buildApp({ config: t.config, database: t.database, store: t.store, logger: false })
  await nodeB.ready()
  operator = await makeAdmin(t, { permissions: ['member:write'] })
}, 180_000)
afterAll(async () => {
  await nodeB.close()
  await t.close()
})

const put = (url: string) =>
  t.app
    .inject({ method: 'PUT', url, headers: operator.headers })
    .then((r) => ({ status: r.statusCode, ...r.json() }))
const get = (url: string) =>
  t.app.inject({ url, headers: operator.headers }).then((r) => ({ status: r.statusCode, ...r.json() }))

/** Password sign-in through `node` (the slider is passed on the shared store first). */
async function signIn(node: typeof nodeB, username: string) {
  const uuid = `login-${Date.now()}-${Math.random()}`
  await passSlider(t, 'LOGIN', uuid)
  const res = await node.inject({
    method: 'POST',
    url: '/buyer/passport/member/userLogin',
    payload: new URLSearchParams({ username, password: md5('Passw0rd!') }).toString(),
    headers: { uuid, 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: testIp(t),
  })
  return res.json()
}

describe('members', () => {
  it('searches by username, mobile and nickname, and filters by state', async () => {
    const m = await createMember(t, { nickName: `搜索昵称${Date.now() % 10000}` })
    for (const keyword of [m.member.username, m.member.mobile.slice(-8), m.member.nickName as string]) {
      const page = await get(`/manager/passport/member?keyword=${encodeURIComponent(keyword)}`)
      expect(page.result.records.map((r: { id: string }) => r.id)).toContain(m.member.id)
    }
    const off = await createMember(t, { disabled: false })
    const closed = await get('/manager/passport/member?status=CLOSE&pageSize=100')
    expect(closed.result.records.map((r: { id: string }) => r.id)).toContain(off.member.id)
    expect(closed.result.records.every((r: { enabled: boolean }) => !r.enabled)).toBe(true)
  })

  it('shows the detail: wallet balance and log, points, orders', async () => {
    const m = await createMember(t, { point: 30 })
    await credit(
      t.database.db,
      { memberId: m.member.id, memberName: m.member.username },
      12_345,
      'WALLET_RECHARGE',
      '测试充值',
    )
    const detail = await get(`/manager/passport/member/${m.member.id}`)
    expect(detail.result.member).toMatchObject({ id: m.member.id, point: 30, enabled: true })
    expect(detail.result.wallet).toEqual({ balance: 123.45, frozen: 0 })
    expect(detail.result.walletLogs[0]).toMatchObject({ money: 123.45, serviceType: 'WALLET_RECHARGE' })
    expect(detail.result.orderCount).toBe(0)
    expect((await get('/manager/passport/member/123456789')).code).toBe(
      ErrorCodes.MANAGER_MEMBER_NOT_EXIST.code,
    )
  })

  it('disable: the next call with any of its tokens is refused on both nodes; sign-in is refused', async () => {
    const m = await createMember(t, { password: 'Passw0rd!' })
    const buyerHeaders = { ...m.headers }
    const store = await makeStore(t)
    const seller = await makeSeller(t, m, store.id)
    // Both nodes have seen (and cached) the logins.
    for (const node of [t.app, nodeB]) {
      expect(
        (await node.inject({ url: '/buyer/passport/member', headers: buyerHeaders })).json().success,
      ).toBe(true)
      expect(
        (
          await node.inject({ url: '/store/goods/goods/list', headers: { accessToken: seller.accessToken } })
        ).json().success,
      ).toBe(true)
    }
    const res = await put(`/manager/passport/member/disable/${m.member.id}`)
    expect(res.result).toMatchObject({ id: m.member.id, enabled: false })
    for (const node of [nodeB, t.app]) {
      const buyer = await node.inject({ url: '/buyer/passport/member', headers: buyerHeaders })
      expect([buyer.statusCode, buyer.json().code]).toEqual([401, ErrorCodes.USER_AUTH_EXPIRED.code])
      const sell = await node.inject({
        url: '/store/goods/goods/list',
        headers: { accessToken: seller.accessToken },
      })
      expect(sell.statusCode).toBe(401)
    }
    const refresh = await nodeB.inject(`/buyer/passport/member/refresh/${m.refreshToken}`)
    expect(refresh.json().success).toBe(false)
    const login = await signIn(nodeB, m.member.username)
    expect(login.code).toBe(ErrorCodes.USER_STATUS_ERROR.code)
    expect((await put(`/manager/passport/member/disable/${m.member.id}`)).code).toBe(
      ErrorCodes.MEMBER_STATE_UNCHANGED.code,
    )

    // Enabled again: old logins stay ended, a new sign-in works.
    expect((await put(`/manager/passport/member/enable/${m.member.id}`)).result.enabled).toBe(true)
    expect((await t.app.inject({ url: '/buyer/passport/member', headers: buyerHeaders })).statusCode).toBe(
      401,
    )
    const again = await signIn(t.app, m.member.username)
    expect(again.success).toBe(true)
    const logs = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.target, m.member.id)))
    expect(logs.map((l) => l.action).sort()).toEqual(['member.member.disable', 'member.member.enable'])
  })

  it('adds a member who signs in with the password; a taken username or mobile, even in a race, is refused', async () => {
    const stamp = `${Date.now() % 1_000_000}`
    const mobile = `138${stamp.padStart(8, '0')}`
    const post = (body: Record<string, string>, headers = operator.headers) =>
      t.app
        .inject({ method: 'POST', url: '/manager/passport/member', payload: body, headers })
        .then((r) => ({ status: r.statusCode, ...r.json() }))
    const body = { username: `add${stamp}`, password: md5('Passw0rd!'), mobile }

    // Bad input: a plain password (not the digest), a short mobile, an all-digit name.
    const bad = await post({ ...body, password: 'Passw0rd!', mobile: '1381', username: '12345' })
    expect([bad.status, bad.code]).toEqual([400, ErrorCodes.PARAMS_ERROR.code])
    // A reader cannot add.
    const reader = await makeAdmin(t, { permissions: ['member:read'] })
    expect((await post(body, reader.headers)).status).toBe(403)

    // Two operators submitting the same form at once: one account.
    const [a, b] = await Promise.all([post(body), post(body)])
    const made = [a, b].filter((r) => r.success)
    expect(made).toHaveLength(1)
    expect([a, b].find((r) => !r.success)?.code).toBe(ErrorCodes.USERNAME_EXIST.code)
    expect(made[0]?.result).toMatchObject({ username: body.username, mobile, enabled: true })
    // lilishop's console posts a form.
    const taken = await t.app
      .inject({
        method: 'POST',
        url: '/manager/passport/member',
        payload: new URLSearchParams({ ...body, username: `other${stamp}` }).toString(),
        headers: { ...operator.headers, 'content-type': 'application/x-www-form-urlencoded' },
      })
      .then((r) => r.json())
    expect([taken.code, taken.message]).toEqual([
      ErrorCodes.MOBILE_EXIST.code,
      ErrorCodes.MOBILE_EXIST.message,
    ])

    expect((await signIn(t.app, body.username)).success).toBe(true)
    const logs = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.target, made[0]?.result.id)))
    expect(logs.map((l) => l.action)).toEqual(['member.member.create'])
  })
})
