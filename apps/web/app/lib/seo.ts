import { contractTimeRfc3339 } from '@silk/contracts/china-time'
import type { MetaDescriptor } from 'react-router'
import type { Lang } from '../i18n/resources.ts'
import type { RootData } from './root-data.ts'

/**
 * Search-engine tags for one page: title and description, canonical URL on PUBLIC_ORIGIN, hreflang
 * zh/en alternates, Open Graph, and JSON-LD (Organization on every page, BreadcrumbList and Article
 * where given). Pages call it through `pageMeta` (lib/meta.ts) or `seoMeta` for data-driven titles.
 */
export interface Seo {
  title: string
  description?: string
  /** Path and query that identify this page; defaults to the current location. */
  path?: string
  /** Trail below the home page, e.g. [{ name: '新闻中心', path: '/SlNewsCenter' }, { name: title }]. */
  breadcrumbs?: { name: string; path?: string }[]
  article?: {
    headline: string
    datePublished: string
    dateModified?: string | null
    section?: string
    author?: string | null
    image?: string | null
  }
  image?: string | null
  /** Private pages (member centre, cart, sign-in) are kept out of search results. */
  noindex?: boolean
}

export interface SeoSite {
  origin: string
  englishSiteUrl: string | null
  siteName: string
  logo: string
  lang: Lang
}

type Match = { id: string; data?: unknown } | undefined

export function siteOf(matches: readonly Match[]): SeoSite {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData | undefined
  return {
    origin: (root?.config?.publicOrigin ?? 'http://localhost:10000').replace(/\/$/, ''),
    englishSiteUrl: root?.config?.englishSiteUrl?.replace(/\/$/, '') ?? null,
    siteName: root?.site?.siteName ?? '丝路之舟',
    logo: root?.site?.logo ?? '/brand/logo.svg',
    lang: root?.lang ?? 'zh-CN',
  }
}

/** Query parameters that never make a different page (tracking, language). */
const NOISE = /^(utm_.*|spm|from|fbclid|gclid|lang)$/i

/** The path with its query kept only where it identifies content, parameters in a stable order. */
export function canonicalPath(pathname: string, search = ''): string {
  const params = new URLSearchParams(search)
  const kept = [...params.entries()].filter(([k, v]) => v !== '' && !NOISE.test(k))
  kept.sort(([a], [b]) => a.localeCompare(b))
  const query = new URLSearchParams(kept).toString()
  return `${pathname || '/'}${query ? `?${query}` : ''}`
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** The English alternate: the English site when one is configured, else this site with `lang=en`. */
function englishUrl(site: SeoSite, path: string): string {
  if (site.englishSiteUrl) return `${site.englishSiteUrl}${path}`
  return `${site.origin}${path}${path.includes('?') ? '&' : '?'}lang=en`
}

export function organizationLd(site: SeoSite) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.siteName,
    alternateName: 'Silk Road Ark',
    url: `${site.origin}/`,
    logo: absolute(site.origin, site.logo),
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        availableLanguage: ['zh-CN', 'en'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:30',
        },
      },
    ],
  }
}

export function seoTags(
  site: SeoSite,
  seo: Seo,
  current: { pathname: string; search: string },
): MetaDescriptor[] {
  const path = seo.path ?? canonicalPath(current.pathname, current.search)
  const zhUrl = `${site.origin}${path}`
  const enUrl = englishUrl(site, path)
  const canonical = site.lang === 'en' && !site.englishSiteUrl ? enUrl : zhUrl
  // The title is the page's translation as the spec asks; pages that want the site name add it.
  const tags: MetaDescriptor[] = [{ title: seo.title }]
  if (seo.description) tags.push({ name: 'description', content: seo.description })
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex, follow' })
  tags.push(
    { tagName: 'link', rel: 'canonical', href: canonical },
    { tagName: 'link', rel: 'alternate', hrefLang: 'zh-CN', href: zhUrl },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: enUrl },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: zhUrl },
    { property: 'og:site_name', content: site.siteName },
    { property: 'og:title', content: seo.title },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: seo.article ? 'article' : 'website' },
    { property: 'og:locale', content: site.lang === 'en' ? 'en_US' : 'zh_CN' },
  )
  if (seo.description) tags.push({ property: 'og:description', content: seo.description })
  const image = seo.image ?? seo.article?.image
  if (image) tags.push({ property: 'og:image', content: absolute(site.origin, image) })
  tags.push({ 'script:ld+json': organizationLd(site) })
  if (seo.breadcrumbs?.length) tags.push({ 'script:ld+json': breadcrumbLd(site, seo.breadcrumbs, canonical) })
  if (seo.article) tags.push({ 'script:ld+json': articleLd(site, seo, canonical) })
  return tags
}

function breadcrumbLd(site: SeoSite, trail: NonNullable<Seo['breadcrumbs']>, canonical: string) {
  const home = { name: site.lang === 'en' ? 'Home' : '首页', path: '/' }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.path ? absolute(site.origin, crumb.path) : canonical,
    })),
  }
}

/** Dates arrive as `yyyy-MM-dd HH:mm:ss` in GMT+8 (the API's format). */
export function isoChinaTime(value: string): string {
  return contractTimeRfc3339(value) ?? value
}

function articleLd(site: SeoSite, seo: Seo, canonical: string) {
  const a = seo.article!
  const image = a.image ?? seo.image
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.headline.slice(0, 110),
    description: seo.description,
    datePublished: isoChinaTime(a.datePublished),
    dateModified: isoChinaTime(a.dateModified ?? a.datePublished),
    articleSection: a.section,
    inLanguage: site.lang,
    mainEntityOfPage: canonical,
    image: image ? [absolute(site.origin, image)] : undefined,
    author: { '@type': 'Organization', name: a.author || site.siteName, url: `${site.origin}/` },
    publisher: {
      '@type': 'Organization',
      name: site.siteName,
      logo: { '@type': 'ImageObject', url: absolute(site.origin, site.logo) },
    },
  }
}

/** `meta` for a data-driven page: `build` turns the loader data into the page's Seo. */
export function seoMeta<D>(build: (data: D | undefined, site: SeoSite) => Seo) {
  return ({
    data,
    matches,
    location,
  }: {
    data?: unknown
    matches: readonly Match[]
    location: { pathname: string; search: string }
  }): MetaDescriptor[] => {
    const site = siteOf(matches)
    return seoTags(site, build(data as D | undefined, site), location)
  }
}
