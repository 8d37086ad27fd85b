import type { CurrencyRate } from './currency.ts'

/**
 * Display currencies (decision 130): a buyer may see "≈ US$12.34" beside a CNY price. Settlement stays
 * CNY; these are never used for charging. USD, EUR and the currencies of the 20 guide countries.
 * Plain code without zod, for the browser: the rates' schemas are in `currency.ts`.
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

export function isDisplayCurrency(code: string | null | undefined): code is DisplayCurrency {
  return (DISPLAY_CURRENCIES as readonly string[]).includes(code ?? '')
}

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
