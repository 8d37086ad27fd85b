import { describe, expect, it } from 'vitest'
import { coupons } from '../../i18n/en/coupons.ts'
import { type CouponTarget, couponChip, couponUseHref, percentOff } from './coupon-text.ts'

describe('couponUseHref (spec §4 立即使用, the one rule of every caller)', () => {
  const platform: CouponTarget = { storeId: '0', scopeType: 'ALL', scopeId: '' }

  it('goes to the store page of a store coupon, whatever its scope', () => {
    expect(couponUseHref({ ...platform, storeId: '88' })).toBe('/merchant?id=88')
    expect(couponUseHref({ storeId: '88', scopeType: 'PORTION_GOODS_CATEGORY', scopeId: '1,11' })).toBe(
      '/merchant?id=88',
    )
    expect(couponUseHref({ storeId: '88', scopeType: 'PORTION_GOODS', scopeId: 's1,s2' })).toBe(
      '/merchant?id=88',
    )
  })

  it('goes to the goods list of the first category of a platform category coupon', () => {
    // The seed's category coupon: one first-level id, itself the full categoryId path.
    expect(couponUseHref({ ...platform, scopeType: 'PORTION_GOODS_CATEGORY', scopeId: '1004' })).toBe(
      '/goodsList?categoryId=1004',
    )
    // Several ids (or a root → leaf path): the first, which lists the scope's goods.
    expect(couponUseHref({ ...platform, scopeType: 'PORTION_GOODS_CATEGORY', scopeId: '1,22' })).toBe(
      '/goodsList?categoryId=1',
    )
    expect(couponUseHref({ ...platform, scopeType: 'PORTION_GOODS_CATEGORY', scopeId: ',7,' })).toBe(
      '/goodsList?categoryId=7',
    )
  })

  it('goes to all goods otherwise: whole-site coupons, goods coupons, empty scopes', () => {
    expect(couponUseHref(platform)).toBe('/goodsList')
    expect(couponUseHref({ scopeType: 'ALL' })).toBe('/goodsList')
    expect(couponUseHref({ storeId: null, scopeType: 'ALL', scopeId: null })).toBe('/goodsList')
    // The search API has no coupon filter, so specific goods cannot be listed honestly.
    expect(couponUseHref({ ...platform, scopeType: 'PORTION_GOODS', scopeId: 's1,s2' })).toBe('/goodsList')
    expect(couponUseHref({ ...platform, scopeType: 'PORTION_GOODS_CATEGORY', scopeId: '' })).toBe(
      '/goodsList',
    )
    expect(couponUseHref({ ...platform, scopeType: 'PORTION_GOODS_CATEGORY', scopeId: null })).toBe(
      '/goodsList',
    )
  })
})

describe('coupon texts in English (decision 026)', () => {
  it('says what a discount takes off, in percent', () => {
    expect(percentOff(8.5)).toBe(15)
    expect(percentOff(9)).toBe(10)
    expect(percentOff(7.75)).toBe(22.5)
  })

  it('writes "¥10.00 off orders over ¥100.00" and "10% off"', () => {
    const t = (key: string, values: Record<string, unknown> = {}) =>
      String((coupons as unknown as Record<string, string>)[key.replace('coupons:', '')]).replace(
        /\{\{(\w+)\}\}/g,
        (_, k: string) => String(values[k]),
      )
    expect(couponChip({ couponType: 'PRICE', price: 10, consumeThreshold: 100 }, t)).toBe(
      '¥10.00 off orders over ¥100.00',
    )
    expect(couponChip({ couponType: 'DISCOUNT', price: 0, consumeThreshold: 0, couponDiscount: 9 }, t)).toBe(
      '10% off',
    )
    expect(couponChip({ couponType: 'DISCOUNT', price: 0, consumeThreshold: 200, discount: 8.5 }, t)).toBe(
      '15% off orders over ¥200.00',
    )
  })
})
