import { z } from 'zod'
import { MemberAddress } from './address.ts'
import { Coupon, MemberCoupon, MemberCouponWithReason } from './coupon.ts'
import { CartFullDiscount } from './full-discount.ts'
import { refusal } from './issue-english.ts'
import { BoolParam, DateTime, Id, listParam, Yuan } from './primitives.ts'

/**
 * Cart and checkout (reference §7). Money is yuan (2 decimals); every cart call is per `way`:
 * CART (the shopping cart) or BUY_NOW (a one-line cart replaced on every add).
 */
/**
 * POINTS is the points-mall exchange: one line bought for points, like BUY_NOW. PINTUAN is a 拼团
 * purchase at the group price: one line, like BUY_NOW (decision 161). KANJIA buys the member's own 砍价
 * at its current price: one item, like BUY_NOW (decision 167).
 */
export const CartWay = z.enum(['CART', 'BUY_NOW', 'POINTS', 'PINTUAN', 'KANJIA'], {
  error: '购物车类型错误',
})
export type CartWay = z.infer<typeof CartWay>
/** Endpoints where the contract defaults an empty `way` to CART. */
export const WayOrCart = z.preprocess((v) => (v === '' || v === undefined ? 'CART' : v), CartWay)

export const DeliveryMethod = z.enum(['LOGISTICS', 'SELF_PICK_UP'], { error: '配送方式不正确' })

/** `PriceDetailDTO` (reference §7.5). flowPrice = goodsPrice + freightPrice − discountPrice − couponPrice + updatePrice. */
export const PriceDetailDTO = z.object({
  originalPrice: Yuan,
  goodsPrice: Yuan,
  freightPrice: Yuan,
  payPoint: z.number().int(),
  discountPrice: Yuan,
  couponPrice: Yuan,
  /** The part of couponPrice that came from the platform coupon. */
  siteCouponPrice: Yuan,
  updatePrice: Yuan,
  flowPrice: Yuan,
  billPrice: Yuan,
})
export type PriceDetailDTO = z.infer<typeof PriceDetailDTO>

/** `PriceDetailVO`: the simplified view (note the upstream spelling `finalePrice`). */
export const PriceDetailVO = z.object({
  originalPrice: Yuan,
  freight: Yuan,
  discountPrice: Yuan,
  payPoint: z.number().int(),
  finalePrice: Yuan,
})

/** The SKU snapshot a cart line carries (`goodsSku`). */
export const CartGoodsSku = z.object({
  id: Id,
  goodsId: Id,
  goodsName: z.string(),
  price: Yuan,
  thumbnail: z.string(),
  /** Available stock now. */
  quantity: z.number().int(),
  salesModel: z.string(),
  /** The goods' unit of measure (件, 套…): checkout says "60 套", not "60 件". */
  goodsUnit: z.string(),
  goodsType: z.string(),
  simpleSpecs: z.string(),
  specs: z.array(z.object({ specName: z.string(), specValue: z.string() })),
  categoryPath: z.string(),
  marketEnable: z.string(),
  storeId: Id,
  storeName: z.string(),
})

/** `CartSkuVO`: one line. `invalid` lines (delisted) and short-stock lines carry `errorMessage`. */
export const CartSkuVO = z.object({
  storeId: Id,
  storeName: z.string(),
  goodsSku: CartGoodsSku,
  num: z.number().int(),
  purchasePrice: Yuan,
  utilPrice: Yuan,
  subTotal: Yuan,
  checked: z.boolean(),
  invalid: z.boolean(),
  errorMessage: z.string().nullable(),
  isFreeFreight: z.boolean(),
  isShip: z.boolean(),
  cartType: CartWay,
  deliveryMethod: DeliveryMethod,
  promotionMap: z.record(z.string(), z.unknown()),
  /** Per-line prices; couponPrice is this line's share of the applied coupons. */
  priceDetailDTO: PriceDetailDTO,
})
export type CartSkuVO = z.infer<typeof CartSkuVO>

/** `CartVO`: the lines of one store. */
export const CartVO = z.object({
  storeId: Id,
  storeName: z.string(),
  sn: z.string().nullable(),
  /** True when any line of the store is checked. */
  checked: z.boolean(),
  skuList: z.array(CartSkuVO),
  checkedSkuList: z.array(CartSkuVO),
  priceDetailDTO: PriceDetailDTO,
  priceDetailVO: PriceDetailVO,
  /** Sum of checked quantities. */
  goodsNum: z.number().int(),
  weight: z.number(),
  deliveryMethod: DeliveryMethod,
  remark: z.string().nullable(),
  /** The store's claimable coupons (for the "领券" chip). */
  couponList: z.array(Coupon),
  canReceiveCoupon: z.boolean(),
  /** The store's best live 满减/满折 for its checked lines (decision 160); null when none applies. */
  fullDiscount: CartFullDiscount.nullable(),
  /** lilishop's flag: the eligible lines reached the threshold. */
  isFull: z.boolean(),
  /** The checked lines the full discount covers. */
  fullDiscountSkuIds: z.array(Id),
  /** "再买¥X可减¥Y" / "已减¥Y" (in the page's language). */
  promotionNotice: z.string().nullable(),
})

export const SelectedCoupon = z.object({
  /** skuId → the price (yuan) the coupon was computed on. */
  skuDetail: z.record(z.string(), Yuan),
  memberCoupon: MemberCoupon,
})

export const StoreAddress = z.object({
  id: Id,
  storeId: Id,
  addressName: z.string(),
  center: z.string(),
  address: z.string(),
  mobile: z.string(),
})

export const Receipt = z.object({
  receiptTitle: z.string(),
  taxpayerId: z.string(),
  receiptContent: z.string(),
})

/**
 * `TradeDTO` of `/all` and `/checked`. `/all` is the whole cart (all lines, coupons stripped);
 * `/checked` keeps only checked valid lines and adds coupons, the address and the totals to pay.
 */
export const TradeDTO = z.object({
  sn: z.string().nullable(),
  cartTypeEnum: CartWay,
  cartList: z.array(CartVO),
  skuList: z.array(CartSkuVO),
  checkedSkuList: z.array(CartSkuVO),
  priceDetailDTO: PriceDetailDTO,
  priceDetailVO: z.null(),
  needReceipt: z.boolean(),
  receiptVO: Receipt.nullable(),
  notSupportFreight: z.array(CartSkuVO).nullable(),
  storeRemark: z.array(z.object({ storeId: Id, remark: z.string() })),
  platformCoupon: SelectedCoupon.nullable(),
  /** storeId → selected store coupon. */
  storeCoupons: z.record(z.string(), SelectedCoupon),
  /**
   * `/checked`: the applied coupons are the combination that takes off the most, picked for the buyer
   * because they have not chosen (not upstream; decision 025).
   */
  couponsPicked: z.boolean(),
  /** `/checked` only: the member's coupons usable on this cart now. */
  canUseCoupons: z.array(MemberCoupon),
  cantUseCoupons: z.array(MemberCouponWithReason),
  /** The chosen address, or the member's default when none was chosen. */
  memberAddress: MemberAddress.nullable(),
  storeAddress: StoreAddress.nullable(),
  memberId: Id,
  memberName: z.string(),
  clientType: z.string().nullable(),
})
export type TradeDTO = z.infer<typeof TradeDTO>

export const AddToCartQuery = z.object({
  skuId: Id,
  num: z.coerce.number({ error: '购买数量格式不正确' }).int('购买数量必须为整数'),
  cartType: WayOrCart,
  /** KANJIA: the bargain bought (this shop's; without it the member's own on the SKU). */
  kanjiaActivityId: Id.optional(),
})
export const CountQuery = z.object({ checked: BoolParam.optional() })
export const WayQuery = z.object({ way: CartWay })
export const CheckedBody = z.object({ checked: BoolParam })
export const NumBody = z.object({
  num: z.coerce.number({ error: '购买数量格式不正确' }).int('购买数量必须为整数'),
})
export const RemoveQuery = z.object({
  skuIds: listParam(Id).refine(
    (v) => v.length > 0,
    refusal('请选择要删除的商品', 'Choose the goods to remove'),
  ),
})
export const SelectCouponQuery = z.object({ way: WayOrCart, memberCouponId: Id, used: BoolParam })
export const ShippingAddressQuery = z.object({ way: WayOrCart, shippingAddressId: Id })
export const StoreAddressQuery = z.object({ way: WayOrCart, storeAddressId: Id })
export const ShippingMethodQuery = z.object({
  way: WayOrCart,
  shippingMethod: z.enum(['LOGISTICS', 'SELF_PICK_UP', 'LOCAL_TOWN_DELIVERY'], { error: '配送方式不正确' }),
})
export const ReceiptQuery = z.object({
  way: WayOrCart,
  receiptTitle: z.string().trim().min(1, '请输入发票抬头').max(100),
  taxpayerId: z.string().trim().max(40).default(''),
  receiptContent: z.string().trim().min(1, '请选择发票内容').max(100),
})

/** JSON body of `POST /buyer/trade/carts/create/trade` (`TradeParams`). */
export const TradeParams = z.object({
  way: WayOrCart,
  client: z.enum(['PC', 'H5', 'WECHAT_MP', 'APP']).default('PC'),
  remark: z.array(z.object({ storeId: Id, remark: z.string().trim().max(200) })).optional(),
  /** PINTUAN: the leader's order sn of the group to join (lilishop); none opens a new group. */
  parentOrderSn: z.string().trim().max(64).optional(),
})

/** The created `Trade`. Open the cashier with orderType=TRADE&sn=<sn>. */
export const Trade = z.object({
  id: Id,
  sn: z.string(),
  memberId: Id,
  memberName: z.string(),
  paymentMethod: z.string().nullable(),
  payStatus: z.enum(['UNPAID', 'PAID', 'CANCEL']),
  flowPrice: Yuan,
  goodsPrice: Yuan,
  freightPrice: Yuan,
  discountPrice: Yuan,
  couponPrice: Yuan,
  deliveryMethod: z.string(),
  consigneeName: z.string().nullable(),
  consigneeMobile: z.string().nullable(),
  consigneeAddressPath: z.string().nullable(),
  consigneeAddressIdPath: z.string().nullable(),
  /** The order sns of this trade, one per store. */
  orderSns: z.array(z.string()),
  createTime: DateTime,
})
