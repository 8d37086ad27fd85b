import { z } from 'zod'
import { GatewayRefund } from './order.ts'
import { PageQuery } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/** Reference §10.1. `CANCEL` and `COMPLAIN` key reason lists only. */
export const ReasonType = z.enum(['CANCEL', 'RETURN_GOODS', 'RETURN_MONEY', 'COMPLAIN'], {
  error: '售后类型错误',
})
export const ServiceType = z.enum(['RETURN_GOODS', 'RETURN_MONEY'], { error: '售后类型错误' })
export type ServiceType = z.infer<typeof ServiceType>

export { AFTER_SALE_STATUS_LABELS } from './status-labels.ts'
export const AfterSaleStatus = z.enum([
  'APPLY',
  'PASS',
  'REFUSE',
  'BUYER_RETURN',
  'SELLER_CONFIRM',
  'SELLER_TERMINATION',
  'BUYER_CANCEL',
  'WAIT_REFUND',
  'COMPLETE',
])
export type AfterSaleStatus = z.infer<typeof AfterSaleStatus>
export const RefundWay = z.enum(['ORIGINAL', 'OFFLINE'], { error: '退款方式错误' })

export const AfterSaleReason = z.object({
  id: Id,
  reason: z.string(),
  serviceType: ReasonType,
  createTime: DateTime,
})

/** `AfterSaleApplyVO` (reference §10.3 applyAfterSaleInfo). */
export const AfterSaleApplyVO = z.object({
  /** Refundable price of one unit. */
  applyRefundPrice: Yuan,
  /** Units bought. */
  num: z.number().int(),
  /** Not upstream: units still free for a new after-sale (num − returnGoodsNumber). */
  remainNum: z.number().int(),
  orderItemSn: z.string(),
  goodsId: Id,
  skuId: Id,
  goodsName: z.string(),
  image: z.string(),
  goodsPrice: Yuan,
  refundWay: RefundWay,
  accountType: z.string().nullable(),
  returnGoods: z.boolean(),
  returnMoney: z.boolean(),
  memberId: Id,
})

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, `${required}`)
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined)

/** Form `AfterSaleDTO` (reference §10.3 save). `applyRefundPrice` may be sent but is recomputed. */
export const AfterSaleSaveQuery = z.object({
  serviceType: ServiceType,
  num: z.coerce
    .number({ error: '提交数量必须为正整数' })
    .int('提交数量必须为正整数')
    .min(1, '提交数量必须为正整数'),
  reason: text(64, '请选择提交原因'),
  problemDesc: text(500, '请输入问题描述'),
  images: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(500)).max(5, '最多可以上传5张图片')),
  refundWay: RefundWay.optional(),
  accountType: optionalText(24),
  bankDepositName: optionalText(64),
  bankAccountName: optionalText(40),
  bankAccountNumber: optionalText(40),
  goodsId: z.string().optional(),
  skuId: z.string().optional(),
  applyRefundPrice: z.unknown().optional(),
})

export const AfterSaleDeliveryQuery = z.object({
  logisticsNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, '请输入正确的物流单号'),
  logisticsId: z.string().trim().min(1, '请选择物流公司').max(40),
  mDeliverTime: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '请选择发货时间'),
})

export const AfterSaleAllowOperation = z.object({
  confirm: z.boolean(),
  returnGoods: z.boolean(),
  rog: z.boolean(),
  refund: z.boolean(),
  buyerConfirm: z.boolean().nullable(),
  cancel: z.boolean().nullable(),
  /** Not upstream: the buyer may send the return parcel (PASS and a return). */
  delivery: z.boolean(),
  /** Not upstream: the buyer may take the store's refusal to the platform (decision 115). */
  escalate: z.boolean(),
})

/** Platform arbitration of an after-sale (decision 115): null until the buyer escalates a refusal. */
export const ArbitrationStatus = z.enum(['ESCALATED', 'REFUNDED', 'UPHELD'], { error: '平台处理状态错误' })
export type ArbitrationStatus = z.infer<typeof ArbitrationStatus>

/** `AfterSaleVO`: the after-sale with `afterSaleAllowOperationVO`. Return logistics keys as upstream (§20 #9). */
export const AfterSaleVO = z.object({
  id: Id,
  sn: z.string(),
  orderSn: z.string(),
  orderItemSn: z.string(),
  tradeSn: z.string(),
  memberId: Id,
  memberName: z.string(),
  storeId: Id,
  storeName: z.string(),
  goodsId: Id,
  skuId: Id,
  num: z.number().int(),
  goodsImage: z.string(),
  goodsName: z.string(),
  specs: z.string(),
  /** The variant, its values in the goods' spec order, in the interface language (as order items). */
  simpleSpecs: z.string(),
  flowPrice: Yuan,
  reason: z.string(),
  problemDesc: z.string(),
  afterSaleImage: z.string(),
  serviceType: ServiceType,
  serviceStatus: AfterSaleStatus,
  serviceStatusValue: z.string(),
  refundWay: RefundWay,
  accountType: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  bankDepositName: z.string().nullable(),
  auditRemark: z.string().nullable(),
  payOrderNo: z.string().nullable(),
  applyRefundPrice: Yuan,
  actualRefundPrice: Yuan.nullable(),
  refundPoint: z.number().int().nullable(),
  refundTime: DateTime.nullable(),
  mlogisticsNo: z.string().nullable(),
  mlogisticsCode: z.string().nullable(),
  mlogisticsName: z.string().nullable(),
  mdeliverTime: z.string().nullable(),
  createTime: DateTime,
  updateTime: DateTime.nullable(),
  arbitrationStatus: ArbitrationStatus.nullable(),
  escalateReason: z.string().nullable(),
  escalateTime: DateTime.nullable(),
  /** The operator's ruling: the buyer and the store read it. */
  arbitrationRemark: z.string().nullable(),
  arbitrationTime: DateTime.nullable(),
  afterSaleAllowOperationVO: AfterSaleAllowOperation,
  /** Its refund through the gateway (decision 148), on the detail views; null when none. */
  gatewayRefund: GatewayRefund.nullable().optional(),
})

export const AfterSaleLog = z.object({
  id: Id,
  createBy: z.string(),
  createTime: DateTime,
  sn: z.string(),
  operatorId: z.string(),
  operatorType: z.string(),
  operatorName: z.string(),
  message: z.string(),
})

/** "a_b" (between), "a" (at least) or "_b" (at most), in yuan. */
const PriceRange = z
  .string()
  .trim()
  .regex(/^(\d+(\.\d{1,2})?)?(_(\d+(\.\d{1,2})?)?)?$/, '价格区间格式错误')
  .optional()
const DateParam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式错误')
  .optional()

export const AfterSalePageQuery = PageQuery.extend({
  keywords: optionalText(64),
  sn: optionalText(40),
  orderSn: optionalText(40),
  goodsName: optionalText(64),
  storeName: optionalText(64),
  serviceType: ServiceType.optional(),
  serviceStatus: AfterSaleStatus.optional(),
  startDate: DateParam,
  endDate: DateParam,
  applyRefundPrice: PriceRange,
  actualRefundPrice: PriceRange,
  flowPrice: PriceRange,
})
export type AfterSalePageQuery = z.infer<typeof AfterSalePageQuery>

export const StoreAfterSaleAddress = z.object({
  salesConsigneeName: z.string().nullable(),
  salesConsigneeMobile: z.string().nullable(),
  salesConsigneeAddressId: z.string().nullable(),
  salesConsigneeAddressPath: z.string().nullable(),
  salesConsigneeDetail: z.string().nullable(),
})

/** Seller review (`/store/order/afterSale/review/{sn}`). */
export const AfterSaleReviewQuery = z.object({
  serviceStatus: z.enum(['PASS', 'REFUSE'], { error: '审核结果错误' }),
  remark: optionalText(200),
  /** Yuan ("12.50"); defaults to the applied amount; at most the applied amount (33004). */
  actualRefundPrice: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .optional(),
})

/** Seller receipt of the returned parcel (`/store/order/afterSale/confirm/{sn}`). */
export const AfterSaleConfirmQuery = z.object({
  serviceStatus: z.enum(['PASS', 'REFUSE'], { error: '收货结果错误' }),
  remark: optionalText(200),
  /**
   * Not upstream (decision 121): `true` puts the returned units back into the SKU's stock in the same
   * transaction as the receipt; only with PASS (60209).
   */
  restock: z
    .preprocess(
      (v) =>
        v === true || v === 'true' || v === '1'
          ? true
          : v === false || v === 'false' || v === '0'
            ? false
            : v,
      z.boolean({ error: '入库选项错误' }),
    )
    .optional(),
})

/** `GET /store/order/afterSale/numbers`: the store's after-sales counted per status (all statuses present). */
export const AfterSaleNumbers = z.record(AfterSaleStatus, z.number().int())
/** `POST /buyer/order/afterSale/escalate/{sn}`: the buyer asks the platform to step in. */
export const AfterSaleEscalateForm = z.object({
  reason: z
    .string({ error: '请填写申请平台介入的理由' })
    .trim()
    .min(1, '请填写申请平台介入的理由')
    .max(500, '理由最多500个字'),
})
