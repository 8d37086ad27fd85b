import { countryName, guideMenuGroups } from '@silk/content/guides/countries'
import { useTranslation } from 'react-i18next'
import {
  data,
  isRouteErrorResponse,
  Link,
  type LoaderFunctionArgs,
  type MetaArgs,
  useLoaderData,
  useRouteError,
} from 'react-router'
import { GuideHero } from '../../features/guides/GuideHero.tsx'
import { GuideMarket } from '../../features/guides/GuideMarket.tsx'
import { GuideOverview } from '../../features/guides/GuideOverview.tsx'
import { GuideSection, SectionNav } from '../../features/guides/GuideSection.tsx'
import { GuideServices } from '../../features/guides/GuideServices.tsx'
import styles from '../../features/guides/guide.module.css'
import { loadGuidePage } from '../../features/guides/guide-page.server.ts'
import { PortMap } from '../../features/guides/PortMap.tsx'
import { translator } from '../../i18n/i18n.ts'
import { toLang } from '../../i18n/resources.ts'
import { COOKIE, parseCookies } from '../../lib/cookies.ts'
import { langOf } from '../../lib/meta.ts'

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const lang = toLang(parseCookies(request.headers.get('cookie'))[COOKIE.lang])
  const page = loadGuidePage(url.searchParams.get('countryId'), lang)
  if (!page) {
    // A clear 404 listing the guides that do exist.
    const groups = guideMenuGroups().map((group) => ({
      id: group.continent.id,
      name: lang === 'en' ? group.continent.nameEn : group.continent.nameZh,
      countries: group.countries.map((c) => ({ id: c.id, name: countryName(c, lang) })),
    }))
    throw data({ groups }, { status: 404 })
  }
  return { ...page, url: `${url.origin}/slGuide?countryId=${page.guide.id}`, origin: url.origin }
}

export function meta({ data: page, matches }: MetaArgs<typeof loader>) {
  const t = translator(langOf(matches))
  if (!page) return [{ title: t('guide:notFound.title') }]
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
  const { guide, flag, map, related } = useLoaderData<typeof loader>()
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

interface NotFoundData {
  groups: { id: string; name: string; countries: { id: string; name: string }[] }[]
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('guide')
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error
  const { groups } = error.data as NotFoundData
  return (
    <section className={styles.notFound} data-testid="guide-not-found">
      <p className={styles.notFoundCode}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className={styles.notFoundGroups}>
        {groups.map((group) => (
          <div key={group.id}>
            <h2>{group.name}</h2>
            <ul>
              {group.countries.map((country) => (
                <li key={country.id}>
                  <Link to={`/slGuide?countryId=${country.id}`}>{country.name}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
