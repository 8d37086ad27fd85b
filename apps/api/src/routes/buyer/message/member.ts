import { envelope } from '@silk/contracts/envelope'
import { MemberMessage, MemberMessageQuery } from '@silk/contracts/message'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  countUnread,
  deleteMessage,
  listMessages,
  readMessage,
} from '../../../modules/messages/member-messages.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const MessageParams = z.object({ id: Id })

/** The member inbox (reference §15.3), with the owner check upstream lacks (§20 #13). */
export async function memberMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['message']

  r.get(
    '/buyer/message/member',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的消息',
        querystring: MemberMessageQuery,
        response: { 200: envelope(page(MemberMessage)) },
      },
    },
    async (req) => ok(await listMessages(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/message/member/count',
    { ...auth, schema: { tags, summary: '未读消息数', response: { 200: envelope(z.number().int()) } } },
    async (req) => ok(await countUnread(buyerCtx(req))),
  )
  r.put(
    '/buyer/message/member/:id',
    {
      ...auth,
      schema: { tags, summary: '标记已读', params: MessageParams, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => ok(await readMessage(buyerCtx(req), req.params.id)),
  )
  r.delete(
    '/buyer/message/member/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '删除消息（先放入回收站，回收站中再删除则彻底删除）',
        params: MessageParams,
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (req) => ok(await deleteMessage(buyerCtx(req), req.params.id)),
  )
}
