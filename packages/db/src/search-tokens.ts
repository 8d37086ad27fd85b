import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Jieba } from '@node-rs/jieba'

let jieba: Jieba | undefined
function instance(): Jieba {
  // The dictionary is read here and let go once jieba has built its own tables from it: the package's
  // `dict.js` keeps it (5 MB) and the unused TF-IDF table (6 MB) in memory for the process's life.
  jieba ??= Jieba.withDict(readFileSync(createRequire(import.meta.url).resolve('@node-rs/jieba/dict.txt')))
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

/** Precise-mode words of a text, punctuation kept (region names are written word by word: decision 159). */
export function preciseWords(text: string): string[] {
  return instance().cut(text, false)
}
