import { SeckillPromotion } from '@silk/contracts/promotion'

/**
 * The running flash sale of a goods page's `promotionMap`, or null. Read in the loader, so the
 * page's browser code does not carry the contract's schemas (decision 028).
 */
export function flashSaleOf(promotionMap: Record<string, unknown>): SeckillPromotion | null {
  const key = Object.keys(promotionMap).find((k) => k.startsWith('SECKILL'))
  const parsed = key ? SeckillPromotion.safeParse(promotionMap[key]) : null
  return parsed?.success ? parsed.data : null
}
