import {
  AdminEnableForm,
  AdminIdParams,
  AdminRoleForm,
  AdminRoleView,
  AdminUserEditForm,
  AdminUserForm,
  AdminUserPage,
  AdminUserQuery,
  AdminUserView,
} from '@silk/contracts/admin'
import { envelope } from '@silk/contracts/envelope'
import { LiliMenu, liliMenu, MANAGER_MENU_TREE } from '@silk/contracts/lili-menus'
import { PageQuery, page } from '@silk/contracts/paging'
import { allows } from '@silk/contracts/permissions'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { addAdmin, editAdmin, listAdmins, setAdminEnabled } from '../../modules/admin/admins.ts'
import { addAdminRole, deleteAdminRole, editAdminRole, listAdminRoles } from '../../modules/admin/roles.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { pageOfAll } from '../../shared/paging.ts'
import { anyAdmin, can, tags } from './access.ts'

const User = { 200: envelope(AdminUserView) }
const Role = { 200: envelope(AdminRoleView) }

/**
 * Operator accounts (`/manager/passport/user`, lilishop 用户管理), roles (`/manager/permission/role`,
 * 角色权限) and the signed-in operator's menu. Area `admin`; every write goes through `adminWrite`.
 */
export async function managerAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const users = '/manager/passport/user'
  // lilishop's 用户管理 pages the same list at …/getByCondition (its department and mobile filters
  // have no counterpart here: operators have neither).
  for (const url of [users, `${users}/getByCondition`])
    r.get(
      url,
      {
        ...can('admin', 'read'),
        schema: {
          tags,
          summary: '管理员列表',
          querystring: AdminUserQuery,
          response: { 200: envelope(AdminUserPage) },
        },
      },
      async (req) => ok(await listAdmins(managerCtx(req), req.query)),
    )
  r.post(
    users,
    {
      ...can('admin', 'write'),
      schema: { tags, summary: '新增管理员', querystring: AdminUserForm, response: User },
    },
    async (req) => ok(await addAdmin(managerCtx(req), req.query)),
  )
  r.put(
    `${users}/:id`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '修改管理员昵称与角色',
        params: AdminIdParams,
        querystring: AdminUserEditForm,
        response: User,
      },
    },
    async (req) => ok(await editAdmin(managerCtx(req), req.params.id, req.query)),
  )
  r.put(
    `${users}/enable/:id`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '启用或停用管理员（停用即结束其全部登录）',
        params: AdminIdParams,
        querystring: AdminEnableForm,
        response: User,
      },
    },
    async (req) => ok(await setAdminEnabled(managerCtx(req), req.params.id, req.query.status)),
  )

  const roles = '/manager/permission/role'
  r.get(
    roles,
    {
      ...can('admin', 'read'),
      schema: {
        tags,
        summary: '角色列表（分页，如 lilishop）',
        querystring: PageQuery,
        response: { 200: envelope(page(AdminRoleView)) },
      },
    },
    async (req) => ok(pageOfAll(await listAdminRoles(managerCtx(req)), req.query)),
  )
  r.post(
    roles,
    {
      ...can('admin', 'write'),
      schema: { tags, summary: '新增角色', querystring: AdminRoleForm, response: Role },
    },
    async (req) => ok(await addAdminRole(managerCtx(req), req.query)),
  )
  r.put(
    `${roles}/:id`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '修改角色权限',
        params: AdminIdParams,
        querystring: AdminRoleForm,
        response: Role,
      },
    },
    async (req) => ok(await editAdminRole(managerCtx(req), req.params.id, req.query)),
  )
  r.delete(
    `${roles}/:id`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '删除角色（无人使用时）',
        params: AdminIdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteAdminRole(managerCtx(req), req.params.id)
      return done()
    },
  )

  r.get(
    '/manager/permission/menu/memberMenu',
    {
      ...anyAdmin,
      schema: {
        tags,
        summary:
          '菜单（lilishop 管理端的菜单树：其角色可读的页面；本站控制台用 passport/user/info 的 menus）',
        response: { 200: envelope(LiliMenu) },
      },
    },
    async (req) => {
      const { admin } = managerCtx(req)
      const granted = { superUser: admin.superUser, permissions: admin.permissions }
      return ok(liliMenu(MANAGER_MENU_TREE, (area) => allows(granted, { area, access: 'read' })))
    },
  )
}
