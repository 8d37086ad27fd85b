import type { Shape } from '../shape.ts'
import type { coupons as zh } from '../zh/coupons.ts'

export const coupons: Shape<typeof zh> = {
  title: 'My coupons',
  tab: { NEW: 'Unused', USED: 'Used', EXPIRE: 'Expired', CENTRE: 'Coupon centre' },
  row: 'Coupons',
  more: 'More',
  claim: 'Claim',
  held: 'Claimed',
  gone: 'All claimed',
  left: '{{count}} left',
  claimTitle: 'Claim coupon',
  claimed: 'Coupon claimed; find it under My coupons',
  mine: 'My coupons',
  useNow: 'Use now',
  off: ' off',
  face: '{{percent}}% off',
  threshold: 'Orders over ¥{{amount}}',
  noThreshold: 'No minimum',
  chipPrice: '¥{{price}} off orders over ¥{{threshold}}',
  chipPriceFree: '¥{{price}} off',
  chipDiscount: '{{percent}}% off orders over ¥{{threshold}}',
  chipDiscountFree: '{{percent}}% off',
  platform: 'Platform',
  scope: 'Scope: {{owner}} · {{scope}}',
  scopeType: {
    ALL: 'all goods',
    PORTION_GOODS: 'selected goods',
    PORTION_GOODS_CATEGORY: 'selected categories',
  },
  valid: 'Valid: {{start}} to {{end}}',
}
