import { z } from 'zod'
import { PageQuery } from './paging.ts'
import { OrderPintuanVO } from './pintuan.ts'
import { DateTime, Id, Yuan } from './primitives.ts'
import { TradeTerms } from './rfq.ts'
import { PriceDetailDTO } from './trade.ts'

/** Order statuses (spec §4); their labels (`orderStatusValue`) are in status-labels.ts. */
export { ORDER_STATUS_LABELS } from './status-labels.ts'
export const OrderStatus = z.enum([
  'UNPAID',
  'PAID',
  'UNDELIVERED',
  'DELIVERED',
  'COMPLETED',
  'TAKE',
  'CANCELLED',
])
export type OrderStatus = z.infer<typeof OrderStatus>

/**
 * `tag` of the order list (reference §9.3). WAIT_TAKE is not upstream: paid self-pickup orders wait
 * in TAKE (待核验), which none of the upstream tags but ALL lists.
 */
export const OrderTag = z.enum(
  ['ALL', 'WAIT_PAY', 'WAIT_SHIP', 'WAIT_ROG', 'WAIT_TAKE', 'COMPLETE', 'CANCELLED'],
  { error: '订单状态标签错误' },
)

/** What the buyer may do now; drive the action buttons from it. */
export const AllowOperation = z.object({
  cancel: z.boolean(),
  pay: z.boolean(),
  editPrice: z.boolean(),
  editConsignee: z.boolean(),
  ship: z.boolean(),
  rog: z.boolean(),
  showLogistics: z.boolean(),
  take: z.boolean(),
  /** Not upstream: true when the order may be deleted (finished or cancelled). */
  delete: z.boolean(),
})

export const OrderSimpleItem = z.object({
  sn: z.string(),
  goodsId: Id,
  skuId: Id,
  num: z.string(),
  image: z.string(),
  name: z.string(),
  /** The variant bought, its values in the goods' spec order, in the interface language. */
  simpleSpecs: z.string().optional(),
  goodsPrice: Yuan,
  afterSaleStatus: z.string(),
  complainStatus: z.string(),
  commentStatus: z.string(),
  isRefund: z.string(),
  refundPrice: z.string(),
})

/** `OrderSimpleVO` of the order list. */
export const OrderSimpleVO = z.object({
  sn: z.string(),
  tradeSn: z.string(),
  flowPrice: Yuan,
  createTime: DateTime,
  orderStatus: OrderStatus,
  orderStatusValue: z.string(),
  /** Closed because every unit was refunded (CANCELLED underneath): show it as refunded, not 已取消. */
  refunded: z.boolean(),
  payStatus: z.string(),
  paymentMethod: z.string().nullable(),
  paymentTime: DateTime.nullable(),
  memberId: Id,
  memberName: z.string(),
  storeId: Id,
  storeName: z.string(),
  clientType: z.string(),
  orderType: z.string(),
  deliverStatus: z.string(),
  orderPromotionType: z.string(),
  sellerRemark: z.string().nullable(),
  goodsNum: z.number().int(),
  /** Not upstream: LOGISTICS or SELF_PICK_UP, with the pickup point's name and the code to show. */
  deliveryMethod: z.string(),
  storeAddressName: z.string().nullable(),
  verificationCode: z.string().nullable(),
  orderItems: z.array(OrderSimpleItem),
  /** Upstream's GROUP_CONCAT of the items' afterSaleStatus: its list page offers 申请售后 from it. */
  groupAfterSaleStatus: z.string(),
  allowOperationVO: AllowOperation,
  /** A 拼团 order's group (拼团中 还差N人 / 已成团 / 拼团失败), decision 161; absent for other orders. */
  pintuan: OrderPintuanVO.nullable().optional(),
})

export const OrderListQuery = PageQuery.extend({
  tag: OrderTag.default('ALL'),
  /** Matches order sn, goods name, consignee name/mobile and store name. */
  keywords: z.string().trim().max(64).optional(),
  orderSn: z.string().trim().max(40).optional(),
  orderStatus: OrderStatus.optional(),
})

export const Order = z.object({
  id: Id,
  sn: z.string(),
  tradeSn: z.string(),
  storeId: Id,
  storeName: z.string(),
  memberId: Id,
  memberName: z.string(),
  orderStatus: OrderStatus,
  /** Closed because every unit was refunded (CANCELLED underneath): show it as refunded, not 已取消. */
  refunded: z.boolean(),
  payStatus: z.string(),
  deliverStatus: z.string(),
  orderType: z.string(),
  orderPromotionType: z.string(),
  paymentMethod: z.string().nullable(),
  paymentTime: DateTime.nullable(),
  receivableNo: z.string().nullable(),
  /** Set when the buyer chose bank transfer: the unpaid order waits for the money until then. */
  transferDeadline: DateTime.nullable(),
  canReturn: z.boolean(),
  deliveryMethod: z.string(),
  consigneeName: z.string().nullable(),
  consigneeMobile: z.string().nullable(),
  consigneeAddressPath: z.string().nullable(),
  consigneeAddressIdPath: z.string().nullable(),
  consigneeDetail: z.string().nullable(),
  storeAddressPath: z.string().nullable(),
  storeAddressMobile: z.string().nullable(),
  storeAddressCenter: z.string().nullable(),
  /** Not upstream: the pickup point's name (`addressName`) when the order was placed. */
  storeAddressName: z.string().nullable(),
  /** The 8-digit pickup code of a paid self-pickup order; the seller redeems it (TAKE → COMPLETED). */
  verificationCode: z.string().nullable(),
  flowPrice: Yuan,
  goodsPrice: Yuan,
  freightPrice: Yuan,
  discountPrice: Yuan,
  couponPrice: Yuan,
  updatePrice: Yuan,
  priceDetailDTO: PriceDetailDTO,
  goodsNum: z.number().int(),
  weight: z.number(),
  remark: z.string().nullable(),
  /** An order made from an accepted quote: the request's terms (decision 145); null otherwise. */
  tradeTerms: TradeTerms.nullable(),
  sellerRemark: z.string().nullable(),
  cancelReason: z.string().nullable(),
  logisticsNo: z.string().nullable(),
  /** The logistics company id (upstream naming). */
  logisticsCode: z.string().nullable(),
  logisticsName: z.string().nullable(),
  logisticsTime: DateTime.nullable(),
  completeTime: DateTime.nullable(),
  clientType: z.string(),
  needReceipt: z.boolean(),
  usePlatformMemberCouponId: z.string().nullable(),
  useStoreMemberCouponIds: z.string().nullable(),
  createTime: DateTime,
  updateTime: DateTime.nullable(),
})

export const OrderItem = z.object({
  id: Id,
  sn: z.string(),
  orderSn: z.string(),
  tradeSn: z.string(),
  goodsId: Id,
  skuId: Id,
  categoryId: z.string(),
  goodsName: z.string(),
  image: z.string(),
  /** JSON string of the spec name → value map, as upstream. */
  specs: z.string(),
  /** The variant bought, in the goods' spec order and the interface language (decision 026). */
  simpleSpecs: z.string().optional(),
  num: z.number().int(),
  unitPrice: Yuan,
  subTotal: Yuan,
  goodsPrice: Yuan,
  flowPrice: Yuan,
  priceDetailDTO: PriceDetailDTO,
  afterSaleStatus: z.string(),
  commentStatus: z.string(),
  complainStatus: z.string(),
  complainId: z.string().nullable(),
  isRefund: z.string(),
  refundPrice: Yuan,
  /** Units held by after-sales that are open or refunded. */
  returnGoodsNumber: z.number().int(),
  createTime: DateTime,
})

export const OrderLog = z.object({
  id: Id,
  createBy: z.string(),
  createTime: DateTime,
  orderSn: z.string(),
  operatorId: z.string(),
  operatorType: z.string(),
  operatorName: z.string(),
  message: z.string(),
})

export const OrderReceipt = z.object({
  id: Id,
  orderSn: z.string(),
  receiptTitle: z.string(),
  taxpayerId: z.string(),
  receiptContent: z.string(),
  receiptPrice: Yuan,
  memberId: Id,
  memberName: z.string(),
  storeId: Id,
  storeName: z.string(),
  receiptStatus: z.number().int(),
  receiptDetail: z.null(),
})

/** A refund's state at the gateway (decision 148): 退款中, 已退款, 退款失败. */
export const GATEWAY_REFUND_STATES = ['PENDING', 'SUCCESS', 'FAILED'] as const
export const GATEWAY_REFUND_LABELS = {
  'zh-CN': { PENDING: '退款中', SUCCESS: '已退款', FAILED: '退款失败' },
  en: { PENDING: 'Refunding', SUCCESS: 'Refunded', FAILED: 'Refund failed' },
} as const

/**
 * Money going back through the gateway that took it (decision 148): an after-sale's or an
 * arbitration's refund, or a paid order's cancel. The buyer, the seller and the operator see its state.
 */
export const GatewayRefund = z.object({
  refundNo: z.string(),
  /** AFTER_SALE | ARBITRATION | ORDER_CANCEL | LATE_PAYMENT */
  source: z.string(),
  /** The after-sale sn, or the order sn of a cancel. */
  sourceSn: z.string(),
  paymentMethod: z.string().nullable(),
  amount: Yuan,
  status: z.enum(GATEWAY_REFUND_STATES),
  statusValue: z.string(),
  /** The gateway's refund number, once it took the refund. */
  providerRefundNo: z.string().nullable(),
  createTime: DateTime,
  refundTime: DateTime.nullable(),
})

/** `OrderDetailVO` of `GET /buyer/order/order/{sn}`. */
export const OrderDetailVO = z.object({
  order: Order,
  orderItems: z.array(OrderItem),
  orderLogs: z.array(OrderLog),
  receipt: OrderReceipt.nullable(),
  priceDetail: z.null(),
  orderStatusValue: z.string(),
  payStatusValue: z.string(),
  deliverStatusValue: z.string(),
  deliveryMethodValue: z.string(),
  paymentMethodValue: z.string().nullable(),
  allowOperationVO: AllowOperation,
  /** The order's refunds through a gateway (its cancel, its after-sales), oldest first. */
  refunds: z.array(GatewayRefund),
  /** A 拼团 order's group (decision 161); null for other orders. */
  pintuan: OrderPintuanVO.nullable().optional(),
})

export const CancelQuery = z.object({ reason: z.string().trim().min(1, '请选择取消原因').max(200) })

/** Where a parcel is (decision 147): 揽收, 运输中, 派送中, 已签收, 问题件, 退回. */
export const ParcelStates = [
  'COLLECTED',
  'IN_TRANSIT',
  'DELIVERING',
  'SIGNED',
  'PROBLEM',
  'RETURNED',
] as const
export type ParcelStateValue = (typeof ParcelStates)[number]

export const Traces = z.object({
  shipper: z.string(),
  logisticCode: z.string(),
  /** Oldest first. */
  traces: z.array(z.object({ AcceptTime: z.string(), AcceptStation: z.string() })),
  /** Our carrier code (SF, ZTO, DHL…). */
  carrierCode: z.string(),
  state: z.enum(ParcelStates).nullable(),
  /** `sandbox`: no tracking service is configured; the steps are the sandbox carrier's. */
  provider: z.enum(['kuaidi100', 'sandbox']),
})

export const OrderPackage = z.object({
  packageNo: z.string(),
  orderSn: z.string(),
  logisticsNo: z.string(),
  logisticsCode: z.string(),
  logisticsName: z.string(),
  consigneeMobile: z.string().nullable(),
  status: z.string(),
  createTime: DateTime,
  orderPackageItemList: z.array(
    z.object({
      packageNo: z.string(),
      orderSn: z.string(),
      orderItemSn: z.string(),
      goodsName: z.string(),
      thumbnail: z.string(),
      deliverNumber: z.number().int(),
      logisticsTime: DateTime,
    }),
  ),
  traces: Traces,
})

/** Seller shipping (`POST /store/order/order/{sn}/delivery`): carrier id from `/buyer/other/logistics`. */
export const DeliveryQuery = z.object({
  logisticsId: Id,
  logisticsNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, '请输入正确的物流单号'),
})

/** Seller redemption of a pickup code (`PUT /store/order/order/take/{orderSn}/{verificationCode}`). */
export const TakeParams = z.object({
  orderSn: z.string().trim().min(1).max(40),
  // Any text: a wrong code is answered with its own business error, not a parameter error.
  verificationCode: z.string().trim().min(1).max(32),
})
