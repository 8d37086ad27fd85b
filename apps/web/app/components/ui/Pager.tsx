import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './pager.module.css'

/** Pages shown around the current one, plus the first and last; `gap-n` marks a jump after page n. */
export function pageItems(current: number, pages: number): (number | `gap-${number}`)[] {
  const near = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2])
  const numbers = [...near].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  const items: (number | `gap-${number}`)[] = []
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1] > 1) items.push(`gap-${numbers[i - 1]}`)
    items.push(n)
  })
  return items
}

/**
 * The site's one pager: crawlable links (works without JS), the current page marked with
 * `aria-current`. `href` defaults to setting `pageNumber` in the current query, as the shop lists do.
 */
export function Pager({
  current,
  pages,
  total,
  summary,
  href,
  centred = false,
}: {
  current: number
  pages: number
  total: number
  /** The total in the list's own words ("共 3 篇"); "共 3 条" when omitted. */
  summary?: string
  href?: (page: number) => string
  /** Under a single column of articles the pager sits in the middle; lists end it on the right. */
  centred?: boolean
}) {
  const { t } = useTranslation('common')
  const location = useLocation()
  if (pages <= 1) return null
  const to =
    href ??
    ((page: number) => {
      const params = new URLSearchParams(location.search)
      params.set('pageNumber', String(page))
      return `${location.pathname}?${params}`
    })
  return (
    <nav
      className={centred ? `${styles.pager} ${styles.centred}` : styles.pager}
      aria-label={t('ui.pager.label')}
    >
      <span className={styles.summary}>{summary ?? t('ui.pager.total', { total })}</span>
      {current > 1 ? (
        <Link className={styles.step} to={to(current - 1)} rel="prev">
          {t('ui.pager.prev')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.off}`} aria-disabled="true">
          {t('ui.pager.prev')}
        </span>
      )}
      {pageItems(current, pages).map((item) =>
        typeof item === 'string' ? (
          <span key={item} className={styles.gap}>
            …
          </span>
        ) : (
          <Link
            key={item}
            to={to(item)}
            className={item === current ? `${styles.num} ${styles.on}` : styles.num}
            aria-current={item === current ? 'page' : undefined}
            aria-label={t('ui.pager.page', { n: item })}
          >
            {item}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link className={styles.step} to={to(current + 1)} rel="next">
          {t('ui.pager.next')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.off}`} aria-disabled="true">
          {t('ui.pager.next')}
        </span>
      )}
    </nav>
  )
}
