import {
  DepartmentForm,
  DepartmentIdParams,
  DepartmentIdsParams,
  DepartmentNode,
  DepartmentRoleBody,
  DepartmentRoleView,
  DepartmentSearch,
  RoleIdParams,
  RoleMenuBody,
  RoleMenuView,
} from '@silk/contracts/departments'
import { envelope } from '@silk/contracts/envelope'
import { LiliMenu, liliMenu, MANAGER_MENU_TREE, SELLER_MENU_TREE } from '@silk/contracts/lili-menus'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addAdminDepartment,
  adminDepartmentChildren,
  deleteAdminDepartments,
  departmentRolesOf,
  editAdminDepartment,
  listAdminDepartments,
  setAdminDepartmentRoles,
} from '../../modules/admin/departments.ts'
import { adminRoleMenu, saveAdminRoleMenu } from '../../modules/admin/roles.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const Success = { 200: envelope(z.null()) }
const Tree = { 200: envelope(z.array(DepartmentNode)) }

/**
 * Operators' 部门管理 (`/manager/permission/department`, `…/departmentRole`) and 角色权限's menu tree
 * (`…/menu/tree`, `…/roleMenu`), lilishop's paths and shapes; area `admin` like 管理员 and 角色, every
 * write logged.
 */
export async function managerDepartmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const dept = '/manager/permission/department'
  r.get(
    `${dept}`,
    {
      ...can('admin', 'read'),
      schema: {
        tags,
        summary: '部门树（带 title 时为名称含它的部门）',
        querystring: DepartmentSearch,
        response: Tree,
      },
    },
    async (req) => ok(await listAdminDepartments(managerCtx(req), req.query.title)),
  )
  // lilishop's 用户管理 and role pages search departments here.
  r.get(
    `${dept}/search`,
    {
      ...can('admin', 'read'),
      schema: { tags, summary: '按名称搜索部门', querystring: DepartmentSearch, response: Tree },
    },
    async (req) => ok(await listAdminDepartments(managerCtx(req), req.query.title ?? '')),
  )
  r.get(
    `${dept}/:id`,
    {
      ...can('admin', 'read'),
      schema: { tags, summary: '下级部门', params: DepartmentIdParams, response: Tree },
    },
    async (req) => ok(await adminDepartmentChildren(managerCtx(req), req.params.id)),
  )
  r.post(
    `${dept}`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '新增部门',
        querystring: DepartmentForm,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok(await addAdminDepartment(managerCtx(req), req.query)),
  )
  r.put(
    `${dept}/:id`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '修改部门（名称、排序、上级）',
        params: DepartmentIdParams,
        querystring: DepartmentForm,
        response: Success,
      },
    },
    async (req) => {
      await editAdminDepartment(managerCtx(req), req.params.id, req.query)
      return done()
    },
  )
  r.delete(
    `${dept}/:id`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '删除部门及其下级（仍有店员时拒绝）',
        params: DepartmentIdsParams,
        response: Success,
      },
    },
    async (req) => {
      await deleteAdminDepartments(managerCtx(req), req.params.id)
      return done()
    },
  )
  r.get(
    `${dept}Role/:id`,
    {
      ...can('admin', 'read'),
      schema: {
        tags,
        summary: '部门的默认角色',
        params: DepartmentIdParams,
        response: { 200: envelope(z.array(DepartmentRoleView)) },
      },
    },
    async (req) => ok(await departmentRolesOf(managerCtx(req), req.params.id)),
  )
  r.put(
    `${dept}Role/:id`,
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '设置部门的默认角色（JSON 数组，如 lilishop）',
        params: DepartmentIdParams,
        body: DepartmentRoleBody,
        response: Success,
      },
    },
    async (req) => {
      await setAdminDepartmentRoles(
        managerCtx(req),
        req.params.id,
        req.body.map((b) => b.roleId),
      )
      return done()
    },
  )
  r.get(
    '/manager/permission/menu/tree',
    {
      ...can('admin', 'read'),
      schema: {
        tags,
        summary: '角色可分配的菜单树（lilishop 管理端菜单，每页属于本站一个权限区域）',
        response: { 200: envelope(LiliMenu) },
      },
    },
    async () => ok(liliMenu(MANAGER_MENU_TREE, () => true)),
  )
  r.get(
    '/manager/permission/storeMenu/tree',
    {
      ...can('admin', 'read'),
      schema: {
        tags,
        summary: '商家端菜单树（菜单管理的店铺菜单；菜单由代码给出，只读）',
        response: { 200: envelope(LiliMenu) },
      },
    },
    async () => ok(liliMenu(SELLER_MENU_TREE, () => true)),
  )
  r.get(
    '/manager/permission/roleMenu/:roleId',
    {
      ...can('admin', 'read'),
      schema: {
        tags,
        summary: '角色可打开的菜单页（isSuper 1 = 可操作，0 = 只读）',
        params: RoleIdParams,
        response: { 200: envelope(z.array(RoleMenuView)) },
      },
    },
    async (req) => ok(await adminRoleMenu(managerCtx(req), req.params.roleId)),
  )
  r.post(
    '/manager/permission/roleMenu/:roleId',
    {
      ...can('admin', 'write'),
      schema: {
        tags,
        summary: '按所选菜单页设置角色权限（每页授予其区域，isSuper 决定读写）',
        params: RoleIdParams,
        body: RoleMenuBody,
        response: Success,
      },
    },
    async (req) => {
      await saveAdminRoleMenu(managerCtx(req), req.params.roleId, req.body)
      return done()
    },
  )
}
