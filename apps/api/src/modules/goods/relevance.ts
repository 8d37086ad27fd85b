import type { CategoryVO } from '@silk/contracts/goods'

const LATIN = /^[\p{Script=Latin}\p{N}\s'&.-]+$/u

const LETTER = /\p{L}/u

/** Whether `word` starts a word of `text` ("tea" in "green tea", not in "steak"). */
function startsWord(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    if (at === 0 || !LETTER.test(text[at - 1] as string)) return true
  }
  return false
}

/**
 * The leaf categories a keyword names, in either language: 茶 names the leaves 普洱茶, 绿茶, 花草茶… (a
 * higher level only when no leaf matches, then every leaf under it); "tea" names "Green Tea" (at a word start, so not
 * "Steak"); 云南普洱茶 names 普洱茶 (a category name inside the keyword). Search ranks goods in them
 * first: jieba cuts 抹茶 into 抹 + 茶, so a name token alone would put matcha biscuits above teas.
 */
export function categoryHits(
  keyword: string,
  zh: Map<string, CategoryVO>,
  en: Map<string, CategoryVO>,
): string[] {
  const word = keyword.trim().toLowerCase()
  if (!word) return []
  const latin = LATIN.test(word)
  const named = (id: string): boolean => {
    const zhName = zh.get(id)?.name ?? ''
    if (latin) return startsWord((en.get(id)?.name ?? '').toLowerCase(), word)
    return zhName.includes(word) || (zhName.length >= 2 && word.includes(zhName))
  }
  const leaves = new Set<string>()
  const addLeaves = (node: CategoryVO) => {
    if (node.children.length === 0) leaves.add(node.id)
    for (const child of node.children) addLeaves(child)
  }
  // The most specific level that names it: "wine" is the Wine leaf, not all of "Wine & Drinks".
  for (const level of [2, 1, 0]) {
    for (const node of zh.values()) if (node.level === level && named(node.id)) addLeaves(node)
    if (leaves.size) break
  }
  return [...leaves]
}
