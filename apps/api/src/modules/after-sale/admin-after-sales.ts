import type { ManagerAfterSaleQuery } from '@silk/contracts/admin-arbitration'
import { afterSaleLogs, afterSales, orders } from '@silk/db/schema/index'
import { and, asc, eq, ilike } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern } from '../../shared/paging.ts'
import { afterSaleGatewayRefund } from '../orders/gateway-refunds.ts'
import { pageOf } from './queries.ts'
import { afterSaleLogView, afterSaleView } from './views.ts'

/**
 * `GET /manager/order/afterSale/page` (lilishop 售后管理): every store's after-sales with the store's
 * filters, the buyer's name and the escalation state, newest first.
 */
export async function listManagerAfterSales(ctx: ManagerCtx, query: ManagerAfterSaleQuery) {
  const where = and(
    query.memberName ? ilike(afterSales.memberName, containsPattern(query.memberName)) : undefined,
    query.arbitrationStatus ? eq(afterSales.arbitrationStatus, query.arbitrationStatus) : undefined,
  )
  return pageOf(ctx, where, query)
}

/** `GET /manager/order/afterSale/get/{sn}`: the after-sale, its progress log and its order's payment. */
export async function managerAfterSaleDetail(ctx: ManagerCtx, sn: string) {
  const [row] = await ctx.db.select().from(afterSales).where(eq(afterSales.sn, sn))
  if (!row) throw new BizError('AFTER_SALES_NOT_EXIST')
  const [[order], logs] = await Promise.all([
    ctx.db.select().from(orders).where(eq(orders.sn, row.orderSn)),
    ctx.db
      .select()
      .from(afterSaleLogs)
      .where(eq(afterSaleLogs.sn, sn))
      .orderBy(asc(afterSaleLogs.createTime), asc(afterSaleLogs.id)),
  ])
  return {
    afterSale: {
      ...afterSaleView(row, ctx.locale),
      gatewayRefund: await afterSaleGatewayRefund(ctx.db, sn, ctx.locale),
    },
    logs: logs.map((l) => afterSaleLogView(l, ctx.locale)),
    order: {
      sn: row.orderSn,
      orderStatus: order?.orderStatus ?? '',
      paymentMethod: order?.paymentMethod ?? null,
      paymentTime: formatDateTime(order?.paymentTime ?? null),
      flowPrice: fenToYuan(order?.flowPrice ?? 0),
      freightPrice: fenToYuan(order?.freightPrice ?? 0),
    },
  }
}
