import { z } from 'zod'
import { AfterSaleLog, AfterSalePageQuery, AfterSaleVO, ArbitrationStatus } from './after-sale.ts'
import { ComplaintListQuery } from './complaint.ts'
import { Coupon, CouponScopeType, CouponType, MemberCoupon, MemberCouponStatus } from './coupon.ts'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * The operator console's arbitration, payment log, platform coupons and dashboard (decision 115,
 * lilishop 管理端 订单 › 售后 / 投诉 / 收款 / 退款, 促销 › 优惠券, 首页).
 */

const DateParam = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式错误')
  .optional()
const required = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}最多${max}个字`)

// ------------------------------------------------------------------------------------- after-sale

/** `GET /manager/order/afterSale/page`: every after-sale, the store's filters plus buyer and escalation. */
export const ManagerAfterSaleQuery = AfterSalePageQuery.extend({
  memberName: z.string().trim().max(64).optional(),
  arbitrationStatus: ArbitrationStatus.optional(),
})
export type ManagerAfterSaleQuery = z.infer<typeof ManagerAfterSaleQuery>

/** `GET /manager/order/afterSale/get/{sn}`: the after-sale, its progress and its order's payment. */
export const ManagerAfterSaleDetail = z.object({
  afterSale: AfterSaleVO,
  logs: z.array(AfterSaleLog),
  order: z.object({
    sn: z.string(),
    orderStatus: z.string(),
    paymentMethod: z.string().nullable(),
    paymentTime: DateTime.nullable(),
    flowPrice: Yuan,
    freightPrice: Yuan,
  }),
})

/**
 * `PUT /manager/order/afterSale/arbitrate/{sn}`: REFUND overrules the store (the money goes back as
 * a store approval would send it); UPHOLD keeps the refusal. The remark is the ruling both parties read.
 */
export const AfterSaleRulingForm = z.object({
  result: z.enum(['REFUND', 'UPHOLD'], { error: '处理结果错误' }),
  remark: required('处理意见', 500),
  /** Yuan; defaults to the applied amount; at most the applied amount (33004). */
  actualRefundPrice: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .optional(),
})

/** `PUT /manager/order/afterSale/refund/{sn}`: a WAIT_REFUND after-sale refunded by bank transfer. */
export const OfflineRefundForm = z.object({
  /** The bank transfer's reference, shown to the buyer. */
  reference: required('退款流水号', 64),
  remark: z.string().trim().max(200, '备注最多200个字').optional(),
})

// ------------------------------------------------------------------------------------- complaints

/** `GET /manager/order/complain`: every complaint (status, order, store, buyer). */
export const ManagerComplaintQuery = ComplaintListQuery
/** `POST /manager/order/complain/communication/{id}`: the platform's line in the dialogue. */
export const PlatformCommunicationForm = z.object({ content: required('对话内容', 500) })
/** `PUT /manager/order/complain/complete/{id}`: the arbitration both parties read; → COMPLETE. */
export const ComplaintArbitrationForm = z.object({ arbitrationResult: required('仲裁结果', 500) })

// ------------------------------------------------------------------------------- payments, refunds

export const PaymentKind = z.enum(['ORDER', 'RECHARGE'], { error: '类型错误' })
/** `GET /manager/order/paymentLog`: order payments and wallet recharges, newest first. */
export const PaymentLogQuery = PageQuery.extend({
  kind: PaymentKind.optional(),
  sn: z.string().trim().max(40).optional(),
  memberName: z.string().trim().max(64).optional(),
  paymentMethod: z.string().trim().max(24).optional(),
  payStatus: z.enum(['UNPAID', 'PAID', 'CANCEL'], { error: '支付状态错误' }).optional(),
  startDate: DateParam,
  endDate: DateParam,
})
export const PaymentLogRow = z.object({
  kind: PaymentKind,
  sn: z.string(),
  memberId: Id,
  memberName: z.string(),
  amount: Yuan,
  paymentMethod: z.string().nullable(),
  payStatus: z.string(),
  /** The provider's trade number, when paid online. */
  receivableNo: z.string().nullable(),
  paymentTime: DateTime.nullable(),
  createTime: DateTime,
})
export const PaymentLogPage = page(PaymentLogRow)

export const RefundKind = z.enum(['AFTER_SALE', 'ORDER_CANCEL', 'LATE_PAYMENT'], { error: '类型错误' })
/**
 * A refund's state in the log (decision 148): WAIT for the platform's bank transfer, PENDING at the
 * gateway (退款中), DONE (已退款), FAILED (the gateway refused; the operator may send it again).
 */
export const RefundLogStatus = z.enum(['WAIT', 'PENDING', 'DONE', 'FAILED'], { error: '退款状态错误' })
/**
 * `GET /manager/order/refundLog` (退款记录): after-sale refunds (through the gateway, to the wallet, or
 * waiting offline), paid orders cancelled, and money that arrived for something no longer payable.
 */
export const RefundLogQuery = PageQuery.extend({
  kind: RefundKind.optional(),
  sn: z.string().trim().max(40).optional(),
  memberName: z.string().trim().max(64).optional(),
  paymentMethod: z.string().trim().max(24).optional(),
  refundStatus: RefundLogStatus.optional(),
  startDate: DateParam,
  endDate: DateParam,
})
export const RefundLogRow = z.object({
  kind: RefundKind,
  /** The after-sale sn, the order sn of a cancelled order, or the paid trade/order of a late payment. */
  sn: z.string(),
  orderSn: z.string(),
  memberId: Id,
  memberName: z.string(),
  storeName: z.string(),
  amount: Yuan,
  paymentMethod: z.string().nullable(),
  /** ORIGINAL | OFFLINE | WALLET */
  refundWay: z.string(),
  refundStatus: RefundLogStatus,
  /** Our refund number at the gateway (`out_request_no` / `out_refund_no`); null off the gateway. */
  refundNo: z.string().nullable(),
  /** The gateway's refund number, or the offline transfer reference. */
  reference: z.string().nullable(),
  /** Why the gateway refused it, or the last passing error of one still pending. */
  failure: z.string().nullable(),
  attempts: z.number().int(),
  refundTime: DateTime.nullable(),
  createTime: DateTime,
  /** The last change of a gateway refund (sent, answered, retried). */
  updateTime: DateTime.nullable(),
})
export const RefundLogPage = page(RefundLogRow)
/** `POST /manager/order/refundLog/{refundNo}/retry`: a refund the gateway refused, sent again. */
export const RefundNoParam = z.object({ refundNo: z.string().trim().min(1).max(64) })

// --------------------------------------------------------------------------------- platform coupons

const YuanParam = (label: string) =>
  z.coerce
    .number({ error: `${label}格式不正确` })
    .min(0, `${label}不能小于0`)
    .max(1_000_000, `${label}过大`)
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      refusal(`${label}最多两位小数`, 'At most two decimals'),
    )
const Count = (label: string) =>
  z.coerce
    .number({ error: `${label}格式不正确` })
    .int(`${label}须为整数`)
    .min(0, `${label}不能小于0`)
    .max(1_000_000, `${label}过大`)

/**
 * `POST /manager/promotion/coupon` and `PUT …/{id}` (lilishop `CouponVO` form): the rules the coupon
 * centre and checkout already honour. PRICE takes `price` off; DISCOUNT pays `couponDiscount`/10.
 * FIXEDTIME coupons are valid from `startTime` to `endTime`; DYNAMICTIME ones for `effectiveDays`
 * after the claim, claimable within the window.
 */
export const PlatformCouponForm = z
  .object({
    couponName: required('优惠券名称', 64),
    couponType: CouponType,
    price: YuanParam('面额').default(0),
    couponDiscount: z.coerce
      .number({ error: '折扣格式不正确' })
      .min(0, '折扣须在0.1到9.9之间')
      .max(9.9, '折扣须在0.1到9.9之间')
      .default(0),
    consumeThreshold: YuanParam('使用门槛').default(0),
    scopeType: CouponScopeType.default('ALL'),
    /** Comma-joined SKU ids (PORTION_GOODS) or category ids (PORTION_GOODS_CATEGORY). */
    scopeId: z.string().trim().max(4000).default(''),
    rangeDayType: z.enum(['FIXEDTIME', 'DYNAMICTIME'], { error: '有效期类型错误' }).default('FIXEDTIME'),
    effectiveDays: Count('有效天数').default(0),
    startTime: z.string({ error: '请选择开始时间' }).trim().min(1, '请选择开始时间'),
    endTime: z.string({ error: '请选择结束时间' }).trim().min(1, '请选择结束时间'),
    /** 0 = unlimited. */
    publishNum: Count('发行数量').default(0),
    /** Per member; 0 = unlimited. */
    couponLimitNum: Count('每人限领').default(1),
    description: z.string().trim().max(200, '说明最多200个字').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.couponType === 'PRICE' && v.price <= 0)
      ctx.addIssue({ code: 'custom', path: ['price'], ...refusal('请填写面额', 'Enter the face value') })
    if (
      v.couponType === 'DISCOUNT' &&
      (v.couponDiscount < 0.1 || Math.round(v.couponDiscount * 10) !== v.couponDiscount * 10)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['couponDiscount'],
        ...refusal(
          '折扣须在0.1到9.9之间，最多一位小数',
          'A discount from 0.1 to 9.9, with at most one decimal',
        ),
      })
    if (v.rangeDayType === 'DYNAMICTIME' && v.effectiveDays < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['effectiveDays'],
        ...refusal('请填写领取后有效天数', 'Enter how many days a claimed coupon lasts'),
      })
    if (v.scopeType !== 'ALL' && !v.scopeId)
      ctx.addIssue({
        code: 'custom',
        path: ['scopeId'],
        ...refusal('请选择使用范围', 'Choose where the coupon applies'),
      })
  })
export type PlatformCouponForm = z.infer<typeof PlatformCouponForm>

export const ManagerCouponQuery = PageQuery.extend({
  couponName: z.string().trim().max(64).optional(),
  couponType: CouponType.optional(),
  /** NEW (not started) | START | END | CLOSE */
  promotionStatus: z.enum(['NEW', 'START', 'END', 'CLOSE'], { error: '状态错误' }).optional(),
})
export const ManagerCouponPage = page(Coupon)

export const CouponClaimQuery = PageQuery.extend({
  couponId: Id.optional(),
  memberName: z.string().trim().max(64).optional(),
  memberCouponStatus: MemberCouponStatus.optional(),
})
export const CouponClaimPage = page(MemberCoupon.extend({ usedOrderSn: z.string().nullable() }))

// --------------------------------------------------------------------------------------- dashboard

/** `GET /manager/statistics/index`: today's figures (GMT+8 day) and the pending queues the operator may read. */
export const DashboardView = z.object({
  today: z.object({
    orders: z.number().int(),
    /** Yuan paid today (orders and recharges are separate: this is orders). */
    paid: Yuan,
    members: z.number().int(),
    stores: z.number().int(),
  }),
  /** Counts per queue key; a queue the operator may not read is absent. */
  pending: z.record(z.string(), z.number().int()),
  /** Every store's paid orders per GMT+8 day, the last 30, oldest first; null without `order:read`. */
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), amount: Yuan })).nullable(),
})

const Figure = z.number().nullable()
/**
 * lilishop's manager home (`IndexStatisticsVO`): its home.vue reads these flat fields of
 * `GET /manager/statistics/index`, beside this console's own `today`, `pending` and `days`; null where
 * the operator may not read the area or the figure is not kept.
 */
export const LiliIndexFigures = z.object({
  orderNum: Figure,
  goodsNum: Figure,
  memberNum: Figure,
  storeNum: Figure,
  todayUV: Figure,
  yesterdayUV: Figure,
  lastSevenUV: Figure,
  lastThirtyUV: Figure,
  todayOrderNum: Figure,
  todayOrderPrice: Figure,
  todayMemberNum: Figure,
  todayGoodsNum: Figure,
  todayStoreNum: Figure,
  todayMemberEvaluation: Figure,
  currentNumberPeopleOnline: Figure,
})
export const ManagerHomeView = DashboardView.extend(LiliIndexFigures.shape)

/** `GET /manager/statistics/index/notice` (lilishop `IndexNoticeVO`): what waits, by queue. */
export const LiliIndexNotice = z.object({
  goods: Figure,
  store: Figure,
  refund: Figure,
  complain: Figure,
  distributionCash: Figure,
  waitPayBill: Figure,
})

/** lilishop's `searchType` of its manager home's TOP10 lists. */
export const LiliSearchType = z.enum(['TODAY', 'YESTERDAY', 'LAST_SEVEN', 'LAST_THIRTY'], {
  error: '统计范围须为 TODAY、YESTERDAY、LAST_SEVEN 或 LAST_THIRTY',
})
export type LiliSearchType = z.infer<typeof LiliSearchType>
export const LiliHotQuery = z.object({ searchType: LiliSearchType.default('LAST_SEVEN') })
export const LiliHotGoods = z.array(
  z.object({ goodsId: z.string(), goodsName: z.string(), num: z.string(), price: Yuan }),
)
export const LiliHotStores = z.array(
  z.object({ storeId: z.string(), storeName: z.string(), num: z.string(), price: Yuan }),
)
