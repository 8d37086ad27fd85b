import { nextId, nextSn } from '@silk/db/ids'
import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, parseChinaDateTime } from './dates.ts'
import { fenToYuan, yuanText, yuanToFen } from './money.ts'

describe('dates (GMT+8)', () => {
  it('formats as yyyy-MM-dd HH:mm:ss in China time whatever the server zone', () => {
    expect(formatDateTime(new Date('2026-11-22T16:30:05Z'))).toBe('2026-11-23 00:30:05')
    expect(formatDate('2026-11-22T16:30:05Z')).toBe('2026-11-23')
    expect(formatDateTime(null)).toBeNull()
    expect(formatDateTime('not a date')).toBeNull()
  })
  it('parses China-time input back to the same instant', () => {
    expect(parseChinaDateTime('2026-11-23 00:30:05')?.toISOString()).toBe('2026-11-22T16:30:05.000Z')
    expect(parseChinaDateTime('2026-11-23')?.toISOString()).toBe('2026-11-22T16:00:00.000Z')
    expect(parseChinaDateTime('23/11/2026')).toBeNull()
  })
})

describe('money (integer fen)', () => {
  it('renders fen as yuan with at most 2 decimals', () => {
    expect(fenToYuan(12345)).toBe(123.45)
    expect(fenToYuan(10)).toBe(0.1)
    expect(() => fenToYuan(1.5)).toThrow()
  })
  it('parses yuan input exactly, without floating point drift', () => {
    expect(yuanToFen('0.1')).toBe(10)
    expect(yuanToFen('19.99')).toBe(1999)
    expect(yuanToFen(0.3)).toBe(30)
    expect(yuanToFen('1.999')).toBeNull()
    expect(yuanToFen('-1')).toBeNull()
    expect(yuanToFen('abc')).toBeNull()
  })
  it('writes plain yuan text for messages, files and gateways', () => {
    expect(yuanText(10_000)).toBe('100.00')
    expect(yuanText(123_456_789)).toBe('1234567.89')
    expect(yuanText(5)).toBe('0.05')
    expect(() => yuanText(1.5)).toThrow()
  })
})

describe('ids and serial numbers', () => {
  it('are unique, increasing decimal strings', () => {
    const ids = Array.from({ length: 5000 }, () => nextId())
    expect(new Set(ids).size).toBe(ids.length)
    for (let i = 1; i < ids.length; i++) expect(BigInt(ids[i]) > BigInt(ids[i - 1])).toBe(true)
    expect(ids[0]).toMatch(/^\d{15,19}$/)
  })
  it('prefix trades/orders/items/after-sales with a GMT+8 date, others without', () => {
    expect(nextSn('O')).toMatch(/^O\d{8}\d{15,19}$/)
    expect(nextSn('OI')).toMatch(/^OI\d{8}\d+$/)
    expect(nextSn('Y')).toMatch(/^Y\d{15,19}$/)
  })
})
