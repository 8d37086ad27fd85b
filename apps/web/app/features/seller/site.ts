import { CONSOLES } from '@silk/contracts/console'
import type { StoreSessionView } from '@silk/contracts/store-staff'
import type { AppLoadContext } from 'react-router'
import { useRouteLoaderData } from 'react-router'
import type { z } from 'zod'
import { seller as enSeller } from '../../i18n/en/seller.ts'
import { seller as zhSeller } from '../../i18n/zh/seller.ts'
import { type ConsoleApi, consoleLoad } from '../console/server.ts'

export const SELLER = CONSOLES.seller
export const SELLER_I18N = { seller: { zh: zhSeller, en: enSeller } }

export type SellerSession = z.infer<typeof StoreSessionView>

/** A seller page's loader: the seller login required, API calls with the seller token (decision 103). */
export const sellerLoad = <T>(
  request: Request,
  context: AppLoadContext,
  load: (api: ConsoleApi, url: URL) => Promise<T>,
) => consoleLoad(SELLER, request, context, load)

/** Who is signed in and what they may do, from the seller layout's loader (`/store/menu/memberMenu`). */
export function useSellerSession(): SellerSession {
  return (useRouteLoaderData('routes/seller/layout') as { session: SellerSession }).session
}

/** Whether the signed-in user may change `area` (the menu endpoint's `write`, the hook's `allows`). */
export function useCanWrite(area: string): boolean {
  const session = useSellerSession()
  return session.menus.some((m) => m.area === area && m.write)
}
