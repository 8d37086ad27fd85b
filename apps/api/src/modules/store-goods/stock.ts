import type { PageQuery } from '@silk/contracts/paging'
import type { StockListQuery, StockUpdateList } from '@silk/contracts/store-goods'
import { goods, goodsSkus, stores } from '@silk/db/schema/index'
import { and, asc, count, eq, ilike, inArray, lte, or, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { localName, localSimpleSpecs } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { forgetGoods } from '../goods/detail-cache.ts'

/**
 * `PUT /store/goods/goods/update/stocks`: stock edits of the seller's SKUs in one transaction. The
 * SKUs are locked in the order checkout locks them (id, collate "C"), so an edit and a checkout wait
 * for each other instead of deadlocking, and each applies to the other's result: SET writes the
 * counted stock, ADD / SUB move it relative to the current row (SUB never below zero, 11011).
 */
export async function updateStocks(ctx: StoreCtx, list: StockUpdateList) {
  const skuIds = list.map((i) => i.skuId)
  const goodsIds = await ctx.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId, storeId: goods.storeId })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(inArray(goodsSkus.id, skuIds))
      .orderBy(sql`${goodsSkus.id} collate "C"`)
      .for('update', { of: goodsSkus })
    if (locked.length < skuIds.length) throw new BizError('GOODS_SKU_NOT_EXIST')
    if (locked.some((s) => s.storeId !== ctx.seller.storeId)) throw new BizError('USER_AUTHORITY_ERROR')
    for (const item of [...list].sort((a, b) => (a.skuId < b.skuId ? -1 : 1))) {
      const next =
        item.type === 'SET'
          ? sql`${item.quantity}`
          : item.type === 'ADD'
            ? sql`${goodsSkus.quantity} + ${item.quantity}`
            : sql`${goodsSkus.quantity} - ${item.quantity}`
      const done = await tx
        .update(goodsSkus)
        .set({ quantity: next })
        .where(
          and(
            eq(goodsSkus.id, item.skuId),
            item.type === 'SUB' ? sql`${goodsSkus.quantity} >= ${item.quantity}` : undefined,
          ),
        )
        .returning({ id: goodsSkus.id })
      if (done.length === 0) throw new BizError('GOODS_SKU_QUANTITY_NOT_ENOUGH')
    }
    return [...new Set(locked.map((s) => s.goodsId))]
  })
  // The goods pages this node keeps must not show the old stock as buyable.
  forgetGoods(goodsIds)
  return stockRows(ctx, inArray(goodsSkus.id, skuIds))
}

/** `PUT /store/settings/storeSettings/updateStockWarning`: the low-stock threshold of the store. */
export async function setStockWarning(ctx: StoreCtx, stockWarning: number) {
  await ctx.db.update(stores).set({ stockWarning }).where(eq(stores.id, ctx.seller.storeId))
}

/**
 * `GET /store/goods/goods/list/stocks`: 库存管理 — every SKU of the seller's store, lowest stock first, so any of them can be raised; `lowStock` keeps those at or below the
 * store's warning threshold, whose count the answer gives either way.
 */
export async function stockList(ctx: StoreCtx, query: StockListQuery) {
  const [store] = await ctx.db
    .select({ stockWarning: stores.stockWarning })
    .from(stores)
    .where(eq(stores.id, ctx.seller.storeId))
  const threshold = store?.stockWarning ?? 0
  const name = query.goodsName ? containsPattern(query.goodsName) : null
  const mine = and(
    eq(goods.storeId, ctx.seller.storeId),
    name
      ? or(ilike(goods.goodsName, name), ilike(goods.goodsNameEn, name), ilike(goodsSkus.sn, name))
      : undefined,
  )
  const low = and(mine, lte(goodsSkus.quantity, threshold))
  const where = query.lowStock ? low : mine
  const counted = (w: ReturnType<typeof and>) =>
    ctx.db
      .select({ total: count() })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(w)
      .then(([row]) => row?.total ?? 0)
  const [records, total, lowStockCount] = await Promise.all([
    stockRows(ctx, where, query),
    counted(where),
    query.lowStock ? null : counted(low),
  ])
  return {
    stockWarningNum: threshold,
    lowStockCount: lowStockCount ?? total,
    goodsSkuPage: toPage(records, total, query),
  }
}

async function stockRows(ctx: StoreCtx, where: ReturnType<typeof and>, query?: PageQuery) {
  const q = ctx.db
    .select({
      skuId: goodsSkus.id,
      goodsId: goods.id,
      goodsName: goods.goodsName,
      goodsNameEn: goods.goodsNameEn,
      simpleSpecs: goodsSkus.simpleSpecs,
      specs: goodsSkus.specs,
      sn: goodsSkus.sn,
      price: goodsSkus.price,
      quantity: goodsSkus.quantity,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(where)
    .orderBy(asc(goodsSkus.quantity), asc(goodsSkus.id))
  const rows = query ? await q.limit(query.pageSize).offset(offsetOf(query)) : await q
  // Goods and variant in the caller's language (decision 023).
  return rows.map(({ goodsNameEn, specs, ...r }) => ({
    ...r,
    goodsName: localName(ctx.locale, r.goodsName, goodsNameEn),
    simpleSpecs: localSimpleSpecs(ctx.locale, specs, r.simpleSpecs),
    price: fenToYuan(r.price),
  }))
}
