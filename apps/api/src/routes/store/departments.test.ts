import { ErrorCodes } from '@silk/contracts/errors'
import { storeClerks, storeDepartments } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
type Node = { id: string; title: string; parentId: string; children: Node[]; memberCount: number }
const add = async (api: ReturnType<typeof caller>, title: string, parentId = '0', sortOrder = 0) => {
  const res = await api.post(
    `/store/department?${new URLSearchParams({ title, parentId, sortOrder: String(sortOrder) })}`,
  )
  if (!res.success) throw new Error(JSON.stringify(res))
  return res.result.id as string
}

describe('store departments', () => {
  it('builds a tree by parent and sort order, loads branches and searches by title', async () => {
    const o = await owner()
    const sales = await add(o.api, '销售部', '0', 2)
    const ops = await add(o.api, '运营部', '0', 1)
    const east = await add(o.api, '华东组', sales)
    const tree = (await o.api.get('/store/department')).result as Node[]
    expect(tree.map((n) => n.title)).toEqual(['运营部', '销售部'])
    expect(tree[1]).toMatchObject({ id: sales, parentId: '0', isParent: true, status: 0 })
    expect(tree[1].children).toMatchObject([{ id: east, parentId: sales, title: '华东组', children: [] }])
    expect((await o.api.get(`/store/department/${sales}`)).result.map((n: Node) => n.id)).toEqual([east])
    expect((await o.api.get(`/store/department?title=${encodeURIComponent('华东')}`)).result).toMatchObject([
      { id: east, children: [] },
    ])
    // lilishop's edit call ends its path with a space.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/store/department/${ops}%20?title=${encodeURIComponent('运营中心')}&parentId=0&sortOrder=3`,
      headers: o.headers,
    })
    expect(edit.json().success).toBe(true)
    expect(((await o.api.get('/store/department')).result as Node[]).map((n) => n.title)).toEqual([
      '销售部',
      '运营中心',
    ])
  })

  it('refuses a parent under the department itself (51017) and another store’s department (51015)', async () => {
    const o = await owner()
    const other = await owner()
    const top = await add(o.api, '总部')
    const child = await add(o.api, '分部', top)
    const grand = await add(o.api, '小组', child)
    for (const parent of [top, grand]) {
      expect((await o.api.put(`/store/department/${top}?title=x&parentId=${parent}`)).code).toBe(
        ErrorCodes.DEPARTMENT_PARENT_INVALID.code,
      )
    }
    const theirs = await add(other.api, '别家')
    expect((await o.api.post(`/store/department?title=x&parentId=${theirs}`)).code).toBe(
      ErrorCodes.DEPARTMENT_NOT_EXIST.code,
    )
    expect((await o.api.post('/store/department?title=')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    // Moving a branch elsewhere is fine.
    const side = await add(o.api, '侧翼')
    expect((await o.api.put(`/store/department/${child}?title=分部&parentId=${side}`)).success).toBe(true)
  })

  it('a clerk without roles of its own holds its department’s default roles', async () => {
    const o = await owner()
    const role = await makeRole(t, o.headers, '订单员', ['order:read'])
    const other = await makeRole(t, o.headers, '商品员', ['goods:read'])
    const dept = await add(o.api, '客服部')
    expect(
      (await o.api.put(`/store/departmentRole/${dept}`, [{ departmentId: dept, roleId: role.id }])).success,
    ).toBe(true)
    expect((await o.api.get(`/store/departmentRole/${dept}`)).result).toEqual([
      { departmentId: dept, roleId: role.id },
    ])
    const clerk = await makeClerk(t, o.headers, o.store.id, [])
    const clerkApi = caller(t, clerk.headers)
    expect((await clerkApi.get('/store/order/order')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await o.api.put(`/store/clerk/${clerk.clerkId}?departmentId=${dept}`)).success).toBe(true)
    expect((await clerkApi.get('/store/order/order')).success).toBe(true)
    const listed = (await o.api.get('/store/clerk')).result.records.find(
      (c: { id: string }) => c.id === clerk.clerkId,
    )
    expect(listed).toMatchObject({ departmentId: dept, departmentTitle: '客服部' })
    // Its own roles win over the department's.
    expect((await o.api.put(`/store/clerk/${clerk.clerkId}?roleIds=${other.id}`)).success).toBe(true)
    expect((await clerkApi.get('/store/order/order')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await clerkApi.get('/store/goods/goods/list')).success).toBe(true)
    // Changing the department's roles reaches a clerk relying on them at once.
    const second = await makeClerk(t, o.headers, o.store.id, [])
    await o.api.put(`/store/clerk/${second.clerkId}?departmentId=${dept}`)
    expect((await caller(t, second.headers).get('/store/order/order')).success).toBe(true)
    await o.api.put(`/store/departmentRole/${dept}`, [])
    expect((await caller(t, second.headers).get('/store/order/order')).code).toBe(
      ErrorCodes.USER_AUTHORITY_ERROR.code,
    )
    // Another store's role is not a default here.
    const theirs = await makeRole(t, (await owner()).headers, '别家角色', ['order:write'])
    expect((await o.api.put(`/store/departmentRole/${dept}`, [{ roleId: theirs.id }])).code).toBe(
      ErrorCodes.ROLE_NOT_EXIST.code,
    )
  })

  it('refuses to delete a department with clerks in it or under it (51016); deletes a branch whole', async () => {
    const o = await owner()
    const top = await add(o.api, '总部')
    const child = await add(o.api, '分部', top)
    const clerk = await makeClerk(t, o.headers, o.store.id, [])
    await o.api.put(`/store/clerk/${clerk.clerkId}?departmentId=${child}`)
    expect((await o.api.del(`/store/department/${top}`)).code).toBe(ErrorCodes.DEPARTMENT_HAS_MEMBERS.code)
    expect((await o.api.del(`/store/department/${child}`)).code).toBe(ErrorCodes.DEPARTMENT_HAS_MEMBERS.code)
    await o.api.put(`/store/clerk/${clerk.clerkId}?departmentId=0`)
    const [row] = await t.database.db.select().from(storeClerks).where(eq(storeClerks.id, clerk.clerkId))
    expect(row.departmentId).toBeNull()
    const spare = await add(o.api, '备用')
    expect((await o.api.del(`/store/department/${top},${spare}`)).success).toBe(true)
    expect(
      await t.database.db.select().from(storeDepartments).where(eq(storeDepartments.storeId, o.store.id)),
    ).toEqual([])
  })

  it('a delete racing a placement never leaves a clerk in a deleted department', async () => {
    const o = await owner()
    for (let round = 0; round < 5; round++) {
      const dept = await add(o.api, `部门${round}`)
      const clerk = await makeClerk(t, o.headers, o.store.id, [])
      const [placed, deleted] = await Promise.all([
        o.api.put(`/store/clerk/${clerk.clerkId}?departmentId=${dept}`),
        o.api.del(`/store/department/${dept}`),
      ])
      // Exactly one wins, with a clear code for the other, never a 500.
      expect([placed.success, deleted.success].filter(Boolean)).toHaveLength(1)
      if (placed.success) expect(deleted.code).toBe(ErrorCodes.DEPARTMENT_HAS_MEMBERS.code)
      else expect(placed.code).toBe(ErrorCodes.DEPARTMENT_NOT_EXIST.code)
      await o.api.put(`/store/clerk/${clerk.clerkId}?departmentId=0`)
      await o.api.del(`/store/clerk/${clerk.clerkId}`)
    }
  })

  it('two moves at once cannot make a cycle', async () => {
    const o = await owner()
    const a = await add(o.api, 'A')
    const b = await add(o.api, 'B')
    const [ab, ba] = await Promise.all([
      o.api.put(`/store/department/${a}?title=A&parentId=${b}`),
      o.api.put(`/store/department/${b}?title=B&parentId=${a}`),
    ])
    expect([ab.success, ba.success].filter(Boolean)).toHaveLength(1)
    expect([ab.code, ba.code]).toContain(ErrorCodes.DEPARTMENT_PARENT_INVALID.code)
  })
})

describe('role menus', () => {
  it('answers the menu tree and maps chosen pages to area permissions (decision 173)', async () => {
    const o = await owner()
    const tree = (await o.api.get('/store/menu/tree')).result
    expect(tree.length).toBeGreaterThan(3)
    const role = await makeRole(t, o.headers, '组合', ['order:read', 'chat:write'])
    const menus = (await o.api.get(`/store/roleMenu/${role.id}`)).result
    expect(menus).toContainEqual({ roleId: role.id, menuId: 'order.order.orderList', isSuper: 0 })
    expect(menus.every((m: { menuId: string }) => !m.menuId.startsWith('goods.'))).toBe(true)
    // Pages of goods (write) and a statistics page (read); order's page is not chosen any more.
    const saved = await o.api.post(`/store/roleMenu/${role.id}`, [
      { menuId: 'goods', isSuper: 0 },
      { menuId: 'goods.goods-list', isSuper: 0 },
      { menuId: 'goods.goods-list.goods', isSuper: 1, title: '商品列表', roleId: role.id },
      { menuId: 'statistics.statistics.orderStatistics', isSuper: 0 },
    ])
    expect(saved.success).toBe(true)
    const [r] = (await o.api.get('/store/role')).result.records.filter(
      (x: { id: string }) => x.id === role.id,
    )
    // chat has no page in lilishop's seller menu: its grant stays as it was.
    expect(r.permissions).toEqual(['chat:write', 'goods:write', 'statistics:read'])
    const after = (await o.api.get(`/store/roleMenu/${role.id}`)).result
    expect(after).toContainEqual({ roleId: role.id, menuId: 'goods.goods-list.category', isSuper: 1 })
    expect(after.some((m: { menuId: string }) => m.menuId.startsWith('order.'))).toBe(false)
    expect((await o.api.post(`/store/roleMenu/${role.id}`, [{ menuId: 'nope', isSuper: 1 }])).code).toBe(
      ErrorCodes.ROLE_MENU_UNKNOWN.code,
    )
    const theirs = await makeRole(t, (await owner()).headers, '别家', ['order:read'])
    expect((await o.api.get(`/store/roleMenu/${theirs.id}`)).code).toBe(ErrorCodes.ROLE_NOT_EXIST.code)
    expect((await o.api.post(`/store/roleMenu/${theirs.id}`, [])).code).toBe(ErrorCodes.ROLE_NOT_EXIST.code)
  })
})
