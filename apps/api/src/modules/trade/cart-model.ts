import type { CartWay } from '@silk/contracts/trade'
import type { DbOrTx } from '@silk/db/client'
import {
  cartLines,
  cartStates,
  goods,
  goodsSkus,
  memberAddresses,
  memberCoupons,
  storeAddresses,
  stores,
} from '@silk/db/schema/index'
import { and, asc, eq, gt, lte } from 'drizzle-orm'
import { eligibleLines, splitDiscount, unusableReason } from '../coupons/rules.ts'
import type { MemberCouponRow } from '../coupons/views.ts'
import { defaultAddressRow } from './addresses.ts'

/** One cart line with its SKU as it is now (money in fen). */
export interface LineModel {
  skuId: string
  goodsId: string
  goodsName: string
  storeId: string
  storeName: string
  categoryId: string
  categoryPath: string
  thumbnail: string
  price: number
  stock: number
  salesModel: string
  simpleSpecs: string
  specs: { specName: string; specValue: string }[]
  marketEnable: string
  weight: number
  num: number
  /** The persisted check flag (what the buyer chose). */
  chosen: boolean
  /** Chosen and purchasable now. */
  checked: boolean
  invalid: boolean
  errorMessage: string | null
  subTotal: number
  couponPrice: number
  siteCouponPrice: number
}

export interface AppliedCoupon {
  coupon: MemberCouponRow
  /** skuId → discount share (fen). */
  shares: Map<string, number>
  /** skuId → the amount the coupon was computed on (fen). */
  base: Map<string, number>
}

export type CartState = typeof cartStates.$inferSelect

export interface CartModel {
  way: CartWay
  memberId: string
  lines: LineModel[]
  /** Lines the buyer checked that cannot be bought now (short stock or delisted). */
  blocked: LineModel[]
  state: CartState
  address: typeof memberAddresses.$inferSelect | null
  storeAddress: typeof storeAddresses.$inferSelect | null
  canUse: MemberCouponRow[]
  cantUse: { coupon: MemberCouponRow; reason: string }[]
  platformCoupon: AppliedCoupon | null
  storeCoupons: Map<string, AppliedCoupon>
}

export function emptyState(memberId: string, way: CartWay): CartState {
  return {
    memberId,
    way,
    addressId: null,
    storeAddressId: null,
    deliveryMethod: 'LOGISTICS',
    receipt: null,
    platformCouponId: null,
    storeCoupons: {},
    updateTime: new Date(),
  }
}

export async function loadState(db: DbOrTx, memberId: string, way: CartWay): Promise<CartState> {
  const [row] = await db
    .select()
    .from(cartStates)
    .where(and(eq(cartStates.memberId, memberId), eq(cartStates.way, way)))
  return row ?? emptyState(memberId, way)
}

export async function loadLines(db: DbOrTx, memberId: string, way: CartWay): Promise<LineModel[]> {
  const rows = await db
    .select({ line: cartLines, sku: goodsSkus, goods, store: stores })
    .from(cartLines)
    .leftJoin(goodsSkus, eq(goodsSkus.id, cartLines.skuId))
    .leftJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .leftJoin(stores, eq(stores.id, goods.storeId))
    .where(and(eq(cartLines.memberId, memberId), eq(cartLines.way, way)))
    .orderBy(asc(cartLines.createTime), asc(cartLines.skuId))
  return rows.map(({ line, sku, goods: g, store }) => {
    const sellable =
      !!sku && !!g && g.marketEnable === 'UPPER' && g.authFlag === 'PASS' && store?.storeDisable !== 'CLOSED'
    const stock = sku?.quantity ?? 0
    const short = sellable && stock < line.num
    const price = sku?.price ?? 0
    return {
      skuId: line.skuId,
      goodsId: g?.id ?? '0',
      goodsName: g?.goodsName ?? '商品已删除',
      storeId: g?.storeId ?? '0',
      storeName: store?.storeName ?? '',
      categoryId: g?.categoryId ?? '0',
      categoryPath: g?.categoryPath ?? '',
      thumbnail: sku?.images[0] ?? g?.images[0] ?? '',
      price,
      stock,
      salesModel: g?.salesModel ?? 'RETAIL',
      simpleSpecs: sku?.simpleSpecs ?? '',
      specs: sku?.specs ?? [],
      marketEnable: g?.marketEnable ?? 'DOWN',
      weight: g?.weight ?? 0,
      num: line.num,
      chosen: line.checked,
      checked: line.checked && sellable && !short,
      invalid: !sellable,
      errorMessage: !sellable ? '商品已下架' : short ? `商品库存不足,现有库存数量[${stock}]` : null,
      subTotal: price * line.num,
      couponPrice: 0,
      siteCouponPrice: 0,
    }
  })
}

function apply(coupon: MemberCouponRow, lines: LineModel[], site: boolean): AppliedCoupon {
  const open = lines.map((l) => ({ ...l, amount: l.subTotal - l.couponPrice }))
  const eligible = eligibleLines(coupon, open)
  const shares = splitDiscount(coupon, eligible)
  for (const line of lines) {
    const share = shares.get(line.skuId) ?? 0
    line.couponPrice += share
    if (site) line.siteCouponPrice += share
  }
  return { coupon, shares, base: new Map(eligible.map((l) => [l.skuId, l.amount])) }
}

/**
 * Builds the cart of a way. `checked` mode is the checkout view: only checked purchasable lines,
 * the member's coupons sorted into usable and not, the selected ones applied, the address resolved
 * (the default one when none was chosen).
 */
export async function buildCart(
  db: DbOrTx,
  memberId: string,
  way: CartWay,
  mode: 'all' | 'checked',
): Promise<CartModel> {
  const [allLines, state] = await Promise.all([loadLines(db, memberId, way), loadState(db, memberId, way)])
  const model: CartModel = {
    way,
    memberId,
    lines: allLines,
    blocked: allLines.filter((l) => l.chosen && !l.checked),
    state,
    address: null,
    storeAddress: null,
    canUse: [],
    cantUse: [],
    platformCoupon: null,
    storeCoupons: new Map(),
  }
  if (mode === 'all') return model
  model.lines = allLines.filter((l) => l.checked)
  const now = new Date()
  const [owned, address, storeAddress] = await Promise.all([
    db
      .select()
      .from(memberCoupons)
      .where(
        and(
          eq(memberCoupons.memberId, memberId),
          eq(memberCoupons.memberCouponStatus, 'NEW'),
          lte(memberCoupons.startTime, now),
          gt(memberCoupons.endTime, now),
        ),
      ),
    state.addressId
      ? db
          .select()
          .from(memberAddresses)
          .where(and(eq(memberAddresses.id, state.addressId), eq(memberAddresses.memberId, memberId)))
          .then((r) => r[0] ?? null)
      : defaultAddressRow(db, memberId),
    state.storeAddressId
      ? db
          .select()
          .from(storeAddresses)
          .where(eq(storeAddresses.id, state.storeAddressId))
          .then((r) => r[0] ?? null)
      : null,
  ])
  model.address = address
  model.storeAddress = storeAddress
  const couponLines = model.lines.map((l) => ({ ...l, amount: l.subTotal }))
  for (const coupon of owned) {
    const reason = unusableReason(coupon, couponLines, now)
    if (reason) model.cantUse.push({ coupon, reason })
    else model.canUse.push(coupon)
  }
  const usable = new Map(model.canUse.map((c) => [c.id, c]))
  for (const [storeId, couponId] of Object.entries(state.storeCoupons)) {
    const coupon = usable.get(couponId)
    if (coupon && coupon.storeId === storeId)
      model.storeCoupons.set(storeId, apply(coupon, model.lines, false))
  }
  const platform = state.platformCouponId ? usable.get(state.platformCouponId) : undefined
  if (platform && platform.storeId === '0') model.platformCoupon = apply(platform, model.lines, true)
  return model
}
