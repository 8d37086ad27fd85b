import { chinaDateTime, dayText } from '@silk/contracts/china-time'

/** The API's date rules: China time, from the one date helper (`@silk/contracts/china-time`). */
export { DAY_MS, parseChinaDateTime } from '@silk/contracts/china-time'

/** `yyyy-MM-dd HH:mm:ss` in GMT+8, the contract's date format (reference §1.2); null when missing or invalid. */
export function formatDateTime(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return chinaDateTime(date)
}

/** `yyyy-MM-dd` in GMT+8. */
export function formatDate(value: Date | string | number | null | undefined): string | null {
  const text = formatDateTime(value)
  return text === null ? null : dayText(text)
}
