import { describe, expect, it } from 'vitest'
import { BRAND_BASES } from '../brands/base.ts'
import { PAGES } from './index.ts'
import { ContentPage, type Section } from './schema.ts'

/** In-site routes a content link may point to (spec §2). */
const ROUTES = [
  '/',
  '/SlNewsCenter',
  '/slBrand',
  '/slBrand/build',
  '/SlBrandDetails',
  '/Analyse',
  '/Strategy',
  '/Promotion',
  '/Bglobal',
  '/slGuide',
  '/slShop',
  '/travel',
  '/support',
  '/shipGoods',
  '/slNew',
  '/Initiative',
  '/Service',
  '/article/detail',
  '/home/MyOrder',
  '/home/Coupons',
  '/home/MoneyManagement',
  '/Preview',
  '/Nsystem',
  '/protect',
]

/** Blocks a page renders itself between its sections (the brand directory, the document viewer). */
const PAGE_ANCHORS: Partial<Record<string, string[]>> = {
  brand: ['directory'],
  preview: ['viewer'],
  initiative: ['guides'],
}

const keys = Object.keys(PAGES['zh-CN']) as (keyof (typeof PAGES)['zh-CN'])[]
const brandIds = new Set(BRAND_BASES.map((b) => b.id))

/** The language-independent skeleton of a section: kind, id, list sizes and link targets. */
function skeleton(section: Section): unknown {
  switch (section.kind) {
    case 'intro':
      return [section.kind, section.id, section.paragraphs.length, section.highlights?.length ?? 0]
    case 'stats':
      return [section.kind, section.id, section.items.length, Boolean(section.source)]
    case 'features':
      return [section.kind, section.id, section.items.map((i) => [i.icon, i.points?.length ?? 0])]
    case 'services':
      return [
        section.kind,
        section.id,
        section.items.map((i) => [i.anchor, i.icon, i.offerings.length, i.deliverables.length]),
      ]
    case 'steps':
      return [section.kind, section.id, section.items.map((i) => Boolean(i.duration))]
    case 'pricing':
      return [section.kind, section.id, section.plans.map((p) => [p.includes.length, Boolean(p.featured)])]
    case 'cases':
      return [section.kind, section.id, section.items.map((c) => [c.brandId, c.results.length])]
    case 'table':
      return [section.kind, section.id, section.columns.length, section.rows.length, Boolean(section.note)]
    case 'faq':
      return [section.kind, section.id, section.items.length]
    case 'links':
      return [section.kind, section.id, section.items.map((i) => [i.icon, i.href])]
    case 'contact':
      return [section.kind, section.id, section.channels.map((c) => [c.icon, c.href]), Boolean(section.note)]
  }
}

function hrefsOf(page: ContentPage): string[] {
  const out = (page.hero.actions ?? []).map((a) => a.href)
  for (const s of page.sections) if (s.kind === 'links') out.push(...s.items.map((i) => i.href))
  return out
}

describe('content pages', () => {
  it('has the same pages in zh and en', () => {
    expect(Object.keys(PAGES.en).sort()).toEqual([...keys].sort())
  })

  for (const key of keys) {
    describe(key, () => {
      it.each(['zh-CN', 'en'] as const)('%s validates against the schema', (lang) => {
        const parsed = ContentPage.safeParse(PAGES[lang][key])
        expect(parsed.success ? [] : parsed.error.issues).toEqual([])
      })

      it('has the same structure in zh and en', () => {
        const zh = PAGES['zh-CN'][key]
        const en = PAGES.en[key]
        expect(en.hero.art).toBe(zh.hero.art)
        expect(en.hero.actions?.map((a) => a.href)).toEqual(zh.hero.actions?.map((a) => a.href))
        expect(en.sections.map(skeleton)).toEqual(zh.sections.map(skeleton))
      })

      it('links only to existing routes, anchors on the page and known brands', () => {
        const page = PAGES['zh-CN'][key]
        const anchors = new Set([
          ...(PAGE_ANCHORS[key] ?? []),
          ...page.sections.flatMap((s) => [
            s.id,
            ...(s.kind === 'services' ? s.items.map((i) => i.anchor) : []),
          ]),
        ])
        for (const href of hrefsOf(page)) {
          if (href.startsWith('#')) {
            expect(anchors.has(href.slice(1)), href).toBe(true)
            continue
          }
          const url = new URL(href, 'http://site')
          expect(ROUTES, href).toContain(url.pathname)
          if (url.pathname === '/SlBrandDetails')
            expect(brandIds.has(url.searchParams.get('id') ?? ''), href).toBe(true)
        }
        for (const s of page.sections) {
          if (s.kind === 'cases')
            for (const c of s.items) if (c.brandId) expect(brandIds.has(c.brandId), c.brandId).toBe(true)
        }
      })

      it('writes Chinese in zh and no Chinese characters outside names in en', () => {
        const zh = JSON.stringify(PAGES['zh-CN'][key])
        const en = JSON.stringify(PAGES.en[key])
        expect(zh).toMatch(/[\u4e00-\u9fff]/)
        // English pages may quote a Chinese brand name; anything more is an untranslated text.
        const han = en.match(/[\u4e00-\u9fff]+/g) ?? []
        expect(han.filter((w) => w !== '露西亚')).toEqual([])
      })
    })
  }

  it('describes the six core services on /Bglobal in the order of the home page tiles', () => {
    const services = PAGES['zh-CN'].bglobal.sections.find((s) => s.kind === 'services')
    expect(services?.kind === 'services' && services.items.map((i) => i.title)).toEqual([
      '出海服务',
      '出海指南',
      '出海数字平台',
      '资本服务',
      '海外利益保护',
      '综合服务',
    ])
  })
})
