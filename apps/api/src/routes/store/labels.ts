import { envelope } from '@silk/contracts/envelope'
import { StoreLabel, StoreLabelForm, StoreLabelTree } from '@silk/contracts/store-goods'
import { IdParams } from '@silk/contracts/store-staff'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { addLabel, deleteLabel, editLabel, labelTree } from '../../modules/store-goods/labels.ts'
import { done, ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/** `/store/goods/label` (店铺分类): the store's own two-level goods categories. */
export async function storeLabelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/goods/label',
    {
      ...can('goods', 'read'),
      schema: { tags, summary: '店铺分类（两级）', response: { 200: envelope(StoreLabelTree) } },
    },
    async (req) => ok(await labelTree(storeCtx(req))),
  )
  r.post(
    '/store/goods/label',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '新增店铺分类',
        querystring: StoreLabelForm,
        response: { 200: envelope(StoreLabel) },
      },
    },
    async (req) => ok(await addLabel(storeCtx(req), req.query)),
  )
  r.put(
    '/store/goods/label/:id',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '修改店铺分类',
        params: IdParams,
        querystring: StoreLabelForm,
        response: { 200: envelope(StoreLabel) },
      },
    },
    async (req) => ok(await editLabel(storeCtx(req), req.params.id, req.query)),
  )
  r.delete(
    '/store/goods/label/:id',
    {
      ...can('goods', 'write'),
      schema: { tags, summary: '删除店铺分类', params: IdParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await deleteLabel(storeCtx(req), req.params.id)
      return done()
    },
  )
}
