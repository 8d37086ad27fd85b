import type { Article, ArticleCategoryVO, ArticleVO } from '@silk/contracts/article'
import type { Page as ApiPage } from '@silk/contracts/paging'
import { data, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ArticleBody } from '../../features/articles/ArticleBody.tsx'
import articles from '../../features/articles/articles.module.css'
import { Breadcrumbs } from '../../features/articles/Breadcrumbs.tsx'
import {
  articleCategory,
  articleContent,
  articleSummary,
  articleTitle,
  day,
  idParam,
} from '../../features/articles/localise.ts'
import { NewsCard } from '../../features/articles/NewsCard.tsx'
import { NewsSidebar } from '../../features/articles/NewsSidebar.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { serverApi } from '../../lib/api/server.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'
import { seoTags, siteOf } from '../../lib/seo.ts'
import styles from './news-details.module.css'

const NEWS_TYPES = ['NEWS', 'INDUSTRY']
const ARTICLE_NOT_EXIST = 60006

const HAN = /\p{Script=Han}/u

export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = idParam(new URL(request.url).searchParams.get('id'))
  const api = serverApi(request, context)
  const [tree, headlines] = await Promise.all([
    api.get<ArticleCategoryVO[]>('/buyer/other/article/articleCategory/list'),
    api.get<ArticleVO[]>('/buyer/other/article/getArticle', { num: 6 }),
  ])
  const sections = tree.filter((c) => NEWS_TYPES.includes(c.type))
  if (!id) return { article: null, related: [] as ArticleVO[], sections, headlines }
  const article = await api.get<Article>(`/buyer/other/article/get/${id}`).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === ARTICLE_NOT_EXIST) return null
    throw err
  })
  if (!article) throw data(null, { status: 404 })
  const related = await api.get<ApiPage<ArticleVO>>('/buyer/other/article', {
    categoryId: article.categoryId,
    pageSize: 4,
  })
  return {
    article,
    related: related.records.filter((r) => r.id !== article.id).slice(0, 3),
    sections,
    headlines,
  }
}

type LoaderData = Awaited<ReturnType<typeof loader>>
const listMeta = pageMeta('newsDetails')
type MetaArgs = Parameters<typeof listMeta>[0] & { data?: LoaderData }

/** An article page carries its own title, description, breadcrumb and NewsArticle JSON-LD. */
export function meta(args: MetaArgs) {
  const article = args.data?.article
  if (!article) return listMeta(args)
  const site = siteOf(args.matches)
  const headline = articleTitle(article, site.lang)
  return seoTags(
    site,
    {
      title: `${headline} - ${site.siteName}`,
      description: articleSummary(article, site.lang),
      path: `/SlNewsDetails?id=${article.id}`,
      image: article.cover,
      breadcrumbs: [
        { name: '新闻中心', path: '/SlNewsCenter' },
        { name: article.articleCategoryName, path: `/SlNewsCenter?categoryId=${article.categoryId}` },
        { name: article.title },
      ],
      article: {
        headline,
        datePublished: article.publishTime,
        dateModified: article.updateTime,
        section: article.articleCategoryName,
        author: article.author,
        image: article.cover,
      },
    },
    args.location ?? { pathname: '/SlNewsDetails', search: '' },
  )
}

function ArticleView({ article, related }: { article: Article; related: ArticleVO[] }) {
  const { t } = useTranslation('articles')
  const { t: tr } = useTranslation('routes')
  const { lang } = useRootData()
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: tr('newsCenter'), to: '/SlNewsCenter' },
          { name: articleCategory(article, lang), to: `/SlNewsCenter?categoryId=${article.categoryId}` },
          { name: articleTitle(article, lang) },
        ]}
      />
      <article className={styles.article}>
        <header className={styles.header}>
          <span className={styles.chip}>{articleCategory(article, lang)}</span>
          <h1 className={styles.title}>{articleTitle(article, lang)}</h1>
          {lang === 'en' && !article.contentEn ? <p className={styles.original}>{article.title}</p> : null}
          <p className={styles.meta}>
            <span>
              {t('detail.published')}
              <time dateTime={day(article.publishTime)}>{day(article.publishTime)}</time>
            </span>
            {/* A byline has no English form: the English page leaves a Chinese one out. */}
            {article.author && !(lang === 'en' && HAN.test(article.author)) ? (
              <span>
                {t('detail.author')}
                {article.author}
              </span>
            ) : null}
          </p>
        </header>
        {lang === 'en' && !article.contentEn ? (
          <p className={articles.englishNote}>{t('detail.englishNote')}</p>
        ) : null}
        <ArticleBody html={articleContent(article, lang)} />
        <footer className={styles.footer}>
          <Link to="/SlNewsCenter" className="btn btn-ghost">
            ← {t('detail.back')}
          </Link>
        </footer>
      </article>
      {related.length ? (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading">{t('detail.related')}</h2>
          <div className={styles.relatedGrid}>
            {related.map((a) => (
              <NewsCard key={a.id} article={a} layout="card" />
            ))}
          </div>
        </section>
      ) : null}
    </>
  )
}

function Pick({ headlines }: { headlines: ArticleVO[] }) {
  const { t } = useTranslation('articles')
  const { t: tr } = useTranslation('routes')
  return (
    <>
      <Breadcrumbs trail={[{ name: tr('newsCenter'), to: '/SlNewsCenter' }, { name: tr('newsDetails') }]} />
      <section className={styles.article}>
        <h1 className={styles.title}>{tr('newsDetails')}</h1>
        <p className={styles.meta}>{t('detail.pickOne')}</p>
        <div className={styles.pickList}>
          {headlines.map((a) => (
            <NewsCard key={a.id} article={a} />
          ))}
        </div>
      </section>
    </>
  )
}

export default function NewsDetails() {
  const { article, related, sections, headlines } = useLoaderData<typeof loader>()
  return (
    <div className={styles.page}>
      <div className={`container ${articles.newsColumns}`}>
        <div className={`${articles.newsMain} ${styles.main}`}>
          {article ? <ArticleView article={article} related={related} /> : <Pick headlines={headlines} />}
        </div>
        <NewsSidebar
          sections={sections}
          headlines={headlines}
          currentCategory={article?.categoryId}
          excludeId={article?.id}
        />
      </div>
    </div>
  )
}
