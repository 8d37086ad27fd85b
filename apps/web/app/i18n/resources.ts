import { accounts as enAccounts } from './en/accounts.ts'
import { addresses as enAddresses } from './en/addresses.ts'
import { afterSale as enAfterSale } from './en/afterSale.ts'
import { articles as enArticles } from './en/articles.ts'
import { cart as enCart } from './en/cart.ts'
import { checkout as enCheckout } from './en/checkout.ts'
import { chrome as enChrome } from './en/chrome.ts'
import { common as enCommon } from './en/common.ts'
import { complaint as enComplaint } from './en/complaint.ts'
import { consultation as enConsultation } from './en/consultation.ts'
import { contentPages as enContentPages } from './en/contentPages.ts'
import { coupons as enCoupons } from './en/coupons.ts'
import { distribution as enDistribution } from './en/distribution.ts'
import { evaluation as enEvaluation } from './en/evaluation.ts'
import { guide as enGuide } from './en/guide.ts'
import { home as enHome } from './en/home.ts'
import { memberCentre as enMemberCentre } from './en/memberCentre.ts'
import { orders as enOrders } from './en/orders.ts'
import { payment as enPayment } from './en/payment.ts'
import { rfq as enRfq } from './en/rfq.ts'
import { routes as enRoutes } from './en/routes.ts'
import { shop as enShop } from './en/shop.ts'
import { storeApply as enStoreApply } from './en/storeApply.ts'
import { wallet as enWallet } from './en/wallet.ts'
import { accounts as zhAccounts } from './zh/accounts.ts'
import { addresses as zhAddresses } from './zh/addresses.ts'
import { afterSale as zhAfterSale } from './zh/afterSale.ts'
import { articles as zhArticles } from './zh/articles.ts'
import { cart as zhCart } from './zh/cart.ts'
import { checkout as zhCheckout } from './zh/checkout.ts'
import { chrome as zhChrome } from './zh/chrome.ts'
import { common as zhCommon } from './zh/common.ts'
import { complaint as zhComplaint } from './zh/complaint.ts'
import { consultation as zhConsultation } from './zh/consultation.ts'
import { contentPages as zhContentPages } from './zh/contentPages.ts'
import { coupons as zhCoupons } from './zh/coupons.ts'
import { distribution as zhDistribution } from './zh/distribution.ts'
import { evaluation as zhEvaluation } from './zh/evaluation.ts'
import { guide as zhGuide } from './zh/guide.ts'
import { home as zhHome } from './zh/home.ts'
import { memberCentre as zhMemberCentre } from './zh/memberCentre.ts'
import { orders as zhOrders } from './zh/orders.ts'
import { payment as zhPayment } from './zh/payment.ts'
import { rfq as zhRfq } from './zh/rfq.ts'
import { routes as zhRoutes } from './zh/routes.ts'
import { shop as zhShop } from './zh/shop.ts'
import { storeApply as zhStoreApply } from './zh/storeApply.ts'
import { wallet as zhWallet } from './zh/wallet.ts'

/** One namespace per area; features add theirs here (zh is the source, en must match its keys). */
export const resources = {
  'zh-CN': {
    common: zhCommon,
    accounts: zhAccounts,
    articles: zhArticles,
    chrome: zhChrome,
    routes: zhRoutes,
    shop: zhShop,
    cart: zhCart,
    checkout: zhCheckout,
    payment: zhPayment,
    orders: zhOrders,
    coupons: zhCoupons,
    wallet: zhWallet,
    addresses: zhAddresses,
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
    cart: enCart,
    checkout: enCheckout,
    payment: enPayment,
    orders: enOrders,
    coupons: enCoupons,
    wallet: enWallet,
    addresses: enAddresses,
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
