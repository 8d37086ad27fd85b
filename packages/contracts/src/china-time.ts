/**
 * The one date helper, shared by API and web. The site keeps one calendar, China time (Asia/Shanghai,
 * GMT+8, no daylight saving): a day picked in a form, a day's figures, the date in a reference number
 * and every date shown are China days, whatever the server's or the browser's own zone. Instants sent
 * between programs (JSON to an API, a log line) stay ISO in UTC (`toISOString()`, whole).
 *
 * Two kinds of input:
 * - instants (`Date` or epoch ms): `chinaDay`, `chinaMinute`, `chinaDateTime`, `chinaDayAhead`, … read
 *   them on China's wall clock;
 * - the contract's date texts (`yyyy-MM-dd HH:mm:ss`, already China time, `primitives.ts`): `dayText`,
 *   `minuteText`, … cut them for display, and `parseChinaDateTime` turns them back into instants.
 *
 * Nothing else slices `toISOString()`, cuts a date text or builds a `…+08:00` time:
 * `hand-cut-dates.test.ts` fails if a source file does.
 */

export const CHINA_OFFSET_MS = 8 * 3_600_000
/** One day in milliseconds (China time has no daylight saving: every day is this long). */
export const DAY_MS = 86_400_000

export type Instant = Date | number

const msOf = (at: Instant) => (typeof at === 'number' ? at : at.getTime())

/** The instant as China's wall clock reads it, ISO style: "2026-11-30T01:30:00.000Z" (the Z is not UTC). */
const wall = (at: Instant) => new Date(msOf(at) + CHINA_OFFSET_MS).toISOString()

/** `yyyy-MM-dd`: the China day of an instant (2026-11-29T17:30Z → "2026-11-30"). */
export const chinaDay = (at: Instant = Date.now()) => wall(at).slice(0, 10)

/** `yyyy-MM-ddTHH:mm`: China time to the minute, as `<input type="datetime-local">` reads and writes it. */
export const chinaMinute = (at: Instant = Date.now()) => wall(at).slice(0, 16)

/** `yyyy-MM-dd HH:mm:ss`: the contract's date format (reference §1.2), Alipay's time fields too. */
export const chinaDateTime = (at: Instant = Date.now()) => wall(at).slice(0, 19).replace('T', ' ')

/** RFC 3339 with China's offset, as WeChat Pay writes times: "2026-11-29T14:30:00+08:00". */
export const chinaRfc3339 = (at: Instant = Date.now()) => `${wall(at).slice(0, 19)}+08:00`

/** `yyyy-MM-dd` of the China day `days` after the one `at` falls in (negative: before). */
export const chinaDayAhead = (days: number, at: Instant = Date.now()) => chinaDay(msOf(at) + days * DAY_MS)

/** `yyyyMMdd`: the China day in the compact form reference numbers and file names carry. */
export const chinaDayCompact = (at: Instant = Date.now()) => chinaDay(at).replaceAll('-', '')

/** The first millisecond of the China day `at` falls in, moved `days` days on. */
export function chinaDayStart(at: Instant = Date.now(), days = 0): Date {
  const local = msOf(at) + CHINA_OFFSET_MS
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - CHINA_OFFSET_MS + days * DAY_MS)
}

/** The last second of the China day `at` falls in, moved `days` days on (23:59:59.000, as validities end). */
export const chinaDayEnd = (at: Instant = Date.now(), days = 0) =>
  new Date(chinaDayStart(at, days + 1).getTime() - 1000)

/** The hour 0–23 on China's clock. */
export const chinaHour = (at: Instant = Date.now()) => Number(wall(at).slice(11, 13))

/** Minutes since China's midnight, 0–1439. */
export const chinaMinuteOfDay = (at: Instant = Date.now()) =>
  Math.floor((msOf(at) - chinaDayStart(at).getTime()) / 60_000)

/** The start of a China day given as `yyyy-MM-dd` (a form's or a query's day); null when it is none. */
export function chinaDayStartOf(day: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day.trim()) ? parseChinaDateTime(day) : null
}

/**
 * Parses `yyyy-MM-dd[ HH:mm[:ss]]` given in China time (the contract's dates and days, a carrier's
 * minutes); null when malformed or when no such day or time exists (2026-02-31, 24:00).
 */
export function parseChinaDateTime(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim())
  if (!m) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m
  const written = `${y}-${mo}-${d} ${h}:${mi}:${s}`
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+08:00`)
  // The engine rolls 2026-02-31 over to 3 March: only a time that reads back as written exists.
  return Number.isNaN(date.getTime()) || chinaDateTime(date) !== written ? null : date
}

/** The numbers of a `yyyy-MM-dd[…]` day (a China day or a contract date): 2026-11-05 → 2026, 11, 5. */
export function dayParts(text: string): { year: number; month: number; day: number } {
  const day = dayText(text)
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) }
}

/** "2026-11-05 09:05:00" → "05": the day of the month as written, for a calendar leaf. */
export const dayOfMonthText = (text: DateText) => dayText(text).slice(8, 10)

/** `yyyyMM` (a month as the sign-in calendar asks for it) → `yyyy-MM`; '' when it is not one. */
export const monthOfCompact = (compact: string) =>
  /^\d{6}$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4, 6)}` : ''

/** A contract date as RFC 3339 with China's offset (structured data, `<time dateTime>`); null when it is none. */
export function contractTimeRfc3339(text: string): string | null {
  const at = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? parseChinaDateTime(text) : null
  return at ? chinaRfc3339(at) : null
}

type DateText = string | null | undefined

/** "2026-11-30 09:05:00" → "2026-11-30": the day of a contract date ('' when missing). */
export const dayText = (text: DateText) => (text ?? '').slice(0, 10)

/** "2026-11-30 09:05:00" → "2026-11-30 09:05": a contract date to the minute. */
export const minuteText = (text: DateText) => (text ?? '').slice(0, 16)

/** "2026-11-30 09:05:00" → "11-30 09:05": this year's messages and the like, month to minute. */
export const shortMinuteText = (text: DateText) => (text ?? '').slice(5, 16)

/** "2026-11-30 09:05:00" → "2026-11": the month of a contract date. */
export const monthText = (text: DateText) => (text ?? '').slice(0, 7)

/** A contract date as `<input type="datetime-local">` takes it: "2026-11-30 09:05:00" → "2026-11-30T09:05". */
export const toMinuteInput = (text: DateText) => minuteText(text).replace(' ', 'T')

/** What a datetime input gives back, as the contract writes it: "2026-11-30T09:05" → "2026-11-30 09:05:00". */
export const fromMinuteInput = (value: string) => (value ? `${value.replace('T', ' ')}:00`.slice(0, 19) : '')
