import { envelope } from '@silk/contracts/envelope'
import {
  ManagerStore,
  ManagerStoreApplyPage,
  ManagerStoreApplyQuery,
  ManagerStorePage,
  ManagerStoreQuery,
  StoreApply,
  StoreApplyAuditForm,
  StoreIdParams,
} from '@silk/contracts/store-apply'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { reviewStoreApply } from '../../flows/review-store-apply.ts'
import { getStoreApply, listStoreApplies } from '../../modules/store-apply/admin-store-applies.ts'
import { listManagerStores, setStoreOpen } from '../../modules/stores/admin-stores.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** Stores (lilishop 店铺管理): onboarding applications and their review, the store list, close/reopen. */
export async function managerStoreRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const Store = { 200: envelope(ManagerStore) }
  r.get(
    '/manager/store/apply',
    {
      ...can('store', 'read'),
      schema: {
        tags,
        summary: '店铺入驻申请列表',
        querystring: ManagerStoreApplyQuery,
        response: { 200: envelope(ManagerStoreApplyPage) },
      },
    },
    async (req) => ok(await listStoreApplies(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/store/apply/:id',
    {
      ...can('store', 'read'),
      schema: {
        tags,
        summary: '入驻申请详情',
        params: StoreIdParams,
        response: { 200: envelope(StoreApply) },
      },
    },
    async (req) => ok(await getStoreApply(managerCtx(req), req.params.id)),
  )
  r.put(
    '/manager/store/apply/audit/:id',
    {
      ...can('store', 'write'),
      schema: {
        tags,
        summary: '审核入驻申请（通过即开店；拒绝需说明原因）',
        params: StoreIdParams,
        querystring: StoreApplyAuditForm,
        response: { 200: envelope(StoreApply) },
      },
    },
    async (req) => ok(await reviewStoreApply(managerCtx(req), req.params.id, req.query)),
  )
  r.get(
    '/manager/store/store',
    {
      ...can('store', 'read'),
      schema: {
        tags,
        summary: '店铺列表',
        querystring: ManagerStoreQuery,
        response: { 200: envelope(ManagerStorePage) },
      },
    },
    async (req) => ok(await listManagerStores(managerCtx(req), req.query)),
  )
  r.put(
    '/manager/store/store/disable/:id',
    {
      ...can('store', 'write'),
      schema: { tags, summary: '关闭店铺（商品即刻下线）', params: StoreIdParams, response: Store },
    },
    async (req) => ok(await setStoreOpen(managerCtx(req), req.params.id, false)),
  )
  r.put(
    '/manager/store/store/enable/:id',
    {
      ...can('store', 'write'),
      schema: { tags, summary: '开启店铺', params: StoreIdParams, response: Store },
    },
    async (req) => ok(await setStoreOpen(managerCtx(req), req.params.id, true)),
  )
}
