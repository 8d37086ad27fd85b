import { AdminAreas } from '@silk/contracts/admin'
import { adminLogs, withdrawApplies } from '@silk/db/schema/index'
import { count, eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { createMember, md5 } from '../../testing/accounts.ts'
import { makeAdmin, makeAdminRole } from '../../testing/admin.ts'
import { makeListedGoods, makePendingGoods } from '../../testing/admin-goods.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeDistributor } from '../../testing/distribution.ts'
import { makeClosedStore, makeStoreApply } from '../../testing/store-apply.ts'
import { makeSeller, makeStore } from '../../testing/trade.ts'

/**
 * The operator-console walls, over every `/manager/**` route the app serves: no token, a buyer, a
 * seller, the read-only auditor, a role holding exactly the declared permission, a role holding every
 * other area, and a super admin. Every write a super admin makes adds one operation-log row. A route
 * added without a row here fails the first test.
 */
let t: TestApp
let buyerToken: string
let sellerToken: string

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  buyerToken = (await createMember(t)).accessToken
  const store = await makeStore(t)
  sellerToken = (await makeSeller(t, await createMember(t), store.id)).accessToken
}, 60_000)
afterAll(() => t.close())

/** A fresh withdrawal application waiting in the queue. */
async function pendingWithdrawal() {
  const buyer = await createMember(t)
  const holder = { memberId: buyer.member.id, memberName: buyer.member.username }
  await credit(t.database.db, holder, 10_000, 'WALLET_RECHARGE', '测试充值')
  await t.app.inject({
    method: 'POST',
    url: '/buyer/wallet/wallet/withdrawal?price=10&realName=李四&connectNumber=6222000011113333',
    headers: buyer.headers,
  })
  const [row] = await t.database.db
    .select()
    .from(withdrawApplies)
    .where(eq(withdrawApplies.memberId, buyer.member.id))
  return row.id
}

/** A fresh distributor application waiting for its audit. */
async function pendingDistributor() {
  const buyer = await createMember(t)
  return (await makeDistributor(t, buyer.member, 'APPLY')).id
}

let fresh = 0
const unique = () => `${process.pid}x${Date.now() % 100_000}x${fresh++}`

/** An operator nobody else uses, to edit or disable. */
const spareAdmin = async () => (await makeAdmin(t, { permissions: ['log:read'] })).admin.id

async function spareRole() {
  const { roleId } = await makeAdminRole(t, ['member:read'])
  return roleId
}

/**
 * The calling operator's TOTP, enrolled (and with `verify`, turned on): the code a probe sends. A
 * token that is not an operator's gets a code that never matters (the wall answers first).
 */
async function totpCode(accessToken: string | undefined, verify: boolean) {
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/manager/passport/user/totp/enroll',
    headers: accessToken ? { accessToken } : {},
  })
  if (!enrol.json().success) return '000000'
  const totp = new TOTP({ secret: Secret.fromBase32(enrol.json().result.secret) })
  const now = totp.generate()
  if (!verify) return now
  await t.app.inject({
    method: 'POST',
    url: `/manager/passport/user/totp/verify?code=${now}`,
    headers: { accessToken: accessToken as string },
  })
  return totp.generate({ timestamp: Date.now() + 30_000 })
}

type Probe = {
  /** What the route declares: `area:access`, or null for any signed-in operator. */
  perm: string | null
  /** A fresh URL for one call by `accessToken` (write routes get a fresh resource to act on). */
  url: (accessToken?: string) => Promise<string>
}

const probes: Record<string, Probe> = {
  'GET /manager/passport/user/info': { perm: null, url: async () => '/manager/passport/user/info' },
  'POST /manager/passport/user/logout': { perm: null, url: async () => '/manager/passport/user/logout' },
  'GET /manager/permission/menu/memberMenu': {
    perm: null,
    url: async () => '/manager/permission/menu/memberMenu',
  },
  'POST /manager/passport/user/totp/enroll': {
    perm: null,
    url: async () => '/manager/passport/user/totp/enroll',
  },
  'POST /manager/passport/user/totp/verify': {
    perm: null,
    url: async (token) => `/manager/passport/user/totp/verify?code=${await totpCode(token, false)}`,
  },
  'DELETE /manager/passport/user/totp': {
    perm: null,
    url: async (token) => `/manager/passport/user/totp?code=${await totpCode(token, true)}`,
  },
  'PUT /manager/passport/user/editPassword': {
    perm: null,
    url: async () =>
      `/manager/passport/user/editPassword?password=${md5('Admin#2026')}&newPassword=${md5('Changed#2027')}`,
  },
  'GET /manager/passport/user': { perm: 'admin:read', url: async () => '/manager/passport/user' },
  'POST /manager/passport/user': {
    perm: 'admin:write',
    url: async () => `/manager/passport/user?username=m${unique()}&password=${md5('Matrix#2026')}`,
  },
  'PUT /manager/passport/user/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/passport/user/${await spareAdmin()}?nickName=矩阵`,
  },
  'PUT /manager/passport/user/enable/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/passport/user/enable/${await spareAdmin()}?status=false`,
  },
  'GET /manager/permission/role': { perm: 'admin:read', url: async () => '/manager/permission/role' },
  'POST /manager/permission/role': {
    perm: 'admin:write',
    url: async () => `/manager/permission/role?roleName=r${unique()}&permissions=log:read`,
  },
  'PUT /manager/permission/role/{id}': {
    perm: 'admin:write',
    url: async () =>
      `/manager/permission/role/${await spareRole()}?roleName=r${unique()}&permissions=log:write`,
  },
  'DELETE /manager/permission/role/{id}': {
    perm: 'admin:write',
    url: async () => `/manager/permission/role/${await spareRole()}`,
  },
  'GET /manager/store/apply': { perm: 'store:read', url: async () => '/manager/store/apply' },
  'GET /manager/store/apply/{id}': {
    perm: 'store:read',
    url: async () => `/manager/store/apply/${(await makeStoreApply(t)).id}`,
  },
  'PUT /manager/store/apply/audit/{id}': {
    perm: 'store:write',
    url: async () => `/manager/store/apply/audit/${(await makeStoreApply(t)).id}?passed=true`,
  },
  'GET /manager/store/store': { perm: 'store:read', url: async () => '/manager/store/store' },
  'PUT /manager/store/store/disable/{id}': {
    perm: 'store:write',
    url: async () => `/manager/store/store/disable/${(await makeStore(t)).id}`,
  },
  'PUT /manager/store/store/enable/{id}': {
    perm: 'store:write',
    url: async () => `/manager/store/store/enable/${(await makeClosedStore(t)).id}`,
  },
  'GET /manager/goods/goods/list': { perm: 'goods:read', url: async () => '/manager/goods/goods/list' },
  'GET /manager/goods/goods/auth/list': {
    perm: 'goods:read',
    url: async () => '/manager/goods/goods/auth/list',
  },
  'GET /manager/goods/goods/get/{id}': {
    perm: 'goods:read',
    url: async () => `/manager/goods/goods/get/${await makeListedGoods(t)}`,
  },
  'PUT /manager/goods/goods/auth': {
    perm: 'goods:write',
    url: async () => `/manager/goods/goods/auth?goodsId=${await makePendingGoods(t)}&authFlag=PASS`,
  },
  'PUT /manager/goods/goods/{id}/under': {
    perm: 'goods:write',
    url: async () =>
      `/manager/goods/goods/${await makeListedGoods(t)}/under?reason=${encodeURIComponent('违规')}`,
  },
  'GET /manager/setting/goods': { perm: 'setting:read', url: async () => '/manager/setting/goods' },
  'PUT /manager/setting/goods': {
    perm: 'setting:write',
    url: async () => '/manager/setting/goods?goodsCheck=false',
  },
  'GET /manager/passport/member': { perm: 'member:read', url: async () => '/manager/passport/member' },
  'GET /manager/passport/member/{id}': {
    perm: 'member:read',
    url: async () => `/manager/passport/member/${(await createMember(t)).member.id}`,
  },
  'PUT /manager/passport/member/disable/{id}': {
    perm: 'member:write',
    url: async () => `/manager/passport/member/disable/${(await createMember(t)).member.id}`,
  },
  'PUT /manager/passport/member/enable/{id}': {
    perm: 'member:write',
    url: async () =>
      `/manager/passport/member/enable/${(await createMember(t, { disabled: false })).member.id}`,
  },
  'GET /manager/setting/log': { perm: 'log:read', url: async () => '/manager/setting/log?pageSize=5' },
  'GET /manager/wallet/withdrawApply': {
    perm: 'wallet:read',
    url: async () => '/manager/wallet/withdrawApply',
  },
  'GET /manager/distribution/distribution': {
    perm: 'distribution:read',
    url: async () => '/manager/distribution/distribution',
  },
  'PUT /manager/distribution/distribution/audit/{id}': {
    perm: 'distribution:write',
    url: async () => `/manager/distribution/distribution/audit/${await pendingDistributor()}?status=PASS`,
  },
  'POST /manager/wallet/withdrawApply': {
    perm: 'wallet:write',
    url: async () => `/manager/wallet/withdrawApply?applyId=${await pendingWithdrawal()}&result=true`,
  },
}

/** Every `/manager/**` operation but sign-in and refresh, from the OpenAPI document the app serves. */
function managerOperations(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  const open = [
    'POST /manager/passport/user/login',
    'POST /manager/passport/user/login/totp',
    'GET /manager/passport/user/refresh/{refreshToken}',
  ]
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/manager/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((key) => !open.includes(key))
    .sort()
}

async function hit(key: string, accessToken?: string, url?: string) {
  const [method] = key.split(' ')
  const res = await t.app.inject({
    method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: url ?? (await probes[key].url(accessToken)),
    headers: accessToken ? { accessToken } : {},
  })
  return { status: res.statusCode, body: res.json() }
}

const logRows = async () => (await t.database.db.select({ n: count() }).from(adminLogs))[0].n

describe('/manager/** permission matrix', () => {
  it('has a row for every /manager/** route and nothing else', () => {
    expect(Object.keys(probes).sort()).toEqual(managerOperations())
  })

  for (const key of Object.keys(probes).sort()) {
    const { perm } = probes[key]
    const write = !key.startsWith('GET ')
    it(`${key} (${perm ?? 'any operator'})`, async () => {
      const none = await hit(key)
      expect([none.status, none.body.code]).toEqual([401, 20003])
      for (const token of [buyerToken, sellerToken]) {
        const wall = await hit(key, token)
        expect([wall.status, wall.body.code]).toEqual([403, 20005])
      }

      // The read-only auditor: reads pass, writes of an area are refused.
      const auditor = await makeAdmin(t, { permissions: AdminAreas.map((a) => `${a}:read`) })
      const audited = await hit(key, auditor.accessToken)
      if (perm?.endsWith(':write')) expect([audited.status, audited.body.code]).toEqual([403, 20005])
      else expect(audited.body.success).toBe(true)

      if (perm) {
        const [area] = perm.split(':')
        const exact = await makeAdmin(t, { permissions: [perm] })
        expect((await hit(key, exact.accessToken)).body.success).toBe(true)
        const others = AdminAreas.filter((a) => a !== area).map((a) => `${a}:write`)
        const without = await hit(key, (await makeAdmin(t, { permissions: others })).accessToken)
        expect([without.status, without.body.code]).toEqual([403, 20005])
      }

      const superAdmin = await makeAdmin(t, { superUser: true })
      const url = await probes[key].url(superAdmin.accessToken)
      const before = await logRows()
      const answer = await hit(key, superAdmin.accessToken, url)
      expect(answer.body.success).toBe(true)
      // Every write is logged once; reads are not.
      expect(await logRows()).toBe(before + (write ? 1 : 0))
    })
  }
})
