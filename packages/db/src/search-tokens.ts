import { Jieba } from '@node-rs/jieba'
import { dict } from '@node-rs/jieba/dict.js'

let jieba: Jieba | undefined
function instance(): Jieba {
  jieba ??= Jieba.withDict(dict)
  return jieba
}

const WORD = /^[\p{L}\p{N}]+$/u

/**
 * Search-mode jieba tokens (long words plus their shorter parts: 青花瓷 → 青花, 青花瓷), lower-cased,
 * punctuation dropped. Stored space-joined and fed to `to_tsvector('simple', …)`, so the index holds
 * exactly these tokens.
 */
export function indexTokens(text: string): string[] {
  const out = new Set<string>()
  for (const raw of instance().cutForSearch(text, true)) {
    const token = raw.trim().toLowerCase()
    if (token && WORD.test(token)) out.add(token)
  }
  return [...out]
}

/** Precise-mode tokens of a query: the words the user meant, each one present in the index. */
export function queryTokens(text: string): string[] {
  const out = new Set<string>()
  for (const raw of instance().cut(text, true)) {
    const token = raw.trim().toLowerCase()
    if (token && WORD.test(token)) out.add(token)
  }
  return [...out]
}
