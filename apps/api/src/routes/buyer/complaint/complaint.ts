import {
  CommunicationCreate,
  ComplaintCommunication,
  ComplaintCreate,
  ComplaintListQuery,
  OrderComplaint,
  OrderComplaintVO,
} from '@silk/contracts/complaint'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  buyerCommunicate,
  cancelComplaint,
  createComplaint,
  listMyComplaints,
  myComplaintDetail,
} from '../../../modules/complaints/complaints.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { jsonIntoQuery } from '../../../plugins/params.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const IdParam = z.object({ id: Id })
const Done = { 200: envelope(z.null()) }

/** Complaints (reference §11), the buyer's calls; the store's side is in `routes/store/complaint.ts`. */
export async function complaintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Sign-in is checked before validation, so an anonymous call is a 401 whatever it sends.
  const auth = { onRequest: app.requireMember }
  const guarded = { onRequest: app.requireMember, preHandler: preventDuplicate }
  const tags = ['complaint']
  releaseGuardOnFailure(app)

  r.post(
    '/buyer/order/complain',
    {
      ...guarded,
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '投诉订单商品',
        querystring: ComplaintCreate,
        response: { 200: envelope(OrderComplaint) },
      },
    },
    async (req) => ok(await createComplaint(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/order/complain',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的投诉',
        querystring: ComplaintListQuery,
        response: { 200: envelope(page(OrderComplaint)) },
      },
    },
    async (req) => ok(await listMyComplaints(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/order/complain/:id',
    {
      ...auth,
      schema: { tags, summary: '投诉详情', params: IdParam, response: { 200: envelope(OrderComplaintVO) } },
    },
    async (req) => ok(await myComplaintDetail(buyerCtx(req), req.params.id)),
  )
  r.post(
    '/buyer/order/complain/communication',
    {
      ...auth,
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '投诉对话',
        querystring: CommunicationCreate,
        response: { 200: envelope(ComplaintCommunication) },
      },
    },
    async (req) => ok(await buyerCommunicate(buyerCtx(req), req.query)),
  )
  r.put(
    '/buyer/order/complain/status/:id',
    { ...guarded, schema: { tags, summary: '取消投诉', params: IdParam, response: Done } },
    async (req) => {
      await cancelComplaint(buyerCtx(req), req.params.id)
      return done()
    },
  )
}
