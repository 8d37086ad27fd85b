import { Link, useLocation } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './catalogue.module.css'

/** Numbered pages as links (crawlable, works without JS); `pageNumber` in the query. */
export function Pager({ current, pages, total }: { current: number; pages: number; total: number }) {
  const { t } = useTranslation('shop')
  const location = useLocation()
  const href = (page: number) => {
    const params = new URLSearchParams(location.search)
    params.set('pageNumber', String(page))
    return `${location.pathname}?${params}`
  }
  const first = Math.max(1, Math.min(current - 3, pages - 6))
  const numbers = Array.from({ length: Math.min(7, pages) }, (_, i) => first + i)
  return (
    <nav className={styles.pager} aria-label="pagination">
      <span className={styles.pagerTotal}>{t('pager.total', { total })}</span>
      {current > 1 ? (
        <Link to={href(current - 1)} preventScrollReset={false}>
          {t('pager.prev')}
        </Link>
      ) : (
        <span className={styles.pagerOff} aria-disabled="true">
          {t('pager.prev')}
        </span>
      )}
      {numbers.map((n) =>
        n === current ? (
          <span key={n} className={styles.pagerOn} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} aria-label={t('pager.goto', { page: n })}>
            {n}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link to={href(current + 1)}>{t('pager.next')}</Link>
      ) : (
        <span className={styles.pagerOff} aria-disabled="true">
          {t('pager.next')}
        </span>
      )}
    </nav>
  )
}
