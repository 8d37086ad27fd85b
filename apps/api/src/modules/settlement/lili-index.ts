import { chinaDay } from '@silk/contracts/china-time'
import { allows } from '@silk/contracts/permissions'
import type { StoreArea } from '@silk/contracts/store-staff'
import { afterSales, memberEvaluations, orders, trafficVisitors } from '@silk/db/schema/index'
import { and, count, countDistinct, eq } from 'drizzle-orm'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { countStoreGoods } from '../store-goods/manage.ts'
import { storeDashboard } from './dashboard.ts'

/**
 * `GET /store/statistics/index`: lilishop's seller home (`StoreIndexStatisticsVO`), from the same
 * figures as this shop's dashboard plus the ones only lilishop's home shows. A figure of an area the
 * user may not read is null, as on the dashboard. Every figure is the seller's own store's.
 */
export async function liliStoreIndex(ctx: StoreCtx) {
  const storeId = ctx.seller.storeId
  const may = (area: StoreArea) => allows(ctx.seller, { area, access: 'read' })
  const afterSaleCount = (type: 'RETURN_GOODS' | 'RETURN_MONEY') =>
    ctx.db
      .select({ n: count() })
      .from(afterSales)
      .where(
        and(
          eq(afterSales.storeId, storeId),
          eq(afterSales.serviceType, type),
          eq(afterSales.serviceStatus, 'APPLY'),
        ),
      )
      .then(([r]) => r.n)
  const [dashboard, goodsCounts, delivered, returnGoods, returnMoney, toReply, visitors] = await Promise.all([
    storeDashboard(ctx),
    may('goods') ? countStoreGoods(ctx) : null,
    may('order')
      ? ctx.db
          .select({ n: count() })
          .from(orders)
          .where(
            and(
              eq(orders.storeId, storeId),
              eq(orders.orderStatus, 'DELIVERED'),
              eq(orders.deleteFlag, false),
            ),
          )
          .then(([r]) => r.n)
      : null,
    may('afterSale') ? afterSaleCount('RETURN_GOODS') : null,
    may('afterSale') ? afterSaleCount('RETURN_MONEY') : null,
    may('evaluation')
      ? ctx.db
          .select({ n: count() })
          .from(memberEvaluations)
          .where(
            and(
              eq(memberEvaluations.storeId, storeId),
              eq(memberEvaluations.replyStatus, false),
              eq(memberEvaluations.deleteFlag, false),
            ),
          )
          .then(([r]) => r.n)
      : null,
    may('statistics')
      ? ctx.db
          .select({ n: countDistinct(trafficVisitors.visitor) })
          .from(trafficVisitors)
          .where(and(eq(trafficVisitors.storeId, storeId), eq(trafficVisitors.day, chinaDay())))
          .then(([r]) => r.n)
      : null,
  ])
  const { pending, today } = dashboard
  return {
    goodsNum: goodsCounts?.upper ?? null,
    orderNum: today?.orders ?? null,
    orderPrice: today?.amount ?? null,
    storeUV: visitors,
    unPaidOrder: pending.unpaid,
    unDeliveredOrder: pending.undelivered,
    deliveredOrder: delivered,
    selfPickNum: pending.toVerify,
    returnGoods,
    returnMoney,
    memberEvaluation: toReply,
    complaint: pending.complaints,
    waitUpper: goodsCounts?.down ?? null,
    waitAuth: pending.goodsInReview,
    seckillNum: pending.flashSales,
    waitPayBill: pending.billsToConfirm,
    alertQuantityNum: pending.lowStock,
  }
}
