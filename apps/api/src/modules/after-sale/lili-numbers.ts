import type { ServiceType } from '@silk/contracts/after-sale'
import type { DbOrTx } from '@silk/db/client'
import { afterSales } from '@silk/db/schema/index'
import { and, count, eq } from 'drizzle-orm'

const FIELDS = {
  APPLY: 'applyNum',
  PASS: 'passNum',
  REFUSE: 'refuseNum',
  BUYER_RETURN: 'buyerReturnNum',
  SELLER_CONFIRM: 'sellerConfirmNum',
  SELLER_TERMINATION: 'sellerTerminationNum',
  BUYER_CANCEL: 'buyerCancelNum',
  WAIT_REFUND: 'waitRefundNum',
  COMPLETE: 'completeNum',
} as const
type Numbers = Record<(typeof FIELDS)[keyof typeof FIELDS], number>

/**
 * lilishop's `AfterSaleNumVO` (`GET /store|manager/order/afterSale/afterSaleNumVO`): after-sales per
 * status, of one store (the seller's) or of all (the operator), optionally of one service type.
 */
export async function liliAfterSaleNumbers(
  db: DbOrTx,
  scope: { storeId?: string; serviceType?: ServiceType | '' },
): Promise<Numbers> {
  const rows = await db
    .select({ status: afterSales.serviceStatus, n: count() })
    .from(afterSales)
    .where(
      and(
        scope.storeId ? eq(afterSales.storeId, scope.storeId) : undefined,
        scope.serviceType ? eq(afterSales.serviceType, scope.serviceType) : undefined,
      ),
    )
    .groupBy(afterSales.serviceStatus)
  const out = Object.fromEntries(Object.values(FIELDS).map((f) => [f, 0])) as Numbers
  for (const r of rows) {
    const field = FIELDS[r.status as keyof typeof FIELDS]
    if (field) out[field] = r.n
  }
  return out
}
