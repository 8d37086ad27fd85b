import { describe, expect, it } from 'vitest'
import { canonicalPath, isoChinaTime, type SeoSite, seoTags } from './seo.ts'

const site: SeoSite = {
  origin: 'https://www.silkroadark.example',
  englishSiteUrl: null,
  siteName: '丝路之舟',
  logo: '/brand/logo.svg',
  lang: 'zh-CN',
}
const here = { pathname: '/SlNewsDetails', search: '?id=1&utm_source=wx' }

type Tag = Record<string, unknown>
const find = (tags: Tag[], pred: (t: Tag) => boolean) => tags.find(pred)
const ld = (tags: Tag[]) => tags.filter((t) => 'script:ld+json' in t).map((t) => t['script:ld+json'] as Tag)

describe('canonicalPath', () => {
  it('keeps identifying parameters in a stable order and drops tracking and language', () => {
    expect(canonicalPath('/SlNewsCenter', '?page=2&categoryId=201&utm_medium=x&lang=en')).toBe(
      '/SlNewsCenter?categoryId=201&page=2',
    )
    expect(canonicalPath('/', '')).toBe('/')
    expect(canonicalPath('/article/detail', '?id=')).toBe('/article/detail')
  })
})

describe('seoTags', () => {
  it('writes title, description, canonical, hreflang alternates and Organization JSON-LD', () => {
    const tags = seoTags(site, { title: '新闻详情', description: '摘要' }, here) as Tag[]
    expect(tags[0]).toEqual({ title: '新闻详情' })
    expect(find(tags, (t) => t.name === 'description')?.content).toBe('摘要')
    expect(find(tags, (t) => t.rel === 'canonical')?.href).toBe(
      'https://www.silkroadark.example/SlNewsDetails?id=1',
    )
    const alternates = tags.filter((t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href])
    expect(alternates).toEqual([
      ['zh-CN', 'https://www.silkroadark.example/SlNewsDetails?id=1'],
      ['en', 'https://www.silkroadark.example/SlNewsDetails?id=1&lang=en'],
      ['x-default', 'https://www.silkroadark.example/SlNewsDetails?id=1'],
    ])
    expect(ld(tags).map((x) => x['@type'])).toEqual(['Organization'])
    expect(find(tags, (t) => t.name === 'robots')).toBeUndefined()
  })

  it('points English alternates at the English site when one is configured, and marks private pages noindex', () => {
    const tags = seoTags(
      { ...site, englishSiteUrl: 'https://en.silkroadark.example' },
      { title: '购物车', noindex: true },
      { pathname: '/cart', search: '' },
    ) as Tag[]
    expect(find(tags, (t) => t.hrefLang === 'en')?.href).toBe('https://en.silkroadark.example/cart')
    expect(find(tags, (t) => t.name === 'robots')?.content).toBe('noindex, follow')
  })

  it('the English rendering is canonical to its own lang=en URL', () => {
    const tags = seoTags({ ...site, lang: 'en' }, { title: 'News' }, here) as Tag[]
    expect(find(tags, (t) => t.rel === 'canonical')?.href).toBe(
      'https://www.silkroadark.example/SlNewsDetails?id=1&lang=en',
    )
  })

  it('adds BreadcrumbList and NewsArticle with absolute URLs and ISO dates', () => {
    const tags = seoTags(
      site,
      {
        title: 'RCEP',
        description: '累积规则',
        breadcrumbs: [{ name: '新闻中心', path: '/SlNewsCenter' }, { name: 'RCEP' }],
        article: { headline: 'RCEP', datePublished: '2025-04-08 09:30:00', image: '/media/news/policy.svg' },
      },
      here,
    ) as Tag[]
    const [, crumbs, article] = ld(tags)
    expect(crumbs['@type']).toBe('BreadcrumbList')
    expect((crumbs.itemListElement as Tag[]).map((i) => i.item)).toEqual([
      'https://www.silkroadark.example/',
      'https://www.silkroadark.example/SlNewsCenter',
      'https://www.silkroadark.example/SlNewsDetails?id=1',
    ])
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      datePublished: '2025-04-08T09:30:00+08:00',
      image: ['https://www.silkroadark.example/media/news/policy.svg'],
    })
    expect(find(tags, (t) => t.property === 'og:type')?.content).toBe('article')
    expect(isoChinaTime('2026-01-02 03:04:05')).toBe('2026-01-02T03:04:05+08:00')
  })
})
