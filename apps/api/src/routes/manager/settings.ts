import { Logistics } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import {
  LogisticsEnableForm,
  LogisticsParams,
  ManagerLogisticsList,
  ManagerSettings,
  SettingKeyParams,
} from '@silk/contracts/settings-admin'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listAllLogistics,
  readSettings,
  saveSetting,
  setLogisticsEnabled,
} from '../../modules/system/admin-settings.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { pageOfAll } from '../../shared/paging.ts'
import { can, tags } from './access.ts'

/** Settings (lilishop 系统设置, 物流公司): the platform's rules, each form validated and logged. */
export async function managerSettingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const Settings = { 200: envelope(ManagerSettings) }
  r.get(
    '/manager/setting/setting',
    { ...can('setting', 'read'), schema: { tags, summary: '系统设置（全部表单）', response: Settings } },
    async (req) => ok(await readSettings(managerCtx(req))),
  )
  r.put(
    '/manager/setting/setting/:key',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '保存一项系统设置（JSON 表单，按项校验）',
        params: SettingKeyParams,
        body: z.record(z.string(), z.unknown()),
        response: Settings,
      },
    },
    async (req) => ok(await saveSetting(managerCtx(req), req.params.key, req.body)),
  )
  // lilishop's 系统设置 page reads and saves one form at a time under `get/` and `put/`.
  r.get(
    '/manager/setting/setting/get/:key',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '读取一项系统设置（lilishop 管理端，各 Setting 类）',
        params: SettingKeyParams,
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
    },
    async (req) => ok((await readSettings(managerCtx(req)))[req.params.key]),
  )
  r.put(
    '/manager/setting/setting/put/:key',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '保存一项系统设置（lilishop 管理端，JSON 表单，按项校验）',
        params: SettingKeyParams,
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
    },
    async (req) => ok((await saveSetting(managerCtx(req), req.params.key, req.body))[req.params.key]),
  )
  r.get(
    '/manager/other/logistics',
    {
      ...can('setting', 'read'),
      schema: { tags, summary: '物流公司（含停用）', response: { 200: envelope(ManagerLogisticsList) } },
    },
    async (req) => ok(await listAllLogistics(managerCtx(req))),
  )
  r.get(
    '/manager/other/logistics/getByPage',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '物流公司分页（含停用；lilishop 管理端）',
        querystring: PageQuery,
        response: { 200: envelope(page(Logistics)) },
      },
    },
    async (req) => ok(pageOfAll(await listAllLogistics(managerCtx(req)), req.query)),
  )
  r.put(
    '/manager/other/logistics/:id',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '启用或停用物流公司',
        params: LogisticsParams,
        querystring: LogisticsEnableForm,
        response: { 200: envelope(ManagerLogisticsList) },
      },
    },
    async (req) => ok(await setLogisticsEnabled(managerCtx(req), req.params.id, req.query.enabled)),
  )
}
