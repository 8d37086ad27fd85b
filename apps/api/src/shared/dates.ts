const CHINA_OFFSET_MS = 8 * 3600_000

/** One day in milliseconds (the site keeps China time, which has no daylight saving). */
export const DAY_MS = 86_400_000

/** `yyyy-MM-dd HH:mm:ss` in GMT+8, the contract's date format (reference §1.2). */
export function formatDateTime(value: Date | string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  return new Date(date.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** `yyyy-MM-dd` in GMT+8. */
export function formatDate(value: Date | string | number | null | undefined): string | null {
  return formatDateTime(value)?.slice(0, 10) ?? null
}

/** Parses `yyyy-MM-dd[ HH:mm:ss]` given in GMT+8. */
export function parseChinaDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim())
  if (!m) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`)
  return Number.isNaN(date.getTime()) ? null : date
}
