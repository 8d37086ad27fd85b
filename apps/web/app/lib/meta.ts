import type { MetaDescriptor } from 'react-router'
import { translator } from '../i18n/i18n.ts'
import { type Lang, toLang } from '../i18n/resources.ts'
import type { routes as zhRoutes } from '../i18n/zh/routes.ts'
import { type Seo, seoTags, siteOf } from './seo.ts'

type RootData = { lang?: Lang } | undefined
type Match = { id: string; data?: unknown } | undefined

/** The language the root loader chose, for code that runs in `meta`. */
export function langOf(matches: readonly Match[]): Lang {
  const root = matches.find((m) => m?.id === 'root')?.data as RootData
  return toLang(root?.lang)
}

/** Pages behind a login or of no use to a searcher: kept out of the index (robots.txt disallows them too). */
const PRIVATE_PAGES = new Set<keyof typeof zhRoutes>([
  'shopEntry',
  'login',
  'signUp',
  'forgetPassword',
  'cart',
  'pay',
  'payment',
  'sandboxPay',
  'payDone',
  'member',
  'myOrder',
  'orderDetail',
  'afterSale',
  'applyAfterSale',
  'afterSaleDetail',
  'coupons',
  'money',
  'tracks',
  'favorites',
  'myAddress',
  'addAddress',
  'point',
  'msgList',
  'comments',
  'addEval',
  'commentList',
  'evalDetail',
  'complain',
  'complainList',
  'complainDetail',
  'distribution',
  'preview',
  'notFound',
])

/** Said of the whole site when a page has no description of its own. */
const SITE_DESCRIPTION: Record<Lang, string> = {
  'zh-CN':
    '丝路之舟是服务中国品牌出海与海外品牌引进来的跨境贸易服务平台：出海服务、20国出海指南、品牌馆、行业资讯与多商户商城。',
  en: 'Silk Road Ark is a cross-border trade services platform for Chinese brands going abroad and overseas brands entering China: services, country guides for 20 markets, brands, insights and a multi-vendor shop.',
}

/**
 * `meta` for a page whose title is a translation key (spec §2: the title is reset from a translation
 * on every navigation), with the site's SEO tags (lib/seo.ts): canonical URL, hreflang alternates,
 * Open Graph and Organization JSON-LD. Pass a description for pages that search engines should describe.
 */
export function pageMeta(
  key: keyof typeof zhRoutes,
  description?: string | { zh: string; en: string },
  extra: Partial<Seo> = {},
) {
  return ({
    matches,
    location,
  }: {
    matches: readonly Match[]
    location?: { pathname: string; search: string }
  }): MetaDescriptor[] => {
    const site = siteOf(matches)
    const t = translator(site.lang)
    const seo: Seo = {
      title: t(`routes:${key}`),
      // A description in both languages is read in the page's; a plain string is the same in both.
      description:
        typeof description === 'object'
          ? description[site.lang === 'en' ? 'en' : 'zh']
          : (description ?? SITE_DESCRIPTION[site.lang]),
      noindex: PRIVATE_PAGES.has(key),
      ...extra,
    }
    return seoTags(site, seo, location ?? { pathname: '/', search: '' })
  }
}
