import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { MessageStatus } from './message.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id } from './primitives.ts'

/**
 * Platform messages to stores (lilishop `Message` sent to stores and each store's `StoreMessage`;
 * decision 174): the operator sends, each store reads, deletes to its recycle bin, restores, clears.
 */

/** lilishop's `StoreMessage`: one store's copy, with the message's title and content. */
export const StoreMessage = z.object({
  id: Id,
  messageId: Id,
  storeId: Id,
  storeName: z.string(),
  title: z.string(),
  content: z.string(),
  status: MessageStatus,
  createTime: DateTime,
  updateTime: DateTime.nullable(),
})
export type StoreMessage = z.infer<typeof StoreMessage>

/** `GET /store/message/storeMessage` (and `/all`): the store's messages in one status. */
export const StoreMessageQuery = PageQuery.extend({
  status: MessageStatus.optional(),
  title: z.string().trim().max(100).optional(),
})

/** `GET /store/message/storeMessage/all`: the first page of each status, the console's three tabs. */
export const StoreMessageAll = z.object({
  UN_READY: page(StoreMessage),
  ALREADY_READY: page(StoreMessage),
  ALREADY_REMOVE: page(StoreMessage),
})

/** `{ids}` of the store's message actions: one id or several, comma-separated (lilishop's paths). */
export const StoreMessageIds = z.object({
  ids: z
    .string()
    .trim()
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(Id, { error: '编号格式不正确' }).min(1, '请选择消息').max(100, '一次最多100条消息')),
})

export const MessageRange = z.enum(['ALL', 'APPOINT'], { error: '发送范围只能是全部商家或指定商家' })

/**
 * `POST /manager/other/message` (lilishop's form: `userIds` the chosen stores, comma-separated as its
 * form sends an array, or a JSON array). Only stores: member messages come from the events they report.
 */
export const StoreMessageForm = z
  .object({
    title: z.string().trim().min(1, '请填写消息标题').max(100, '消息标题最多100个字符'),
    content: z.string().trim().min(1, '请填写消息内容').max(1000, '消息内容最多1000个字符'),
    messageClient: z.literal('store', { error: '只能向商家发送消息' }).default('store'),
    messageRange: MessageRange,
    userIds: z
      .union([z.array(z.string()), z.string()])
      .optional()
      .transform((v) => (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(Id, { error: '店铺编号格式不正确' }).max(500, '一次最多指定500个商家')),
  })
  .refine((f) => f.messageRange === 'ALL' || f.userIds.length > 0, {
    ...refusal('请选择发送对象', 'Choose the stores to send to'),
    path: ['userIds'],
  })
export type StoreMessageForm = z.infer<typeof StoreMessageForm>

/** lilishop's `Message` as the operator's sent list shows it, with how many stores got and read it. */
export const SentMessage = z.object({
  id: Id,
  title: z.string(),
  content: z.string(),
  messageClient: z.literal('store'),
  messageRange: MessageRange,
  createTime: DateTime,
  adminName: z.string(),
  storeCount: z.number().int(),
  readCount: z.number().int(),
})

export const SentMessageQuery = PageQuery.extend({
  title: z.string().trim().max(100).optional(),
  content: z.string().trim().max(100).optional(),
})

/** `GET /manager/other/storeMessage`: who got a message and whether they read it. */
export const StoreMessageRecipientQuery = PageQuery.extend({
  messageId: Id.optional(),
  storeId: Id.optional(),
  status: MessageStatus.optional(),
})
