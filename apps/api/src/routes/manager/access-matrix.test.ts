import { AdminAreas } from '@silk/contracts/admin'
import { adminLogs, withdrawApplies } from '@silk/db/schema/index'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeDistributor } from '../../testing/distribution.ts'
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

type Probe = {
  /** What the route declares: `area:access`, or null for any signed-in operator. */
  perm: string | null
  /** A fresh URL for one call (write routes get a fresh resource to act on). */
  url: () => Promise<string>
}

const probes: Record<string, Probe> = {
  'GET /manager/passport/user/info': { perm: null, url: async () => '/manager/passport/user/info' },
  'POST /manager/passport/user/logout': { perm: null, url: async () => '/manager/passport/user/logout' },
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
  const open = ['POST /manager/passport/user/login', 'GET /manager/passport/user/refresh/{refreshToken}']
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/manager/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
    .filter((key) => !open.includes(key))
    .sort()
}

async function hit(key: string, accessToken?: string) {
  const [method] = key.split(' ')
  const url = await probes[key].url()
  const res = await t.app.inject({
    method: method as 'GET' | 'POST' | 'PUT',
    url,
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
      const before = await logRows()
      const answer = await hit(key, superAdmin.accessToken)
      expect(answer.body.success).toBe(true)
      // Every write is logged once; reads are not.
      expect(await logRows()).toBe(before + (write ? 1 : 0))
    })
  }
})
