import { z } from 'zod'

/** Text inputs accept at most this many characters unless a field says otherwise (spec §5). */
export const INPUT_MAX_LENGTH = 140

export const Text = (max = INPUT_MAX_LENGTH) => z.string().trim().max(max, `最多输入${max}个字符`)

/** Mainland mobile numbers: 11 digits starting with 1 and a valid second digit. */
export const Mobile = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号')

/**
 * Luhn check for bank-card numbers: the last digit is the check digit (spec §5).
 * Accepts 12–19 digits, spaces ignored.
 */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/\s+/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export const CardNumber = z.string().refine(isValidCardNumber, '请输入正确的银行卡号')
