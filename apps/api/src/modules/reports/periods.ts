import {
  CHINA_OFFSET_MS,
  chinaDay,
  chinaDayStartOf,
  DAY_MS,
  dayParts,
  parseChinaDateTime,
} from '@silk/contracts/china-time'
import type { ReportPeriod } from '@silk/contracts/reports'
import { BizError } from '../../shared/errors.ts'

/** The longest range a report takes: a year day by day, two years by week or month. */
export const MAX_DAYS = { DAY: 366, WEEK: 731, MONTH: 731 } as const

export interface Bucket {
  /** First and last China day, `yyyy-MM-dd`. */
  start: string
  end: string
  /** [startMs, endMs): the instants the bucket covers. */
  startMs: number
  endMs: number
}

/** The first instant of the period after the one `at` (a China midnight) falls in. */
function nextBoundary(at: number, period: ReportPeriod): number {
  if (period === 'DAY') return at + DAY_MS
  if (period === 'WEEK') {
    // 0 = Sunday on China's calendar; weeks run Monday to Sunday.
    const dow = new Date(at + CHINA_OFFSET_MS).getUTCDay()
    return at + ((8 - dow) % 7 || 7) * DAY_MS
  }
  const { year: y, month: m } = dayParts(chinaDay(at))
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
  return (parseChinaDateTime(next) as Date).getTime()
}

/**
 * The range [from, to] (China days, both included) cut into days, weeks (Monday–Sunday) or calendar
 * months, the first and last clipped to the range. Refuses an inverted or too long range.
 */
export function reportBuckets(from: string, to: string, period: ReportPeriod): Bucket[] {
  const fromStart = chinaDayStartOf(from)
  const toStart = chinaDayStartOf(to)
  if (!fromStart || !toStart) throw new BizError('PARAMS_ERROR')
  const rangeEnd = toStart.getTime() + DAY_MS
  if (rangeEnd <= fromStart.getTime()) throw new BizError('REPORT_DATE_RANGE')
  if ((rangeEnd - fromStart.getTime()) / DAY_MS > MAX_DAYS[period])
    throw new BizError('REPORT_RANGE_TOO_LONG')
  const buckets: Bucket[] = []
  for (let at = fromStart.getTime(); at < rangeEnd; ) {
    const endMs = Math.min(nextBoundary(at, period), rangeEnd)
    buckets.push({ start: chinaDay(at), end: chinaDay(endMs - 1), startMs: at, endMs })
    at = endMs
  }
  return buckets
}

/** The bucket an instant falls in (index), or -1 outside the range. */
export function bucketOf(buckets: readonly Bucket[], ms: number): number {
  if (!Number.isFinite(ms)) return -1
  let lo = 0
  let hi = buckets.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (ms < buckets[mid].startMs) hi = mid - 1
    else if (ms >= buckets[mid].endMs) lo = mid + 1
    else return mid
  }
  return -1
}

/** The bucket of a China day `yyyy-MM-dd`. */
export const bucketOfDay = (buckets: readonly Bucket[], day: string) =>
  bucketOf(buckets, chinaDayStartOf(day)?.getTime() ?? Number.NaN)
