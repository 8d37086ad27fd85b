import { describe, expect, it } from 'vitest'
import { en } from './en/index.ts'
import { createI18n } from './i18n.ts'
import { type Lang, namespaces, provideLanguage, resourcesOf } from './resources.ts'
import { remembering } from './use-translation.ts'

provideLanguage('en', en as Parameters<typeof provideLanguage>[1])

/** Every key whose text takes values, with the names of those values (plural forms folded into one key). */
function keysWithValues(lang: Lang): { ns: string; key: string; names: string[] }[] {
  const found = new Map<string, { ns: string; key: string; names: Set<string> }>()
  const walk = (ns: string, prefix: string, node: unknown) => {
    if (typeof node === 'string') {
      const names = [...node.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] as string)
      if (!names.length) return
      const key = prefix.replace(/_(zero|one|two|few|many|other)$/, '')
      const entry = found.get(`${ns}:${key}`) ?? { ns, key, names: new Set<string>() }
      for (const name of names) entry.names.add(name)
      found.set(`${ns}:${key}`, entry)
    } else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(ns, prefix ? `${prefix}.${k}` : k, v)
  }
  const resources = resourcesOf(lang) as Record<string, unknown>
  for (const ns of namespaces) walk(ns, '', resources[ns])
  return [...found.values()].map(({ ns, key, names }) => ({ ns, key, names: [...names] }))
}

describe('remembering t', () => {
  for (const lang of ['zh-CN', 'en'] as const) {
    it(`gives what i18next gives for every text with values (${lang}), the first time and again`, () => {
      const i18n = createI18n(lang)
      const keys = keysWithValues(lang)
      expect(keys.length).toBeGreaterThan(50)
      for (const { ns, key, names } of keys) {
        const t = i18n.getFixedT(lang, ns)
        const fast = remembering(t, lang)
        for (const count of [0, 1, 2, 7, 21.5]) {
          const values: Record<string, string | number> = { count }
          for (const name of names) if (name !== 'count') values[name] = `<${name}-${count}>`
          const expected = t(key, values)
          expect(fast(key, values), `${ns}:${key} ${count}`).toBe(expected)
          expect(fast(key, values), `${ns}:${key} ${count}, remembered`).toBe(expected)
        }
        // A value left out stays as its placeholder, as i18next leaves it.
        if (names.length > 1) expect(fast(key, {})).toBe(t(key, {}))
      }
    })
  }

  it('leaves options that choose the text or its shape to i18next', () => {
    const i18n = createI18n('en')
    const t = i18n.getFixedT('en', 'common')
    const fast = remembering(t, 'en')
    expect(fast('no.such.key', { defaultValue: 'fallback {{n}}', n: 3 })).toBe('fallback 3')
    expect(fast('no.such.key')).toBe('no.such.key')
  })

  it('says one in the singular in English, and leaves Chinese as it is', () => {
    const en = remembering(createI18n('en').getFixedT('en', 'shop'), 'en')
    expect(en('list.reviews', { count: 1 })).toBe('1 review')
    expect(en('list.reviews', { count: 3 })).toBe('3 reviews')
    expect(en('list.reviews', { count: 0 })).toBe('0 reviews')
    const zh = remembering(createI18n('zh-CN').getFixedT('zh-CN', 'shop'), 'zh-CN')
    expect(zh('list.reviews', { count: 1 })).toBe('已有1人评价')
  })
})
