import {
  ChatBuyerOrderVO,
  ChatClerkVO,
  ChatConversationPage,
  ChatConversationVO,
  ChatHistoryQuery,
  ChatIdParams,
  ChatMarkQuery,
  ChatMessageVO,
  ChatSendInput,
  ChatSettingForm,
  ChatSettingVO,
  ChatTransferQuery,
  ChatUnreadVO,
  QuickReplyForm,
  QuickReplyVO,
  StoreChatListQuery,
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
  unreadSummary,
} from '../../modules/chat/conversations.ts'
import type { ChatParty } from '../../modules/chat/party.ts'
import { sendMessage } from '../../modules/chat/send.ts'
import { staffName } from '../../modules/chat/staff-name.ts'
import {
  addQuickReply,
  buyerRecentOrders,
  chatClerks,
  chatSetting,
  deleteQuickReply,
  editQuickReply,
  listQuickReplies,
  saveChatSetting,
  setBlocked,
  transferConversation,
} from '../../modules/chat/workbench.ts'
import { jsonIntoQuery } from '../../plugins/params.ts'
import { ok } from '../../shared/envelope.ts'
import { type StoreCtx, storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

type StoreParty = ChatParty & { side: 'STORE' }

/** The signed-in staff member as a chat party of its store (its name only when it writes). */
const seller = (ctx: StoreCtx, name = ''): StoreParty => ({
  side: 'STORE',
  storeId: ctx.seller.storeId,
  memberId: ctx.seller.id,
  name,
  superUser: !!ctx.seller.superUser,
})
const named = async (ctx: StoreCtx) => seller(ctx, await staffName(ctx.db, ctx.seller.storeId, ctx.seller.id))

/**
 * 客服工作台 (decision 142): the store's conversations (waiting, taken by me, all), history, replies,
 * transfer to another clerk, blocking a buyer, the buyer's recent orders, quick replies; area `chat`
 * (the owner, or a clerk whose role grants it). The greeting, out-of-hours reply and service hours
 * are store settings (area `setting`). Live events go over the chat socket as for buyers.
 */
export async function storeChatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const read = can('chat', 'read')
  const write = can('chat', 'write')
  const Id = ChatIdParams
  r.get(
    '/store/im/talk',
    {
      ...read,
      schema: {
        tags,
        summary: '客服会话：WAITING 待接入、MINE 我的、ALL 全部',
        querystring: StoreChatListQuery,
        response: { 200: envelope(ChatConversationPage) },
      },
    },
    async (req) => ok(await listConversations(storeCtx(req), seller(storeCtx(req)), req.query)),
  )
  r.get(
    '/store/im/unread',
    { ...read, schema: { tags, summary: '本店客服未读数', response: { 200: envelope(ChatUnreadVO) } } },
    async (req) => ok(await unreadSummary(storeCtx(req), seller(storeCtx(req)))),
  )
  r.get(
    '/store/im/talk/:id',
    {
      ...read,
      schema: { tags, summary: '会话详情', params: Id, response: { 200: envelope(ChatConversationVO) } },
    },
    async (req) => ok(await getConversation(storeCtx(req), seller(storeCtx(req)), req.params.id)),
  )
  r.get(
    '/store/im/talk/:id/message',
    {
      ...read,
      schema: {
        tags,
        summary: '会话消息',
        params: Id,
        querystring: ChatHistoryQuery,
        response: { 200: envelope(z.array(ChatMessageVO)) },
      },
    },
    async (req) =>
      ok(await conversationHistory(storeCtx(req), seller(storeCtx(req)), req.params.id, req.query)),
  )
  r.get(
    '/store/im/talk/:id/orders',
    {
      ...read,
      schema: {
        tags,
        summary: '该买家在本店的最近订单（工作台侧栏）',
        params: Id,
        response: { 200: envelope(z.array(ChatBuyerOrderVO)) },
      },
    },
    async (req) => ok(await buyerRecentOrders(storeCtx(req), seller(storeCtx(req)), req.params.id)),
  )
  r.post(
    '/store/im/message',
    {
      ...write,
      schema: { tags, summary: '回复消息', body: ChatSendInput, response: { 200: envelope(ChatMessageVO) } },
    },
    async (req) => {
      const ctx = storeCtx(req)
      const sent = await sendMessage(ctx, await named(ctx), req.body)
      if (!sent.repeated) app.chat.deliver(sent)
      return ok(sent.messages[0])
    },
  )
  r.put(
    '/store/im/talk/:id/read',
    {
      ...read,
      schema: {
        tags,
        summary: '已读到 seq',
        params: Id,
        querystring: ChatMarkQuery,
        response: { 200: envelope(ChatConversationVO) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      const moved = await moveMark(ctx, seller(ctx), req.params.id, req.query.seq)
      if (moved) app.chat.announce(moved)
      return ok(moved ?? (await getConversation(ctx, seller(ctx), req.params.id)))
    },
  )
  r.post(
    '/store/im/talk/:id/transfer',
    {
      ...write,
      schema: {
        tags,
        summary: '转接给本店其他客服（62009：不是本店有客服权限的人）',
        params: Id,
        querystring: ChatTransferQuery,
        response: { 200: envelope(ChatConversationVO) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      const sent = await transferConversation(ctx, seller(ctx), req.params.id, req.query.clerkMemberId)
      app.chat.deliver(sent)
      return ok(sent.conversation)
    },
  )
  for (const [path, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const)
    r.put(
      `/store/im/talk/:id/${path}`,
      {
        ...write,
        schema: {
          tags,
          summary: blocked ? '拉黑买家（不能再发消息）' : '取消拉黑',
          params: Id,
          response: { 200: envelope(ChatConversationVO) },
        },
      },
      async (req) => {
        const ctx = storeCtx(req)
        const conversation = await setBlocked(ctx, seller(ctx), req.params.id, blocked)
        app.chat.announce(conversation)
        return ok(conversation)
      },
    )
  r.get(
    '/store/im/clerks',
    { ...read, schema: { tags, summary: '可转接的客服', response: { 200: envelope(z.array(ChatClerkVO)) } } },
    async (req) => ok(await chatClerks(storeCtx(req), seller(storeCtx(req)))),
  )
  r.get(
    '/store/im/quickReply',
    { ...read, schema: { tags, summary: '快捷回复', response: { 200: envelope(z.array(QuickReplyVO)) } } },
    async (req) => ok(await listQuickReplies(storeCtx(req), seller(storeCtx(req)))),
  )
  r.post(
    '/store/im/quickReply',
    {
      ...write,
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '新增快捷回复（最多50条）',
        querystring: QuickReplyForm,
        response: { 200: envelope(QuickReplyVO) },
      },
    },
    async (req) => ok(await addQuickReply(storeCtx(req), seller(storeCtx(req)), req.query)),
  )
  r.put(
    '/store/im/quickReply/:id',
    {
      ...write,
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '修改快捷回复',
        params: Id,
        querystring: QuickReplyForm,
        response: { 200: envelope(QuickReplyVO) },
      },
    },
    async (req) => ok(await editQuickReply(storeCtx(req), seller(storeCtx(req)), req.params.id, req.query)),
  )
  r.delete(
    '/store/im/quickReply/:id',
    {
      ...write,
      schema: { tags, summary: '删除快捷回复', params: Id, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await deleteQuickReply(storeCtx(req), seller(storeCtx(req)), req.params.id)
      return ok(null)
    },
  )
  r.get(
    '/store/im/setting',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '店铺设置：客服欢迎语、非工作时间自动回复与工作时间',
        response: { 200: envelope(ChatSettingVO) },
      },
    },
    async (req) => ok(await chatSetting(storeCtx(req), storeCtx(req).seller.storeId)),
  )
  r.put(
    '/store/im/setting',
    {
      ...can('setting', 'write'),
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '保存客服欢迎语、非工作时间自动回复与工作时间（GMT+8，HH:mm）',
        querystring: ChatSettingForm,
        response: { 200: envelope(ChatSettingVO) },
      },
    },
    async (req) => ok(await saveChatSetting(storeCtx(req), seller(storeCtx(req)), req.query)),
  )
}
