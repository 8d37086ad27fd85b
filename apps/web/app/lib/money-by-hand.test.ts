import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fenShare, formatMoney, formatPrice, moneyInput } from './format.ts'

/**
 * Money is shown through `formatFen` (`formatPrice` / `formatMoney` here) and computed in integer fen:
 * no page puts a ¥ before a raw number, writes an amount with `toFixed(2)` or divides a price by 100 as
 * a float. This file reads the web app's sources (tests excepted) and fails on any such line.
 */
const app = path.resolve(import.meta.dirname, '..')
const HELPER = 'lib/format.ts'

const RULES: { name: string; pattern: RegExp }[] = [
  // ¥{o.price} in JSX, `¥${price}` in a template; the translations' ¥{{amount}} take formatMoney's text.
  { name: 'yen sign before a raw number', pattern: /¥\$?\{(?!\{)/ },
  {
    name: 'amount written with toFixed',
    pattern: /(?:[Pp]rice|[Aa]mount|[Mm]oney|[Ff]ee|[Tt]otal|[Yy]uan)\w*\)?\.toFixed\(/,
  },
  { name: 'float maths on money', pattern: /(?:[Pp]rice|[Aa]mount|[Yy]uan)\w*\s*\*\s*\d+\)?\s*\/\s*100\b/ },
]

/** A fragment of each line that matches a rule but shows no amount, with the reason. */
const ALLOWED = new Map([
  // The price filter's chip repeats the range as typed in the URL ("¥10 - 100"), not an amount.
  ['features/catalogue/ListBreadcrumb.tsx', "price.replace('_', ' - ')"],
])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const matches = (line: string) => RULES.some((r) => r.pattern.test(line))

describe('money is formatted and computed in one place', () => {
  it('no web source formats money by hand', () => {
    const files = sourceFiles(app)
    expect(files.length).toBeGreaterThan(300)
    const found = files.flatMap((file) => {
      const relative = path.relative(app, file).split(path.sep).join('/')
      if (relative === HELPER) return []
      return readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          if (line.includes(ALLOWED.get(relative) ?? '\0')) return []
          const rule = RULES.find((r) => r.pattern.test(line))
          return rule ? [`${relative}:${i + 1} ${rule.name}: ${line.trim()}`] : []
        })
    })
    expect(found).toEqual([])
  })

  it('the check sees money by hand, and leaves other numbers alone', () => {
    expect(matches('¥{o.price} → ¥{o.purchasePrice}')).toBe(true)
    expect(matches(['approveMessage={`· ¥$', '{r.price.toFixed(2)}`}'].join(''))).toBe(true)
    expect(matches('{ price: r.originalPrice.toFixed(2) }')).toBe(true)
    expect(matches('String(Math.max(0.01, Math.floor(sku.price * 50) / 100))')).toBe(true)
    expect(matches("approveConfirm: '确定通过 {{member}} 的 ¥{{amount}} 提现吗？'")).toBe(false)
    expect(matches('<td>{r.commissionRate.toFixed(2)}%</td>')).toBe(false)
    expect(matches('<b>{value.toFixed(1)}</b>')).toBe(false)
  })

  it('suggests a share of a price in whole fen, as the money field takes it', () => {
    expect(moneyInput(fenShare(19.99, 50))).toBe('9.99')
    expect(moneyInput(fenShare('25', 80))).toBe('20.00')
    expect(moneyInput(fenShare(0.01, 50))).toBe('0.01')
    expect(moneyInput(123456)).toBe('1234.56')
    expect(formatPrice(1234.5)).toBe('¥1,234.50')
    expect(formatMoney('0.1')).toBe('0.10')
  })
})
