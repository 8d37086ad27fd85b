import { formatMoney, formatPrice } from '../../lib/format.ts'

type CouponLike = {
  couponType: 'PRICE' | 'DISCOUNT'
  price: number
  consumeThreshold: number
  couponDiscount?: number
  discount?: number
}

/** What a discount of `d` on the 0–10 scale takes off, in percent: 8.5 (8.5折) → 15. */
export function percentOff(d: number): number {
  return Math.round((10 - d) * 100) / 10
}

/**
 * The big face value of a ticket: "¥20.00", "8.5折" or "15% off". `off` is the translated
 * `coupons:face` with `{{discount}}` (the 0–10 scale) and `{{percent}}` (what it takes off).
 */
export function couponFace(
  c: CouponLike,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  if (c.couponType === 'PRICE') return formatPrice(c.price)
  const discount = c.couponDiscount ?? c.discount ?? 0
  return t('coupons:face', { discount, percent: percentOff(discount) })
}

/**
 * The chip text of spec A2: 满X减Y / 满X打Z折 (threshold 0 → 无门槛). Keys name their namespace, so a
 * caller's `t` of any namespace (the cart's, the coupons') will do.
 */
export function couponChip(
  c: CouponLike,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const threshold = formatMoney(c.consumeThreshold)
  if (c.couponType === 'PRICE') {
    return c.consumeThreshold > 0
      ? t('coupons:chipPrice', { threshold, price: formatMoney(c.price) })
      : t('coupons:chipPriceFree', { price: formatMoney(c.price) })
  }
  const discount = c.couponDiscount ?? c.discount ?? 0
  const percent = percentOff(discount)
  return c.consumeThreshold > 0
    ? t('coupons:chipDiscount', { threshold, discount, percent })
    : t('coupons:chipDiscountFree', { discount, percent })
}

/** What "立即使用" needs to know of a coupon (a claimable coupon, a member coupon, a drawer row). */
export interface CouponTarget {
  /** The store of a store coupon; '0' (or nothing) for a platform coupon. */
  storeId?: string | null
  scopeType: string
  /** Comma-joined category ids (PORTION_GOODS_CATEGORY) or SKU ids (PORTION_GOODS). */
  scopeId?: string | null
}

/**
 * Where "立即使用" leads (spec §4), the one rule for every caller, in the spec's order:
 * - a store coupon → that store's page (whatever its scope: its goods are all there);
 * - a platform category coupon → the goods list of its first category. A goods is eligible when any
 *   scope id is on its category path, and the list filters by a category of any level, so the first
 *   id lists eligible goods (all of them when the ids are one root → leaf path). The seed's scope is
 *   one first-level id, which is also a whole `categoryId` path for the list's breadcrumb;
 * - otherwise all goods. A platform coupon for given SKUs too: this API's search takes no coupon
 *   filter (upstream's `promotionsId`/`promotionType=COUPON` are not part of its contract, so a link
 *   carrying them would list every goods as if filtered), and a SKU id alone makes no goods page link.
 */
export function couponUseHref(c: CouponTarget): string {
  if (c.storeId && c.storeId !== '0') return `/merchant?id=${encodeURIComponent(c.storeId)}`
  const category = c.scopeType === 'PORTION_GOODS_CATEGORY' ? c.scopeId?.split(',').find(Boolean) : undefined
  if (category) return `/goodsList?categoryId=${encodeURIComponent(category)}`
  return '/goodsList'
}
