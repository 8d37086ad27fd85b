import {
  ChatCaseQuery,
  ChatCaseVO,
  SensitiveWordForm,
  SensitiveWordPage,
  SensitiveWordVO,
} from '@silk/contracts/chat'
import { envelope } from '@silk/contracts/envelope'
import { PageQuery } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { caseConversation } from '../../modules/chat/admin-cases.ts'
import {
  addSensitiveWord,
  deleteSensitiveWord,
  listSensitiveWords,
} from '../../modules/chat/sensitive-words.ts'
import { jsonIntoQuery } from '../../plugins/params.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/**
 * 在线客服 for the operator (decision 142): the chat of a case it arbitrates (a complaint, or an
 * after-sale taken to the platform) and nothing else, each reading logged; the sensitive words
 * masked in every message.
 */
export async function managerChatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/im/case',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '投诉或仲裁中售后的买卖双方客服聊天记录（只读，记入操作日志；其他会话 62010）',
        querystring: ChatCaseQuery,
        response: { 200: envelope(ChatCaseVO) },
      },
    },
    async (req) => ok(await caseConversation(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/im/sensitiveWord',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '客服敏感词',
        querystring: PageQuery,
        response: { 200: envelope(SensitiveWordPage) },
      },
    },
    async (req) => ok(await listSensitiveWords(managerCtx(req), req.query)),
  )
  r.post(
    '/manager/im/sensitiveWord',
    {
      ...can('setting', 'write'),
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '新增客服敏感词（消息中以 * 代替，10 秒内各节点生效）',
        querystring: SensitiveWordForm,
        response: { 200: envelope(SensitiveWordVO) },
      },
    },
    async (req) => ok(await addSensitiveWord(managerCtx(req), req.query)),
  )
  r.delete(
    '/manager/im/sensitiveWord/:id',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '删除客服敏感词',
        params: z.object({ id: z.string().regex(/^\d{1,20}$/) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteSensitiveWord(managerCtx(req), req.params.id)
      return ok(null)
    },
  )
}
