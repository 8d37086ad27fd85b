import { useCallback, useEffect, useRef, useState } from 'react'
import { api } from '../../lib/api/browser.ts'
import { searchQuery } from './search-params.ts'
import { type CardGoods, cardGoods, type EsGoodsIndex, type Page } from './types.ts'

/** Phones only: the desktop keeps its pager (decision 027's width). */
const PHONE = '(max-width: 767px)'

/**
 * The goods list's infinite loading on a phone (issue 24): when the end of the grid comes within a
 * screen, the next page of the same query is fetched and appended. The URL keeps naming the page the
 * list was opened at (a reload or a shared link shows that page first, and `pageNumber` moves only with
 * the links); the "load more" link under the grid names the next page, so it works as a plain link before
 * hydration or if the observer never fires. `first` is the page the loader gave.
 */
export function useMoreGoods(first: Page<CardGoods>, search: string) {
  const [more, setMore] = useState<CardGoods[]>([])
  const [last, setLast] = useState(first.current)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const sentinel = useRef<HTMLDivElement>(null)
  const busy = useRef(false)

  // A new query (or page) from the loader starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the loader's page changes
  useEffect(() => {
    setMore([])
    setLast(first.current)
    setFailed(false)
  }, [first, search])

  const done = last >= first.pages
  const loadMore = useCallback(async () => {
    if (busy.current || done) return
    busy.current = true
    setLoading(true)
    setFailed(false)
    try {
      const url = new URL(`/goodsList${search}`, window.location.origin)
      const query = { ...searchQuery(url), pageNumber: String(last + 1), perGoods: 'true' }
      const page = await api.get<Page<EsGoodsIndex>>('/buyer/goods/goods/es', query)
      // A goods already shown (the listing moved between pages) is not shown twice.
      setMore((shown) => {
        const seen = new Set([...first.records, ...shown].map((g) => g.id))
        return [...shown, ...page.records.filter((g) => !seen.has(g.id)).map(cardGoods)]
      })
      setLast(page.current)
    } catch {
      setFailed(true)
    } finally {
      busy.current = false
      setLoading(false)
    }
  }, [done, first.records, last, search])

  useEffect(() => {
    const node = sentinel.current
    if (!node || done || failed || !window.matchMedia(PHONE).matches) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void loadMore()
      },
      { rootMargin: '0px 0px 100% 0px' },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [done, failed, loadMore])

  return { more, last, done, loading, failed, loadMore, sentinel }
}
