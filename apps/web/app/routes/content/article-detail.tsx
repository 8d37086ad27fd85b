import type { Article, ArticleCategoryVO, ArticleVO } from '@silk/contracts/article'
import type { Page as ApiPage } from '@silk/contracts/paging'
import { data, Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ArticleBody } from '../../features/articles/ArticleBody.tsx'
import articles from '../../features/articles/articles.module.css'
import { Breadcrumbs } from '../../features/articles/Breadcrumbs.tsx'
import { articleContent, articleTitle, categoryName, day, idParam } from '../../features/articles/localise.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { serverApi } from '../../lib/api/server.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'
import { seoTags, siteOf } from '../../lib/seo.ts'
import styles from './article-detail.module.css'

const ARTICLE_NOT_EXIST = 60006

export const helpHref = (id: string) => `/article/detail?id=${id}`

/** 帮助中心: the HELP category tree with its articles on the left, the chosen article (`?id=`) on the right. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const requested = idParam(new URL(request.url).searchParams.get('id'))
  const api = serverApi(request, context)
  const tree = await api.get<ArticleCategoryVO[]>('/buyer/other/article/articleCategory/list')
  const root = tree.find((c) => c.type === 'HELP')
  const topics = root?.children ?? []
  const list = root
    ? await api.get<ApiPage<ArticleVO>>('/buyer/other/article', { categoryId: root.id, pageSize: 100 })
    : null
  const byTopic = topics.map((topic) => ({
    topic,
    articles: (list?.records ?? []).filter((a) => a.categoryId === topic.id),
  }))
  const id = requested ?? byTopic.find((g) => g.articles.length)?.articles[0]?.id
  let article: Article | null = null
  if (id) {
    article = await api.get<Article>(`/buyer/other/article/get/${id}`).catch((err: unknown) => {
      if (err instanceof ApiError && err.code === ARTICLE_NOT_EXIST) return null
      throw err
    })
    if (!article && requested) throw data(null, { status: 404 })
  }
  return { byTopic, article, deepLinked: Boolean(requested) }
}

type LoaderData = Awaited<ReturnType<typeof loader>>
const baseMeta = pageMeta('articleDetail')
type MetaArgs = Parameters<typeof baseMeta>[0] & { data?: LoaderData }

export function meta(args: MetaArgs) {
  const article = args.data?.deepLinked ? args.data.article : null
  const site = siteOf(args.matches)
  const helpTitle = site.lang === 'en' ? 'Help Centre' : '帮助中心'
  if (!article) {
    return pageMeta(
      'articleDetail',
      site.lang === 'en'
        ? 'Silk Road Ark help centre: shopping, payment, delivery, after-sales, membership, selling and cross-border rules.'
        : '丝路之舟帮助中心：购物指南、支付方式、配送说明、售后服务、会员中心、商家入驻与跨境规则常见问题解答。',
      { breadcrumbs: [{ name: helpTitle }] },
    )(args)
  }
  return seoTags(
    site,
    {
      title: `${articleTitle(article, site.lang)} - ${helpTitle}`,
      description: site.lang === 'en' && article.summaryEn ? article.summaryEn : article.summary,
      path: `/article/detail?id=${article.id}`,
      breadcrumbs: [
        { name: helpTitle, path: '/article/detail' },
        { name: article.articleCategoryName },
        { name: article.title },
      ],
    },
    args.location ?? { pathname: '/article/detail', search: '' },
  )
}

export default function HelpCentre() {
  const { byTopic, article } = useLoaderData<typeof loader>()
  const { t } = useTranslation('articles')
  const { t: tr } = useTranslation('routes')
  const { lang } = useRootData()
  const current = byTopic.find((g) => g.topic.id === article?.categoryId)
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>{t('help.eyebrow')}</p>
          <h1 className={styles.heading}>{tr('articleDetail')}</h1>
          <p className={styles.subtitle}>{t('help.subtitle')}</p>
        </div>
      </header>
      <div className={`container ${styles.columns}`}>
        <nav className={styles.tree} aria-label={t('help.nav')}>
          <p className={styles.treeTitle}>{t('help.nav')}</p>
          {byTopic.map(({ topic, articles }) => (
            <details key={topic.id} className={styles.topic} open={topic.id === article?.categoryId}>
              <summary>
                {categoryName(topic, lang)}
                <span className={styles.count}>{articles.length}</span>
              </summary>
              <ul>
                {articles.map((a) => (
                  <li key={a.id}>
                    <Link
                      to={helpHref(a.id)}
                      className={a.id === article?.id ? styles.current : undefined}
                      aria-current={a.id === article?.id ? 'page' : undefined}
                      preventScrollReset
                    >
                      {articleTitle(a, lang)}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </nav>

        <div className={styles.main}>
          {article ? (
            <article className={styles.article}>
              <Breadcrumbs
                trail={[
                  { name: tr('articleDetail'), to: '/article/detail' },
                  { name: current ? categoryName(current.topic, lang) : article.articleCategoryName },
                  { name: articleTitle(article, lang) },
                ]}
              />
              <h2 className={styles.title}>{articleTitle(article, lang)}</h2>
              <p className={styles.meta}>
                {t('help.updated')}{' '}
                <time dateTime={day(article.updateTime ?? article.publishTime)}>
                  {day(article.updateTime ?? article.publishTime)}
                </time>
              </p>
              {lang === 'en' && !article.contentEn ? (
                <p className={articles.englishNote}>{t('detail.englishNote')}</p>
              ) : null}
              <ArticleBody html={articleContent(article, lang)} />
            </article>
          ) : null}
          {current && current.articles.length > 1 ? (
            <section className={styles.more} aria-labelledby="help-more">
              <h2 id="help-more">{t('help.inCategory')}</h2>
              <ul>
                {current.articles
                  .filter((a) => a.id !== article?.id)
                  .map((a) => (
                    <li key={a.id}>
                      <Link to={helpHref(a.id)} className={styles.moreLink}>
                        {articleTitle(a, lang)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
          ) : null}
          <section className={styles.contact}>
            <div>
              <h2>{t('help.contactTitle')}</h2>
              <p>{t('help.contactText')}</p>
            </div>
            <Link to="/Service" className="btn btn-gold">
              {t('help.contact')}
            </Link>
          </section>
        </div>
      </div>
    </div>
  )
}
