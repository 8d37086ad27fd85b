import {
  data,
  isRouteErrorResponse,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useRouteError,
} from 'react-router'
import { GuideHero } from '../../features/guides/GuideHero.tsx'
import { type GuideGroup, GuideIndex } from '../../features/guides/GuideIndex.tsx'
import { GuideMarket } from '../../features/guides/GuideMarket.tsx'
import { GuideOverview } from '../../features/guides/GuideOverview.tsx'
import { GuideSection, SectionNav } from '../../features/guides/GuideSection.tsx'
import { GuideServices } from '../../features/guides/GuideServices.tsx'
import styles from '../../features/guides/guide.module.css'
import { loadGuideGroups, loadGuideIndexMap, loadGuidePage } from '../../features/guides/guide-page.server.ts'
import { PortMap } from '../../features/guides/PortMap.tsx'
import { translator } from '../../i18n/i18n.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { renderLang } from '../../lib/api/server.ts'
import { langOf } from '../../lib/meta.ts'

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const lang = renderLang(request)
  const countryId = url.searchParams.get('countryId')
  // Without a country the page lists every guide; an unknown country is a clear 404 with the same list.
  if (!countryId)
    return {
      kind: 'index' as const,
      groups: loadGuideGroups(lang),
      map: loadGuideIndexMap(),
      origin: url.origin,
    }
  const page = loadGuidePage(countryId, lang)
  if (!page) throw data({ groups: loadGuideGroups(lang) }, { status: 404 })
  return {
    kind: 'guide' as const,
    ...page,
    url: `${url.origin}/slGuide?countryId=${page.guide.id}`,
    origin: url.origin,
  }
}

export function meta({ data: page, matches }: MetaArgs<typeof loader>) {
  const t = translator(langOf(matches))
  if (!page) return [{ title: t('guide:notFound.title') }]
  if (page.kind === 'index') {
    return [
      { title: t('routes:guide') },
      { name: 'description', content: t('guide:indexDescription') },
      { tagName: 'link', rel: 'canonical', href: `${page.origin}/slGuide` },
    ]
  }
  const { guide } = page
  const title = t('guide:title', { name: guide.name })
  return [
    { title },
    { name: 'description', content: t('guide:description', { name: guide.name, tagline: guide.tagline }) },
    { tagName: 'link', rel: 'canonical', href: page.url },
    { property: 'og:title', content: title },
    { property: 'og:type', content: 'article' },
    { property: 'og:image', content: `${page.origin}${guide.banners[0].src}` },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: t('guide:breadcrumb.home'), item: `${page.origin}/` },
          {
            '@type': 'ListItem',
            position: 2,
            name: t('guide:breadcrumb.guides'),
            item: `${page.origin}/Initiative`,
          },
          { '@type': 'ListItem', position: 3, name: title, item: page.url },
        ],
      },
    },
  ]
}

export default function GuidePage() {
  const page = useLoaderData<typeof loader>()
  const { t } = useTranslation('guide')
  if (page.kind === 'index') {
    return (
      <GuideIndex groups={page.groups} map={page.map}>
        <p className={styles.eyebrowDark}>{t('heroEyebrow')}</p>
        <h1>{t('indexTitle')}</h1>
        <p>{t('indexText')}</p>
      </GuideIndex>
    )
  }
  const { guide, flag, map, related } = page
  return (
    <article className={styles.page} data-testid="guide" data-country={guide.id}>
      <GuideHero guide={guide} flag={flag} />
      <SectionNav />
      <GuideOverview guide={guide} />
      <GuideSection id="ports" tone="dark">
        <PortMap guide={guide} map={map} />
      </GuideSection>
      <GuideMarket guide={guide} />
      <GuideServices guide={guide} related={related} />
    </article>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('guide')
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error
  const { groups } = error.data as { groups: GuideGroup[] }
  return (
    <div data-testid="guide-not-found">
      <GuideIndex groups={groups}>
        <p className={styles.notFoundCode}>404</p>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
      </GuideIndex>
    </div>
  )
}
