import type { PageQuery } from '@silk/contracts/paging'
import { nextId } from '@silk/db/ids'
import {
  distributionGoods,
  distributionOrders,
  distributionSelectedGoods,
  goods,
  goodsSkus,
  stores,
} from '@silk/db/schema/index'
import { and, eq, ilike } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { yuanToFen } from '../../shared/money.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { distributionGoodsView, pageDistributionGoods } from './goods.ts'
import { distributionOrderPage } from './orders.ts'

/*
 * The seller's side of the distribution programme (lilishop seller 营销 → 分销, decision 166). A row of
 * distribution_goods is what decides a commission: create/trade records `commission × quantity` for
 * every line of a bound buyer whose SKU has one (orders.ts), so opting a SKU in here is the whole wiring.
 * Every query is the caller's store only.
 */

/** `GET /store/distribution/goods`: the store's SKUs in the programme, newest first. */
export async function listStoreDistributionGoods(ctx: StoreCtx, query: PageQuery & { goodsName?: string }) {
  const where = and(
    eq(distributionGoods.storeId, ctx.seller.storeId),
    query.goodsName ? ilike(goods.goodsName, containsPattern(query.goodsName)) : undefined,
  )
  return pageDistributionGoods(ctx.db, where, query)
}

/**
 * `PUT /store/distribution/goods/checked/{skuId}?commission=`: opts one of the store's approved,
 * on-sale SKUs in, or sets its commission (yuan per unit, above 0 and below the SKU's price). One row
 * per SKU (unique): a second call changes the commission of the first.
 */
export async function checkStoreDistributionGoods(ctx: StoreCtx, skuId: string, commission: number) {
  const [row] = await ctx.db
    .select({ sku: goodsSkus, g: goods })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(eq(goodsSkus.id, skuId), eq(goods.storeId, ctx.seller.storeId)))
  if (row?.g.authFlag !== 'PASS' || row.g.marketEnable !== 'UPPER')
    throw new BizError('DISTRIBUTION_GOODS_SKU_ERROR')
  const fen = yuanToFen(commission)
  if (fen === null || fen <= 0 || fen >= row.sku.price)
    throw new BizError('DISTRIBUTION_GOODS_COMMISSION_ERROR')
  const [saved] = await ctx.db
    .insert(distributionGoods)
    .values({ id: nextId(), goodsId: row.g.id, skuId, storeId: ctx.seller.storeId, commission: fen })
    .onConflictDoUpdate({ target: distributionGoods.skuId, set: { commission: fen } })
    .returning()
  const [store] = await ctx.db
    .select({ storeName: stores.storeName })
    .from(stores)
    .where(eq(stores.id, saved.storeId))
  return distributionGoodsView({ dg: saved, sku: row.sku, g: row.g, storeName: store?.storeName ?? '' })
}

/**
 * `DELETE /store/distribution/goods/cancel/{id}`: takes the SKU out (distributors' selections of it go
 * too). Commissions already agreed on orders stay as they were.
 */
export async function cancelStoreDistributionGoods(ctx: StoreCtx, id: string) {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(distributionGoods)
      .where(and(eq(distributionGoods.id, id), eq(distributionGoods.storeId, ctx.seller.storeId)))
      .returning({ id: distributionGoods.id })
    if (gone.length === 0) throw new BizError('DISTRIBUTION_GOODS_NOT_EXIST')
    await tx.delete(distributionSelectedGoods).where(eq(distributionSelectedGoods.distributionGoodsId, id))
  })
}

/** `GET /store/distribution/order`: the distribution orders of the store's goods (read-only). */
export async function listStoreDistributionOrders(
  ctx: StoreCtx,
  query: PageQuery & { orderSn?: string; distributionOrderStatus?: string },
) {
  const where = and(
    eq(distributionOrders.storeId, ctx.seller.storeId),
    query.orderSn ? eq(distributionOrders.orderSn, query.orderSn) : undefined,
    query.distributionOrderStatus
      ? eq(distributionOrders.distributionOrderStatus, query.distributionOrderStatus)
      : undefined,
  )
  return distributionOrderPage(ctx.db, where, query)
}
