import { CONSOLES } from '@silk/contracts/console'
import type { StoreSessionView } from '@silk/contracts/store-staff'
import type { AppLoadContext } from 'react-router'
import { useRouteLoaderData } from 'react-router'
import type { z } from 'zod'
import { flashSale as enFlashSale } from '../../i18n/en/flash-sale.ts'
import { fullDiscount as enFullDiscount } from '../../i18n/en/full-discount.ts'
import { reports as enReports } from '../../i18n/en/reports.ts'
import { seller as enSeller } from '../../i18n/en/seller.ts'
import { sellerChat as enSellerChat } from '../../i18n/en/seller-chat.ts'
import { sellerDistribution as enSellerDistribution } from '../../i18n/en/seller-distribution.ts'
import { sellerOrders as enSellerOrders } from '../../i18n/en/seller-orders.ts'
import { sellerQueues as enSellerQueues } from '../../i18n/en/seller-queues.ts'
import { sellerRfq as enSellerRfq } from '../../i18n/en/seller-rfq.ts'
import { sellerSettings as enSellerSettings } from '../../i18n/en/seller-settings.ts'
import { settlement as enSettlement } from '../../i18n/en/settlement.ts'
import { storeMessage as enStoreMessage } from '../../i18n/en/store-message.ts'
import { flashSale as zhFlashSale } from '../../i18n/zh/flash-sale.ts'
import { fullDiscount as zhFullDiscount } from '../../i18n/zh/full-discount.ts'
import { reports as zhReports } from '../../i18n/zh/reports.ts'
import { seller as zhSeller } from '../../i18n/zh/seller.ts'
import { sellerChat as zhSellerChat } from '../../i18n/zh/seller-chat.ts'
import { sellerDistribution as zhSellerDistribution } from '../../i18n/zh/seller-distribution.ts'
import { sellerOrders as zhSellerOrders } from '../../i18n/zh/seller-orders.ts'
import { sellerQueues as zhSellerQueues } from '../../i18n/zh/seller-queues.ts'
import { sellerRfq as zhSellerRfq } from '../../i18n/zh/seller-rfq.ts'
import { sellerSettings as zhSellerSettings } from '../../i18n/zh/seller-settings.ts'
import { settlement as zhSettlement } from '../../i18n/zh/settlement.ts'
import { storeMessage as zhStoreMessage } from '../../i18n/zh/store-message.ts'
import { useRootData } from '../../lib/root-data.ts'
import { type ConsoleApi, consoleLoad } from '../console/server.ts'

export const SELLER = CONSOLES.seller
export const SELLER_I18N = {
  flashSale: { zh: zhFlashSale, en: enFlashSale },
  fullDiscount: { zh: zhFullDiscount, en: enFullDiscount },
  seller: { zh: zhSeller, en: enSeller },
  sellerSettings: { zh: zhSellerSettings, en: enSellerSettings },
  sellerQueues: { zh: zhSellerQueues, en: enSellerQueues },
  sellerRfq: { zh: zhSellerRfq, en: enSellerRfq },
  sellerOrders: { zh: zhSellerOrders, en: enSellerOrders },
  settlement: { zh: zhSettlement, en: enSettlement },
  storeMessage: { zh: zhStoreMessage, en: enStoreMessage },
  reports: { zh: zhReports, en: enReports },
  sellerChat: { zh: zhSellerChat, en: enSellerChat },
  sellerDistribution: { zh: zhSellerDistribution, en: enSellerDistribution },
}

export type SellerSession = z.infer<typeof StoreSessionView>

/** A seller page's loader: the seller login required, API calls with the seller token (decision 103). */
export const sellerLoad = <T>(
  request: Request,
  context: AppLoadContext,
  load: (api: ConsoleApi, url: URL) => Promise<T>,
) => consoleLoad(SELLER, request, context, load)

/** Who is signed in and what they may do, from the seller layout's loader (`/store/menu/session`). */
export function useSellerSession(): SellerSession {
  return (useRouteLoaderData('routes/seller/layout') as { session: SellerSession }).session
}

/** Whether the signed-in user may change `area` (the menu endpoint's `write`, the hook's `allows`). */
export function useCanWrite(area: string): boolean {
  const session = useSellerSession()
  return session.menus.some((m) => m.area === area && m.write)
}

/** The menu group title of an area, as the API names it, in the page's language (for breadcrumbs). */
export function useGroupTitle(area: string): string | undefined {
  const session = useSellerSession()
  const { lang } = useRootData()
  const entry = session.menus.find((m) => m.area === area)
  return entry ? (lang === 'en' ? entry.titleEn : entry.title) : undefined
}
