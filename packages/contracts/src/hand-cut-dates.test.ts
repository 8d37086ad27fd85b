import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * No source file cuts or builds dates by hand: the one date helper (`china-time.ts`) does. A sliced
 * `toISOString()` is a UTC day or minute, the wrong calendar for everything a person reads (the shop
 * keeps China time); a contract date cut with `.slice(0, 16)` repeats the helper's `minuteText` and
 * drifts from it; a `${day}T00:00:00+08:00` built by hand skips the helper's check that the day exists.
 * Tests may compute expected values their own way and are not read. This file does not import the
 * helper, so it runs (and fails) on a tree that has none of its newer functions.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const SCANNED = ['apps/web/app', 'apps/api/src', 'packages/contracts/src', 'packages/db/src']
const HELPER = 'packages/contracts/src/china-time.ts'

const RULES: { name: string; pattern: RegExp }[] = [
  { name: 'sliced toISOString()', pattern: /toISOString\(\)\s*\.\s*(slice|substring|substr|split)\(/ },
  {
    // r.startTime.slice(0, 16), applyEndTime?.slice(…), today.slice(8, 10), chinaDay(at).split('-')
    name: 'date text cut by hand',
    pattern: /(?:[Tt]ime|[Dd]ate|[Dd]ay|today)\b(?:\([^()]*\))?\??\.(?:slice|substring|substr|split)\(/,
  },
  // `${day}T00:00:00+08:00`, `${text.replace(' ', 'T')}+08:00`
  { name: 'ISO date built by hand', pattern: /\}T\d{2}:\d{2}|\+08:00`/ },
]

/** Lines that match a rule but cut no date, with the reason. */
const ALLOWED = new Map([
  // A bill line's time text kept to its column's width (varchar 20), not read as a date.
  ['apps/api/src/modules/payment/reconcile.ts', 'time: l.time.slice(0, 20),'],
])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function handCutDates(files: string[]): string[] {
  return files.flatMap((file) => {
    const relative = path.relative(root, file).split(path.sep).join('/')
    if (relative === HELPER) return []
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => {
        if (ALLOWED.get(relative) === line.trim()) return []
        const rule = RULES.find((r) => r.pattern.test(line))
        return rule ? [`${relative}:${i + 1} ${rule.name}: ${line.trim()}`] : []
      })
  })
}

const matches = (line: string) => RULES.some((r) => r.pattern.test(line))

describe('the date helper is the only one', () => {
  it('no source file outside it cuts or builds a date by hand', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(path.join(root, dir)))
    expect(files.length).toBeGreaterThan(500)
    expect(handCutDates(files)).toEqual([])
  })

  it('the check sees a hand-cut date when there is one', () => {
    expect(matches('const day = new Date().toISOString().slice(0, 10)')).toBe(true)
    expect(matches("const [day] = at.toISOString().split('T')")).toBe(true)
    expect(matches('cell: (r) => r.startTime.slice(0, 16),')).toBe(true)
    expect(matches("{r.applyEndTime?.slice(0, 16) ?? '—'}")).toBe(true)
    expect(matches('const todayNumber = Number(today.slice(8, 10))')).toBe(true)
    expect(matches('<strong>{day(a.publishTime).slice(8)}</strong>')).toBe(true)
    expect(matches("const [y, m] = chinaDay(at).split('-').map(Number)")).toBe(true)
    // Written with $ and { apart, so that these lines are not template strings themselves.
    expect(matches(['const at = Date.parse(`$', '{d.date}T12:00:00+08:00`)'].join(''))).toBe(true)
    expect(matches(['return new Date(`$', "{text.replace(' ', 'T')}+08:00`).getTime()"].join(''))).toBe(true)
  })

  it('and leaves alone what is not a date', () => {
    expect(matches('body: JSON.stringify({ at: at.toISOString() })')).toBe(false)
    expect(matches('filters.tokens = queryTokens(query.keyword).slice(0, 16)')).toBe(false)
    expect(matches('const recent = days.slice(0, 7)')).toBe(false)
    expect(matches('cell: (r) => minuteText(r.startTime),')).toBe(false)
  })
})
