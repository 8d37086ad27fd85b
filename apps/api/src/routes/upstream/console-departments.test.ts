import { ErrorCodes } from '@silk/contracts/errors'
import { liliMenu, MANAGER_MENU_TREE, SELLER_MENU_TREE } from '@silk/contracts/lili-menus'
import { adminLogs } from '@silk/db/schema/index'
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin, makeAdminRole } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeRole } from '../../testing/store-staff.ts'
import { caller, makeSeller, makeStore } from '../../testing/trade.ts'

/**
 * 部门管理 and the role pages' menu trees as lilishop's consoles read them (decision 173): the
 * department page takes `result` as iView Tree data (`title`, `children`) and `departmentRole` rows'
 * `roleId`; the role page ticks the leaves whose `id` is a `roleMenu` row's `menuId`, reads `isSuper`.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

const ids = (tree: ReturnType<typeof liliMenu>) =>
  tree.flatMap((top) => [top.id, ...top.children.flatMap((g) => [g.id, ...g.children.map((l) => l.id)])])

describe('seller console', () => {
  it('answers the department tree, department roles, menu tree and role menus in lilishop’s shapes', async () => {
    const m = await createMember(t)
    const store = await makeStore(t)
    await makeSeller(t, m, store.id)
    const api = caller(t, m.headers)
    const top = (await api.post('/store/department?title=总部&parentId=0&sortOrder=0&status=0')).result.id
    const role = await makeRole(t, m.headers, '客服', ['order:write'])
    // lilishop's edit page sends the clicked node back, null fields as "", with the role rows as JSON.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/store/department/${top}%20?id=${top}&title=总部&parentId=0&parentTitle=&sortOrder=1&status=0`,
      headers: m.headers,
    })
    expect(edit.json()).toMatchObject({ success: true, code: 200 })
    await api.put(`/store/departmentRole/${top}`, [{ departmentId: top, roleId: role.id }])
    const child = (await api.post(`/store/department?title=客服组&parentId=${top}&sortOrder=0&status=0`))
      .result.id
    const tree = await api.get('/store/department')
    expect(tree).toMatchObject({ success: true, code: 200 })
    expect(tree.result).toEqual([
      {
        id: top,
        parentId: '0',
        title: '总部',
        sortOrder: 1,
        status: 0,
        isParent: true,
        roleIds: [role.id],
        roleNames: ['客服'],
        memberCount: 0,
        children: [expect.objectContaining({ id: child, parentId: top, title: '客服组', children: [] })],
      },
    ])
    expect((await api.get(`/store/departmentRole/${top}`)).result).toEqual([
      { departmentId: top, roleId: role.id },
    ])
    const menuTree = (await api.get('/store/menu/tree')).result
    expect(menuTree).toEqual(liliMenu(SELLER_MENU_TREE, () => true))
    // The same ids as memberMenu's, so a ticked page is one the sidebar shows.
    const memberMenu = (await api.get('/store/menu/memberMenu')).result
    expect(ids(menuTree)).toEqual(expect.arrayContaining(ids(memberMenu)))
    const rows = (await api.get(`/store/roleMenu/${role.id}`)).result
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row).toEqual({ roleId: role.id, menuId: expect.any(String), isSuper: 1 })
      expect(ids(menuTree)).toContain(row.menuId)
    }
  })
})

describe('manager console', () => {
  it('answers the same shapes, and a department’s default roles grant an operator without roles', async () => {
    const boss = await makeAdmin(t, { superUser: true })
    const api = caller(t, boss.headers)
    const dept = (await api.post('/manager/permission/department?title=运营部&parentId=0&sortOrder=0')).result
      .id
    const { roleId } = await makeAdminRole(t, ['member:read'])
    expect(
      (await api.put(`/manager/permission/departmentRole/${dept}`, [{ departmentId: dept, roleId }])).success,
    ).toBe(true)
    const [log] = await t.database.db.select().from(adminLogs).orderBy(desc(adminLogs.createTime)).limit(1)
    expect(log.action).toBe('permission.department.roles')
    const op = await makeAdmin(t)
    const opApi = caller(t, op.headers)
    expect((await opApi.get('/manager/passport/member')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const placed = await api.put(`/manager/passport/user/${op.admin.id}?departmentId=${dept}`)
    expect(placed.result).toMatchObject({ departmentId: dept, departmentTitle: '运营部' })
    expect((await opApi.get('/manager/passport/member')).success).toBe(true)
    // A role a department gives cannot be deleted unseen; a department with people is not deleted.
    expect((await api.del(`/manager/permission/role/${roleId}`)).code).toBe(
      ErrorCodes.ADMIN_ROLE_DEFAULT_OF_DEPARTMENT.code,
    )
    expect((await api.del(`/manager/permission/department/${dept}`)).code).toBe(
      ErrorCodes.DEPARTMENT_HAS_MEMBERS.code,
    )
    expect((await api.get('/manager/permission/department/search?title=运营')).result).toMatchObject([
      { id: dept, memberCount: 1, roleIds: [roleId], children: [] },
    ])
    const menuTree = (await api.get('/manager/permission/menu/tree')).result
    expect(menuTree).toEqual(liliMenu(MANAGER_MENU_TREE, () => true))
    expect((await api.get(`/manager/permission/roleMenu/${roleId}`)).result).toContainEqual({
      roleId,
      menuId: 'member.memberManage.memberList',
      isSuper: 0,
    })
    // Choosing the log page (read) and the member list (write) replaces member:read.
    expect(
      (
        await api.post(`/manager/permission/roleMenu/${roleId}`, [
          { menuId: 'member.memberManage.memberList', isSuper: 1 },
          { menuId: 'setting.log.logManage', isSuper: 0 },
        ])
      ).success,
    ).toBe(true)
    const roles = (await api.get('/manager/permission/role?pageSize=100')).result.records
    expect(roles.find((r: { id: string }) => r.id === roleId).permissions).toEqual([
      'log:read',
      'member:write',
    ])
    // Taking the operator out frees the department.
    await api.put(`/manager/passport/user/${op.admin.id}?departmentId=0`)
    expect((await opApi.get('/manager/passport/member')).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    expect((await api.del(`/manager/permission/department/${dept}`)).success).toBe(true)
  })
})
