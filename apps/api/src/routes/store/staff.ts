import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import {
  ClerkAddForm,
  ClerkEditForm,
  ClerkPage,
  IdParams,
  RoleForm,
  RoleView,
} from '@silk/contracts/store-staff'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { addClerk, deleteClerk, editClerk, listClerks } from '../../modules/store-staff/clerks.ts'
import { addRole, deleteRole, editRole, listRoles } from '../../modules/store-staff/roles.ts'
import { done, ok } from '../../shared/envelope.ts'
import { pageOfAll } from '../../shared/paging.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const Success = { 200: envelope(z.null()) }

/** `/store/clerk` and `/store/role` (店员, 角色权限): who works for the store and what they may do. */
export async function storeStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/role',
    {
      ...can('staff', 'read'),
      schema: {
        tags,
        summary: '角色列表（分页，如 lilishop）',
        querystring: PageQuery,
        response: { 200: envelope(page(RoleView)) },
      },
    },
    async (req) => ok(pageOfAll(await listRoles(storeCtx(req)), req.query)),
  )
  r.post(
    '/store/role',
    {
      ...can('staff', 'write'),
      schema: { tags, summary: '新增角色', querystring: RoleForm, response: { 200: envelope(RoleView) } },
    },
    async (req) => ok(await addRole(storeCtx(req), req.query)),
  )
  r.put(
    '/store/role/:id',
    {
      ...can('staff', 'write'),
      schema: {
        tags,
        summary: '修改角色',
        params: IdParams,
        querystring: RoleForm,
        response: { 200: envelope(RoleView) },
      },
    },
    async (req) => ok(await editRole(storeCtx(req), req.params.id, req.query)),
  )
  r.delete(
    '/store/role/:id',
    { ...can('staff', 'write'), schema: { tags, summary: '删除角色', params: IdParams, response: Success } },
    async (req) => {
      await deleteRole(storeCtx(req), req.params.id)
      return done()
    },
  )
  r.get(
    '/store/clerk',
    {
      ...can('staff', 'read'),
      schema: { tags, summary: '店员列表', querystring: PageQuery, response: { 200: envelope(ClerkPage) } },
    },
    async (req) => ok(await listClerks(storeCtx(req), req.query)),
  )
  r.post(
    '/store/clerk',
    {
      ...can('staff', 'write'),
      schema: {
        tags,
        summary: '添加店员',
        querystring: ClerkAddForm,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (req) => ok(await addClerk(storeCtx(req), req.query)),
  )
  r.put(
    '/store/clerk/:id',
    {
      ...can('staff', 'write'),
      schema: { tags, summary: '修改店员', params: IdParams, querystring: ClerkEditForm, response: Success },
    },
    async (req) => {
      await editClerk(storeCtx(req), req.params.id, req.query)
      return done()
    },
  )
  r.delete(
    '/store/clerk/:id',
    { ...can('staff', 'write'), schema: { tags, summary: '删除店员', params: IdParams, response: Success } },
    async (req) => {
      await deleteClerk(storeCtx(req), req.params.id)
      return done()
    },
  )
}
