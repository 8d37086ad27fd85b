import type { AdminSessionView } from '@silk/contracts/admin'
import { CONSOLES } from '@silk/contracts/console'
import type { AppLoadContext } from 'react-router'
import { useRouteLoaderData } from 'react-router'
import type { z } from 'zod'
import { admin as enAdmin } from '../../i18n/en/admin.ts'
import { adminContent as enAdminContent } from '../../i18n/en/adminContent.ts'
import { adminTrade as enAdminTrade } from '../../i18n/en/adminTrade.ts'
import { couponActivity as enCouponActivity } from '../../i18n/en/coupon-activity.ts'
import { flashSale as enFlashSale } from '../../i18n/en/flash-sale.ts'
import { fullDiscount as enFullDiscount } from '../../i18n/en/full-discount.ts'
import { jobs as enJobs } from '../../i18n/en/jobs.ts'
import { pointsAdmin as enPointsAdmin } from '../../i18n/en/pointsAdmin.ts'
import { reconciliation as enReconciliation } from '../../i18n/en/reconciliation.ts'
import { reports as enReports } from '../../i18n/en/reports.ts'
import { settlement as enSettlement } from '../../i18n/en/settlement.ts'
import { storeMessage as enStoreMessage } from '../../i18n/en/store-message.ts'
import { admin as zhAdmin } from '../../i18n/zh/admin.ts'
import { adminContent as zhAdminContent } from '../../i18n/zh/adminContent.ts'
import { adminTrade as zhAdminTrade } from '../../i18n/zh/adminTrade.ts'
import { couponActivity as zhCouponActivity } from '../../i18n/zh/coupon-activity.ts'
import { flashSale as zhFlashSale } from '../../i18n/zh/flash-sale.ts'
import { fullDiscount as zhFullDiscount } from '../../i18n/zh/full-discount.ts'
import { jobs as zhJobs } from '../../i18n/zh/jobs.ts'
import { pointsAdmin as zhPointsAdmin } from '../../i18n/zh/pointsAdmin.ts'
import { reconciliation as zhReconciliation } from '../../i18n/zh/reconciliation.ts'
import { reports as zhReports } from '../../i18n/zh/reports.ts'
import { settlement as zhSettlement } from '../../i18n/zh/settlement.ts'
import { storeMessage as zhStoreMessage } from '../../i18n/zh/store-message.ts'
import { type ConsoleApi, consoleLoad } from '../console/server.ts'

export const ADMIN = CONSOLES.admin
export const ADMIN_I18N = {
  flashSale: { zh: zhFlashSale, en: enFlashSale },
  fullDiscount: { zh: zhFullDiscount, en: enFullDiscount },
  admin: { zh: zhAdmin, en: enAdmin },
  adminContent: { zh: zhAdminContent, en: enAdminContent },
  settlement: { zh: zhSettlement, en: enSettlement },
  storeMessage: { zh: zhStoreMessage, en: enStoreMessage },
  reports: { zh: zhReports, en: enReports },
  adminTrade: { zh: zhAdminTrade, en: enAdminTrade },
  jobs: { zh: zhJobs, en: enJobs },
  reconciliation: { zh: zhReconciliation, en: enReconciliation },
  pointsAdmin: { zh: zhPointsAdmin, en: enPointsAdmin },
  couponActivity: { zh: zhCouponActivity, en: enCouponActivity },
}

export type AdminSession = z.infer<typeof AdminSessionView>

/** An operator page's loader: the operator login required, API calls with its token (decision 103). */
export const adminLoad = <T>(
  request: Request,
  context: AppLoadContext,
  load: (api: ConsoleApi, url: URL) => Promise<T>,
) => consoleLoad(ADMIN, request, context, load)

/** The signed-in operator, from the admin layout's loader (`/manager/passport/user/info`). */
export function useAdminSession(): AdminSession {
  return (useRouteLoaderData('routes/admin/layout') as { session: AdminSession }).session
}

/** Whether the operator may change `area` (the hook's `allows`, as the API computed it). */
export function useAdminCanWrite(area: string): boolean {
  return useAdminSession().menus.some((m) => m.area === area && m.write)
}

/** The API client of the operator's browser. */
export { consoleBrowser } from '../console/browser.ts'
