import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './Pagination.module.css'

/** Crawlable page links (`href`s, not buttons), with a window of pages around the current one. */
export function Pagination({
  current,
  pages,
  total,
  href,
}: {
  current: number
  pages: number
  total: number
  href: (page: number) => string
}) {
  const { t } = useTranslation('articles')
  if (pages <= 1) return null
  const window = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2])
  const numbers = [...window].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b)
  // A gap is keyed by the page before it, so every item has a stable key.
  const items: (number | `gap-${number}`)[] = []
  numbers.forEach((n, i) => {
    if (i > 0 && n - numbers[i - 1] > 1) items.push(`gap-${numbers[i - 1]}`)
    items.push(n)
  })
  return (
    <nav className={styles.pager} aria-label={t('paging.label')}>
      <span className={styles.summary}>{t('paging.summary', { total })}</span>
      {current > 1 ? (
        <Link className={styles.step} to={href(current - 1)} rel="prev">
          {t('paging.prev')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`}>{t('paging.prev')}</span>
      )}
      {items.map((item) =>
        typeof item === 'string' ? (
          <span key={item} className={styles.gap}>
            …
          </span>
        ) : (
          <Link
            key={item}
            to={href(item)}
            className={item === current ? `${styles.num} ${styles.active}` : styles.num}
            aria-current={item === current ? 'page' : undefined}
            aria-label={t('paging.page', { n: item })}
          >
            {item}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link className={styles.step} to={href(current + 1)} rel="next">
          {t('paging.next')}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`}>{t('paging.next')}</span>
      )}
    </nav>
  )
}
