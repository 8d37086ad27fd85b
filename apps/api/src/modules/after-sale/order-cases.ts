import type { DbOrTx } from '@silk/db/client'
import { afterSales, orderItems } from '@silk/db/schema/index'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '../../shared/localised.ts'
import { afterSaleView } from './views.ts'

/** Every after-sale case of one order's items, oldest first (the operator's order detail shows them). */
export async function orderAfterSales(ctx: { db: DbOrTx; locale: Locale }, orderSn: string) {
  const items = await ctx.db
    .select({ sn: orderItems.sn })
    .from(orderItems)
    .where(eq(orderItems.orderSn, orderSn))
  if (items.length === 0) return []
  const cases = await ctx.db
    .select()
    .from(afterSales)
    .where(
      inArray(
        afterSales.orderItemSn,
        items.map((i) => i.sn),
      ),
    )
    .orderBy(asc(afterSales.createTime))
  return cases.map((c) => afterSaleView(c, ctx.locale))
}
