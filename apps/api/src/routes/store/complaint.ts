import {
  CommunicationCreate,
  ComplaintCommunication,
  ComplaintListQuery,
  OrderComplaint,
  OrderComplaintVO,
  StoreAppeal,
} from '@silk/contracts/complaint'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listStoreComplaints,
  storeAppeal,
  storeCommunicate,
  storeComplaintDetail,
} from '../../modules/complaints/complaints.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../plugins/duplicate-submit.ts'
import { jsonIntoQuery } from '../../plugins/params.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

const IdParam = z.object({ id: Id })

/** `/store/order/complain/**` (reference §11): the store's side of the conversation. */
export async function storeComplaintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  releaseGuardOnFailure(app)
  r.get(
    '/store/order/complain',
    {
      ...can('complaint', 'read'),
      schema: {
        tags,
        summary: '店铺的投诉',
        querystring: ComplaintListQuery,
        response: { 200: envelope(page(OrderComplaint)) },
      },
    },
    async (req) => ok(await listStoreComplaints(storeCtx(req), req.query)),
  )
  r.get(
    '/store/order/complain/:id',
    {
      ...can('complaint', 'read'),
      schema: {
        tags,
        summary: '店铺投诉详情',
        params: IdParam,
        response: { 200: envelope(OrderComplaintVO) },
      },
    },
    async (req) => ok(await storeComplaintDetail(storeCtx(req), req.params.id)),
  )
  r.post(
    '/store/order/complain/communication',
    {
      ...can('complaint', 'write'),
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '商家回复投诉',
        querystring: CommunicationCreate,
        response: { 200: envelope(ComplaintCommunication) },
      },
    },
    async (req) => ok(await storeCommunicate(storeCtx(req), req.query)),
  )
  r.put(
    '/store/order/complain/appeal',
    {
      ...can('complaint', 'write'),
      preHandler: preventDuplicate,
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '商家申诉',
        querystring: StoreAppeal,
        response: { 200: envelope(OrderComplaint) },
      },
    },
    async (req) => ok(await storeAppeal(storeCtx(req), req.query)),
  )
}
