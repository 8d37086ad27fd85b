import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  chinaDateTime,
  chinaDay,
  chinaDayAhead,
  chinaDayCompact,
  chinaDayEnd,
  chinaDayStart,
  chinaDayStartOf,
  chinaHour,
  chinaMinute,
  chinaMinuteOfDay,
  chinaRfc3339,
  dayText,
  fromMinuteInput,
  minuteText,
  monthText,
  parseChinaDateTime,
  shortMinuteText,
  toMinuteInput,
} from './china-time.ts'

// 17:30 UTC on 29 November is 01:30 on 30 November in China: the date line every helper must cross.
const boundary = Date.UTC(2026, 10, 29, 17, 30, 15)

describe('China time from an instant', () => {
  it('reads the China day, not the UTC one, across midnight', () => {
    expect(chinaDay(boundary)).toBe('2026-11-30')
    expect(chinaDay(new Date(boundary))).toBe('2026-11-30')
    expect(chinaDay(Date.UTC(2026, 10, 29, 15, 59, 59))).toBe('2026-11-29')
    expect(chinaDay(Date.UTC(2026, 10, 29, 16, 0, 0))).toBe('2026-11-30')
    expect(chinaDayCompact(boundary)).toBe('20261130')
  })

  it('writes minutes, the contract format and RFC 3339 on China’s clock', () => {
    expect(chinaMinute(boundary)).toBe('2026-11-30T01:30')
    // 2026-11-27 20:30 UTC is 04:30 the next morning in China: a deadline crosses the date line.
    expect(chinaMinute(Date.UTC(2026, 10, 27, 20, 30, 59))).toBe('2026-11-28T04:30')
    expect(chinaMinute(Date.UTC(2026, 0, 1, 0, 0))).toBe('2026-01-01T08:00')
    expect(chinaDateTime(boundary)).toBe('2026-11-30 01:30:15')
    expect(chinaRfc3339(boundary)).toBe('2026-11-30T01:30:15+08:00')
    expect(chinaHour(boundary)).toBe(1)
    expect(chinaMinuteOfDay(boundary)).toBe(90)
    expect(chinaHour(Date.UTC(2026, 10, 29, 15, 59))).toBe(23)
  })

  it('counts days ahead from the China day, over month and year ends', () => {
    expect(chinaDayAhead(0, boundary)).toBe('2026-11-30')
    expect(chinaDayAhead(1, boundary)).toBe('2026-12-01')
    expect(chinaDayAhead(-1, boundary)).toBe('2026-11-29')
    expect(chinaDayAhead(32, boundary)).toBe('2027-01-01')
  })

  it('finds the start and end of the China day', () => {
    expect(chinaDayStart(boundary).toISOString()).toBe('2026-11-29T16:00:00.000Z')
    expect(chinaDayStart(boundary, 1).toISOString()).toBe('2026-11-30T16:00:00.000Z')
    expect(chinaDayStart(Date.UTC(2026, 10, 29, 15, 59, 59)).toISOString()).toBe('2026-11-28T16:00:00.000Z')
    expect(chinaDayEnd(boundary).toISOString()).toBe('2026-11-30T15:59:59.000Z')
    expect(chinaDayEnd(boundary, 7).toISOString()).toBe('2026-12-07T15:59:59.000Z')
    // Before 1970 the remainder is negative; the start is still the China midnight before the instant.
    expect(chinaDayStart(Date.UTC(1969, 11, 31, 20, 0)).toISOString()).toBe('1969-12-31T16:00:00.000Z')
  })
})

describe('contract date texts', () => {
  it('parses China times and days into instants, and refuses anything else', () => {
    expect(parseChinaDateTime('2026-11-30 01:30:15')?.getTime()).toBe(boundary)
    expect(parseChinaDateTime('2026-11-30')?.toISOString()).toBe('2026-11-29T16:00:00.000Z')
    expect(parseChinaDateTime('2026-11-30T01:30:15')).toBeNull()
    expect(parseChinaDateTime('30/11/2026')).toBeNull()
    expect(parseChinaDateTime('2026-13-01')).toBeNull()
    expect(chinaDayStartOf('2026-11-30')?.toISOString()).toBe('2026-11-29T16:00:00.000Z')
    expect(chinaDayStartOf('2026-11-30 01:30:15')).toBeNull()
  })

  it('cuts a contract date for display, empty when there is none', () => {
    const at = '2026-11-30 09:05:42'
    expect(dayText(at)).toBe('2026-11-30')
    expect(minuteText(at)).toBe('2026-11-30 09:05')
    expect(shortMinuteText(at)).toBe('11-30 09:05')
    expect(monthText(at)).toBe('2026-11')
    expect([dayText(null), minuteText(undefined), shortMinuteText(null)]).toEqual(['', '', ''])
  })

  it('goes to and from a datetime input', () => {
    expect(toMinuteInput('2026-11-30 09:05:42')).toBe('2026-11-30T09:05')
    expect(fromMinuteInput('2026-11-30T09:05')).toBe('2026-11-30 09:05:00')
    expect(fromMinuteInput('')).toBe('')
    expect(fromMinuteInput(toMinuteInput(chinaDateTime(boundary)))).toBe('2026-11-30 01:30:00')
  })
})

/**
 * No source file cuts dates by hand: a sliced `toISOString()` is a UTC day or minute, which is the
 * wrong calendar for everything a person reads (the shop keeps China time), and the few programs that
 * want China time on the wire (Alipay, WeChat Pay) have their own helpers above. Tests may compute
 * expected values their own way and are not read.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const SCANNED = ['apps/web/app', 'apps/api/src', 'packages/contracts/src']
const HELPER = 'packages/contracts/src/china-time.ts'
const HAND_SLICE = /toISOString\(\)\s*\.\s*(slice|substring|substr|split)\(/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function handSlicedDates(files: string[]): string[] {
  return files.flatMap((file) => {
    const relative = path.relative(root, file).split(path.sep).join('/')
    if (relative === HELPER) return []
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (HAND_SLICE.test(line) ? [`${relative}:${i + 1}`] : []))
  })
}

describe('the date helper is the only one', () => {
  it('no source file outside it slices toISOString()', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(root, dir)))
    expect(files.length).toBeGreaterThan(500)
    expect(handSlicedDates(files)).toEqual([])
  })

  it('the check sees a hand-sliced date when there is one', () => {
    expect(HAND_SLICE.test('const day = new Date().toISOString().slice(0, 10)')).toBe(true)
    expect(HAND_SLICE.test("const [day] = at.toISOString().split('T')")).toBe(true)
    expect(HAND_SLICE.test('body: JSON.stringify({ at: at.toISOString() })')).toBe(false)
  })
})
