import { ErrorCodes } from '@silk/contracts/errors'
import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../../modules/accounts/sessions.ts'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'
import { caller, makeSeller, makeStore } from '../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function owner() {
  const m = await createMember(t)
  const store = await makeStore(t)
  await makeSeller(t, m, store.id)
  return { ...m, store, api: caller(t, m.headers) }
}
const menuOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/store/menu/session', headers })).json()

describe('roles', () => {
  it('validates the form: a name, known permissions only (4002), unique names per store (51011)', async () => {
    const o = await owner()
    expect((await o.api.post('/store/role?roleName=&permissions=goods:read')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    expect((await o.api.post('/store/role?roleName=x&permissions=goods:delete')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    expect((await o.api.post('/store/role?roleName=x&permissions=nothing:read')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    const made = await o.api.post('/store/role?roleName=客服&permissions=order:read,afterSale:write')
    expect(made.result).toMatchObject({ roleName: '客服', permissions: ['order:read', 'afterSale:write'] })
    expect((await o.api.post('/store/role?roleName=客服&permissions=order:read')).code).toBe(
      ErrorCodes.ROLE_NAME_EXIST.code,
    )
    // Another store may use the same name.
    expect((await (await owner()).api.post('/store/role?roleName=客服&permissions=order:read')).success).toBe(
      true,
    )
    expect(
      (await o.api.get('/store/role')).result.records.map((r: { roleName: string }) => r.roleName),
    ).toEqual(['客服'])
  })

  it('a changed or deleted role changes what its clerks may do at their next request', async () => {
    const o = await owner()
    const role = await makeRole(t, o.headers, '售后', ['afterSale:read'])
    const clerk = await makeClerk(t, o.headers, o.store.id, [role.id])
    const clerkApi = caller(t, clerk.headers)
    expect((await clerkApi.get('/store/order/afterSale/page')).success).toBe(true)
    expect((await clerkApi.get('/store/order/complain')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await menuOf(clerk.headers)).result.menus.map((m: { area: string }) => m.area)).toEqual([
      'afterSale',
    ])

    await o.api.put(`/store/role/${role.id}?roleName=售后&permissions=complaint:read`)
    expect((await clerkApi.get('/store/order/complain')).success).toBe(true)
    expect((await clerkApi.get('/store/order/afterSale/page')).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )

    expect((await o.api.del(`/store/role/${role.id}`)).success).toBe(true)
    expect((await clerkApi.get('/store/order/complain')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await menuOf(clerk.headers)).result).toMatchObject({ owner: false, permissions: [], menus: [] })
  })
})

describe('clerks', () => {
  it('adds a member by username or mobile, lists it with its roles', async () => {
    const o = await owner()
    const role = await makeRole(t, o.headers, '发货', ['order:write'])
    const m = await createMember(t)
    const added = await o.api.post(
      `/store/clerk?username=${m.member.mobile}&clerkName=${encodeURIComponent('小王')}&roleIds=${role.id}`,
    )
    expect(added.success).toBe(true)
    const list = (await o.api.get('/store/clerk')).result
    expect(list.total).toBe(1)
    expect(list.records[0]).toMatchObject({
      clerkName: '小王',
      memberId: m.member.id,
      status: true,
      roles: [{ id: role.id, roleName: '发货' }],
    })
  })

  it('refuses unknown members (51004), owners and other stores’ clerks (51002), twice (51001), foreign roles (51010)', async () => {
    const o = await owner()
    const other = await owner()
    expect((await o.api.post('/store/clerk?username=no-such-member&clerkName=x')).code).toBe(
      ErrorCodes.CLERK_MEMBER_NOT_EXIST.code,
    )
    expect((await o.api.post(`/store/clerk?username=${other.member.username}&clerkName=x`)).code).toBe(
      ErrorCodes.CLERK_BOUND_OTHER.code,
    )
    expect((await o.api.post(`/store/clerk?username=${o.member.username}&clerkName=x`)).code).toBe(
      ErrorCodes.CLERK_BOUND_OTHER.code,
    )
    const theirs = await makeClerk(t, other.headers, other.store.id, [])
    expect((await o.api.post(`/store/clerk?username=${theirs.member.username}&clerkName=x`)).code).toBe(
      ErrorCodes.CLERK_BOUND_OTHER.code,
    )
    const m = await createMember(t)
    expect((await o.api.post(`/store/clerk?username=${m.member.username}&clerkName=x`)).success).toBe(true)
    expect((await o.api.post(`/store/clerk?username=${m.member.username}&clerkName=y`)).code).toBe(
      ErrorCodes.CLERK_EXIST.code,
    )
    const foreignRole = await makeRole(t, other.headers, '别人的', ['goods:write'])
    const n = await createMember(t)
    expect(
      (await o.api.post(`/store/clerk?username=${n.member.username}&clerkName=x&roleIds=${foreignRole.id}`))
        .code,
    ).toBe(ErrorCodes.ROLE_NOT_EXIST.code)
  })

  it('two stores adding the same member at once: one wins, the other is told', async () => {
    const [x, y] = [await owner(), await owner()]
    const m = await createMember(t)
    const results = await Promise.all(
      [x, y].map((s) => s.api.post(`/store/clerk?username=${m.member.username}&clerkName=z`)),
    )
    expect(results.filter((r) => r.success)).toHaveLength(1)
    expect(results.find((r) => !r.success)?.code).toBe(ErrorCodes.CLERK_BOUND_OTHER.code)
  })

  it('a suspended or removed clerk is signed out at once and cannot sign in', async () => {
    const o = await owner()
    const role = await makeRole(t, o.headers, '全部订单', ['order:read'])
    const clerk = await makeClerk(t, o.headers, o.store.id, [role.id])
    expect((await menuOf(clerk.headers)).success).toBe(true)
    expect((await o.api.put(`/store/clerk/${clerk.clerkId}?status=false`)).success).toBe(true)
    expect((await menuOf(clerk.headers)).code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
    expect(
      (await o.api.put(`/store/clerk/${clerk.clerkId}?status=true&clerkName=${encodeURIComponent('复职')}`))
        .success,
    ).toBe(true)
    const again = await makeClerkLogin(clerk.member.id, o.store.id)
    expect((await menuOf(again)).success).toBe(true)
    expect((await o.api.del(`/store/clerk/${clerk.clerkId}`)).success).toBe(true)
    expect((await menuOf(again)).code).toBe(ErrorCodes.USER_AUTH_EXPIRED.code)
    expect((await o.api.get('/store/clerk')).result.total).toBe(0)
  })
})

/** A new seller-centre login for a member (as its password sign-in would start). */
async function makeClerkLogin(memberId: string, storeId: string) {
  const [m] = await t.database.db.select().from(members).where(eq(members.id, memberId))
  const tokens = await startSession({ db: t.database.db, store: t.store, config: t.config }, m, 'PC', {
    audience: 'STORE',
    storeId,
  })
  return { accessToken: tokens.accessToken }
}
