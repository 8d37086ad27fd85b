import { formatFen } from '@silk/contracts/money'
import type { MemberCouponRow } from './views.ts'

/** What a coupon needs to know about a cart line (fen). */
export interface CouponLine {
  skuId: string
  storeId: string
  /** Comma-joined category ids root → leaf. */
  categoryPath: string
  /** The line amount still open to discounts. */
  amount: number
}

/** Lines a coupon may apply to: its store (all stores for a platform coupon) and its scope. */
export function eligibleLines<T extends CouponLine>(coupon: MemberCouponRow, lines: T[]): T[] {
  const scope = new Set(coupon.scopeId.split(',').filter(Boolean))
  return lines.filter((line) => {
    if (coupon.storeId !== '0' && coupon.storeId !== line.storeId) return false
    if (coupon.scopeType === 'PORTION_GOODS') return scope.has(line.skuId)
    if (coupon.scopeType === 'PORTION_GOODS_CATEGORY')
      return line.categoryPath.split(',').some((c) => scope.has(c))
    return true
  })
}

/** Why a coupon cannot be used on these lines, or null when it can. */
export function unusableReason(
  coupon: MemberCouponRow,
  lines: CouponLine[],
  now = new Date(),
): string | null {
  if (coupon.memberCouponStatus !== 'NEW' || coupon.endTime <= now) return '优惠券已使用或已过期'
  if (coupon.startTime > now) return '优惠券未到使用时间'
  const eligible = eligibleLines(coupon, lines)
  if (eligible.length === 0) return '购物车中没有满足优惠券使用范围的商品'
  const total = eligible.reduce((sum, l) => sum + l.amount, 0)
  if (total < coupon.consumeThreshold || total <= 0) {
    return `优惠券使用门槛不足，还差${formatFen(coupon.consumeThreshold - total, { sign: '', grouping: false })}元`
  }
  return null
}

/**
 * The discount of a coupon on its eligible lines, split over them (fen, exact): PRICE takes its
 * amount (at most the lines' total) pro rata with the remainder on the largest lines; DISCOUNT takes
 * (10 − d)/10 of each line. Returns skuId → share.
 */
export function splitDiscount(coupon: MemberCouponRow, lines: CouponLine[]): Map<string, number> {
  const shares = new Map<string, number>()
  const total = lines.reduce((sum, l) => sum + l.amount, 0)
  if (total <= 0) return shares
  if (coupon.couponType === 'DISCOUNT') {
    for (const l of lines) shares.set(l.skuId, Math.round((l.amount * (100 - coupon.discount)) / 100))
    return shares
  }
  const off = Math.min(coupon.price, total)
  let given = 0
  const exact = lines.map((l) => {
    const raw = (off * l.amount) / total
    const floor = Math.floor(raw)
    given += floor
    return { line: l, floor, rest: raw - floor }
  })
  exact.sort((a, b) => b.rest - a.rest || b.line.amount - a.line.amount)
  for (const e of exact) {
    const extra = given < off && e.floor < e.line.amount ? 1 : 0
    given += extra
    shares.set(e.line.skuId, e.floor + extra)
  }
  return shares
}

/** `unusableReason` in English, for the English checkout (decision 026). */
export function unusableReasonEn(reason: string): string {
  const short = reason.match(/还差([\d.]+)元/)
  if (short) return `Spend ¥${short[1]} more to use this coupon`
  return (
    {
      优惠券已使用或已过期: 'This coupon has been used or has expired',
      优惠券未到使用时间: 'This coupon cannot be used yet',
      购物车中没有满足优惠券使用范围的商品: 'Nothing in the cart is covered by this coupon',
    }[reason] ?? reason
  )
}
