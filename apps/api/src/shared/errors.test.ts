import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ErrorCodes } from '@silk/contracts/errors'
import { describe, expect, it } from 'vitest'
import { english } from './english-texts.ts'
import { errorText } from './errors.ts'

const src = path.resolve(import.meta.dirname, '..')
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : []
  })

/** Every detail a BizError is thrown with in Chinese, template values as sample numbers. */
function chineseDetails(): { file: string; detail: string }[] {
  const found: { file: string; detail: string }[] = []
  for (const file of sources(src)) {
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/new BizError\([^)]*?detail:\s*(['`])((?:(?!\1).)*)\1/gs)) {
      const detail = (m[2] as string).replace(/\$\{[^}]*\}/g, '7')
      if (/[\u4e00-\u9fff]/.test(detail)) found.push({ file: path.relative(src, file), detail })
    }
  }
  return found
}

describe('error details', () => {
  it('each Chinese detail a BizError is thrown with has an English form', () => {
    const details = chineseDetails()
    expect(details.length).toBeGreaterThan(15)
    for (const { file, detail } of details) {
      const en = english(detail)
      expect(en, `${file}: ${detail}`).not.toBe(detail)
      expect(en, `${file}: ${detail}`).not.toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('reads in the interface language', () => {
    expect(errorText(ErrorCodes.PARAMS_ERROR, 'zh-CN', '每人限购2件')).toBe('参数异常：每人限购2件')
    expect(errorText(ErrorCodes.PARAMS_ERROR, 'en', '每人限购2件')).toBe(
      'Invalid parameters: limit 2 per buyer',
    )
    // A detail that is not the server's own words (a field name, a typed value) stays as it is.
    expect(errorText(ErrorCodes.PARAMS_ERROR, 'en', 'pageSize')).toBe('Invalid parameters: pageSize')
  })
})
