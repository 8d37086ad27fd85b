import type { ArticleCategoryVO, ArticleVO } from '@silk/contracts/article'
import { dayOfMonthText, monthText } from '@silk/contracts/china-time'
import type { Page as ApiPage } from '@silk/contracts/paging'
import { Form, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import articles from '../../features/articles/articles.module.css'
import {
  articleCategory,
  articleSummary,
  articleTitle,
  categoryName,
  day,
  idParam,
  pageParam,
} from '../../features/articles/localise.ts'
import { NewsCard, newsHref } from '../../features/articles/NewsCard.tsx'
import { NewsSidebar } from '../../features/articles/NewsSidebar.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './news-center.module.css'

const PAGE_SIZE = 8
const NEWS_TYPES = ['NEWS', 'INDUSTRY'] as const

export const meta = pageMeta(
  'newsCenter',
  {
    zh: '丝路之舟新闻中心：跨境贸易政策解读、海外市场洞察、国际物流与通关资讯，以及平台最新动态。',
    en: 'Silk Road Ark news: cross-border trade policy explained, overseas market insight, international logistics and customs, and platform news.',
  },
  { breadcrumbs: [{ name: '新闻中心' }] },
)

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const categoryId = idParam(url.searchParams.get('categoryId'))
  const title = (url.searchParams.get('q') ?? '').trim().slice(0, 100) || undefined
  const pageNumber = pageParam(url.searchParams.get('page'))
  const api = serverApi(request, context)
  const [tree, list, headlines, industry] = await Promise.all([
    api.get<ArticleCategoryVO[]>('/buyer/other/article/articleCategory/list'),
    api.get<ApiPage<ArticleVO>>('/buyer/other/article', {
      pageNumber,
      pageSize: PAGE_SIZE,
      title,
      ...(categoryId ? { categoryId } : { categoryTypes: NEWS_TYPES.join(',') }),
    }),
    api.get<ArticleVO[]>('/buyer/other/article/getArticle', { num: 6 }),
    api.get<ApiPage<ArticleVO>>('/buyer/other/article/getIndustryInformation', { pageSize: 5 }),
  ])
  const sections = tree.filter((c) => (NEWS_TYPES as readonly string[]).includes(c.type))
  return {
    sections,
    list,
    headlines,
    industry: industry.records,
    categoryId: categoryId ?? null,
    title: title ?? '',
    pageNumber,
  }
}

function hrefOf(categoryId: string | null, title: string, page = 1) {
  const q = new URLSearchParams()
  if (categoryId) q.set('categoryId', categoryId)
  if (title) q.set('q', title)
  if (page > 1) q.set('page', String(page))
  const s = q.toString()
  return `/SlNewsCenter${s ? `?${s}` : ''}`
}

function Featured({ lead, others }: { lead: ArticleVO; others: ArticleVO[] }) {
  const { t } = useTranslation('articles')
  const { lang } = useRootData()
  return (
    <section className={styles.featured} aria-label={t('news.featured')}>
      <Link to={newsHref(lead.id)} className={styles.lead}>
        <img src={lead.cover ?? '/media/news/platform.svg'} alt="" width={800} height={450} />
        <div className={styles.leadText}>
          <span className={styles.badge}>{t('news.featured')}</span>
          <h2>{articleTitle(lead, lang)}</h2>
          <p>{articleSummary(lead, lang)}</p>
          <time dateTime={day(lead.publishTime)}>{day(lead.publishTime)}</time>
        </div>
      </Link>
      <ul className={styles.headlines}>
        {others.map((a) => (
          <li key={a.id}>
            <time dateTime={day(a.publishTime)}>
              <strong>{dayOfMonthText(a.publishTime)}</strong>
              {monthText(a.publishTime)}
            </time>
            <div>
              <Link to={newsHref(a.id)}>{articleTitle(a, lang)}</Link>
              <p>{articleCategory(a, lang)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

export default function NewsCenter() {
  const { sections, list, headlines, industry, categoryId, title, pageNumber } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation('articles')
  const { t: tr } = useTranslation('routes')
  const { lang } = useRootData()
  const showFeatured = !categoryId && !title && pageNumber === 1 && headlines.length > 0
  const tabs: { id: string | null; name: string }[] = [
    { id: null, name: t('news.all') },
    ...sections.flatMap((s) => s.children.map((c) => ({ id: c.id, name: categoryName(c, lang) }))),
  ]
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <div>
            <p className={styles.eyebrow}>{t('news.eyebrow')}</p>
            <h1 className={styles.heading}>{tr('newsCenter')}</h1>
            <p className={styles.subtitle}>{t('news.subtitle')}</p>
          </div>
          <Form method="get" action="/SlNewsCenter" className={styles.search} role="search">
            {categoryId ? <input type="hidden" name="categoryId" value={categoryId} /> : null}
            <label htmlFor="news-q" className="visually-hidden">
              {t('news.searchLabel')}
            </label>
            <input
              id="news-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={title}
              placeholder={t('news.searchPlaceholder')}
            />
            <button type="submit">{t('news.search')}</button>
          </Form>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        {showFeatured ? <Featured lead={headlines[0]} others={headlines.slice(1, 6)} /> : null}

        <div className={articles.newsColumns}>
          <section className={articles.newsMain} aria-labelledby="news-list-heading">
            <h2 id="news-list-heading" className="visually-hidden">
              {t('news.latest')}
            </h2>
            <nav className={styles.tabs} aria-label={t('news.categories')}>
              {tabs.map((tab) => (
                <Link
                  key={tab.id ?? 'all'}
                  to={hrefOf(tab.id, title)}
                  className={tab.id === categoryId ? `${styles.tab} ${styles.tabActive}` : styles.tab}
                  aria-current={tab.id === categoryId ? 'page' : undefined}
                >
                  {tab.name}
                </Link>
              ))}
            </nav>
            {title ? (
              <p className={styles.results}>
                {t('news.results', { q: title, count: list.total })}{' '}
                <Link to={hrefOf(categoryId, '')}>{t('news.clearSearch')}</Link>
              </p>
            ) : null}
            {list.records.length ? (
              <div className={styles.list}>
                {list.records.map((a) => (
                  <NewsCard key={a.id} article={a} />
                ))}
              </div>
            ) : (
              <EmptyState text={t('news.empty')} />
            )}
            <Pager
              current={list.current}
              pages={list.pages}
              total={list.total}
              summary={t('paging.summary', { total: list.total })}
              centred
              href={(p) => hrefOf(categoryId, title, p)}
            />
          </section>
          <NewsSidebar
            sections={sections}
            headlines={industry}
            currentCategory={categoryId}
            picksTitle={t('news.industry')}
          />
        </div>
      </div>
    </div>
  )
}
