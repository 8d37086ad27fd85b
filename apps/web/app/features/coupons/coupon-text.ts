import { formatMoney, formatPrice } from '../../lib/format.ts'

type CouponLike = {
  couponType: 'PRICE' | 'DISCOUNT'
  price: number
  consumeThreshold: number
  couponDiscount?: number
  discount?: number
}

/** The big face value of a ticket: "¥20.00" or "8.5折". */
export function couponFace(c: CouponLike, off: string): string {
  return c.couponType === 'PRICE' ? formatPrice(c.price) : `${c.couponDiscount ?? c.discount ?? 0}${off}`
}

/** The chip text of spec A2: 满X减Y / 满X打Z折 (threshold 0 → 无门槛). */
export function couponChip(
  c: CouponLike,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const threshold = formatMoney(c.consumeThreshold)
  if (c.couponType === 'PRICE') {
    return c.consumeThreshold > 0
      ? t('coupon.chipPrice', { threshold, price: formatMoney(c.price) })
      : t('coupon.chipPriceFree', { price: formatMoney(c.price) })
  }
  const discount = c.couponDiscount ?? c.discount ?? 0
  return c.consumeThreshold > 0
    ? t('coupon.chipDiscount', { threshold, discount })
    : t('coupon.chipDiscountFree', { discount })
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
 * - otherwise all goods. A platform coupon for given SKUs too: the search API has no coupon filter
 *   (upstream's `promotionsId`/`promotionType=COUPON` is not implemented; it would be ignored and
 *   show every goods as if filtered), and a SKU id alone does not make a goods page link.
 */
export function couponUseHref(c: CouponTarget): string {
  if (c.storeId && c.storeId !== '0') return `/merchant?id=${encodeURIComponent(c.storeId)}`
  const category = c.scopeType === 'PORTION_GOODS_CATEGORY' ? c.scopeId?.split(',').find(Boolean) : undefined
  if (category) return `/goodsList?categoryId=${encodeURIComponent(category)}`
  return '/goodsList'
}
