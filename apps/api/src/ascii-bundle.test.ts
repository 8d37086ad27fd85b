import { describe, expect, it } from 'vitest'
import { asciiOnly, NON_ASCII } from '../../../scripts/ascii-only.mjs'

/** A module's exports, loaded from its source text. */
const load = (code: string) => import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)

// Every place a bundle holds non-ASCII text: strings, templates, regular expressions (literal,
// identity-escaped, in a class, astral with and without the u flag), comments, property names.
const program = `
  // 首页 — a comment
  /** 商品列表 */
  export const label = '丝路之舟'
  export const template = \`\${label}：出海指南\`
  export const commas = '茶，具,壶'.split(/[,，]/)
  export const escaped = '甲，乙'.replace(/\\，/g, '|')
  export const emoji = /😀+/u.test('😀😀') && [...'a😀b'.matchAll(/[😀]/gu)].length
  export const units = '😀'.replace(/😀/, 'x')
  export const key = { 价格: 1 }.价格
`

describe('server bundles kept to ASCII (decision 022, session 39)', () => {
  it('writes the same program with ASCII characters only', async () => {
    const written = await asciiOnly(program)
    expect(written).not.toMatch(NON_ASCII)
    expect(await load(written)).toEqual(await load(program))
    expect((await load(written)).commas).toEqual(['茶', '具', '壶'])
    expect((await load(written)).escaped).toBe('甲|乙')
  })

  it('leaves a tagged template’s raw text as written', async () => {
    const tagged = `/** 注释 */\nexport const raw = String.raw\`品牌：\${1}\\n\``
    const written = await asciiOnly(tagged)
    expect((await load(written)).raw).toBe('品牌：1\\n')
    expect(written).not.toContain('注释')
  })
})
