import { accounts } from './accounts.ts'
import { addresses } from './addresses.ts'
import { afterSale } from './afterSale.ts'
import { articles } from './articles.ts'
import { cart } from './cart.ts'
import { chat } from './chat.ts'
import { checkout } from './checkout.ts'
import { chrome } from './chrome.ts'
import { common } from './common.ts'
import { complaint } from './complaint.ts'
import { consultation } from './consultation.ts'
import { contentPages } from './contentPages.ts'
import { coupons } from './coupons.ts'
import { distribution } from './distribution.ts'
import { evaluation } from './evaluation.ts'
import { guide } from './guide.ts'
import { home } from './home.ts'
import { kanjia } from './kanjia.ts'
import { live } from './live.ts'
import { memberCentre } from './memberCentre.ts'
import { orders } from './orders.ts'
import { payment } from './payment.ts'
import { pintuan } from './pintuan.ts'
import { rfq } from './rfq.ts'
import { routes } from './routes.ts'
import { shop } from './shop.ts'
import { storeApply } from './storeApply.ts'
import { wallet } from './wallet.ts'

/** The shop's namespaces in Chinese (the source of every key); the consoles add theirs while they render (decision 103). */
export const zh = {
  common,
  accounts,
  articles,
  chrome,
  routes,
  shop,
  cart,
  checkout,
  payment,
  orders,
  pintuan,
  kanjia,
  live,
  coupons,
  wallet,
  addresses,
  afterSale,
  complaint,
  home,
  memberCentre,
  contentPages,
  guide,
  evaluation,
  distribution,
  storeApply,
  consultation,
  rfq,
  chat,
}
