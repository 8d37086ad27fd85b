import {
  CommunicationCreate,
  ComplaintCommunication,
  ComplaintCreate,
  ComplaintListQuery,
  OrderComplaint,
  OrderComplaintVO,
  StoreAppeal,
} from '@silk/contracts/complaint'
import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  buyerCommunicate,
  cancelComplaint,
  createComplaint,
  listMyComplaints,
  listStoreComplaints,
  myComplaintDetail,
  storeAppeal,
  storeCommunicate,
  storeComplaintDetail,
} from '../../../modules/complaints/complaints.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const IdParam = z.object({ id: Id })
const Done = { 200: envelope(z.null()) }

/**
 * The contract sends these as a JSON body, a form or a query string (reference §1.1, spec §7).
 * A JSON object body is merged into the query before validation, so each route declares its
 * parameters once (`querystring`), like the form bodies of the params plugin.
 */
async function jsonIntoQuery(request: FastifyRequest) {
  const type = request.headers['content-type'] ?? ''
  const body = request.body
  if (!type.startsWith('application/json') || !body || typeof body !== 'object' || Array.isArray(body)) return
  request.query = { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown>) }
}

/** Complaints (reference §11): the buyer's calls and the store's side of the conversation. */
export async function complaintRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Sign-in is checked before validation, so an anonymous call is a 401 whatever it sends.
  const auth = { onRequest: app.requireMember }
  const guarded = { onRequest: app.requireMember, preHandler: preventDuplicate }
  const tags = ['complaint']
  const sellerTags = ['seller']
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

  // The store's side (seller accounts: member.storeId), until the seller console exists.
  r.get(
    '/store/order/complain',
    {
      ...auth,
      schema: {
        tags: sellerTags,
        summary: '店铺的投诉',
        querystring: ComplaintListQuery,
        response: { 200: envelope(page(OrderComplaint)) },
      },
    },
    async (req) => ok(await listStoreComplaints(buyerCtx(req), req.query)),
  )
  r.get(
    '/store/order/complain/:id',
    {
      ...auth,
      schema: {
        tags: sellerTags,
        summary: '店铺投诉详情',
        params: IdParam,
        response: { 200: envelope(OrderComplaintVO) },
      },
    },
    async (req) => ok(await storeComplaintDetail(buyerCtx(req), req.params.id)),
  )
  r.post(
    '/store/order/complain/communication',
    {
      ...auth,
      preValidation: jsonIntoQuery,
      schema: {
        tags: sellerTags,
        summary: '商家回复投诉',
        querystring: CommunicationCreate,
        response: { 200: envelope(ComplaintCommunication) },
      },
    },
    async (req) => ok(await storeCommunicate(buyerCtx(req), req.query)),
  )
  r.put(
    '/store/order/complain/appeal',
    {
      ...guarded,
      preValidation: jsonIntoQuery,
      schema: {
        tags: sellerTags,
        summary: '商家申诉',
        querystring: StoreAppeal,
        response: { 200: envelope(OrderComplaint) },
      },
    },
    async (req) => ok(await storeAppeal(buyerCtx(req), req.query)),
  )
}
