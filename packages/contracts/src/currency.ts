import { z } from 'zod'
import { DateTime } from './primitives.ts'

/**
 * Display currencies (decision 130): a buyer may see "≈ US$12.34" beside a CNY price. Settlement stays
 * CNY; these are never used for charging. USD, EUR and the currencies of the 20 guide countries.
 */
export const DISPLAY_CURRENCIES = [
  'USD',
  'EUR',
  'VND',
  'THB',
  'MYR',
  'SGD',
  'IDR',
  'PHP',
  'KZT',
  'PKR',
  'AED',
  'SAR',
  'RUB',
  'HUF',
  'EGP',
  'KES',
  'ZAR',
  'BRL',
  'CLP',
  'NZD',
] as const
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number]
export const DisplayCurrencyCode = z.enum(DISPLAY_CURRENCIES, { error: '不支持的币种' })

export function isDisplayCurrency(code: string | null | undefined): code is DisplayCurrency {
  return (DISPLAY_CURRENCIES as readonly string[]).includes(code ?? '')
}

/** A rate: how many units of `currency` one CNY buys, as a decimal string (up to 10 decimals). */
export const RateText = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,10})?$/, '汇率格式不正确（最多10位小数）')
  .refine((v) => Number(v) > 0, '汇率必须大于0')

const Day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 yyyy-MM-dd')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v)
  }, '日期不存在')

/** `GET /common/common/currency`: the rates a buyer may choose from. */
export const CurrencyRate = z.object({
  currency: DisplayCurrencyCode,
  rate: z.string(),
  rateDate: z.string(),
})
export const CurrencyRates = z.array(CurrencyRate)
export type CurrencyRate = z.infer<typeof CurrencyRate>

export const ManagerCurrencyRate = CurrencyRate.extend({ updatedBy: z.string(), updateTime: DateTime })
export const ManagerCurrencyRates = z.array(ManagerCurrencyRate)

/** `PUT /manager/setting/currency`: set (or replace) one currency's rate. */
export const CurrencyRateForm = z.object({ currency: DisplayCurrencyCode, rate: RateText, rateDate: Day })
export const CurrencyParams = z.object({ currency: DisplayCurrencyCode })

const SCALE = 10n ** 10n

/** "0.1389" → 1389000000n (the rate × 10^10), exact. */
export function scaledRate(rate: string): bigint {
  const [whole, frac = ''] = rate.trim().split('.')
  return BigInt(whole) * SCALE + BigInt(frac.padEnd(10, '0').slice(0, 10))
}

/** The currency's minor-unit digits as Intl knows them (USD 2, JPY 0, VND 0…). */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  )
}

/**
 * CNY fen → the other currency in its minor units, rounded half up; integers all the way, so
 * no float ever touches the CNY amount.
 */
export function convertFen(fen: number, rate: string, digits: number): bigint {
  if (!Number.isInteger(fen)) throw new Error('fen must be an integer')
  const numerator = BigInt(fen) * scaledRate(rate) * 10n ** BigInt(digits)
  const denominator = 100n * SCALE
  const negative = numerator < 0n
  const abs = negative ? -numerator : numerator
  const rounded = (abs * 2n + denominator) / (denominator * 2n)
  return negative ? -rounded : rounded
}

/** "≈ US$12.34": `fen` CNY shown in `currency` for a page in `lang` (zh-CN or en). */
export function formatApprox(fen: number, rate: CurrencyRate, lang: string): string {
  const digits = minorDigits(rate.currency)
  const minor = convertFen(fen, rate.rate, digits)
  const format = new Intl.NumberFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
    style: 'currency',
    currency: rate.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `≈ ${format.format(Number(minor) / 10 ** digits)}`
}
