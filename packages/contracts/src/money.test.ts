import { describe, expect, it } from 'vitest'
import { fenOf, formatFen } from './money.ts'

describe('formatFen', () => {
  it('shows integer fen as yuan with two decimals, grouped', () => {
    expect(formatFen(123456)).toBe('¥1,234.56')
    expect(formatFen(5)).toBe('¥0.05')
    expect(formatFen(0)).toBe('¥0.00')
    expect(formatFen(-2000)).toBe('¥-20.00')
  })

  it('takes another sign, or none, and can leave out grouping', () => {
    expect(formatFen(123456, { sign: '' })).toBe('1,234.56')
    expect(formatFen(123456, { sign: '￥', grouping: false })).toBe('￥1234.56')
  })

  it('refuses anything but integer fen', () => {
    expect(() => formatFen(12.5)).toThrow(/integer fen/)
  })
})

describe('fenOf', () => {
  it('reads the yuan the contract sends exactly', () => {
    expect(fenOf(0.29)).toBe(29)
    expect(fenOf(1234.5)).toBe(123450)
    expect(fenOf('99')).toBe(9900)
    expect(fenOf('-3.2')).toBe(-320)
    expect(fenOf(0.1 + 0.2)).toBe(30)
  })

  it('is 0 for a missing or malformed amount', () => {
    expect(fenOf(null)).toBe(0)
    expect(fenOf(undefined)).toBe(0)
    expect(fenOf('abc')).toBe(0)
    expect(fenOf(Number.NaN)).toBe(0)
  })
})
