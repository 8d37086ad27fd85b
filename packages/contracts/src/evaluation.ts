import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { Id } from './primitives.ts'

/** Review grades (upstream `EvaluationGradeEnum`) with the labels the member centre shows. */
export const EVALUATION_GRADES = ['GOOD', 'MODERATE', 'WORSE'] as const
export const EvaluationGrade = z.enum(EVALUATION_GRADES, { error: '请选择评价等级' })
export type EvaluationGrade = z.infer<typeof EvaluationGrade>
export const GRADE_LABELS: Record<EvaluationGrade, string> = { GOOD: '好评', MODERATE: '中评', WORSE: '差评' }

export const MAX_EVALUATION_IMAGES = 5
export const MAX_EVALUATION_CONTENT = 500

const Score = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是1到5的整数` })
    .int(`${label}必须是1到5的整数`)
    .min(1, `${label}必须是1到5的整数`)
    .max(5, `${label}必须是1到5的整数`)

/**
 * `MemberEvaluationDTO` (reference §12), sent as query or form. `images` is a comma list of URLs
 * returned by the upload endpoint, at most five.
 */
export const MemberEvaluationDTO = z.object({
  orderItemSn: z.string({ error: '请选择评价的商品' }).trim().min(1, '请选择评价的商品').max(40),
  goodsId: Id,
  skuId: Id,
  grade: EvaluationGrade,
  content: z
    .string({ error: '请填写评价内容' })
    .trim()
    .min(1, '请填写评价内容')
    .max(MAX_EVALUATION_CONTENT, `评价内容不能超过${MAX_EVALUATION_CONTENT}字`),
  images: z
    .preprocess(
      (v) =>
        v === undefined || v === null
          ? []
          : (Array.isArray(v) ? v : [v])
              .flatMap((s) => String(s).split(','))
              .map((s) => s.trim())
              .filter(Boolean),
      z
        .array(z.string().max(300, '图片地址格式不正确'))
        .max(MAX_EVALUATION_IMAGES, `最多上传${MAX_EVALUATION_IMAGES}张图片`),
    )
    .optional(),
  deliveryScore: Score('物流评价'),
  serviceScore: Score('服务评价'),
  descriptionScore: Score('描述评价'),
})
export type MemberEvaluationDTO = z.infer<typeof MemberEvaluationDTO>

/** What `POST /buyer/member/evaluation` answers: the submitted DTO (reference §12) plus the new id. */
export const MemberEvaluationResult = z.object({
  id: Id,
  orderItemSn: z.string(),
  goodsId: Id,
  skuId: Id,
  grade: EvaluationGrade,
  content: z.string(),
  images: z.string(),
  deliveryScore: z.number().int(),
  serviceScore: z.number().int(),
  descriptionScore: z.number().int(),
})

const DateParam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '日期格式应为 yyyy-MM-dd')
  .or(z.literal(''))
  .optional()

/** `EvaluationQueryParams` of `GET /buyer/member/evaluation` (the member is forced). */
export const MyEvaluationQuery = PageQuery.extend({
  grade: EvaluationGrade.or(z.literal('')).optional(),
  goodsName: z.string().trim().max(64).optional(),
  /** `1`/`true`: only reviews with pictures; `0`/`false`: only without. */
  haveImage: z
    .preprocess(
      (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : undefined),
      z.boolean().optional(),
    )
    .optional(),
  startTime: DateParam,
  endTime: DateParam,
})
export type MyEvaluationQuery = z.infer<typeof MyEvaluationQuery>

/** `MemberEvaluation` of the member's own list. */
export const MyEvaluationVO = z.object({
  id: Id,
  memberId: Id,
  memberName: z.string(),
  memberProfile: z.string(),
  storeId: Id,
  storeName: z.string(),
  goodsId: Id,
  skuId: Id,
  goodsName: z.string(),
  goodsImage: z.string(),
  orderNo: z.string(),
  orderItemSn: z.string().nullable(),
  grade: EvaluationGrade,
  content: z.string(),
  images: z.string(),
  haveImage: z.boolean(),
  status: z.string(),
  reply: z.string().nullable(),
  replyImage: z.string().nullable(),
  haveReplyImage: z.boolean(),
  replyStatus: z.boolean(),
  deliveryScore: z.number().int(),
  serviceScore: z.number().int(),
  descriptionScore: z.number().int(),
  createTime: z.string(),
})

/** `MemberEvaluationVO` of `get/{id}`: the review with its pictures as arrays (filled here). */
export const MemberEvaluationDetailVO = MyEvaluationVO.extend({
  evaluationImages: z.array(z.string()),
  replyEvaluationImages: z.array(z.string()),
})

/** Seller reply (`PUT /store/member/evaluation/reply/{id}`). */
export const EvaluationReplyQuery = z.object({
  reply: z.string({ error: '请填写回复内容' }).trim().min(1, '请填写回复内容').max(500, '回复不能超过500字'),
})

/** `GET /store/member/evaluation` (decision 121): the store's reviews, filtered like the member's list. */
export const StoreEvaluationQuery = MyEvaluationQuery.extend({
  /** `1`/`true`: not yet answered; `0`/`false`: answered. */
  replied: z
    .preprocess(
      (v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' ? false : undefined),
      z.boolean().optional(),
    )
    .optional(),
})
export type StoreEvaluationQuery = z.infer<typeof StoreEvaluationQuery>

/** Counts of the store's reviews by grade, with pictures and not yet answered. */
export const StoreEvaluationNumbers = z.object({
  all: z.number().int(),
  good: z.number().int(),
  moderate: z.number().int(),
  worse: z.number().int(),
  haveImage: z.number().int(),
  unreplied: z.number().int(),
})
