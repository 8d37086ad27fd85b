import { accounts as enAccounts } from './en/accounts.ts'
import { afterSale as enAfterSale } from './en/afterSale.ts'
import { articles as enArticles } from './en/articles.ts'
import { chrome as enChrome } from './en/chrome.ts'
import { common as enCommon } from './en/common.ts'
import { complaint as enComplaint } from './en/complaint.ts'
import { consultation as enConsultation } from './en/consultation.ts'
import { contentPages as enContentPages } from './en/contentPages.ts'
import { distribution as enDistribution } from './en/distribution.ts'
import { evaluation as enEvaluation } from './en/evaluation.ts'
import { guide as enGuide } from './en/guide.ts'
import { home as enHome } from './en/home.ts'
import { memberCentre as enMemberCentre } from './en/memberCentre.ts'
import { rfq as enRfq } from './en/rfq.ts'
import { routes as enRoutes } from './en/routes.ts'
import { shop as enShop } from './en/shop.ts'
import { storeApply as enStoreApply } from './en/storeApply.ts'
import { trade as enTrade } from './en/trade.ts'
import { accounts as zhAccounts } from './zh/accounts.ts'
import { afterSale as zhAfterSale } from './zh/afterSale.ts'
import { articles as zhArticles } from './zh/articles.ts'
import { chrome as zhChrome } from './zh/chrome.ts'
import { common as zhCommon } from './zh/common.ts'
import { complaint as zhComplaint } from './zh/complaint.ts'
import { consultation as zhConsultation } from './zh/consultation.ts'
import { contentPages as zhContentPages } from './zh/contentPages.ts'
import { distribution as zhDistribution } from './zh/distribution.ts'
import { evaluation as zhEvaluation } from './zh/evaluation.ts'
import { guide as zhGuide } from './zh/guide.ts'
import { home as zhHome } from './zh/home.ts'
import { memberCentre as zhMemberCentre } from './zh/memberCentre.ts'
import { rfq as zhRfq } from './zh/rfq.ts'
import { routes as zhRoutes } from './zh/routes.ts'
import { shop as zhShop } from './zh/shop.ts'
import { storeApply as zhStoreApply } from './zh/storeApply.ts'
import { trade as zhTrade } from './zh/trade.ts'

/** One namespace per area; features add theirs here (zh is the source, en must match its keys). */
export const resources = {
  'zh-CN': {
    common: zhCommon,
    accounts: zhAccounts,
    articles: zhArticles,
    chrome: zhChrome,
    routes: zhRoutes,
    shop: zhShop,
    trade: zhTrade,
    afterSale: zhAfterSale,
    complaint: zhComplaint,
    home: zhHome,
    memberCentre: zhMemberCentre,
    contentPages: zhContentPages,
    guide: zhGuide,
    evaluation: zhEvaluation,
    distribution: zhDistribution,
    storeApply: zhStoreApply,
    consultation: zhConsultation,
    rfq: zhRfq,
  },
  en: {
    common: enCommon,
    accounts: enAccounts,
    articles: enArticles,
    chrome: enChrome,
    routes: enRoutes,
    shop: enShop,
    trade: enTrade,
    afterSale: enAfterSale,
    complaint: enComplaint,
    home: enHome,
    memberCentre: enMemberCentre,
    contentPages: enContentPages,
    guide: enGuide,
    evaluation: enEvaluation,
    distribution: enDistribution,
    storeApply: enStoreApply,
    consultation: enConsultation,
    rfq: enRfq,
  },
} as const

export type Lang = keyof typeof resources
export const DEFAULT_LANG: Lang = 'zh-CN'
export const namespaces = Object.keys(resources['zh-CN']) as (keyof (typeof resources)['zh-CN'])[]

export function toLang(value: string | null | undefined): Lang {
  return value === 'en' ? 'en' : DEFAULT_LANG
}
