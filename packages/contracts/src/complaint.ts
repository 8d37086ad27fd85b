import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * Complaint statuses (reference §11 `ComplaintStatusEnum`) with their labels. A complaint is open
 * until it is cancelled by the buyer or completed by the platform's arbitration.
 */
export const COMPLAINT_STATUSES = [
  'NEW',
  'WAIT_APPEAL',
  'COMMUNICATION',
  'WAIT_ARBITRATION',
  'COMPLETE',
  'CANCEL',
] as const
export const ComplaintStatus = z.enum(COMPLAINT_STATUSES, { error: '投诉状态错误' })
export type ComplaintStatus = z.infer<typeof ComplaintStatus>
export { COMPLAINT_STATUS_LABELS } from './status-labels.ts'
/** Statuses in which the conversation goes on and the buyer may still withdraw the complaint. */
export const OPEN_COMPLAINT_STATUSES: readonly ComplaintStatus[] = [
  'NEW',
  'WAIT_APPEAL',
  'COMMUNICATION',
  'WAIT_ARBITRATION',
]

/** Who wrote a line of the conversation. */
export const ComplaintOwner = z.enum(['BUYER', 'STORE', 'PLATFORM'])
export type ComplaintOwner = z.infer<typeof ComplaintOwner>

export const MAX_COMPLAINT_IMAGES = 5
export const MAX_COMPLAINT_CONTENT = 500
export const MAX_COMMUNICATION_CONTENT = 500

/** A comma list (or repeated keys) of uploaded picture URLs, at most five. */
const Images = z.preprocess(
  (v) =>
    v === undefined || v === null
      ? []
      : (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(','))
          .map((s) => s.trim())
          .filter(Boolean),
  z
    .array(z.string().max(300, '图片地址格式不正确'))
    .max(MAX_COMPLAINT_IMAGES, `最多上传${MAX_COMPLAINT_IMAGES}张图片`),
)

const text = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过${max}字`)

/** `POST /buyer/order/complain` (JSON body, form or query). */
export const ComplaintCreate = z.object({
  complainTopic: text('投诉主题', 64),
  content: text('投诉内容', MAX_COMPLAINT_CONTENT),
  images: Images.optional(),
  orderSn: z.string({ error: '请选择投诉的订单' }).trim().min(1, '请选择投诉的订单').max(40),
  goodsId: Id,
  skuId: Id,
})
export type ComplaintCreate = z.infer<typeof ComplaintCreate>

/** `GET /buyer/order/complain` (the member is forced) and the store's list. */
export const ComplaintListQuery = PageQuery.extend({
  status: ComplaintStatus.or(z.literal('')).optional(),
  orderSn: z.string().trim().max(40).optional(),
  storeName: z.string().trim().max(64).optional(),
  /** Store list only: the buyer's name. */
  memberName: z.string().trim().max(64).optional(),
})
export type ComplaintListQuery = z.infer<typeof ComplaintListQuery>

/** `POST …/complain/communication` (query, form or JSON). */
export const CommunicationCreate = z.object({
  complainId: Id,
  content: text('对话内容', MAX_COMMUNICATION_CONTENT),
})
export type CommunicationCreate = z.infer<typeof CommunicationCreate>

/** `PUT /store/order/complain/appeal` (upstream `StoreAppealVO`). */
export const StoreAppeal = z.object({
  orderComplaintId: Id,
  appealContent: text('申诉内容', MAX_COMPLAINT_CONTENT),
  appealImages: Images.optional(),
})
export type StoreAppeal = z.infer<typeof StoreAppeal>

/** `OrderComplaint` (reference §11). Money in yuan. */
export const OrderComplaint = z.object({
  id: Id,
  complainTopic: z.string(),
  content: z.string(),
  images: z.string(),
  complainStatus: ComplaintStatus,
  /** Not upstream: the Chinese label of the status. */
  complainStatusValue: z.string(),
  appealContent: z.string().nullable(),
  appealTime: DateTime.nullable(),
  appealImages: z.string().nullable(),
  orderSn: z.string(),
  orderItemSn: z.string(),
  orderTime: DateTime,
  goodsName: z.string(),
  goodsId: Id,
  skuId: Id,
  goodsPrice: Yuan,
  goodsImage: z.string(),
  num: z.number().int(),
  freightPrice: Yuan,
  orderPrice: Yuan,
  logisticsNo: z.string().nullable(),
  storeId: Id,
  storeName: z.string(),
  memberId: Id,
  memberName: z.string(),
  consigneeName: z.string().nullable(),
  consigneeAddressPath: z.string().nullable(),
  consigneeMobile: z.string().nullable(),
  arbitrationResult: z.string().nullable(),
  createTime: DateTime,
  updateTime: DateTime.nullable(),
})
export type OrderComplaint = z.infer<typeof OrderComplaint>

export const ComplaintCommunication = z.object({
  id: Id,
  complainId: Id,
  content: z.string(),
  owner: ComplaintOwner,
  ownerName: z.string(),
  ownerId: z.string(),
  createTime: DateTime,
})
export type ComplaintCommunication = z.infer<typeof ComplaintCommunication>

/**
 * Not upstream: one status change of a complaint (`order_complaint_log`) — who, when, and what, in the
 * reader's language. `messageCode` names the line (`COMPLAINT_APPEALED`); null on rows written before
 * the codes, which are read from their Chinese sentence.
 */
export const ComplaintLogLine = z.object({
  id: Id,
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  operatorType: z.string(),
  operatorName: z.string(),
  messageCode: z.string().nullable(),
  message: z.string(),
  createTime: DateTime,
})
export type ComplaintLogLine = z.infer<typeof ComplaintLogLine>

/**
 * `OrderComplaintVO` of the detail call: the complaint, its conversation (oldest first) and pictures;
 * not upstream, its history (`orderComplaintLogs`, oldest first).
 */
export const OrderComplaintVO = OrderComplaint.extend({
  orderComplaintCommunications: z.array(ComplaintCommunication),
  orderComplaintLogs: z.array(ComplaintLogLine),
  orderComplaintImages: z.array(z.string()),
  appealImagesList: z.array(z.string()),
})
export type OrderComplaintVO = z.infer<typeof OrderComplaintVO>
