import type { LiliSkuQuery } from '@silk/contracts/lili-console'
import { goods, goodsSkus, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, or } from 'drizzle-orm'
import { localName, localSimpleSpecs } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'

/**
 * `GET /store/goods/goods/sku/list` (lilishop's GoodsStoreController.getSkuByPage): the seller's own
 * SKUs, newest goods first, filtered as lilishop's GoodsSearchParams (name, goods id, SKU number,
 * on sale, review). Its stock-warning, live-goods and distribution pages pick SKUs from it.
 */
export async function liliSkuPage(ctx: StoreCtx, query: LiliSkuQuery) {
  const storeId = ctx.seller.storeId
  const name = query.goodsName ? containsPattern(query.goodsName) : null
  const sn = query.skuSn || query.sn
  const where = and(
    eq(goods.storeId, storeId),
    name ? or(ilike(goods.goodsName, name), ilike(goods.goodsNameEn, name)) : undefined,
    query.goodsId ? eq(goods.id, query.goodsId) : undefined,
    sn ? ilike(goodsSkus.sn, containsPattern(sn)) : undefined,
    query.marketEnable ? eq(goods.marketEnable, query.marketEnable) : undefined,
    query.authFlag ? eq(goods.authFlag, query.authFlag) : undefined,
  )
  const [rows, [{ total }], [store]] = await Promise.all([
    ctx.db
      .select({ sku: goodsSkus, goods })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(where)
      .orderBy(desc(goods.createTime), desc(goods.id), goodsSkus.sortOrder, goodsSkus.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(where),
    ctx.db.select({ stockWarning: stores.stockWarning }).from(stores).where(eq(stores.id, storeId)),
  ])
  const records = rows.map(({ sku, goods: g }) => ({
    id: sku.id,
    goodsId: g.id,
    goodsName: localName(ctx.locale, g.goodsName, g.goodsNameEn),
    sn: sku.sn,
    simpleSpecs: localSimpleSpecs(ctx.locale, sku.specs, sku.simpleSpecs),
    price: fenToYuan(sku.price),
    quantity: sku.quantity,
    alertQuantity: store?.stockWarning ?? 0,
    marketEnable: g.marketEnable,
    authFlag: g.authFlag,
    thumbnail: sku.images[0] ?? g.images[0] ?? null,
    storeId,
  }))
  return toPage(records, total, query)
}
