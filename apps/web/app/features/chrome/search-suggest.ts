import type { SearchSuggestions } from '@silk/contracts/goods'
import { useEffect, useRef, useState } from 'react'
import { api } from '../../lib/api/browser.ts'

/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200

/** One row of the suggestion list, in list order, with where it leads. */
export interface SuggestOption {
  id: string
  kind: 'goods' | 'category' | 'store'
  label: string
  hint: string | null
  href: string
}

/** The suggestions as the list shows them: goods, then categories, then stores. */
export function suggestOptions(s: SearchSuggestions): SuggestOption[] {
  return [
    ...s.goods.map((g) => ({
      id: `g${g.skuId}`,
      kind: 'goods' as const,
      label: g.name,
      hint: null,
      href: `/goodsDetail?skuId=${g.skuId}&goodsId=${g.goodsId}`,
    })),
    ...s.categories.map((c) => ({
      id: `c${c.id}`,
      kind: 'category' as const,
      label: c.name,
      hint: c.parentName,
      href: `/goodsList?categoryId=${encodeURIComponent(c.path)}`,
    })),
    ...s.stores.map((st) => ({
      id: `s${st.id}`,
      kind: 'store' as const,
      label: st.name,
      hint: null,
      href: `/merchant?id=${st.id}`,
    })),
  ]
}

/**
 * Suggestions for what is being typed: asked for once typing pauses, the answer to an older keyword
 * dropped (aborted), failures silent (the box still searches on Enter).
 */
export function useSuggestions(keyword: string): SuggestOption[] {
  const [options, setOptions] = useState<SuggestOption[]>([])
  const seen = useRef(new Map<string, SuggestOption[]>())
  useEffect(() => {
    const word = keyword.trim()
    if (!word) {
      setOptions([])
      return
    }
    const known = seen.current.get(word)
    if (known) {
      setOptions(known)
      return
    }
    const abort = new AbortController()
    const timer = window.setTimeout(() => {
      api
        .request<SearchSuggestions>({
          method: 'GET',
          path: '/buyer/goods/goods/suggest',
          query: { keyword: word },
          quiet: true,
          signal: abort.signal,
        })
        .then((answer) => {
          const list = suggestOptions(answer.result)
          seen.current.set(word, list)
          setOptions(list)
        })
        .catch(() => {})
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      window.clearTimeout(timer)
      abort.abort()
    }
  }, [keyword])
  return options
}
