import { envelope } from '@silk/contracts/envelope'
import { Id } from '@silk/contracts/primitives'
import {
  SeckillApplyPage,
  SeckillApplyQuery,
  SeckillAuditForm,
  SeckillForm,
  SeckillPage,
  SeckillQuery,
  SeckillVO,
} from '@silk/contracts/seckill-admin'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  auditSeckillApply,
  closeSeckill,
  createSeckill,
  deleteSeckill,
  listSeckillApplies,
  listSeckills,
  updateSeckill,
} from '../../modules/promotions/admin-seckill.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const IdParams = z.object({ id: Id })
const One = { 200: envelope(SeckillVO) }

/**
 * `/manager/promotion/seckill` (lilishop `SeckillManagerController`, issue 66): a day's flash-sale
 * activity with its hour sessions, and the review of the stores' applications.
 */
export async function managerSeckillRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/promotion/seckill',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '秒杀活动列表',
        querystring: SeckillQuery,
        response: { 200: envelope(SeckillPage) },
      },
    },
    async (req) => ok(await listSeckills(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/promotion/seckill/apply',
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '秒杀报名列表（各店铺）',
        querystring: SeckillApplyQuery,
        response: { 200: envelope(SeckillApplyPage) },
      },
    },
    async (req) => ok(await listSeckillApplies(managerCtx(req), req.query)),
  )
  r.post(
    '/manager/promotion/seckill',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '新增秒杀活动（一天的场次）', body: SeckillForm, response: One },
    },
    async (req) => ok(await createSeckill(managerCtx(req), req.body)),
  )
  r.put(
    '/manager/promotion/seckill/:id',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '修改秒杀活动（开始前）', params: IdParams, body: SeckillForm, response: One },
    },
    async (req) => ok(await updateSeckill(managerCtx(req), req.params.id, req.body)),
  )
  r.put(
    '/manager/promotion/seckill/:id/close',
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '关闭秒杀活动（开始前）', params: IdParams, response: One },
    },
    async (req) => ok(await closeSeckill(managerCtx(req), req.params.id)),
  )
  r.delete(
    '/manager/promotion/seckill/:id',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '删除秒杀活动（开始前）',
        params: IdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteSeckill(managerCtx(req), req.params.id)
      return done()
    },
  )
  r.put(
    '/manager/promotion/seckill/apply/:id/audit',
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '审核秒杀报名（通过／拒绝并说明原因）',
        params: IdParams,
        body: SeckillAuditForm,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await auditSeckillApply(managerCtx(req), req.params.id, req.body)
      return done()
    },
  )
}
