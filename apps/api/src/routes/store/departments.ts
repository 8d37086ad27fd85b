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
import { LiliMenu, liliMenu, SELLER_MENU_TREE } from '@silk/contracts/lili-menus'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addDepartment,
  deleteDepartments,
  departmentChildren,
  departmentRoles,
  editDepartment,
  listDepartments,
  setDepartmentRoles,
} from '../../modules/store-staff/departments.ts'
import { roleMenu, saveRoleMenu } from '../../modules/store-staff/roles.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const Success = { 200: envelope(z.null()) }
const Tree = { 200: envelope(z.array(DepartmentNode)) }

/**
 * 部门管理 (`/store/department`, `/store/departmentRole`) and the role page's menu tree
 * (`/store/menu/tree`, `/store/roleMenu`), lilishop's paths and shapes; area `staff` like 店员 and 角色.
 */
export async function storeDepartmentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/department',
    {
      ...can('staff', 'read'),
      schema: {
        tags,
        summary: '部门树（带 title 时为名称含它的部门）',
        querystring: DepartmentSearch,
        response: Tree,
      },
    },
    async (req) => ok(await listDepartments(storeCtx(req), req.query.title)),
  )
  r.get(
    '/store/department/:id',
    {
      ...can('staff', 'read'),
      schema: { tags, summary: '下级部门', params: DepartmentIdParams, response: Tree },
    },
    async (req) => ok(await departmentChildren(storeCtx(req), req.params.id)),
  )
  r.post(
    '/store/department',
    {
      ...can('staff', 'write'),
      schema: {
        tags,
        summary: '新增部门',
        querystring: DepartmentForm,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok(await addDepartment(storeCtx(req), req.query)),
  )
  r.put(
    '/store/department/:id',
    {
      ...can('staff', 'write'),
      schema: {
        tags,
        summary: '修改部门（名称、排序、上级）',
        params: DepartmentIdParams,
        querystring: DepartmentForm,
        response: Success,
      },
    },
    async (req) => {
      await editDepartment(storeCtx(req), req.params.id, req.query)
      return done()
    },
  )
  r.delete(
    '/store/department/:id',
    {
      ...can('staff', 'write'),
      schema: {
        tags,
        summary: '删除部门及其下级（仍有店员时拒绝）',
        params: DepartmentIdsParams,
        response: Success,
      },
    },
    async (req) => {
      await deleteDepartments(storeCtx(req), req.params.id)
      return done()
    },
  )
  r.get(
    '/store/departmentRole/:id',
    {
      ...can('staff', 'read'),
      schema: {
        tags,
        summary: '部门的默认角色',
        params: DepartmentIdParams,
        response: { 200: envelope(z.array(DepartmentRoleView)) },
      },
    },
    async (req) => ok(await departmentRoles(storeCtx(req), req.params.id)),
  )
  r.put(
    '/store/departmentRole/:id',
    {
      ...can('staff', 'write'),
      schema: {
        tags,
        summary: '设置部门的默认角色（JSON 数组，如 lilishop）',
        params: DepartmentIdParams,
        body: DepartmentRoleBody,
        response: Success,
      },
    },
    async (req) => {
      await setDepartmentRoles(
        storeCtx(req),
        req.params.id,
        req.body.map((b) => b.roleId),
      )
      return done()
    },
  )
  r.get(
    '/store/menu/tree',
    {
      ...can('staff', 'read'),
      schema: {
        tags,
        summary: '角色可分配的菜单树（lilishop 商家端菜单，每页属于本站一个权限区域）',
        response: { 200: envelope(LiliMenu) },
      },
    },
    async () => ok(liliMenu(SELLER_MENU_TREE, () => true)),
  )
  r.get(
    '/store/roleMenu/:roleId',
    {
      ...can('staff', 'read'),
      schema: {
        tags,
        summary: '角色可打开的菜单页（isSuper 1 = 可操作，0 = 只读）',
        params: RoleIdParams,
        response: { 200: envelope(z.array(RoleMenuView)) },
      },
    },
    async (req) => ok(await roleMenu(storeCtx(req), req.params.roleId)),
  )
  r.post(
    '/store/roleMenu/:roleId',
    {
      ...can('staff', 'write'),
      schema: {
        tags,
        summary: '按所选菜单页设置角色权限（每页授予其区域，isSuper 决定读写）',
        params: RoleIdParams,
        body: RoleMenuBody,
        response: Success,
      },
    },
    async (req) => {
      await saveRoleMenu(storeCtx(req), req.params.roleId, req.body)
      return done()
    },
  )
}
