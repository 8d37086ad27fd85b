import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import {
  SentMessage,
  SentMessageQuery,
  StoreMessage,
  StoreMessageForm,
  StoreMessageRecipientQuery,
} from '@silk/contracts/store-message'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  listMessageRecipients,
  listSentMessages,
  sendStoreMessage,
} from '../../modules/messages/platform-messages.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/**
 * 站内信 to stores at lilishop's paths (`MessageManagerController`, `StoreMessageManagerController`;
 * decision 174): the store area, `store:read` to look, `store:write` to send (logged).
 */
export async function managerStoreMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/other/message',
    {
      ...can('store', 'read'),
      schema: {
        tags,
        summary: '已发送的站内信',
        querystring: SentMessageQuery,
        response: { 200: envelope(page(SentMessage)) },
      },
    },
    async (req) => ok(await listSentMessages(managerCtx(req), req.query)),
  )
  r.post(
    '/manager/other/message',
    {
      ...can('store', 'write'),
      schema: {
        tags,
        summary: '向全部或指定商家发送站内信',
        body: StoreMessageForm,
        response: { 200: envelope(z.object({ id: Id, storeCount: z.number().int() })) },
      },
    },
    async (req) => ok(await sendStoreMessage(managerCtx(req), req.body)),
  )
  r.get(
    '/manager/other/storeMessage',
    {
      ...can('store', 'read'),
      schema: {
        tags,
        summary: '站内信的接收商家及是否已读',
        querystring: StoreMessageRecipientQuery,
        response: { 200: envelope(page(StoreMessage)) },
      },
    },
    async (req) => ok(await listMessageRecipients(managerCtx(req), req.query)),
  )
}
