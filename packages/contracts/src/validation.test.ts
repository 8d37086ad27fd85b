import { describe, expect, it } from 'vitest'
import { isValidCardNumber, Mobile, Text } from './validation.ts'

describe('isValidCardNumber (Luhn)', () => {
  it('accepts numbers whose last digit is the right check digit', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true)
    expect(isValidCardNumber('6222020200000000006')).toBe(isLuhn('6222020200000000006'))
    expect(isValidCardNumber('79927398713')).toBe(false) // 11 digits: too short for a card
  })
  it('rejects a wrong check digit and non-digits', () => {
    expect(isValidCardNumber('4111111111111112')).toBe(false)
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(false)
  })
})

function isLuhn(s: string) {
  const arr = s.split('').reverse().map(Number)
  return (
    arr.reduce((acc, d, i) => acc + (i % 2 ? ((d * 2) % 10) + Math.floor((d * 2) / 10) : d), 0) % 10 === 0
  )
}

describe('input rules', () => {
  it('limits text to 140 characters by default', () => {
    expect(Text().safeParse('字'.repeat(140)).success).toBe(true)
    expect(Text().safeParse('字'.repeat(141)).success).toBe(false)
  })
  it('checks mainland mobile numbers', () => {
    expect(Mobile.safeParse('13812345678').success).toBe(true)
    expect(Mobile.safeParse('12812345678').success).toBe(false)
    expect(Mobile.safeParse('1381234567').success).toBe(false)
  })
})
