import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery } from './paging.ts'
import { BoolParam, DateTime, Id, Yuan } from './primitives.ts'
import { CardNumber, IdNumber, Text } from './validation.ts'

/** `DistributionStatusEnum` (reference §14). */
export const DistributionStatus = z.enum(['APPLY', 'PASS', 'REFUSE', 'RETREAT'])
export type DistributionStatus = z.infer<typeof DistributionStatus>
/** `DistributionOrderStatusEnum`. */
export const DistributionOrderStatus = z.enum(['NO_COMPLETED', 'COMPLETE', 'REFUND'])
/** `WithdrawStatusEnum` values a distribution cash-out can take. */
export const DistributionCashStatus = z.enum(['APPLY', 'VIA_AUDITING', 'FAIL_AUDITING', 'SUCCESS', 'ERROR'])

export const DISTRIBUTION_CASH_MIN_YUAN = 1
export const DISTRIBUTION_CASH_MAX_YUAN = 9999

/** `POST /buyer/distribution/distribution` form (`DistributionApplyDTO`). */
export const DistributionApply = z.object({
  name: Text(32).min(2, '请输入真实姓名'),
  idNumber: IdNumber,
  settlementBankBranchName: Text(64).min(2, '请输入银行开户行'),
  settlementBankAccountName: Text(32).min(2, '请输入银行开户名'),
  settlementBankAccountNum: z
    .string()
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(CardNumber),
})

export const Distribution = z.object({
  id: Id,
  memberId: Id,
  memberName: z.string(),
  name: z.string(),
  idNumber: z.string(),
  rebateTotal: Yuan,
  canRebate: Yuan,
  commissionFrozen: Yuan,
  distributionOrderCount: z.number().int(),
  distributionOrderPrice: Yuan,
  distributionStatus: DistributionStatus,
  settlementBankAccountName: z.string(),
  settlementBankAccountNum: z.string(),
  settlementBankBranchName: z.string(),
  createTime: DateTime,
  updateTime: DateTime.nullable(),
})
export type Distribution = z.infer<typeof Distribution>

export const DistributionIdParam = z.object({ distributionId: Id })

/** `GET /buyer/distribution/goods`: `checked=true` lists the selected goods, otherwise the others. */
export const DistributionGoodsQuery = PageQuery.extend({
  checked: BoolParam.optional(),
  goodsName: z.string().trim().max(60).optional(),
})
export const DistributionGoodsCheckParam = z.object({ distributionGoodsId: Id })
export const DistributionGoodsCheckQuery = z.object({ checked: BoolParam })

/** `DistributionGoodsVO`. `commission` is per unit. */
export const DistributionGoodsVO = z.object({
  id: Id,
  goodsName: z.string(),
  specs: z.string(),
  quantity: z.number().int(),
  thumbnail: z.string(),
  price: Yuan,
  sn: z.string(),
  goodsId: Id,
  skuId: Id,
  storeName: z.string(),
  commission: Yuan,
  createTime: DateTime,
})
export type DistributionGoodsVO = z.infer<typeof DistributionGoodsVO>

/** `POST /buyer/distribution/cash?price=`: 1 to 9999 yuan, at most 2 decimals. */
export const DistributionCashQuery = z.object({
  price: z
    .string({ error: '提现金额错误' })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, '提现金额错误'),
})

export const DistributionCash = z.object({
  id: Id,
  sn: z.string(),
  distributionId: Id,
  distributionName: z.string(),
  price: Yuan,
  payTime: DateTime.nullable(),
  distributionCashStatus: DistributionCashStatus,
  name: z.string(),
  idNumber: z.string(),
  settlementBankAccountName: z.string(),
  settlementBankAccountNum: z.string(),
  settlementBankBranchName: z.string(),
  createTime: DateTime,
})
export type DistributionCash = z.infer<typeof DistributionCash>

export const DistributionOrderQuery = PageQuery.extend({
  orderSn: z.string().trim().max(40).optional(),
  distributionOrderStatus: DistributionOrderStatus.optional(),
  storeId: Id.optional(),
  startTime: z.string().trim().max(19).optional(),
  endTime: z.string().trim().max(19).optional(),
})

export const DistributionOrder = z.object({
  id: Id,
  createTime: DateTime,
  distributionOrderStatus: DistributionOrderStatus,
  memberId: Id,
  memberName: z.string(),
  distributionId: Id,
  distributionName: z.string(),
  settleCycle: DateTime.nullable(),
  rebate: Yuan,
  sellBackRebate: Yuan,
  storeId: Id,
  storeName: z.string(),
  orderSn: z.string(),
  orderItemSn: z.string(),
  goodsId: Id,
  goodsName: z.string(),
  skuId: Id,
  specs: z.string(),
  image: z.string(),
  num: z.number().int(),
})
export type DistributionOrder = z.infer<typeof DistributionOrder>

/**
 * The seller's 分销商品 (lilishop `DistributionGoodsStoreController`, decision 166): `PUT
 * /store/distribution/goods/checked/{skuId}?commission=` opts one of the store's SKUs in with a
 * commission per unit (yuan), or changes it; `DELETE /store/distribution/goods/cancel/{id}` takes it out.
 */
export const StoreDistributionGoodsQuery = PageQuery.extend({
  goodsName: z.string().trim().max(64).optional(),
})
export const StoreDistributionCheckQuery = z.object({
  commission: z.coerce
    .number({ error: '请填写佣金' })
    .positive('佣金须大于0')
    .max(1_000_000, '佣金过大')
    .refine(
      (v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
      refusal('佣金最多两位小数', 'A commission has at most two decimals'),
    ),
})
export const StoreDistributionOrderQuery = PageQuery.extend({
  orderSn: z.string().trim().max(40).optional(),
  distributionOrderStatus: DistributionOrderStatus.optional().catch(undefined),
})
