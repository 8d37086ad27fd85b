import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyRefundFen } from '../after-sale/actions.ts'
import {
  applyFullDiscounts,
  type DiscountLine,
  discountOf,
  type FullDiscountRow,
  type LiveFullDiscount,
  noticeOf,
  split,
} from './full-discount.ts'

/** Pricing of 满减/满折 (decision 160): pure functions over cart lines, no database. */
let n = 0
function offer(over: Partial<FullDiscountRow> = {}, goodsIds: string[] | null = null): LiveFullDiscount {
  const now = Date.now()
  return {
    row: {
      id: `fd${++n}`,
      storeId: 'S1',
      storeName: '店',
      promotionName: `满减${n}`,
      startTime: new Date(now - 60_000),
      endTime: new Date(now + 3_600_000),
      fullMoney: 10_000,
      discountType: 'MINUS',
      fullMinus: 2_000,
      fullRate: 0,
      scopeType: goodsIds ? 'PORTION_GOODS' : 'ALL',
      description: '',
      closeTime: null,
      createTime: new Date(now - 120_000),
      ...over,
    },
    goodsIds: goodsIds ? new Set(goodsIds) : null,
  }
}

function line(over: Partial<DiscountLine> & { skuId: string }): DiscountLine {
  return {
    goodsId: `g-${over.skuId}`,
    storeId: 'S1',
    subTotal: 5_000,
    checked: true,
    discountPrice: 0,
    promotion: null,
    ...over,
  }
}

describe('full discount pricing', () => {
  it('amount off: nothing a fen below the threshold, the amount exactly at it', () => {
    const below = [line({ skuId: 'a', subTotal: 9_999 })]
    expect(applyFullDiscounts(below, [offer()]).get('S1')).toMatchObject({
      isFull: false,
      lack: 1,
      reward: 2_000,
      discount: 0,
    })
    expect(below[0].discountPrice).toBe(0)
    const at = [line({ skuId: 'a', subTotal: 6_000 }), line({ skuId: 'b', subTotal: 4_000 })]
    expect(applyFullDiscounts(at, [offer()]).get('S1')).toMatchObject({
      isFull: true,
      lack: 0,
      discount: 2_000,
    })
    expect(at.map((l) => l.discountPrice)).toEqual([1_200, 800])
  })

  it('rate: pays fullRate of the eligible subtotal, the discount rounded down to the fen', () => {
    const rate = offer({ discountType: 'RATE', fullMinus: 0, fullRate: 85 })
    expect(discountOf(rate.row, 10_000)).toBe(1_500)
    expect(discountOf(rate.row, 10_001)).toBe(1_500)
    expect(discountOf(rate.row, 9_999)).toBe(0)
    const lines = [line({ skuId: 'a', subTotal: 12_345 })]
    applyFullDiscounts(lines, [rate])
    expect(lines[0].discountPrice).toBe(Math.floor((12_345 * 15) / 100))
  })

  it('goods scope: only the chosen goods count toward the threshold and take the discount', () => {
    const lines = [
      line({ skuId: 'a', goodsId: 'G1', subTotal: 8_000 }),
      line({ skuId: 'b', goodsId: 'G2', subTotal: 8_000 }),
    ]
    const scoped = offer({}, ['G1'])
    expect(applyFullDiscounts(lines, [scoped]).get('S1')).toMatchObject({
      isFull: false,
      lack: 2_000,
      skuIds: ['a'],
    })
    lines[0].subTotal = 10_000
    applyFullDiscounts(lines, [scoped])
    expect(lines.map((l) => l.discountPrice)).toEqual([2_000, 0])
  })

  it('after flash prices (the line subTotal is the flash one); points exchanges and unchecked lines take none', () => {
    const flash = line({ skuId: 'f', subTotal: 9_000, promotion: { type: 'SECKILL' } })
    const unchecked = line({ skuId: 'u', subTotal: 5_000, checked: false })
    const points = line({ skuId: 'p', subTotal: 5_000, promotion: { type: 'POINTS' } })
    const fd = applyFullDiscounts([flash, unchecked, points], [offer()]).get('S1')
    expect(fd).toMatchObject({ isFull: false, lack: 1_000, skuIds: ['f'] })
    flash.subTotal = 10_000
    applyFullDiscounts([flash, unchecked, points], [offer()])
    expect([flash.discountPrice, unchecked.discountPrice, points.discountPrice]).toEqual([2_000, 0, 0])
  })

  it("one per store: the best of the store's own and the platform's; another store's never applies", () => {
    const lines = [
      line({ skuId: 'a', subTotal: 20_000 }),
      line({ skuId: 'b', storeId: 'S2', subTotal: 20_000 }),
    ]
    const own = offer({ fullMinus: 2_000 })
    const platform = offer({ storeId: '0', fullMinus: 3_000 })
    const others = offer({ storeId: 'S2', fullMinus: 5_000, fullMoney: 50_000 })
    const result = applyFullDiscounts(lines, [own, platform, others])
    expect(result.get('S1')?.activity.id).toBe(platform.row.id)
    expect(lines[0].discountPrice).toBe(3_000)
    // S2: its own needs 500; the platform's applies to it as well and wins.
    expect(result.get('S2')?.activity.id).toBe(platform.row.id)
    // A tie goes to the store's own activity (the store bears it, the platform does not pay).
    const tie = [line({ skuId: 'a', subTotal: 20_000 })]
    expect(applyFullDiscounts(tie, [offer({ storeId: '0' }), own]).get('S1')?.activity.id).toBe(own.row.id)
  })

  it('the notice in both languages', () => {
    const short = applyFullDiscounts(
      [line({ skuId: 'a', subTotal: 6_050 })],
      [offer({ promotionName: '店庆' })],
    ).get('S1')!
    expect(noticeOf(short, 'zh-CN')).toBe('再买¥39.50可减¥20')
    expect(noticeOf(short, 'en')).toBe('Add ¥39.50 more to save ¥20')
    const full = applyFullDiscounts(
      [line({ skuId: 'a', subTotal: 10_000 })],
      [offer({ promotionName: '店庆' })],
    ).get('S1')!
    expect(noticeOf(full, 'zh-CN')).toBe('店庆：已减¥20')
  })
})

describe('full discount apportionment and refunds (property)', () => {
  const order = fc.record({
    lines: fc.array(
      fc.record({ unit: fc.integer({ min: 1, max: 500_000 }), num: fc.integer({ min: 1, max: 9 }) }),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  })

  it('the shares add up to the discount exactly, none negative nor above its line', () => {
    fc.assert(
      fc.property(order, ({ lines, share }) => {
        const rows = lines.map((l) => ({ subTotal: l.unit * l.num, discountPrice: 0 }))
        const total = rows.reduce((s, r) => s + r.subTotal, 0)
        const discount = Math.floor(total * share)
        split(discount, rows)
        expect(rows.reduce((s, r) => s + r.discountPrice, 0)).toBe(discount)
        for (const r of rows) {
          expect(r.discountPrice).toBeGreaterThanOrEqual(0)
          expect(r.discountPrice).toBeLessThanOrEqual(r.subTotal)
        }
      }),
    )
  })

  it('refunded unit by unit, an order returns exactly what was paid: the discount is never refunded', () => {
    fc.assert(
      fc.property(
        order,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 12 }),
        ({ lines, share }, steps) => {
          const rows = lines.map((l) => ({ ...l, subTotal: l.unit * l.num, discountPrice: 0 }))
          const total = rows.reduce((s, r) => s + r.subTotal, 0)
          const discount = Math.floor(total * share)
          split(discount, rows)
          let refunded = 0
          for (const r of rows) {
            const flow = r.subTotal - r.discountPrice
            let claimed = 0
            let free = r.num
            for (const step of [...steps, r.num]) {
              if (free === 0) break
              const num = Math.min(step, free)
              const fen = applyRefundFen(flow, r.num, num, free, claimed)
              // A partial refund is the units' share of what was paid for the line: the discount-proportional amount.
              expect(Math.abs(fen - (flow * num) / r.num)).toBeLessThan(num === free ? flow + 1 : 1)
              claimed += fen
              free -= num
            }
            expect(claimed).toBe(flow)
            refunded += claimed
          }
          expect(refunded).toBe(total - discount)
        },
      ),
    )
  })
})
