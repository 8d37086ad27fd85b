import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './shop-home.module.css'
import type { CategoryVO } from './types.ts'

/** The left category column of the shop home; hovering a first-level row opens its sub-categories. */
export function CategoryNav({ tree }: { tree: CategoryVO[] }) {
  const { t } = useTranslation('shop')
  return (
    <nav className={styles.catNav} aria-label={t('home.allCategories')}>
      <div className={styles.catTitle}>{t('home.allCategories')}</div>
      <ul>
        {tree.map((top) => (
          <li key={top.id} className={styles.catItem}>
            <Link to={`/goodsList?categoryId=${top.id}`} className={styles.catLink}>
              {top.name}
              <span className={styles.catHint}>{top.children.map((c) => c.name).join(' / ')}</span>
            </Link>
            <div className={styles.catFlyout}>
              {top.children.map((mid) => (
                <dl key={mid.id}>
                  <dt>
                    <Link to={`/goodsList?categoryId=${top.id},${mid.id}`}>{mid.name} &gt;</Link>
                  </dt>
                  <dd>
                    {mid.children.map((leaf) => (
                      <Link key={leaf.id} to={`/goodsList?categoryId=${top.id},${mid.id},${leaf.id}`}>
                        {leaf.name}
                      </Link>
                    ))}
                  </dd>
                </dl>
              ))}
              {top.brandList.length ? (
                <div className={styles.flyBrands}>
                  {top.brandList.slice(0, 8).map((b) => (
                    <Link key={b.id} to={`/goodsList?categoryId=${top.id}&brandId=${b.id}`} title={b.name}>
                      <img src={b.logo} alt={b.name} width={44} height={44} loading="lazy" />
                    </Link>
                  ))}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </nav>
  )
}
