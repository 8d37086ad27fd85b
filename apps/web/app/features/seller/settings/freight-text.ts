import type { FreightTemplateView } from '@silk/contracts/freight'
import { formatMoney } from '../../../lib/format.ts'

type T = (key: string, vars?: Record<string, unknown>) => string

/** Grams as kilograms for the seller (the API keeps integer grams). */
export const kg = (grams: number) => String(Number((grams / 1000).toFixed(3)))

/** One charge in words: "1 件内 ¥10，每增加 1 件加 ¥5" (or kilograms, or 包邮). */
export function chargeText(
  t: T,
  method: FreightTemplateView['pricingMethod'],
  c: Pick<FreightTemplateView, 'firstUnit' | 'firstFee' | 'extraUnit' | 'extraFee'>,
) {
  if (method === 'FREE') return t('freight.free')
  const weight = method === 'WEIGHT'
  return t(weight ? 'freight.chargeWeight' : 'freight.chargeNum', {
    first: weight ? kg(c.firstUnit) : c.firstUnit,
    extra: weight ? kg(c.extraUnit) : c.extraUnit,
    firstFee: formatMoney(c.firstFee),
    extraFee: formatMoney(c.extraFee),
  })
}
