import { z } from 'zod'
import { AfterSaleReason, ReasonType } from './after-sale.ts'
import { DistributionOrderStatus } from './distribution.ts'
import { EvaluationGrade } from './evaluation.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id } from './primitives.ts'

/*
 * lilishop manager pages answered from what this product already keeps (issue #67, decision 171):
 * 会员评价, 积分历史, 售后原因, 分销商品, 分销订单 and 敏感词, at lilishop's paths and in its shapes.
 */

const Name = z.string().trim().max(64).optional()

/** `GET /manager/member/evaluation/getByPage` */
export const ManagerEvaluationQuery = PageQuery.extend({
  memberName: Name,
  goodsName: Name,
  storeName: Name,
  grade: EvaluationGrade.optional().catch(undefined),
})
/** `GET /manager/member/evaluation/updateStatus/{id}?status=` (shown on the goods page or hidden). */
export const EvaluationStatusQuery = z.object({
  status: z.enum(['OPEN', 'CLOSE'], { error: '评价状态只能是 OPEN 或 CLOSE' }),
})

/** `GET /manager/member/memberPointsHistory/getByPage` */
export const ManagerPointsHistoryQuery = PageQuery.extend({ memberName: Name })
/** `GET /manager/member/memberPointsHistory/queryMemberPointsStatistics` */
export const MemberPointsStatistics = z.object({
  /** Points ever granted to members. */
  totalPoint: z.number().int(),
  /** Points members still hold. */
  unUsedPoint: z.number().int(),
})

/** `GET /manager/order/afterSaleReason/getByPage` (the page opens on 取消). */
export const AfterSaleReasonPageQuery = PageQuery.extend({ serviceType: ReasonType.default('CANCEL') })
export const AfterSaleReasonPage = page(AfterSaleReason.extend({ createBy: z.string() }))

/** `GET /manager/distribution/goods/getByPage` */
export const ManagerDistributionGoodsQuery = PageQuery.extend({ goodsName: Name, storeName: Name })
/** `GET /manager/distribution/order/getByPage` */
export const ManagerDistributionOrderQuery = PageQuery.extend({
  orderSn: z.string().trim().max(40).optional(),
  storeId: Id.optional(),
  distributionId: Id.optional(),
  distributionName: Name,
  distributionOrderStatus: DistributionOrderStatus.optional().catch(undefined),
  startTime: z.string().trim().max(19).optional(),
  endTime: z.string().trim().max(19).optional(),
})

/**
 * lilishop's `SensitiveWords` (敏感词): this product's one word list (masked in chat messages), as
 * lilishop's page reads it. Words are added and deleted, not edited: `updateTime` is `createTime`.
 */
export const LiliSensitiveWord = z.object({
  id: Id,
  sensitiveWord: z.string(),
  createTime: DateTime,
  updateTime: DateTime,
  createBy: z.string().nullable(),
})
export const LiliSensitiveWordPage = page(LiliSensitiveWord)
export const LiliSensitiveWordForm = z.object({
  sensitiveWord: z
    .string({ error: '请输入敏感词' })
    .trim()
    .min(1, '请输入敏感词')
    .max(32, '敏感词最多32个字符'),
})
/** `DELETE /manager/other/sensitiveWords/delByIds/{ids}`: comma-separated ids. */
export const SensitiveWordIdsParams = z.object({
  ids: z.string().regex(/^\d{1,20}(,\d{1,20}){0,99}$/, '编号格式不正确'),
})
