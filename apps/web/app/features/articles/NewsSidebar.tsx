import type { ArticleCategoryVO, ArticleVO } from '@silk/contracts/article'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import { articleTitle, categoryName, day } from './localise.ts'
import { newsHref } from './NewsCard.tsx'
import styles from './NewsSidebar.module.css'

/** Categories, recommended reading and the service call to action, beside news lists and articles. */
export function NewsSidebar({
  sections,
  headlines,
  currentCategory,
  excludeId,
  picksTitle,
}: {
  sections: ArticleCategoryVO[]
  headlines: ArticleVO[]
  currentCategory?: string | null
  excludeId?: string
  /** Heading of the reading list; “recommended” by default. */
  picksTitle?: string
}) {
  const { t } = useTranslation('articles')
  const { lang } = useRootData()
  const picks = headlines.filter((a) => a.id !== excludeId).slice(0, 5)
  return (
    <aside className={styles.side}>
      <section className={styles.box}>
        <h2 className={styles.heading}>{t('news.categories')}</h2>
        {sections.map((section) => (
          <div key={section.id} className={styles.group}>
            <p className={styles.groupName}>{categoryName(section, lang)}</p>
            <ul className={styles.cats}>
              {section.children.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/SlNewsCenter?categoryId=${c.id}`}
                    className={c.id === currentCategory ? styles.catActive : undefined}
                  >
                    {categoryName(c, lang)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {picks.length ? (
        <section className={styles.box}>
          <h2 className={styles.heading}>{picksTitle ?? t('news.recommended')}</h2>
          <ol className={styles.picks}>
            {picks.map((a, i) => (
              <li key={a.id}>
                <span className={i < 3 ? styles.rankTop : styles.rank}>{i + 1}</span>
                <div>
                  <Link to={newsHref(a.id)}>{articleTitle(a, lang)}</Link>
                  <time dateTime={day(a.publishTime)}>{day(a.publishTime)}</time>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className={styles.cta}>
        <h2>{t('news.ctaTitle')}</h2>
        <p>{t('news.ctaText')}</p>
        <Link to="/Bglobal" className="btn btn-gold">
          {t('news.ctaButton')}
        </Link>
      </section>
    </aside>
  )
}
