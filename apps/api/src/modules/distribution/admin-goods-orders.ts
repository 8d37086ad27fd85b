import type {
  ManagerDistributionGoodsQuery,
  ManagerDistributionOrderQuery,
} from '@silk/contracts/lili-manager-pages'
import { distributionOrders, goods, stores } from '@silk/db/schema/index'
import { and, eq, gte, ilike, lt } from 'drizzle-orm'
import type { z } from 'zod'
import { parseChinaDateTime } from '../../shared/dates.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { pageDistributionGoods } from './goods.ts'
import { distributionOrderPage } from './orders.ts'

/*
 * The operator's side of the distribution programme (lilishop 分销商品, 分销订单): what every store has
 * opted in and the commissions recorded on orders, read-only (a store opts its SKUs in and out).
 */

/** `GET /manager/distribution/goods/getByPage`: every store's SKUs in the programme, newest first. */
export async function listAllDistributionGoods(
  ctx: ManagerCtx,
  query: z.infer<typeof ManagerDistributionGoodsQuery>,
) {
  const where = and(
    query.goodsName ? ilike(goods.goodsName, containsPattern(query.goodsName)) : undefined,
    query.storeName ? ilike(stores.storeName, containsPattern(query.storeName)) : undefined,
  )
  return pageDistributionGoods(ctx.db, where, query)
}

/** `GET /manager/distribution/order/getByPage`: every distribution order, by store, distributor, sn and day. */
export async function listAllDistributionOrders(
  ctx: ManagerCtx,
  query: z.infer<typeof ManagerDistributionOrderQuery>,
) {
  const start = query.startTime ? parseChinaDateTime(query.startTime) : null
  const end = query.endTime ? parseChinaDateTime(query.endTime) : null
  const where = and(
    query.orderSn ? eq(distributionOrders.orderSn, query.orderSn) : undefined,
    query.storeId ? eq(distributionOrders.storeId, query.storeId) : undefined,
    query.distributionId ? eq(distributionOrders.distributionId, query.distributionId) : undefined,
    query.distributionName
      ? ilike(distributionOrders.distributionName, containsPattern(query.distributionName))
      : undefined,
    query.distributionOrderStatus
      ? eq(distributionOrders.distributionOrderStatus, query.distributionOrderStatus)
      : undefined,
    start ? gte(distributionOrders.createTime, start) : undefined,
    end ? lt(distributionOrders.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  )
  return distributionOrderPage(ctx.db, where, query)
}
