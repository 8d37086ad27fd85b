import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { cachedHotWords, HOT_WORDS_COUNT, HOT_WORDS_TTL_MS, storeHotWords } from '../../lib/hot-words.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './SearchBox.module.css'
import { type SuggestOption, useSuggestions } from './search-suggest.ts'

const GOODS_LIST = '/goodsList'
/** Spec §9 input limit (as INPUT_MAX_LENGTH in contracts, whose module would pull zod into the chrome). */
const INPUT_MAX_LENGTH = 140

/** Where a search goes: the goods list with the keyword, plus the store when restricted to one (spec §2). */
export function searchHref(keyword: string, storeId?: string | null): string {
  const params = new URLSearchParams({ keyword: keyword.trim() })
  if (storeId) params.set('storeId', storeId)
  return `${GOODS_LIST}?${params}`
}

function useHotWords(lang: string): string[] {
  const [words, setWords] = useState<string[]>([])
  useEffect(() => {
    let alive = true
    const load = () => {
      const cached = cachedHotWords(lang)
      if (cached) {
        setWords(cached)
        return
      }
      api
        .get<string[]>('/buyer/goods/goods/hot-words', { count: HOT_WORDS_COUNT })
        .then((list) => {
          if (!alive || !Array.isArray(list)) return
          storeHotWords(list, lang)
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
  }, [lang])
  return words
}

/**
 * The shop search of spec §2: placeholder, Enter or icon, hot-word tags, store restriction on /merchant,
 * and suggestions while typing (goods, categories, stores): a combobox whose list the arrows walk, Enter
 * opens the chosen row (or searches the words), Escape closes.
 */
export function SearchBox() {
  const { t } = useTranslation('chrome')
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const onGoodsList = pathname === GOODS_LIST
  const storeOfPage = pathname === '/merchant' ? params.get('id') : onGoodsList ? params.get('storeId') : null
  const [inStore, setInStore] = useState(true)
  const storeId = storeOfPage && inStore ? storeOfPage : null
  const hotWords = useHotWords(useRootData().lang)
  // Uncontrolled on purpose: words typed into the server-rendered box before React takes over stay
  // in it (a controlled box is reset to its state on hydration) and are what a search sends.
  const input = useRef<HTMLInputElement>(null)
  const [typed, setTyped] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const options = useSuggestions(typed)
  const listId = useId()
  const expanded = open && options.length > 0
  const optionId = (i: number) => `${listId}-${i}`
  // A new list starts with nothing chosen (state adjusted while rendering, not in an effect).
  const [listShown, setListShown] = useState(options)
  if (listShown !== options) {
    setListShown(options)
    setActive(-1)
  }

  // Follow the goods list's keyword when it changes, not on the first render (that is the server's).
  const urlKeyword = onGoodsList ? (params.get('keyword') ?? '') : null
  const shownKeyword = useRef(urlKeyword)
  useEffect(() => {
    if (urlKeyword === shownKeyword.current) return
    shownKeyword.current = urlKeyword
    if (urlKeyword !== null && input.current) input.current.value = urlKeyword
  }, [urlKeyword])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const choose = (option: SuggestOption) => {
    close()
    navigate(option.href)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      // Past either end: back in the box (-1), as JD and Tmall do.
      setActive((i) => {
        const next = i + step
        if (next < -1) return options.length - 1
        if (next >= options.length) return -1
        return next
      })
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault()
      const option = options[active]
      if (option) choose(option)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      close()
    }
  }

  const search = (word: string) => {
    close()
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onChange={(event) => {
            setTyped(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit} aria-label={t('search.submit')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <path d="M15.5 15.5 L21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span>{t('search.submit')}</span>
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        className={styles.suggest}
        hidden={!expanded}
        data-testid="search-suggestions"
      >
        {options.map((option, i) => (
          <div
            key={option.id}
            id={optionId(i)}
            role="option"
            // Reached with the arrows from the box (aria-activedescendant), never by Tab.
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? styles.optionOn : styles.option}
            data-kind={option.kind}
            // Keep the focus in the box: a mouse-down would blur it and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => choose(option)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') choose(option)
            }}
          >
            {i === 0 || options[i - 1]?.kind !== option.kind ? (
              <span className={styles.kind}>{t(`search.kind.${option.kind}`)}</span>
            ) : (
              <span className={styles.kind} aria-hidden="true" />
            )}
            <span className={styles.label}>{option.label}</span>
            {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
          </div>
        ))}
      </div>
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
