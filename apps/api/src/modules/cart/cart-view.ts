import type { CartFullDiscount } from '@silk/contracts/full-discount'
import type { CartSkuVO, PriceDetailDTO, TradeDTO } from '@silk/contracts/trade'
import type { DbOrTx } from '@silk/db/client'
import { coupons } from '@silk/db/schema/index'
import { and, eq, gt, inArray, lte } from 'drizzle-orm'
import { type Locale, localName, localSimpleSpecs, localSpecs } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { addressView } from '../addresses/addresses.ts'
import { unusableReasonEn } from '../coupons/rules.ts'
import { couponView, memberCouponView } from '../coupons/views.ts'
import {
  fullDiscountView,
  noticeOf,
  ruleText,
  ruleTextEn,
  type StoreFullDiscount,
} from '../promotions/full-discount.ts'
import { regionPathWriter } from '../system/region-names.ts'
import type { AppliedCoupon, CartModel, LineModel } from './cart-model.ts'

export interface Totals {
  goodsPrice: number
  /** Shipping (fen): the sum of the stores' freight given to `totalsOf`. */
  freightPrice: number
  /** The full discount (满减/满折) of the lines. */
  discountPrice: number
  couponPrice: number
  siteCouponPrice: number
  flowPrice: number
  goodsNum: number
  weight: number
  /** Points the checked points-mall lines cost. */
  payPoint: number
}

/** What the checked `lines` add up to; `freight` (fen) is added to what is paid. */
export function totalsOf(lines: LineModel[], freight = 0): Totals {
  const t = {
    goodsPrice: 0,
    freightPrice: freight,
    discountPrice: 0,
    couponPrice: 0,
    siteCouponPrice: 0,
    flowPrice: 0,
    goodsNum: 0,
    weight: 0,
    payPoint: 0,
  }
  for (const l of lines) {
    if (!l.checked) continue
    t.goodsPrice += l.subTotal
    t.discountPrice += l.discountPrice
    t.couponPrice += l.couponPrice
    t.siteCouponPrice += l.siteCouponPrice
    t.goodsNum += l.num
    t.weight += l.weight * l.num
    t.payPoint += pointsOf(l)
  }
  t.flowPrice = t.goodsPrice - t.discountPrice - t.couponPrice + freight
  return t
}

/** What a line costs in points (0 unless it is a points-mall exchange). */
const pointsOf = (l: LineModel) => (l.promotion?.type === 'POINTS' ? l.promotion.points * l.num : 0)

export function priceDetail(
  t: Pick<Totals, 'goodsPrice' | 'couponPrice' | 'siteCouponPrice'> & {
    payPoint?: number
    freightPrice?: number
    discountPrice?: number
  },
): PriceDetailDTO {
  const freight = t.freightPrice ?? 0
  const discount = t.discountPrice ?? 0
  const flow = t.goodsPrice - discount - t.couponPrice + freight
  return {
    originalPrice: fenToYuan(t.goodsPrice),
    goodsPrice: fenToYuan(t.goodsPrice),
    freightPrice: fenToYuan(freight),
    payPoint: t.payPoint ?? 0,
    discountPrice: fenToYuan(discount),
    couponPrice: fenToYuan(t.couponPrice),
    siteCouponPrice: fenToYuan(t.siteCouponPrice),
    updatePrice: 0,
    flowPrice: fenToYuan(flow),
    billPrice: fenToYuan(flow),
  }
}

/** A line's `promotionMap` entry for the full discount covering it (lilishop's `FULL_DISCOUNT-<id>` key). */
function fullDiscountMap(model: CartModel, l: LineModel): Record<string, unknown> {
  const fd = model.fullDiscounts.get(l.storeId)
  if (!fd?.skuIds.includes(l.skuId)) return {}
  return { [`FULL_DISCOUNT-${fd.activity.id}`]: fullDiscountView(fd.activity) }
}

function cartFullDiscount(fd: StoreFullDiscount, locale: Locale): CartFullDiscount {
  return {
    id: fd.activity.id,
    promotionName: fd.activity.promotionName,
    rule: locale === 'en' ? ruleTextEn(fd.activity) : ruleText(fd.activity),
    isFull: fd.isFull,
    lack: fenToYuan(fd.lack),
    discount: fenToYuan(fd.discount),
    reward: fenToYuan(fd.reward),
    bearer: fd.activity.storeId === '0' ? 'PLATFORM' : 'STORE',
  }
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0)

function lineView(model: CartModel, l: LineModel, locale: Locale): CartSkuVO {
  const storeName = localName(locale, l.storeName, l.storeNameEn)
  return {
    storeId: l.storeId,
    storeName,
    goodsSku: {
      id: l.skuId,
      goodsId: l.goodsId,
      goodsName: localName(locale, l.goodsName, l.goodsNameEn),
      price: fenToYuan(l.price),
      thumbnail: l.thumbnail,
      quantity: l.stock,
      salesModel: l.salesModel,
      goodsUnit: l.goodsUnit,
      goodsType: l.goodsType,
      simpleSpecs: localSimpleSpecs(locale, l.specs, l.simpleSpecs),
      specs: localSpecs(locale, l.specs),
      categoryPath: l.categoryPath,
      marketEnable: l.marketEnable,
      storeId: l.storeId,
      storeName,
    },
    num: l.num,
    purchasePrice: fenToYuan(l.price),
    utilPrice: fenToYuan(l.price),
    subTotal: fenToYuan(l.subTotal),
    checked: l.checked,
    invalid: l.invalid,
    errorMessage: locale === 'en' ? l.errorMessageEn : l.errorMessage,
    isFreeFreight: true,
    isShip: true,
    cartType: model.way,
    deliveryMethod: model.deliveryMethod,
    promotionMap: fullDiscountMap(model, l),
    priceDetailDTO: priceDetail({
      goodsPrice: l.checked ? l.subTotal : 0,
      discountPrice: l.checked ? l.discountPrice : 0,
      couponPrice: l.couponPrice,
      siteCouponPrice: l.siteCouponPrice,
      payPoint: l.checked ? pointsOf(l) : 0,
    }),
  }
}

function selected(applied: AppliedCoupon, locale: Locale) {
  const skuDetail: Record<string, number> = {}
  for (const [sku, amount] of applied.base) skuDetail[sku] = fenToYuan(amount)
  return { skuDetail, memberCoupon: memberCouponView(applied.coupon, undefined, locale) }
}

/** Claimable store coupons per store, for the cart's "领券" chips. */
async function storeCouponLists(db: DbOrTx, storeIds: string[], locale: Locale) {
  if (storeIds.length === 0) return new Map<string, ReturnType<typeof couponView>[]>()
  const now = new Date()
  const rows = await db
    .select()
    .from(coupons)
    .where(
      and(
        inArray(coupons.storeId, storeIds),
        eq(coupons.getType, 'FREE'),
        eq(coupons.status, 'OPEN'),
        lte(coupons.startTime, now),
        gt(coupons.endTime, now),
      ),
    )
  const byStore = new Map<string, ReturnType<typeof couponView>[]>()
  for (const row of rows)
    byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), couponView(row, locale)])
  return byStore
}

/** The contract's `TradeDTO` for `/all` (withCoupons=false) and `/checked`. */
export async function tradeView(
  db: DbOrTx,
  model: CartModel,
  member: { id: string; name: string },
  withCoupons: boolean,
  locale: Locale = 'zh-CN',
): Promise<TradeDTO> {
  const skuList = model.lines.map((l) => lineView(model, l, locale))
  const storeIds = [...new Set(model.lines.map((l) => l.storeId))]
  const [storeCoupons, writeRegion] = await Promise.all([
    storeCouponLists(db, storeIds, locale),
    regionPathWriter(db, locale),
  ])
  const method = model.deliveryMethod
  const cartList = storeIds.map((storeId) => {
    const lines = model.lines.filter((l) => l.storeId === storeId)
    const views = skuList.filter((v) => v.storeId === storeId)
    const t = totalsOf(lines, model.freight.get(storeId) ?? 0)
    const detail = priceDetail(t)
    const couponList = storeCoupons.get(storeId) ?? []
    const fd = model.fullDiscounts.get(storeId)
    return {
      storeId,
      storeName: localName(locale, lines[0].storeName, lines[0].storeNameEn),
      sn: null,
      checked: lines.some((l) => l.checked),
      skuList: views,
      checkedSkuList: views.filter((v) => v.checked),
      priceDetailDTO: detail,
      priceDetailVO: {
        originalPrice: detail.goodsPrice,
        freight: detail.freightPrice,
        discountPrice: fenToYuan(t.discountPrice + t.couponPrice),
        payPoint: 0,
        finalePrice: detail.flowPrice,
      },
      goodsNum: t.goodsNum,
      weight: t.weight,
      deliveryMethod: method,
      remark: null,
      couponList,
      canReceiveCoupon: couponList.length > 0,
      fullDiscount: fd ? cartFullDiscount(fd, locale) : null,
      isFull: !!fd?.isFull,
      fullDiscountSkuIds: fd?.skuIds ?? [],
      promotionNotice: fd ? noticeOf(fd, locale === 'en' ? 'en' : 'zh-CN') : null,
    } satisfies TradeDTO['cartList'][number]
  })
  const storeSelected: TradeDTO['storeCoupons'] = {}
  if (withCoupons)
    for (const [storeId, applied] of model.storeCoupons) storeSelected[storeId] = selected(applied, locale)
  return {
    sn: null,
    cartTypeEnum: model.way,
    cartList,
    skuList,
    checkedSkuList: skuList.filter((v) => v.checked),
    priceDetailDTO: priceDetail(totalsOf(model.lines, sum(model.freight))),
    priceDetailVO: null,
    needReceipt: !!model.state.receipt,
    receiptVO: model.state.receipt ?? null,
    notSupportFreight: null,
    storeRemark: [],
    platformCoupon: withCoupons && model.platformCoupon ? selected(model.platformCoupon, locale) : null,
    storeCoupons: storeSelected,
    couponsPicked:
      withCoupons && !model.state.couponsByBuyer && (!!model.platformCoupon || model.storeCoupons.size > 0),
    canUseCoupons: withCoupons ? model.canUse.map((c) => memberCouponView(c, undefined, locale)) : [],
    cantUseCoupons: withCoupons
      ? model.cantUse.map((c) => ({
          ...memberCouponView(c.coupon, undefined, locale),
          reason: locale === 'en' ? unusableReasonEn(c.reason) : c.reason,
        }))
      : [],
    memberAddress: model.address ? addressView(model.address, writeRegion) : null,
    storeAddress: model.storeAddress
      ? {
          id: model.storeAddress.id,
          storeId: model.storeAddress.storeId,
          addressName: model.storeAddress.addressName,
          center: model.storeAddress.center,
          address: model.storeAddress.address,
          mobile: model.storeAddress.mobile,
        }
      : null,
    memberId: member.id,
    memberName: member.name,
    clientType: null,
  }
}
