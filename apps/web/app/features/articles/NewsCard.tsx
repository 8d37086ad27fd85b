import type { ArticleVO } from '@silk/contracts/article'
import { Link } from 'react-router'
import { useRootData } from '../../lib/root-data.ts'
import { articleCategory, articleSummary, articleTitle, day } from './localise.ts'
import styles from './NewsCard.module.css'

export const newsHref = (id: string) => `/SlNewsDetails?id=${id}`

const FALLBACK_COVER = '/media/news/platform.svg'

/** A news list row: cover, category, date, title and summary; `compact` is the three-up card. */
export function NewsCard({ article, layout = 'row' }: { article: ArticleVO; layout?: 'row' | 'card' }) {
  const { lang } = useRootData()
  const title = articleTitle(article, lang)
  return (
    <article className={layout === 'row' ? styles.row : styles.card}>
      <Link to={newsHref(article.id)} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <img src={article.cover ?? FALLBACK_COVER} alt="" loading="lazy" width={800} height={450} />
      </Link>
      <div className={styles.text}>
        <p className={styles.meta}>
          <span className={styles.chip}>{articleCategory(article, lang)}</span>
          <time dateTime={day(article.publishTime)}>{day(article.publishTime)}</time>
        </p>
        <h3 className={styles.title}>
          <Link to={newsHref(article.id)}>{title}</Link>
        </h3>
        <p className={styles.summary}>{articleSummary(article, lang)}</p>
      </div>
    </article>
  )
}
