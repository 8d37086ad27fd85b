import {
  ChatConversationPage,
  ChatConversationVO,
  ChatHistoryQuery,
  ChatIdParams,
  ChatListQuery,
  ChatMarkQuery,
  ChatMessageVO,
  ChatOpenQuery,
  ChatSendInput,
  ChatUnreadVO,
} from '@silk/contracts/chat'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  conversationHistory,
  getConversation,
  listConversations,
  moveMark,
  openConversation,
  unreadSummary,
} from '../../../modules/chat/conversations.ts'
import type { ChatParty } from '../../../modules/chat/party.ts'
import { sendMessage } from '../../../modules/chat/send.ts'
import { ok } from '../../../shared/envelope.ts'
import { type BuyerCtx, buyerCtx, memberName } from '../../../shared/member-ctx.ts'

const buyer = (ctx: BuyerCtx): ChatParty & { side: 'BUYER' } => ({
  side: 'BUYER',
  memberId: ctx.member.id,
  name: memberName(ctx.member),
})

/**
 * 在线客服, the buyer's side (decision 142): conversations with stores, their history and marks. What
 * happens live goes over the chat socket (`/im/socket.io`, namespace `/im`: `send`, `delivered`,
 * `read`, `sync` from the client; `message`, `conversation`, `expired` from the server); these routes
 * are the same use cases for lists, history and clients without a socket.
 */
export async function buyerChatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['chat']
  const auth = { onRequest: app.requireMember }
  r.post(
    '/buyer/im/talk',
    {
      ...auth,
      schema: {
        tags,
        summary: '联系客服：打开（或新建）与店铺的会话；店铺不存在 62000、已关闭 62001、自己的店铺 62002',
        querystring: ChatOpenQuery,
        response: { 200: envelope(ChatConversationVO) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      return ok(await openConversation(ctx, buyer(ctx), req.query.storeId))
    },
  )
  r.get(
    '/buyer/im/talk',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的客服会话（有消息的，最近的在前）',
        querystring: ChatListQuery,
        response: { 200: envelope(ChatConversationPage) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      return ok(await listConversations(ctx, buyer(ctx), req.query))
    },
  )
  r.get(
    '/buyer/im/unread',
    {
      ...auth,
      schema: { tags, summary: '客服消息未读数（页头与侧栏）', response: { 200: envelope(ChatUnreadVO) } },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      return ok(await unreadSummary(ctx, buyer(ctx)))
    },
  )
  r.get(
    '/buyer/im/talk/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '会话详情',
        params: ChatIdParams,
        response: { 200: envelope(ChatConversationVO) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      return ok(await getConversation(ctx, buyer(ctx), req.params.id))
    },
  )
  r.get(
    '/buyer/im/talk/:id/message',
    {
      ...auth,
      schema: {
        tags,
        summary: '会话消息：beforeSeq 之前一页（默认最新），或 afterSeq 之后（补齐）',
        params: ChatIdParams,
        querystring: ChatHistoryQuery,
        response: { 200: envelope(z.array(ChatMessageVO)) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      return ok(await conversationHistory(ctx, buyer(ctx), req.params.id, req.query))
    },
  )
  r.post(
    '/buyer/im/message',
    {
      ...auth,
      schema: {
        tags,
        summary: '发送消息（文字、图片、商品卡片、订单卡片；同一 clientId 只存一次）',
        body: ChatSendInput,
        response: { 200: envelope(ChatMessageVO) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      const sent = await sendMessage(ctx, buyer(ctx), req.body)
      if (!sent.repeated) app.chat.deliver(sent)
      return ok(sent.messages[0])
    },
  )
  r.put(
    '/buyer/im/talk/:id/read',
    {
      ...auth,
      schema: {
        tags,
        summary: '已读到 seq',
        params: ChatIdParams,
        querystring: ChatMarkQuery,
        response: { 200: envelope(ChatConversationVO) },
      },
    },
    async (req) => {
      const ctx = buyerCtx(req)
      const moved = await moveMark(ctx, buyer(ctx), req.params.id, req.query.seq)
      if (moved) app.chat.announce(moved)
      return ok(moved ?? (await getConversation(ctx, buyer(ctx), req.params.id)))
    },
  )
}
