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

/** Where "立即使用" leads (spec §4): the store, the category's goods list, or all goods. */
export function couponUseHref(c: { storeId: string; scopeType: string; scopeId: string }): string {
  if (c.scopeType === 'PORTION_GOODS_CATEGORY' && c.scopeId) {
    const first = c.scopeId.split(',')[0]
    return `/goodsList?categoryId=${encodeURIComponent(first ?? '')}`
  }
  if (c.storeId && c.storeId !== '0') return `/merchant?id=${encodeURIComponent(c.storeId)}`
  return '/goodsList'
}
