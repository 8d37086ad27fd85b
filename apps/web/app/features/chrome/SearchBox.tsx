import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { cachedHotWords, HOT_WORDS_COUNT, HOT_WORDS_TTL_MS, storeHotWords } from '../../lib/hot-words.ts'
import styles from './SearchBox.module.css'

const GOODS_LIST = '/goodsList'
/** Spec §9 input limit (as INPUT_MAX_LENGTH in contracts, whose module would pull zod into the chrome). */
const INPUT_MAX_LENGTH = 140

/** Where a search goes: the goods list with the keyword, plus the store when restricted to one (spec §2). */
export function searchHref(keyword: string, storeId?: string | null): string {
  const params = new URLSearchParams({ keyword: keyword.trim() })
  if (storeId) params.set('storeId', storeId)
  return `${GOODS_LIST}?${params}`
}

function useHotWords(): string[] {
  const [words, setWords] = useState<string[]>([])
  useEffect(() => {
    let alive = true
    const load = () => {
      const cached = cachedHotWords()
      if (cached) {
        setWords(cached)
        return
      }
      api
        .get<string[]>('/buyer/goods/goods/hot-words', { count: HOT_WORDS_COUNT })
        .then((list) => {
          if (!alive || !Array.isArray(list)) return
          storeHotWords(list)
          setWords(list.slice(0, HOT_WORDS_COUNT))
        })
        .catch(() => {})
    }
    load()
    // Re-check while the page stays open; the cookie time keeps calls at most one per 5 minutes.
    const timer = window.setInterval(load, HOT_WORDS_TTL_MS)
    return () => {
      alive = false
      window.clearInterval(timer)
    }
  }, [])
  return words
}

/** The shop search of spec §2: placeholder, Enter or icon, hot-word tags, store restriction on /merchant. */
export function SearchBox() {
  const { t } = useTranslation('chrome')
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const onGoodsList = pathname === GOODS_LIST
  const storeOfPage = pathname === '/merchant' ? params.get('id') : onGoodsList ? params.get('storeId') : null
  const [inStore, setInStore] = useState(true)
  const storeId = storeOfPage && inStore ? storeOfPage : null
  const hotWords = useHotWords()
  // Uncontrolled on purpose: words typed into the server-rendered box before React takes over stay
  // in it (a controlled box is reset to its state on hydration) and are what a search sends.
  const input = useRef<HTMLInputElement>(null)

  // Follow the goods list's keyword when it changes, not on the first render (that is the server's).
  const urlKeyword = onGoodsList ? (params.get('keyword') ?? '') : null
  const shownKeyword = useRef(urlKeyword)
  useEffect(() => {
    if (urlKeyword === shownKeyword.current) return
    shownKeyword.current = urlKeyword
    if (urlKeyword !== null && input.current) input.current.value = urlKeyword
  }, [urlKeyword])

  const search = (word: string) => {
    const value = word.trim()
    if (onGoodsList) {
      // On the goods list the box only emits the search: the page reacts to its own query string.
      const next = new URLSearchParams(params)
      next.delete('pageNumber')
      next.delete('categoryId')
      if (value) next.set('keyword', value)
      else next.delete('keyword')
      if (!storeId) next.delete('storeId')
      setParams(next)
      return
    }
    navigate(searchHref(value, storeId))
  }

  return (
    <div className={styles.box}>
      <form
        className={styles.form}
        role="search"
        aria-label={t('search.label')}
        onSubmit={(event) => {
          event.preventDefault()
          search(input.current?.value ?? '')
        }}
      >
        {storeOfPage ? (
          <button
            type="button"
            className={styles.scope}
            aria-pressed={inStore}
            onClick={() => setInStore((v) => !v)}
            data-testid="search-scope"
          >
            {inStore ? t('search.inStore') : t('search.inPlatform')}
          </button>
        ) : null}
        <input
          ref={input}
          type="search"
          name="keyword"
          defaultValue={urlKeyword ?? ''}
          maxLength={INPUT_MAX_LENGTH}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          autoComplete="off"
        />
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span>{t('search.submit')}</span>
        </button>
      </form>
      <ul className={styles.hot} aria-label={t('search.hotWords')} data-testid="hot-words">
        {hotWords.map((word) => (
          <li key={word}>
            <Link
              to={searchHref(word, storeId)}
              onClick={(event) => {
                event.preventDefault()
                if (input.current) input.current.value = word
                search(word)
              }}
            >
              {word}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
