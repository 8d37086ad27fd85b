import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * 秒杀 management (issue 66 item 3, lilishop `SeckillManagerController` / `SeckillStoreController`):
 * the operator sets up a day's activity with its hour sessions, stores apply a SKU with a flash price
 * and quantity to a session, the operator approves or refuses; the buyer pages show approved ones.
 */

/** NEW (not started) | APPLYING (applications open) | START (a session has begun) | END | CLOSE */
export const SeckillStatus = z.enum(['NEW', 'START', 'END', 'CLOSE'], { error: '状态错误' })
export type SeckillStatus = z.infer<typeof SeckillStatus>

/** APPLY (waiting for review) | PASS (approved: on the buyer pages) | REFUSE */
export const SeckillApplyStatus = z.enum(['APPLY', 'PASS', 'REFUSE'], { error: '审核状态错误' })
export type SeckillApplyStatus = z.infer<typeof SeckillApplyStatus>

const Day = z
  .string({ error: '请选择活动日期' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '活动日期格式错误')

/** `POST /manager/promotion/seckill` and `PUT …/{id}`: one day's activity. */
export const SeckillForm = z
  .object({
    seckillName: z
      .string({ error: '请填写活动名称' })
      .trim()
      .min(1, '请填写活动名称')
      .max(64, '活动名称最多64个字'),
    /** The shop's local day (GMT+8) the sessions run on. */
    day: Day,
    /**
     * Whole hours 0–23, e.g. [10, 14, 20]; each session lasts until the next (the last until midnight).
     * lilishop's console sends them as one comma list ("10,14,20"), taken the same.
     */
    hours: z.preprocess(
      (v) => (typeof v === 'string' ? v.split(',').filter((h) => h.trim() !== '') : v),
      z
        .array(
          z.coerce.number().int('场次须为整点').min(0, '场次须在0到23点之间').max(23, '场次须在0到23点之间'),
          {
            error: '请选择场次',
          },
        )
        .min(1, '请至少选择一个场次')
        .max(24, '场次最多24个'),
    ),
    /** `yyyy-MM-dd HH:mm:ss`: stores apply until then (at the latest the first session's start). */
    applyEndTime: z.string({ error: '请选择报名截止时间' }).trim().min(1, '请选择报名截止时间'),
    seckillRule: z.string().trim().max(1000, '活动规则最多1000个字').default(''),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.hours).size !== v.hours.length)
      ctx.addIssue({ code: 'custom', path: ['hours'], ...refusal('场次不能重复', 'Each hour only once') })
  })
export type SeckillForm = z.infer<typeof SeckillForm>

/** An activity as both consoles list it. */
export const SeckillVO = z.object({
  id: Id,
  seckillName: z.string(),
  /** The session hours in lilishop's shape, one comma list ("10,14,20"): its consoles split it. */
  hours: z.string(),
  /** The same hours as numbers, ascending: what this product's consoles read. */
  sessions: z.array(z.number().int()),
  startTime: DateTime,
  endTime: DateTime,
  applyEndTime: DateTime.nullable(),
  seckillRule: z.string(),
  status: SeckillStatus,
  /** Whether stores may still apply (open, before the deadline). */
  applying: z.boolean(),
  applyCount: z.number().int(),
  passCount: z.number().int(),
  createTime: DateTime,
})
export type SeckillVO = z.infer<typeof SeckillVO>
export const SeckillPage = page(SeckillVO)

export const SeckillQuery = PageQuery.extend({
  seckillName: z.string().trim().max(64).optional(),
  status: SeckillStatus.optional(),
})

/** One store's application of a SKU to a session (lilishop `SeckillApply`). */
export const SeckillApplyVO = z.object({
  id: Id,
  seckillId: Id,
  seckillName: z.string(),
  /** The session's start, `yyyy-MM-dd HH:mm:ss`. */
  sessionTime: DateTime,
  timeLine: z.number().int(),
  skuId: Id,
  goodsId: Id,
  goodsName: z.string(),
  goodsImage: z.string(),
  storeId: Id,
  storeName: z.string(),
  price: Yuan,
  originalPrice: Yuan,
  quantity: z.number().int(),
  salesNum: z.number().int(),
  applyStatus: SeckillApplyStatus,
  failReason: z.string().nullable(),
  createTime: DateTime,
})
export type SeckillApplyVO = z.infer<typeof SeckillApplyVO>
export const SeckillApplyPage = page(SeckillApplyVO)

export const SeckillApplyQuery = PageQuery.extend({
  seckillId: Id.optional(),
  applyStatus: SeckillApplyStatus.optional(),
  goodsName: z.string().trim().max(64).optional(),
})

/** `POST /store/promotion/seckill/{seckillId}/apply`: a SKU of the store to one session. */
export const SeckillApplyForm = z.object({
  timeLine: z.coerce
    .number({ error: '请选择场次' })
    .int('请选择场次')
    .min(0, '请选择场次')
    .max(23, '请选择场次'),
  skuId: Id,
  price: z.coerce
    .number({ error: '秒杀价格式不正确' })
    .min(0.01, '秒杀价须大于0')
    .max(1_000_000, '秒杀价过大')
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      refusal('秒杀价最多两位小数', 'At most two decimals'),
    ),
  quantity: z.coerce
    .number({ error: '秒杀数量格式不正确' })
    .int('秒杀数量须为整数')
    .min(1, '秒杀数量至少为1')
    .max(1_000_000, '秒杀数量过大'),
})
export type SeckillApplyForm = z.infer<typeof SeckillApplyForm>

/** `PUT /manager/promotion/seckill/apply/{id}/audit`: approve, or refuse with the reason the store reads. */
export const SeckillAuditForm = z
  .object({
    applyStatus: z.enum(['PASS', 'REFUSE'], { error: '审核结果错误' }),
    failReason: z.string().trim().max(200, '拒绝原因最多200个字').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.applyStatus === 'REFUSE' && !v.failReason)
      ctx.addIssue({
        code: 'custom',
        path: ['failReason'],
        ...refusal('请填写拒绝原因', 'Give the reason for refusing'),
      })
  })
export type SeckillAuditForm = z.infer<typeof SeckillAuditForm>
