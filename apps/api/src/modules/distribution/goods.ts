import type { DistributionGoodsVO } from '@silk/contracts/distribution'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx } from '@silk/db/client'
import { distributionGoods, distributionSelectedGoods, goods, goodsSkus, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { sized } from '../goods/goods-view.ts'
import { requirePassDistributor } from './distributors.ts'

type GoodsQuery = PageQuery & { checked?: boolean; goodsName?: string }

/**
 * `GET /buyer/distribution/goods`: the distribution goods on sale, either the ones this distributor
 * selected (`checked=true`) or the others. PASS distributors only (22001).
 */
export async function listDistributionGoods(ctx: BuyerCtx, query: GoodsQuery) {
  const me = await requirePassDistributor(ctx)
  const selected = sql`exists (select 1 from ${distributionSelectedGoods} s where s.distribution_id = ${me.id} and s.distribution_goods_id = ${distributionGoods.id})`
  const where = and(
    eq(goods.marketEnable, 'UPPER'),
    eq(goods.authFlag, 'PASS'),
    query.checked ? selected : sql`not ${selected}`,
    query.goodsName ? ilike(goods.goodsName, containsPattern(query.goodsName)) : undefined,
  )
  return pageDistributionGoods(ctx.db, where, query)
}

/** One page of distribution goods matching `where` (over the goods, its SKU and store), newest first. */
export async function pageDistributionGoods(db: DbOrTx, where: SQL | undefined, query: PageQuery) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ dg: distributionGoods, sku: goodsSkus, g: goods, storeName: stores.storeName })
      .from(distributionGoods)
      .innerJoin(goodsSkus, eq(goodsSkus.id, distributionGoods.skuId))
      .innerJoin(goods, eq(goods.id, distributionGoods.goodsId))
      .innerJoin(stores, eq(stores.id, distributionGoods.storeId))
      .where(where)
      .orderBy(desc(distributionGoods.createTime), desc(distributionGoods.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(distributionGoods)
      .innerJoin(goodsSkus, eq(goodsSkus.id, distributionGoods.skuId))
      .innerJoin(goods, eq(goods.id, distributionGoods.goodsId))
      .innerJoin(stores, eq(stores.id, distributionGoods.storeId))
      .where(where),
  ])
  return toPage(rows.map(distributionGoodsView), total, query)
}

type GoodsJoin = {
  dg: typeof distributionGoods.$inferSelect
  sku: typeof goodsSkus.$inferSelect
  g: typeof goods.$inferSelect
  storeName: string
}

/** One distribution goods as lilishop's `DistributionGoodsVO` (buyer and seller lists). */
export function distributionGoodsView({ dg, sku, g, storeName }: GoodsJoin): DistributionGoodsVO {
  return {
    id: dg.id,
    goodsName: g.goodsName,
    specs: sku.simpleSpecs || sku.specs.map((s) => s.specValue).join(' '),
    quantity: sku.quantity,
    thumbnail: sized(sku.images[0] ?? g.images[0] ?? '', 400),
    price: fenToYuan(sku.price),
    sn: sku.sn,
    goodsId: dg.goodsId,
    skuId: dg.skuId,
    storeName,
    commission: fenToYuan(dg.commission),
    createTime: formatDateTime(dg.createTime) ?? '',
  }
}

/** `GET /buyer/distribution/goods/checked/{id}?checked=`: select or unselect (idempotent). */
export async function checkDistributionGoods(ctx: BuyerCtx, distributionGoodsId: string, checked: boolean) {
  const me = await requirePassDistributor(ctx)
  const [item] = await ctx.db
    .select({ id: distributionGoods.id })
    .from(distributionGoods)
    .where(eq(distributionGoods.id, distributionGoodsId))
  if (!item) throw new BizError('DISTRIBUTION_GOODS_NOT_EXIST')
  if (checked) {
    await ctx.db
      .insert(distributionSelectedGoods)
      .values({ distributionId: me.id, distributionGoodsId })
      .onConflictDoNothing()
  } else {
    await ctx.db
      .delete(distributionSelectedGoods)
      .where(
        and(
          eq(distributionSelectedGoods.distributionId, me.id),
          eq(distributionSelectedGoods.distributionGoodsId, distributionGoodsId),
        ),
      )
  }
}
