import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * 在线客服 (decision 142): a buyer and a store talk in one conversation; REST for lists and history,
 * a Socket.IO connection (`CHAT_SOCKET_PATH`, namespace `/im`) for what happens live.
 */

export { CHAT_NAMESPACE, CHAT_SOCKET_PATH } from './chat-socket.ts'
/** The longest text one message may carry. */
export const CHAT_TEXT_MAX = 1000
/** Messages one sender may send per window (per member, over every conversation and node). */
export const CHAT_RATE = { messages: 20, windowMs: 10_000 }
/** The largest frame a chat connection accepts, in bytes (a text message is well under it). */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024

export const ChatSender = z.enum(['BUYER', 'STORE', 'SYSTEM'])
export type ChatSender = z.infer<typeof ChatSender>
export const ChatMessageType = z.enum(['TEXT', 'PICTURE', 'GOODS', 'ORDER', 'SYSTEM'])
export type ChatMessageType = z.infer<typeof ChatMessageType>

/** What a SYSTEM message says: a code the pages word in their language, with its parts in `card`. */
export const CHAT_SYSTEM_CODES = ['TRANSFER', 'TAKEN'] as const

/** A client's own id for a message it sends: sending it again after a lost answer stores it once. */
const ClientId = z.string({ error: '缺少消息编号' }).regex(/^[A-Za-z0-9_-]{8,64}$/, '消息编号格式不正确')

/** One message a buyer or a clerk sends (socket `send`, or `POST …/im/message`). */
export const ChatSendInput = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('TEXT'),
      conversationId: Id,
      clientId: ClientId,
      content: z
        .string({ error: '请输入消息内容' })
        .trim()
        .min(1, '请输入消息内容')
        .max(CHAT_TEXT_MAX, `消息最多${CHAT_TEXT_MAX}字`),
    }),
    z.object({
      type: z.literal('PICTURE'),
      conversationId: Id,
      clientId: ClientId,
      /** The address the upload route (`POST /common/common/upload/file`) answered. */
      content: z.string().trim().min(1).max(300),
    }),
    z.object({
      type: z.literal('GOODS'),
      conversationId: Id,
      clientId: ClientId,
      skuId: Id,
    }),
    z.object({
      type: z.literal('ORDER'),
      conversationId: Id,
      clientId: ClientId,
      orderSn: z.string().trim().min(1).max(40),
    }),
  ],
  { error: '消息类型错误' },
)
export type ChatSendInput = z.infer<typeof ChatSendInput>

export const GoodsCard = z.object({
  kind: z.literal('GOODS'),
  goodsId: Id,
  skuId: Id,
  goodsName: z.string(),
  goodsNameEn: z.string().nullable(),
  price: Yuan,
  image: z.string(),
})
export const OrderCard = z.object({
  kind: z.literal('ORDER'),
  orderSn: z.string(),
  goodsName: z.string(),
  goodsNameEn: z.string().nullable(),
  image: z.string(),
  goodsNum: z.number().int(),
  flowPrice: Yuan,
  orderStatus: z.string(),
})
export const SystemParts = z.object({ kind: z.literal('SYSTEM'), name: z.string() })
export const ChatCard = z.discriminatedUnion('kind', [GoodsCard, OrderCard, SystemParts])
export type ChatCard = z.infer<typeof ChatCard>

export const ChatMessageVO = z.object({
  id: Id,
  conversationId: Id,
  seq: z.number().int(),
  sender: ChatSender,
  senderName: z.string(),
  /** The store's greeting or out-of-hours reply, sent by no one. */
  auto: z.boolean(),
  type: ChatMessageType,
  content: z.string(),
  card: ChatCard.nullable(),
  clientId: z.string().nullable(),
  /** The sensitive-word list masked part of it. */
  masked: z.boolean(),
  createTime: DateTime,
})
export type ChatMessageVO = z.infer<typeof ChatMessageVO>

/** A conversation as either side lists it; each side reads its own unread count and the other's marks. */
export const ChatConversationVO = z.object({
  id: Id,
  memberId: Id,
  memberName: z.string(),
  memberFace: z.string(),
  storeId: Id,
  storeName: z.string(),
  storeNameEn: z.string().nullable(),
  storeLogo: z.string(),
  clerkMemberId: Id.nullable(),
  clerkName: z.string().nullable(),
  lastSeq: z.number().int(),
  lastMessageTime: DateTime.nullable(),
  lastPreview: z.string(),
  lastType: ChatMessageType,
  buyerUnread: z.number().int(),
  storeUnread: z.number().int(),
  buyerDeliveredSeq: z.number().int(),
  buyerReadSeq: z.number().int(),
  storeDeliveredSeq: z.number().int(),
  storeReadSeq: z.number().int(),
  /** The buyer waits for an answer (the store's unanswered conversations). */
  waiting: z.boolean(),
  /** The store has blocked this buyer. */
  blocked: z.boolean(),
  /** The store is closed: the buyer reads the history but cannot write. */
  storeClosed: z.boolean(),
})
export type ChatConversationVO = z.infer<typeof ChatConversationVO>
export const ChatConversationPage = page(ChatConversationVO)

/** `POST /buyer/im/talk?storeId=` opens (or finds) the buyer's conversation with a store. */
export const ChatOpenQuery = z.object({ storeId: Id })
export const ChatIdParams = z.object({ id: Id })
export const ChatListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
/** The seller's lists: waiting in the queue, taken by the signed-in clerk, or every one. */
export const StoreChatListQuery = ChatListQuery.extend({
  scope: z.enum(['WAITING', 'MINE', 'ALL']).default('ALL'),
})
/** A message's place in its conversation: an int4 column, so larger numbers are refused, not sent on. */
const SeqNumber = z.number().int().min(0).max(2_147_483_647)
const Seq = z.coerce.number().pipe(SeqNumber)

/** History: the messages before `beforeSeq` (older pages), or after `afterSeq` (catching up). */
export const ChatHistoryQuery = z.object({
  beforeSeq: z.coerce.number().pipe(SeqNumber.min(1)).optional(),
  afterSeq: Seq.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
})
export const ChatMarkQuery = z.object({ seq: Seq })
export const ChatUnreadVO = z.object({ unread: z.number().int(), conversations: z.number().int() })

/** Socket `sync`: the last sequence the client holds per conversation it shows. */
export const ChatSyncInput = z.object({
  since: z.record(Id, SeqNumber).default({}),
})
export const ChatSyncVO = z.object({
  conversations: z.array(ChatConversationVO),
  /** What the client missed in the conversations it named, oldest first (at most 200 each). */
  messages: z.array(ChatMessageVO),
})
export const ChatMarkInput = z.object({ conversationId: Id, seq: SeqNumber })

/** What the server pushes on a connection. */
export interface ChatServerEvents {
  message: (payload: { message: ChatMessageVO; conversation: ChatConversationVO }) => void
  conversation: (conversation: ChatConversationVO) => void
  /** The access token ran out: refresh it and connect again. */
  expired: () => void
}

export type ChatAck<T> = (
  answer: { ok: true; result: T } | { ok: false; code: number; message: string },
) => void

export interface ChatClientEvents {
  send: (input: ChatSendInput, ack: ChatAck<ChatMessageVO>) => void
  delivered: (input: z.infer<typeof ChatMarkInput>) => void
  read: (input: z.infer<typeof ChatMarkInput>, ack?: ChatAck<ChatConversationVO>) => void
  sync: (input: z.infer<typeof ChatSyncInput>, ack: ChatAck<z.infer<typeof ChatSyncVO>>) => void
}

// The seller's workbench.
export const ChatTransferQuery = z.object({ clerkMemberId: Id })
export const ChatClerkVO = z.object({ memberId: Id, name: z.string(), owner: z.boolean() })
export const ChatBuyerOrderVO = z.object({
  orderSn: z.string(),
  createTime: DateTime,
  orderStatus: z.string(),
  flowPrice: Yuan,
  goodsName: z.string(),
  goodsNameEn: z.string().nullable(),
  image: z.string(),
  goodsNum: z.number().int(),
})
const ReplyText = z.string({ error: '请输入回复内容' }).trim().min(1, '请输入回复内容').max(500, '最多500字')
export const QuickReplyForm = z.object({
  content: ReplyText,
  sort: z.coerce.number().int().min(0).max(999).default(0),
})
export const QuickReplyVO = z.object({ id: Id, content: z.string(), sort: z.number().int() })

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时间格式应为 HH:mm')
export const ChatSettingForm = z.object({
  greeting: z.string().trim().max(500, '最多500字').default(''),
  offHoursReply: z.string().trim().max(500, '最多500字').default(''),
  hoursStart: HHMM.default('09:00'),
  hoursEnd: HHMM.default('22:00'),
})
export const ChatSettingVO = z.object({
  greeting: z.string(),
  offHoursReply: z.string(),
  hoursStart: z.string(),
  hoursEnd: z.string(),
})

// The operator.
export const ChatCaseQuery = z
  .object({ complaintId: Id.optional(), afterSaleSn: z.string().trim().max(40).optional() })
  .refine(
    (q) => !!q.complaintId !== !!q.afterSaleSn,
    refusal('请指定投诉或售后单', 'Name one complaint or after-sale'),
  )
export const ChatCaseVO = z.object({
  conversation: ChatConversationVO.nullable(),
  messages: z.array(ChatMessageVO),
})
export const SensitiveWordForm = z.object({
  word: z.string({ error: '请输入敏感词' }).trim().min(1, '请输入敏感词').max(32, '敏感词最多32个字符'),
})
export const SensitiveWordVO = z.object({ id: Id, word: z.string(), createTime: DateTime })
export const SensitiveWordPage = page(SensitiveWordVO)
