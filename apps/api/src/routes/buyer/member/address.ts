import { AddressInput, AddressUpdate, MemberAddress } from '@silk/contracts/address'
import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addAddress,
  deleteAddress,
  getAddress,
  getDefaultAddress,
  listAddresses,
  updateAddress,
} from '../../../modules/addresses/addresses.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/** Shipping addresses (reference §15.6); another member's address is 20005. */
export async function addressRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['address']
  const IdParam = z.object({ id: Id })

  r.get(
    '/buyer/member/address',
    {
      ...auth,
      schema: {
        tags,
        summary: '收货地址列表',
        querystring: PageQuery,
        response: { 200: envelope(page(MemberAddress)) },
      },
    },
    async (req) => ok(await listAddresses(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/member/address/get/default',
    {
      ...auth,
      schema: { tags, summary: '默认收货地址', response: { 200: envelope(MemberAddress.nullable()) } },
    },
    async (req) => ok(await getDefaultAddress(buyerCtx(req))),
  )
  r.get(
    '/buyer/member/address/get/:id',
    {
      ...auth,
      schema: { tags, summary: '收货地址', params: IdParam, response: { 200: envelope(MemberAddress) } },
    },
    async (req) => ok(await getAddress(buyerCtx(req), req.params.id)),
  )
  r.post(
    '/buyer/member/address',
    {
      ...auth,
      schema: {
        tags,
        summary: '新增收货地址',
        querystring: AddressInput,
        response: { 200: envelope(MemberAddress) },
      },
    },
    async (req) => ok(await addAddress(buyerCtx(req), req.query)),
  )
  r.put(
    '/buyer/member/address',
    {
      ...auth,
      schema: {
        tags,
        summary: '修改收货地址',
        querystring: AddressUpdate,
        response: { 200: envelope(MemberAddress) },
      },
    },
    async (req) => ok(await updateAddress(buyerCtx(req), req.query)),
  )
  r.delete(
    '/buyer/member/address/delById/:id',
    {
      ...auth,
      schema: { tags, summary: '删除收货地址', params: IdParam, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await deleteAddress(buyerCtx(req), req.params.id)
      return done()
    },
  )
}
