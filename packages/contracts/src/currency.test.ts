import { describe, expect, it } from 'vitest'
import { RateText } from './currency.ts'
import {
  convertFen,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  formatApprox,
  minorDigits,
  scaledRate,
} from './display-currency.ts'

const rate = (currency: DisplayCurrency, value: string) => ({ currency, rate: value, rateDate: '2026-11-20' })

describe('display currency rounding', () => {
  it('reads a rate exactly, without floats', () => {
    expect(scaledRate('0.1389')).toBe(1_389_000_000n)
    expect(scaledRate('3530')).toBe(35_300_000_000_000n)
    expect(scaledRate('0.0000000001')).toBe(1n)
  })

  it('knows each currency’s minor unit from Intl', () => {
    expect(minorDigits('USD')).toBe(2)
    expect(minorDigits('EUR')).toBe(2)
    expect(minorDigits('VND')).toBe(0)
    expect(minorDigits('CLP')).toBe(0)
    expect(minorDigits('JPY')).toBe(0)
    for (const code of DISPLAY_CURRENCIES) expect(minorDigits(code)).toBeGreaterThanOrEqual(0)
  })

  it('converts fen to minor units, half up', () => {
    // ¥88.80 × 0.1389 = 12.33432 → 12.33
    expect(convertFen(8880, '0.1389', 2)).toBe(1233n)
    // ¥0.50 × 0.13 = 0.065 → 0.07 (half up, not banker's and not float's 0.06)
    expect(convertFen(50, '0.13', 2)).toBe(7n)
    // ¥1.00 × 3530 = 3530 ₫, no decimals
    expect(convertFen(100, '3530', 0)).toBe(3530n)
    // ¥1,234,567.89 stays exact at large amounts
    expect(convertFen(123_456_789, '0.1389', 2)).toBe(17_148_148n)
    expect(convertFen(0, '0.1389', 2)).toBe(0n)
    expect(() => convertFen(1.5, '1', 2)).toThrow()
  })

  it('formats "≈ US$12.33" in Chinese and English pages, JPY-like currencies without decimals', () => {
    expect(formatApprox(8880, rate('USD', '0.1389'), 'zh-CN')).toBe('≈ US$12.33')
    expect(formatApprox(8880, rate('USD', '0.1389'), 'en')).toBe('≈ US$12.33')
    expect(formatApprox(8880, rate('EUR', '0.1290'), 'en')).toBe('≈ €11.46')
    expect(formatApprox(8880, rate('VND', '3530'), 'en')).toBe('≈ ₫313,464')
    expect(formatApprox(8880, rate('CLP', '131'), 'en')).toMatch(/^≈ CLP\s?11,633$/)
  })

  it('accepts only positive decimal rates', () => {
    expect(RateText.safeParse('0.1389').success).toBe(true)
    for (const bad of ['0', '-1', 'abc', '1e3', '0.12345678901', ''])
      expect(RateText.safeParse(bad).success).toBe(false)
  })
})
