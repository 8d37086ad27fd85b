import { ArticleIdParams } from '@silk/contracts/article'
import {
  HomeSlideEnableForm,
  ManagerNavEntry,
  NavEntryForm,
  NavEntryOrderForm,
} from '@silk/contracts/content-admin'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createNavEntry,
  deleteNavEntry,
  listManagerNavEntries,
  orderNavEntries,
  setNavEntryEnabled,
  updateNavEntry,
} from '../../modules/system/admin-nav.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** The header's navigation row (decision 168): content area, read with `content:read`, edited with `content:write`. */
export async function managerNavRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const Entries = { 200: envelope(z.array(ManagerNavEntry)) }
  r.get(
    '/manager/other/navEntry',
    { ...can('content', 'read'), schema: { tags, summary: '页头导航（含隐藏的）', response: Entries } },
    async (req) => ok(await listManagerNavEntries(managerCtx(req))),
  )
  r.post(
    '/manager/other/navEntry',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '新增导航', body: NavEntryForm, response: Entries },
    },
    async (req) => ok(await createNavEntry(managerCtx(req), req.body)),
  )
  r.put(
    '/manager/other/navEntry/sort',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '调整导航顺序', body: NavEntryOrderForm, response: Entries },
    },
    async (req) => ok(await orderNavEntries(managerCtx(req), req.body)),
  )
  r.put(
    '/manager/other/navEntry/enable/:id',
    {
      ...can('content', 'write'),
      schema: {
        tags,
        summary: '显示或隐藏导航',
        params: ArticleIdParams,
        querystring: HomeSlideEnableForm,
        response: Entries,
      },
    },
    async (req) => ok(await setNavEntryEnabled(managerCtx(req), req.params.id, req.query.enabled)),
  )
  r.put(
    '/manager/other/navEntry/:id',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '编辑导航', params: ArticleIdParams, body: NavEntryForm, response: Entries },
    },
    async (req) => ok(await updateNavEntry(managerCtx(req), req.params.id, req.body)),
  )
  r.delete(
    '/manager/other/navEntry/:id',
    {
      ...can('content', 'write'),
      schema: { tags, summary: '删除导航', params: ArticleIdParams, response: Entries },
    },
    async (req) => ok(await deleteNavEntry(managerCtx(req), req.params.id)),
  )
}
