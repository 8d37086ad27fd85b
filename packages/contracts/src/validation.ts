import { z } from 'zod'
import { refusal } from './issue-english.ts'

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

export const CardNumber = z
  .string()
  .refine(isValidCardNumber, refusal('请输入正确的银行卡号', 'Enter a valid bank card number'))

/**
 * A settlement account number (结算账号): a personal bank card or a corporate (对公) account. Corporate
 * account numbers have no Luhn check digit and run from 8 to 32 digits depending on the bank, so only
 * the shape is checked; spaces and hyphens as printed on an account slip are ignored.
 */
export function isValidSettlementAccount(input: string): boolean {
  return /^\d{8,32}$/.test(input.replace(/[\s-]+/g, ''))
}

export const SettlementAccount = z
  .string({ message: '请输入银行账号' })
  .transform((v) => v.replace(/[\s-]+/g, ''))
  .refine(
    isValidSettlementAccount,
    refusal('请输入正确的银行账号（8至32位数字）', 'Enter a valid account number (8 to 32 digits)'),
  )

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/** Whether a text has the shape of a unified social credit code: 18 of its 31 characters (no I O S V Z). */
export const isUsccShaped = (input: string) => /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(input.trim().toUpperCase())

/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters of 0-9 and the capitals without I, O, S, V, Z; the
 * last is the check character, 31 − (Σ value × weight mod 31) over the first 17 (31 written as 0).
 */
export function isValidCreditCode(input: string): boolean {
  const code = input.trim().toUpperCase()
  if (!isUsccShaped(code)) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code[i]) * USCC_WEIGHTS[i]
  const check = 31 - (sum % 31)
  return USCC_CHARS[check === 31 ? 0 : check] === code[17]
}

/** A credit code: the wrong length or characters are told so, a wrong check character that it is invalid. */
export const CreditCode = z
  .string({ message: '请输入统一社会信用代码' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(
    isUsccShaped,
    refusal('请输入18位统一社会信用代码', 'Enter the 18-character unified social credit code'),
  )
  .refine(
    (v) => !isUsccShaped(v) || isValidCreditCode(v),
    refusal(
      '统一社会信用代码无效（校验位不符），请核对营业执照',
      'This unified social credit code is invalid (its check character does not match): check the business licence',
    ),
  )

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CHECK = '10X98765432'
const ID_PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61,
  62, 63, 64, 65, 71, 81, 82, 83,
])

/**
 * Resident identity card numbers of the PRC (GB 11643): 18 characters, a province code, a real
 * birth date (not in the future) and the ISO 7064 MOD 11-2 check character (digit or X).
 */
export function isValidPrcIdNumber(input: string, today = new Date()): boolean {
  const id = input.trim().toUpperCase()
  if (!/^\d{17}[\dX]$/.test(id)) return false
  if (!ID_PROVINCES.has(Number(id.slice(0, 2)))) return false
  const y = Number(id.slice(6, 10))
  const m = Number(id.slice(10, 12))
  const d = Number(id.slice(12, 14))
  const birth = new Date(Date.UTC(y, m - 1, d))
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false
  if (birth.getTime() > today.getTime()) return false
  let sum = 0
  for (let i = 0; i < 17; i++) sum += (id.charCodeAt(i) - 48) * ID_WEIGHTS[i]
  return ID_CHECK[sum % 11] === id[17]
}

export const IdNumber = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => isValidPrcIdNumber(v), refusal('请输入正确的身份证号', 'Enter a valid ID card number'))
