import { describe, expect, it } from 'vitest'
import { HELP_ARTICLES, NEWS_ARTICLES } from './index.ts'

const HAN = /\p{Script=Han}/u
const ALL = [...NEWS_ARTICLES, ...HELP_ARTICLES]

/** The tags of a body in order (name and class), so a translation keeps its headings, lists and tables. */
function skeleton(html: string): string {
  return [...html.matchAll(/<(\/?[a-z0-9]+)(?:[^>]*?(class="[^"]*"))?[^>]*>/g)]
    .map((m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''}`)
    .join(' ')
}

describe('English demo articles (decision 026)', () => {
  it('gives every article an English title, summary and body without Chinese in them', () => {
    const withChinese = ALL.filter((a) => HAN.test(`${a.titleEn} ${a.summaryEn} ${a.contentEn}`))
    expect(withChinese.map((a) => a.id)).toEqual([])
    expect(ALL.filter((a) => !a.contentEn.trim()).map((a) => a.id)).toEqual([])
  })

  it('keeps the HTML structure of the Chinese body in the English one', () => {
    const differing = ALL.filter((a) => skeleton(a.content) !== skeleton(a.contentEn))
    expect(differing.map((a) => a.id)).toEqual([])
  })
})
