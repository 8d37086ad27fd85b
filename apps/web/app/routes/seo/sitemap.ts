import { BRAND_BASES } from '@silk/content/brands/base'
import { COUNTRIES } from '@silk/content/guides/countries'
import type { ArticleCategoryVO, ArticleVO } from '@silk/contracts/article'
import { dayText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import type { LoaderFunctionArgs } from 'react-router'
import { serverApi } from '../../lib/api/server.ts'
import { articlePath, helpIds } from '../../lib/article-links.ts'

/** Public pages of spec §2 (member, cart, sign-in and preview pages are private and left out). */
export const PUBLIC_PAGES = [
  '/',
  '/Bglobal',
  '/Initiative',
  '/slBrand',
  '/slBrand/build',
  '/Analyse',
  '/Strategy',
  '/Promotion',
  '/travel',
  '/support',
  '/shipGoods',
  '/slNew',
  '/protect',
  '/Service',
  '/SlNewsCenter',
  '/article/detail',
  '/privacy',
  '/terms',
  '/slShop',
  '/category',
  '/goodsList',
]

interface Entry {
  path: string
  lastmod?: string
  priority: string
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

/** Every open article, a page of 100 at a time. */
async function allArticles(api: ReturnType<typeof serverApi>): Promise<ArticleVO[]> {
  const out: ArticleVO[] = []
  for (let pageNumber = 1; pageNumber <= 100; pageNumber++) {
    const page = await api.get<Page<ArticleVO>>('/buyer/other/article', { pageNumber, pageSize: 100 })
    out.push(...page.records)
    if (pageNumber >= page.pages) break
  }
  return out
}

/** sitemap.xml: public pages, every country guide, brand and article, with zh/en alternates. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = context.publicConfig.publicOrigin.replace(/\/$/, '')
  const english = context.publicConfig.englishSiteUrl?.replace(/\/$/, '') ?? null
  const api = serverApi(request, context)
  const [tree, articles] = await Promise.all([
    api.get<ArticleCategoryVO[]>('/buyer/other/article/articleCategory/list'),
    allArticles(api),
  ])
  const help = helpIds(tree)
  const entries: Entry[] = [
    ...PUBLIC_PAGES.map((path) => ({ path, priority: path === '/' ? '1.0' : '0.8' })),
    ...COUNTRIES.map((c) => ({ path: `/slGuide?countryId=${c.id}`, priority: '0.9' })),
    ...BRAND_BASES.map((b) => ({ path: `/SlBrandDetails?id=${b.id}`, priority: '0.6' })),
    ...articles.map((a) => ({
      path: articlePath(a, help),
      lastmod: dayText(a.publishTime),
      priority: help.has(a.categoryId) ? '0.5' : '0.7',
    })),
  ]
  const enUrl = (path: string) =>
    english ? `${english}${path}` : `${origin}${path}${path.includes('?') ? '&' : '?'}lang=en`
  const urls = entries.map((e) => {
    const loc = `${origin}${e.path}`
    return [
      '  <url>',
      `    <loc>${escapeXml(loc)}</loc>`,
      e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>` : null,
      `    <priority>${e.priority}</priority>`,
      `    <xhtml:link rel="alternate" hreflang="zh-CN" href="${escapeXml(loc)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${escapeXml(enUrl(e.path))}"/>`,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
