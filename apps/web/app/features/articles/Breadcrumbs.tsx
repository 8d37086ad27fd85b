import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './Breadcrumbs.module.css'

/** The visible trail; the same trail goes to search engines as BreadcrumbList JSON-LD (lib/seo.ts). */
export function Breadcrumbs({ trail }: { trail: { name: string; to?: string }[] }) {
  const { t } = useTranslation('articles')
  const items = [{ name: t('crumbs.home'), to: '/' }, ...trail]
  return (
    <nav className={styles.crumbs} aria-label="breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            {item.to && i < items.length - 1 ? (
              <Link to={item.to}>{item.name}</Link>
            ) : (
              <span aria-current="page">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
