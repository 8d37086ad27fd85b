import { FullDiscountVO } from '@silk/contracts/full-discount'

/** A goods page's 满减/满折 offers, from its `promotionMap` (decision 160): read in the loader (decision 028). */
export function fullDiscountsOf(promotionMap: Record<string, unknown>) {
  return Object.entries(promotionMap)
    .filter(([k]) => k.startsWith('FULL_DISCOUNT-'))
    .map(([, v]) => FullDiscountVO.safeParse(v))
    .flatMap((p) =>
      p.success
        ? [{ id: p.data.id, rule: p.data.rule, ruleEn: p.data.ruleEn, name: p.data.promotionName }]
        : [],
    )
}
export type GoodsFullDiscount = ReturnType<typeof fullDiscountsOf>[number]
