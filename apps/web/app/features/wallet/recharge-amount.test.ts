import { describe, expect, it } from 'vitest'
import { isRechargeAmount, topUpFor } from './recharge-amount.ts'

const limits = { minPrice: 0.1, maxPrice: 10_000 }

describe('topUpFor', () => {
  it('covers the shortfall to the fen, never less than the least top-up', () => {
    expect(topUpFor(1230, 1)).toBe('12.30')
    expect(topUpFor(1, 1)).toBe('1.00')
    expect(topUpFor(1, 0.01)).toBe('0.01')
    // 0.3 − 0.1 in floats is 0.19999999999999998: in fen it is 20, and the field says 0.20.
    expect(topUpFor(30 - 10, 0.1)).toBe('0.20')
    expect(topUpFor(1_234_567, 1)).toBe('12345.67')
  })
})

describe('isRechargeAmount', () => {
  it('takes yuan with two decimals within the limits, compared in fen', () => {
    expect(isRechargeAmount('0.10', limits)).toBe(true)
    expect(isRechargeAmount(' 10000 ', limits)).toBe(true)
    expect(isRechargeAmount('10000.01', limits)).toBe(false)
    expect(isRechargeAmount('0.09', limits)).toBe(false)
    expect(isRechargeAmount('1.005', limits)).toBe(false)
    expect(isRechargeAmount('abc', limits)).toBe(false)
    expect(isRechargeAmount('1.1', { minPrice: 1.1, maxPrice: 1.1 })).toBe(true)
  })
})
