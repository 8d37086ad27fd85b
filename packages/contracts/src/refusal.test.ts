import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FreightTemplateForm } from './freight.ts'
import { fieldIssueText, type InputIssue } from './issue-english.ts'
import { QuoteForm } from './rfq.ts'

/** The text of the call that opens at `start` (the index of its `(`), brackets matched. */
function callAt(source: string, start: number): string {
  let depth = 0
  for (let i = start; i < source.length; i++) {
    if (source[i] === '(') depth++
    else if (source[i] === ')' && --depth === 0) return source.slice(start, i + 1)
  }
  return source.slice(start)
}

describe('refinements say their refusal in both languages', () => {
  const dir = import.meta.dirname
  const sources = readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => [f, readFileSync(path.join(dir, f), 'utf8')] as const)

  it('every .refine and custom issue of the contracts is given through refusal(zh, en)', () => {
    const bare: string[] = []
    for (const [file, source] of sources)
      for (const m of source.matchAll(/\.refine\(|addIssue\(/g)) {
        const call = callAt(source, m.index + m[0].length - 1)
        // A refinement that reports no message of its own (zod's English default) needs none.
        if (!/refusal\(/.test(call) && /\p{Script=Han}/u.test(call))
          bare.push(`${file}: ${call.slice(0, 80)}`)
      }
    expect(bare).toEqual([])
    expect(sources.length).toBeGreaterThan(20)
  })

  const issues = (schema: { safeParse(v: unknown): { error?: { issues: unknown[] } } }, input: unknown) =>
    (schema.safeParse(input).error?.issues ?? []) as InputIssue[]

  it('a form shows the refinement’s own English, and the Chinese in Chinese', () => {
    const [twice] = issues(FreightTemplateForm, {
      name: 'A',
      pricingMethod: 'NUM',
      firstUnit: 1,
      firstFee: 0,
      extraUnit: 1,
      extraFee: 0,
      rows: [
        { regionIds: ['1'], firstUnit: 1, firstFee: 0, extraUnit: 1, extraFee: 0 },
        { regionIds: ['1'], firstUnit: 1, firstFee: 0, extraUnit: 1, extraFee: 0 },
      ],
    }).filter((i) => i.code === 'custom')
    expect(fieldIssueText(twice, 'zh-CN')).toBe('同一地区只能出现在一条规则中')
    expect(fieldIssueText(twice, 'en')).toBe('A region can be in one rule only')
  })

  it('issues added in a superRefine carry it too', () => {
    const tiers = issues(QuoteForm, {
      purchaseOrderId: '1',
      skuId: '2',
      moq: 10,
      incoterm: 'FOB',
      leadDays: 7,
      validUntil: '2026-12-31',
      tiers: [
        { num: 20, price: 9 },
        { num: 20, price: 9.5 },
      ],
    }).filter((i) => i.code === 'custom')
    expect(tiers.map((i) => fieldIssueText(i, 'en'))).toEqual(
      expect.arrayContaining([
        'Each tier needs more pieces than the one before',
        'A tier’s unit price cannot be above the one before',
        'The first tier cannot start above the minimum order',
      ]),
    )
  })
})
