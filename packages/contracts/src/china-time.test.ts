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
  contractTimeRfc3339,
  dayOfMonthText,
  dayParts,
  dayText,
  fromMinuteInput,
  minuteText,
  monthOfCompact,
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

  it('refuses days and times that do not exist, which the engine would roll over', () => {
    expect(parseChinaDateTime('2026-02-31')).toBeNull()
    expect(parseChinaDateTime('2026-02-29 10:00:00')).toBeNull()
    expect(parseChinaDateTime('2028-02-29')?.toISOString()).toBe('2028-02-28T16:00:00.000Z')
    expect(parseChinaDateTime('2026-11-30 24:00:00')).toBeNull()
    expect(parseChinaDateTime('2026-11-30 09:60:00')).toBeNull()
    expect(chinaDayStartOf('2026-04-31')).toBeNull()
    // A carrier's minute without seconds.
    expect(parseChinaDateTime('2026-11-30 01:30')?.toISOString()).toBe('2026-11-29T17:30:00.000Z')
  })

  it('reads the numbers of a day and the compact month', () => {
    expect(dayParts('2026-11-05')).toEqual({ year: 2026, month: 11, day: 5 })
    expect(dayParts('2026-01-30 09:05:42')).toEqual({ year: 2026, month: 1, day: 30 })
    expect(dayOfMonthText('2026-11-05 09:05:42')).toBe('05')
    expect(monthOfCompact('202611')).toBe('2026-11')
    expect(monthOfCompact('2026-11')).toBe('')
  })

  it('writes a contract date as RFC 3339 in China time, and nothing else', () => {
    expect(contractTimeRfc3339('2026-11-30 01:30:15')).toBe('2026-11-30T01:30:15+08:00')
    expect(contractTimeRfc3339('2026-11-30')).toBeNull()
    expect(contractTimeRfc3339('2026-02-31 01:30:15')).toBeNull()
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
