import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { DateTime, Id } from './primitives.ts'

/** Unread → read → recycle bin (reference §15.3). */
export const MessageStatus = z.enum(['UN_READY', 'ALREADY_READY', 'ALREADY_REMOVE'], {
  error: '消息状态错误',
})
export type MessageStatus = z.infer<typeof MessageStatus>

/** `GET /buyer/message/member`: without `status` the list holds every message, removed ones included. */
export const MemberMessageQuery = PageQuery.extend({
  status: MessageStatus.optional(),
  title: z.string().trim().max(100).optional(),
  messageId: z.string().trim().max(64).optional(),
})

export const MemberMessage = z.object({
  id: Id,
  memberId: Id,
  memberName: z.string(),
  title: z.string(),
  content: z.string(),
  /** The sn or id the message is about (an order sn…), or null. */
  messageId: z.string().nullable(),
  status: MessageStatus,
  createTime: DateTime,
  updateTime: DateTime.nullable(),
})
