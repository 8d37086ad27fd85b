/** Display rules of spec §5, one helper each; use these everywhere a value is shown. */

import { fenOf, formatFen } from '@silk/contracts/money'

/** 1234567.5 (yuan, as the contract sends it) → "1,234,567.50"; exact, through integer fen. */
export function formatMoney(value: number | string | null | undefined): string {
  return formatFen(fenOf(value), { sign: '' })
}

/** 99 → "¥99.00"; the prefix is the currency sign. */
export function formatPrice(value: number | string | null | undefined, currency = '¥'): string {
  return formatFen(fenOf(value), { sign: currency })
}

/** Integer fen as a money field takes it: 1230 → "12.30" (no sign, no grouping). */
export const moneyInput = (fen: number) => formatFen(fen, { sign: '', grouping: false })

/** `percent` % of a yuan price, in fen, rounded down and at least one fen: a promotion's suggested price. */
export const fenShare = (price: number | string, percent: number) =>
  Math.max(1, Math.floor((fenOf(price) * percent) / 100))

/** "13812345678" → "138****5678" */
export function maskPhone(mobile: string | null | undefined): string {
  if (!mobile) return ''
  const m = mobile.trim()
  if (m.length < 7) return m
  return `${m.slice(0, 3)}****${m.slice(-4)}`
}

/** A username that is a mobile number (SMS sign-ups) is shown masked like the mobile everywhere else. */
export function displayUsername(username: string, mobile?: string | null): string {
  const u = username.trim()
  return u === mobile?.trim() || /^1\d{10}$/.test(u) ? maskPhone(u) : username
}

/**
 * "浙江省,杭州市,西湖区" → "浙江省 杭州市 西湖区" (both ASCII and full-width commas); a path in English
 * (decision 159) keeps its levels apart with commas: "Zhejiang, Hangzhou, Xihu District".
 */
export function addressText(address: string | null | undefined): string {
  const text = address ?? ''
  return /\p{Script=Han}/u.test(text) ? text.replace(/[,，]/g, ' ') : text.replace(/\s*[,，]\s*/g, ', ')
}

/** Cart badge: at most 99 (spec §9). */
export function badgeCount(n: number | null | undefined): string {
  const v = Math.max(0, Math.floor(n ?? 0))
  return v > 99 ? '99' : String(v)
}

// One grouping for every reader: `toLocaleString()` follows the runtime's locale, so a browser set to
// German would write "12.000" over the server's "12,000" and hydration would fail (React #418).
const grouped = new Intl.NumberFormat('en-US')

/** A count or quantity with thousands separators: 12000 → "12,000" (Chinese and English write the same). */
export function formatQuantity(n: number): string {
  return grouped.format(n)
}

/** A list of names as the page's language writes one: "A、B、C" in Chinese, "A, B, C" in English. */
export const joinList = (items: readonly string[], lang: string) => items.join(lang === 'en' ? ', ' : '、')

/** The colon between a label and what it says: full width in Chinese. */
export const labelColon = (lang: string) => (lang === 'en' ? ': ' : '：')
