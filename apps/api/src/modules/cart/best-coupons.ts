import type { MemberCouponRow } from '../coupons/views.ts'
import { apply, type LineModel } from './cart-model.ts'

/** The coupons a checkout applies: at most one platform coupon and one per store. */
export interface CouponChoice {
  platformCouponId: string | null
  storeCoupons: Record<string, string>
}

/** Above this many combinations, each store keeps its own best coupon instead of trying them all. */
const MAX_COMBINATIONS = 4096

/** What a choice takes off the lines (fen), applied as the checkout applies it: stores first, then platform. */
function discountOf(lines: LineModel[], stores: MemberCouponRow[], platform: MemberCouponRow | null): number {
  const copy = lines.map((l) => ({ ...l, couponPrice: 0, siteCouponPrice: 0 }))
  for (const coupon of stores) apply(coupon, copy, false)
  if (platform) apply(platform, copy, true)
  return copy.reduce((sum, l) => sum + l.couponPrice, 0)
}

/** Every way of taking at most one coupon from each list. */
function combinations(lists: MemberCouponRow[][]): MemberCouponRow[][] {
  let out: MemberCouponRow[][] = [[]]
  for (const list of lists) out = out.flatMap((picked) => [picked, ...list.map((c) => [...picked, c])])
  return out
}

/**
 * The combination of `usable` coupons (already checked against thresholds and scopes) that takes the
 * most off `lines`, as JD and Tmall pre-select at checkout. The platform coupon applies to what the
 * store coupons leave, so they are tried together. On a tie the fewer coupons win, then the ones that
 * expire sooner (kept for later is worth more). Nothing when no coupon takes anything off.
 */
export function bestCouponChoice(lines: LineModel[], usable: MemberCouponRow[]): CouponChoice {
  const byEnd = [...usable].sort(
    (a, b) => a.endTime.getTime() - b.endTime.getTime() || a.id.localeCompare(b.id),
  )
  const platforms = [null, ...byEnd.filter((c) => c.storeId === '0')]
  const storeIds = [...new Set(lines.map((l) => l.storeId))]
  const perStore = storeIds
    .map((id) => byEnd.filter((c) => c.storeId === id))
    .filter((list) => list.length > 0)
  const count = platforms.length * perStore.reduce((n, list) => n * (list.length + 1), 1)
  const storeSets =
    count <= MAX_COMBINATIONS
      ? combinations(perStore)
      : [perStore.map((list) => bestAlone(lines, list)).filter((c): c is MemberCouponRow => !!c)]
  let best = {
    discount: 0,
    size: 0,
    stores: [] as MemberCouponRow[],
    platform: null as MemberCouponRow | null,
  }
  for (const platform of platforms) {
    for (const stores of storeSets) {
      const discount = discountOf(lines, stores, platform)
      const size = stores.length + (platform ? 1 : 0)
      if (discount > best.discount || (discount === best.discount && discount > 0 && size < best.size))
        best = { discount, size, stores, platform }
    }
  }
  return {
    platformCouponId: best.platform?.id ?? null,
    storeCoupons: Object.fromEntries(best.stores.map((c) => [c.storeId, c.id])),
  }
}

function bestAlone(lines: LineModel[], list: MemberCouponRow[]): MemberCouponRow | null {
  let best: { coupon: MemberCouponRow | null; discount: number } = { coupon: null, discount: 0 }
  for (const coupon of list) {
    const discount = discountOf(lines, [coupon], null)
    if (discount > best.discount) best = { coupon, discount }
  }
  return best.coupon
}

export function sameChoice(a: CouponChoice, b: CouponChoice): boolean {
  const keys = Object.keys(a.storeCoupons)
  return (
    a.platformCouponId === b.platformCouponId &&
    keys.length === Object.keys(b.storeCoupons).length &&
    keys.every((k) => a.storeCoupons[k] === b.storeCoupons[k])
  )
}
