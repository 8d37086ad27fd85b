import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './trade.module.css'

/** Previous / numbered / next page links with the total. */
export function Pager({
  current,
  pages,
  total,
  href,
}: {
  current: number
  pages: number
  total: number
  href(page: number): string
}) {
  const { t } = useTranslation('trade')
  if (pages <= 1) return null
  const from = Math.max(1, current - 3)
  const numbers = Array.from({ length: Math.min(7, pages - from + 1) }, (_, i) => from + i)
  return (
    <nav className={styles.pager} aria-label={t('common.pages')}>
      <span className={styles.muted}>{t('common.total', { count: total })}</span>
      {current > 1 ? <Link to={href(current - 1)}>‹</Link> : null}
      {numbers.map((n) => (
        <Link key={n} to={href(n)} className={n === current ? styles.pageOn : ''}>
          {n}
        </Link>
      ))}
      {current < pages ? <Link to={href(current + 1)}>›</Link> : null}
    </nav>
  )
}
