import { envelope } from '@silk/contracts/envelope'
import { page } from '@silk/contracts/paging'
import {
  StoreMessage,
  StoreMessageAll,
  StoreMessageIds,
  StoreMessageQuery,
} from '@silk/contracts/store-message'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  allStoreMessages,
  clearStoreMessages,
  countUnreadStoreMessages,
  listStoreMessages,
  readStoreMessages,
  removeStoreMessages,
  restoreStoreMessages,
} from '../../modules/messages/store-messages.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/**
 * The store's platform messages at lilishop's paths (`StoreMessageController`, decision 174); the
 * seller centre's 消息 page uses the same routes. Reading (and marking read) needs `message:read`;
 * the recycle bin's moves need `message:write`.
 */
export async function storeMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const Done = { 200: envelope(z.boolean()) }
  const base = '/store/message/storeMessage'
  r.get(
    base,
    {
      ...can('message', 'read'),
      schema: {
        tags,
        summary: '平台消息（按状态）',
        querystring: StoreMessageQuery,
        response: { 200: envelope(page(StoreMessage)) },
      },
    },
    async (req) => ok(await listStoreMessages(storeCtx(req), req.query)),
  )
  r.get(
    `${base}/all`,
    {
      ...can('message', 'read'),
      schema: {
        tags,
        summary: '平台消息：未读、已读、回收站各第一页',
        querystring: StoreMessageQuery,
        response: { 200: envelope(StoreMessageAll) },
      },
    },
    async (req) => ok(await allStoreMessages(storeCtx(req), req.query)),
  )
  r.get(
    `${base}/count`,
    {
      ...can('message', 'read'),
      schema: { tags, summary: '未读平台消息数', response: { 200: envelope(z.number().int()) } },
    },
    async (req) => ok(await countUnreadStoreMessages(storeCtx(req))),
  )
  r.put(
    `${base}/:ids/read`,
    {
      ...can('message', 'read'),
      schema: { tags, summary: '标为已读', params: StoreMessageIds, response: Done },
    },
    async (req) => ok(await readStoreMessages(storeCtx(req), req.params.ids)),
  )
  r.delete(
    `${base}/:ids/delete`,
    {
      ...can('message', 'write'),
      schema: { tags, summary: '放入回收站', params: StoreMessageIds, response: Done },
    },
    async (req) => ok(await removeStoreMessages(storeCtx(req), req.params.ids)),
  )
  r.put(
    `${base}/:ids/reduction`,
    {
      ...can('message', 'write'),
      schema: { tags, summary: '从回收站还原', params: StoreMessageIds, response: Done },
    },
    async (req) => ok(await restoreStoreMessages(storeCtx(req), req.params.ids)),
  )
  r.delete(
    `${base}/:ids`,
    {
      ...can('message', 'write'),
      schema: { tags, summary: '彻底删除（回收站中的）', params: StoreMessageIds, response: Done },
    },
    async (req) => ok(await clearStoreMessages(storeCtx(req), req.params.ids)),
  )
}
