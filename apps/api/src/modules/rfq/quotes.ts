import {
  MAX_QUOTES,
  type PurchaseQuoteVO,
  type QuoteForm,
  type StoreRfqQuery,
  tierPrice,
} from '@silk/contracts/rfq'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { goods, goodsSkus, purchaseOrders, purchaseQuotes, stores } from '@silk/db/schema/index'
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { DAY_MS, formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan, yuanToFen } from '../../shared/money.ts'
import { containsPattern, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import {
  chinaToday,
  effectiveStatus,
  openNow,
  type PurchaseRow,
  pageOf,
  purchaseRow,
  purchaseView,
} from './purchases.ts'

type QuoteRow = typeof purchaseQuotes.$inferSelect
/** `stock`: the quoted SKU's stock now (`stockOfSkus`), null when the goods are gone. */
export function quoteView(q: QuoteRow, quantity: number, stock: number | null): PurchaseQuoteVO {
  const unit = tierPrice(q.tiers, quantity)
  return {
    id: q.id,
    purchaseOrderId: q.purchaseOrderId,
    storeId: q.storeId,
    storeName: q.storeName,
    goodsId: q.goodsId,
    skuId: q.skuId,
    goodsName: q.goodsName,
    tiers: q.tiers.map((t) => ({ num: t.num, price: fenToYuan(t.price) })),
    moq: q.moq,
    incoterm: q.incoterm as PurchaseQuoteVO['incoterm'],
    leadDays: q.leadDays,
    validUntil: q.validUntil,
    message: q.message,
    status: q.status as PurchaseQuoteVO['status'],
    revision: q.revision,
    unitPrice: unit === null ? null : fenToYuan(unit),
    total: unit === null ? null : fenToYuan(unit * quantity),
    stock,
    createTime: formatDateTime(q.createTime) ?? '',
    updateTime: formatDateTime(q.updateTime) ?? '',
  }
}

/** The stock of each SKU now, by id (a SKU no longer there is absent). */
export async function stockOfSkus(db: DbOrTx, skuIds: string[]): Promise<Map<string, number>> {
  if (skuIds.length === 0) return new Map()
  const rows = await db
    .select({ id: goodsSkus.id, quantity: goodsSkus.quantity })
    .from(goodsSkus)
    .where(inArray(goodsSkus.id, [...new Set(skuIds)]))
  return new Map(rows.map((r) => [r.id, r.quantity]))
}

/** Quotes as the pages show them, each with its SKU's stock now. */
async function quoteViews(db: DbOrTx, quotes: QuoteRow[], quantity: number) {
  const stock = await stockOfSkus(
    db,
    quotes.map((q) => q.skuId),
  )
  return quotes.map((q) => quoteView(q, quantity, stock.get(q.skuId) ?? null))
}

/** `GET …/purchaseQuoted/purchaseOrder/{id}`: the request's owner sees every quote; anyone else none. */
export async function quotesOfPurchase(ctx: BuyerCtx, purchaseOrderId: string) {
  const x = await purchaseRow(ctx.db, purchaseOrderId)
  if (x.r.memberId !== ctx.member.id) return []
  const rows = await ctx.db
    .select()
    .from(purchaseQuotes)
    .where(eq(purchaseQuotes.purchaseOrderId, purchaseOrderId))
    .orderBy(asc(purchaseQuotes.createTime), asc(purchaseQuotes.id))
  return quoteViews(ctx.db, rows, x.r.quantity)
}

/** `GET …/purchaseQuoted/{id}`: one quote, for the request's owner only. */
export async function buyerQuoteDetail(ctx: BuyerCtx, id: string) {
  const [q] = await ctx.db.select().from(purchaseQuotes).where(eq(purchaseQuotes.id, id))
  if (!q) throw new BizError('PURCHASE_QUOTE_NOT_EXIST')
  const x = await purchaseRow(ctx.db, q.purchaseOrderId)
  if (x.r.memberId !== ctx.member.id) throw new BizError('PURCHASE_QUOTE_NOT_EXIST')
  const [view] = await quoteViews(ctx.db, [q], x.r.quantity)
  return view
}

/**
 * SQL: the requests a store may quote on: addressed to it, or open to all in a top-level category
 * it sells in (its goods' first `category_path` id).
 */
const forStore = (storeId: string) =>
  or(
    eq(purchaseOrders.storeId, storeId),
    and(
      isNull(purchaseOrders.storeId),
      sql`split_part(${purchaseOrders.categoryPath}, ',', 1) in (select split_part(g.category_path, ',', 1) from goods g where g.store_id = ${storeId} and g.market_enable = 'UPPER')`,
    ),
  )

const quotedBy = (storeId: string) =>
  sql`exists (select 1 from purchase_quote q where q.purchase_order_id = ${purchaseOrders.id} and q.store_id = ${storeId})`

/** `GET /store/rfq`: OPEN = what the store may quote on now; QUOTED = every request it has quoted. */
export async function storeRfqList(ctx: StoreCtx, query: z.infer<typeof StoreRfqQuery>) {
  const storeId = ctx.seller.storeId
  const where = and(
    query.scope === 'QUOTED' ? quotedBy(storeId) : and(openNow(), forStore(storeId)),
    query.keyword ? ilike(purchaseOrders.title, containsPattern(query.keyword)) : undefined,
  )
  const { rows, total } = await pageOf(ctx.db, where, query)
  const mine = rows.length
    ? await ctx.db
        .select()
        .from(purchaseQuotes)
        .where(
          and(
            eq(purchaseQuotes.storeId, storeId),
            inArray(
              purchaseQuotes.purchaseOrderId,
              rows.map((x) => x.r.id),
            ),
          ),
        )
    : []
  const byOrder = new Map(mine.map((q) => [q.purchaseOrderId, q]))
  const stock = await stockOfSkus(
    ctx.db,
    mine.map((q) => q.skuId),
  )
  return toPage(
    rows.map((x) => storeView(x.r, x, byOrder.get(x.r.id) ?? null, stock)),
    total,
    query,
  )
}

function storeView(
  r: PurchaseRow,
  cat: { name: string | null; nameEn: string | null },
  q: QuoteRow | null,
  stock: Map<string, number>,
) {
  // The store whose quote became the order sees that order's number (its own order desk has it too).
  const won = q?.status === 'ACCEPTED'
  return {
    ...purchaseView(r, cat, false),
    orderSn: won ? r.orderSn : null,
    myQuote: q ? quoteView(q, r.quantity, stock.get(q.skuId) ?? null) : null,
  }
}

/** `GET /store/rfq/{id}`: a request the store may see (addressed to it or open to all), with its own quote. */
export async function storeRfqDetail(ctx: StoreCtx, id: string) {
  const x = await purchaseRow(ctx.db, id)
  if (x.r.storeId !== null && x.r.storeId !== ctx.seller.storeId) throw new BizError('PURCHASE_NOT_EXIST')
  const [q] = await ctx.db
    .select()
    .from(purchaseQuotes)
    .where(and(eq(purchaseQuotes.purchaseOrderId, id), eq(purchaseQuotes.storeId, ctx.seller.storeId)))
  return storeView(x.r, x, q ?? null, await stockOfSkus(ctx.db, q ? [q.skuId] : []))
}

/** `GET /store/rfq/skus`: the store's SKUs on sale, to name one in a quote. */
export async function storeQuotableSkus(ctx: StoreCtx, keyword: string | undefined) {
  const rows = await ctx.db
    .select({
      skuId: goodsSkus.id,
      goodsId: goods.id,
      goodsName: goods.goodsName,
      simpleSpecs: goodsSkus.simpleSpecs,
      price: goodsSkus.price,
      quantity: goodsSkus.quantity,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(
      and(
        eq(goods.storeId, ctx.seller.storeId),
        eq(goods.marketEnable, 'UPPER'),
        eq(goods.authFlag, 'PASS'),
        keyword ? ilike(goods.goodsName, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(desc(goods.createTime), asc(goodsSkus.id))
    .limit(100)
  return rows.map((r) => ({ ...r, price: fenToYuan(r.price) }))
}

/** Locks the request row: quotes on one request take turns, so the 10th closes it exactly once. */
async function lockPurchase(tx: Tx, id: string): Promise<PurchaseRow> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update')
  if (!row) throw new BizError('PURCHASE_NOT_EXIST')
  return row
}

/**
 * `POST /store/rfq/quote`: the store's quote, or a revision of its own. Under the request's row lock:
 * a new quote needs the request open (deadline not passed, fewer than 10 quotes) and, when addressed,
 * addressed to this store; the 10th closes the request (FULL). A revision keeps its place and may
 * change until the request is accepted.
 */
export async function submitQuote(ctx: StoreCtx, form: z.infer<typeof QuoteForm>) {
  const storeId = ctx.seller.storeId
  const today = chinaToday()
  if (form.validUntil < today || Date.parse(form.validUntil) > Date.parse(today) + 180 * DAY_MS)
    throw new BizError('PURCHASE_QUOTE_VALIDITY_INVALID')
  const [sku] = await ctx.db
    .select({
      skuId: goodsSkus.id,
      goodsId: goods.id,
      goodsName: goods.goodsName,
      specs: goodsSkus.simpleSpecs,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(
      and(
        eq(goodsSkus.id, form.skuId),
        eq(goods.storeId, storeId),
        eq(goods.marketEnable, 'UPPER'),
        eq(goods.authFlag, 'PASS'),
      ),
    )
  if (!sku) throw new BizError('PURCHASE_QUOTE_SKU_INVALID')
  const [store] = await ctx.db.select({ name: stores.storeName }).from(stores).where(eq(stores.id, storeId))
  const tiers = form.tiers.map((t) => ({ num: t.num, price: yuanToFen(t.price) ?? 0 }))
  const goodsName = sku.specs ? `${sku.goodsName} ${sku.specs}`.slice(0, 200) : sku.goodsName
  return ctx.db.transaction(async (tx) => {
    const r = await lockPurchase(tx, form.purchaseOrderId)
    if (r.storeId !== null && r.storeId !== storeId) throw new BizError('PURCHASE_NOT_ADDRESSED')
    if (r.memberId === ctx.seller.id) throw new BizError('PURCHASE_OWN_STORE')
    if (form.moq > r.quantity) throw new BizError('PURCHASE_QUOTE_MOQ_TOO_HIGH')
    // A quote offers the request's quantity of the SKU: it must be in stock now (decision 145).
    const stock = (await stockOfSkus(tx, [sku.skuId])).get(sku.skuId) ?? 0
    if (stock < r.quantity)
      throw new BizError('PURCHASE_QUOTE_STOCK_SHORT', {
        detail: `库存 ${stock}，采购数量 ${r.quantity}`,
      })
    const [mine] = await tx
      .select()
      .from(purchaseQuotes)
      .where(and(eq(purchaseQuotes.purchaseOrderId, r.id), eq(purchaseQuotes.storeId, storeId)))
    const values = {
      goodsId: sku.goodsId,
      skuId: sku.skuId,
      goodsName,
      tiers,
      moq: form.moq,
      incoterm: form.incoterm,
      leadDays: form.leadDays,
      validUntil: form.validUntil,
      message: form.message,
      quotedBy: ctx.seller.username,
      updateTime: new Date(),
    }
    if (mine) {
      if (r.status === 'ACCEPTED' || mine.status !== 'SUBMITTED') throw new BizError('PURCHASE_QUOTE_LOCKED')
      if (r.status === 'CLOSED' && r.closeReason === 'BUYER') throw new BizError('PURCHASE_NOT_OPEN')
      const [q] = await tx
        .update(purchaseQuotes)
        .set({ ...values, revision: mine.revision + 1 })
        .where(eq(purchaseQuotes.id, mine.id))
        .returning()
      return quoteView(q, r.quantity, stock)
    }
    if (effectiveStatus(r).status !== 'OPEN' || r.quoteCount >= MAX_QUOTES)
      throw new BizError('PURCHASE_NOT_OPEN')
    const [q] = await tx
      .insert(purchaseQuotes)
      .values({ id: nextId(), purchaseOrderId: r.id, storeId, storeName: store?.name ?? '', ...values })
      .returning()
    const full = r.quoteCount + 1 >= MAX_QUOTES
    await tx
      .update(purchaseOrders)
      .set({
        quoteCount: r.quoteCount + 1,
        updateTime: new Date(),
        ...(full ? { status: 'CLOSED', closeReason: 'FULL' } : {}),
      })
      .where(eq(purchaseOrders.id, r.id))
    return quoteView(q, r.quantity, stock)
  })
}

export { lockPurchase }
