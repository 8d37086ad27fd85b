import type { KanjiaGoodsForm, KanjiaGoodsQuery, KanjiaGoodsVO } from '@silk/contracts/kanjia'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { goods, goodsSkus, kanjiaBargains, kanjiaGoods, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { statement } from '../../shared/statement.ts'
import { assertClosable, assertEditable, parseWindow, windowStateWhere, windowStatus } from './window.ts'

/**
 * 砍价 offers (issue 66, decision 167): the operator offers one SKU of an approved, on-sale goods of
 * any store, from its price down to a floor, with the range of one cut and the number that can be
 * bought. The bargains themselves are in kanjia-bargains.ts.
 */

export type KanjiaGoodsRow = typeof kanjiaGoods.$inferSelect
const fen = (yuan: number) => Math.round(yuan * 100)
const stateWhere = (now: Date) => windowStateWhere(kanjiaGoods, now)

/** The SKUs' specs with their goods' names and pictures (offers and bargains show them). */
export async function skuGoodsOf(db: DbOrTx, skuIds: string[]) {
  return db
    .select({
      id: goodsSkus.id,
      specs: goodsSkus.simpleSpecs,
      goodsId: goods.id,
      goodsName: goods.goodsName,
      goodsNameEn: goods.goodsNameEn,
      images: goods.images,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(inArray(goodsSkus.id, skuIds))
}

const storeNameOf = async (db: DbOrTx, storeId: string) =>
  (await db.select({ storeName: stores.storeName }).from(stores).where(eq(stores.id, storeId)))[0]
    ?.storeName ?? ''

/** The offers with their goods, SKU and counts, as `KanjiaGoodsVO`. */
export async function kanjiaGoodsViews(db: DbOrTx, rows: KanjiaGoodsRow[]): Promise<KanjiaGoodsVO[]> {
  if (rows.length === 0) return []
  // One after another: `db` may be a transaction (one connection).
  const skus = await skuGoodsOf(
    db,
    rows.map((r) => r.skuId),
  )
  const counts = await db
    .select({
      id: kanjiaBargains.kanjiaGoodsId,
      bargains: count(),
      ordered: sql<number>`count(*) filter (where ${kanjiaBargains.status} = 'ORDERED')`.mapWith(Number),
    })
    .from(kanjiaBargains)
    .where(
      inArray(
        kanjiaBargains.kanjiaGoodsId,
        rows.map((r) => r.id),
      ),
    )
    .groupBy(kanjiaBargains.kanjiaGoodsId)
  return rows.map((row) => {
    const s = skus.find((x) => x.id === row.skuId)
    const c = counts.find((x) => x.id === row.id)
    return {
      id: row.id,
      promotionName: row.promotionName,
      storeId: row.storeId,
      storeName: row.storeName,
      goodsId: row.goodsId,
      skuId: row.skuId,
      goodsName: s?.goodsName ?? '',
      goodsNameEn: s?.goodsNameEn ?? null,
      specs: s?.specs ?? '',
      thumbnail: s?.images[0] ?? '',
      price: row.startPrice / 100,
      purchasePrice: row.floorPrice / 100,
      lowestPrice: row.lowestCut / 100,
      highestPrice: row.highestCut / 100,
      stock: row.stock,
      startTime: formatDateTime(row.startTime) ?? '',
      endTime: formatDateTime(row.endTime) ?? '',
      promotionStatus: windowStatus(row),
      bargainNum: c?.bargains ?? 0,
      orderNum: c?.ordered ?? 0,
      createTime: formatDateTime(row.createTime) ?? '',
    }
  })
}

/** The table's values of a form, checked (48001–48005, 48017, 48018). */
async function formValues(db: DbOrTx, form: KanjiaGoodsForm, now: Date) {
  const { startTime, endTime } = parseWindow(form, now, 'KANJIA_TIME_ERROR')
  const [sku] = await db
    .select({
      id: goodsSkus.id,
      goodsId: goodsSkus.goodsId,
      price: goodsSkus.price,
      quantity: goodsSkus.quantity,
      storeId: goods.storeId,
    })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(eq(goodsSkus.id, form.skuId), eq(goods.marketEnable, 'UPPER'), eq(goods.authFlag, 'PASS')))
  if (!sku) throw new BizError('KANJIA_GOODS_ERROR')
  const floorPrice = fen(form.purchasePrice)
  const lowestCut = fen(form.lowestPrice)
  const highestCut = fen(form.highestPrice)
  if (floorPrice <= 0 || floorPrice >= sku.price) throw new BizError('KANJIA_PRICE_ERROR')
  if (lowestCut <= 0 || lowestCut > highestCut || highestCut > sku.price - floorPrice)
    throw new BizError('KANJIA_CUT_ERROR')
  if (form.stock < 1 || form.stock > sku.quantity) throw new BizError('KANJIA_STOCK_ERROR')
  return {
    promotionName: form.promotionName,
    storeId: sku.storeId,
    goodsId: sku.goodsId,
    skuId: sku.id,
    startPrice: sku.price,
    floorPrice,
    lowestCut,
    highestCut,
    stock: form.stock,
    startTime,
    endTime,
  }
}

/** Writes on one SKU take turns, so two overlapping offers sent at once cannot both pass. */
const lockSku = statement('lock_kanjia_sku', `select pg_advisory_xact_lock(hashtext('kanjia:' || $1::text))`)

const overlapping = statement<{ id: string }>(
  'kanjia_overlap',
  `select id from kanjia_goods where sku_id = $1 and close_time is null and id <> $2
     and start_time < $4 and end_time > $3 limit 1`,
)

async function checkOverlap(tx: DbOrTx, id: string, v: { skuId: string; startTime: Date; endTime: Date }) {
  await lockSku(tx, [v.skuId])
  const [hit] = await overlapping(tx, [v.skuId, id, v.startTime, v.endTime])
  if (hit) throw new BizError('KANJIA_OVERLAP')
}

async function one(db: DbOrTx, id: string, lock = false) {
  const q = db.select().from(kanjiaGoods).where(eq(kanjiaGoods.id, id))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('KANJIA_NOT_EXIST')
  return row
}

function listWhere(query: KanjiaGoodsQuery, state?: 'START') {
  const k = kanjiaGoods
  const status = state ?? query.promotionStatus
  return and(
    query.promotionName ? ilike(k.promotionName, containsPattern(query.promotionName)) : undefined,
    status ? stateWhere(new Date())[status] : undefined,
    query.goodsName
      ? inArray(
          k.goodsId,
          sql`(select id from goods where goods_name ilike ${containsPattern(query.goodsName)})`,
        )
      : undefined,
  )
}

/**
 * Offers, newest first, by name, goods and state: every one for the operator, the running ones for
 * buyers (`running`, lilishop `GET /buyer/promotion/kanjiaGoods`).
 */
export async function listKanjiaGoods(db: DbOrTx, query: KanjiaGoodsQuery, running = false) {
  const where = listWhere(query, running ? 'START' : undefined)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(kanjiaGoods)
      .where(where)
      .orderBy(desc(kanjiaGoods.createTime), desc(kanjiaGoods.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(kanjiaGoods).where(where),
  ])
  return toPage(await kanjiaGoodsViews(db, rows), total, query)
}

export async function kanjiaGoodsDetail(db: DbOrTx, id: string) {
  const [view] = await kanjiaGoodsViews(db, [await one(db, id)])
  return view
}

/** Adds an offer (48001–48005, 48017–48019). */
export async function createKanjiaGoods(db: DbOrTx, form: KanjiaGoodsForm, id = nextId()) {
  return db.transaction(async (tx) => {
    const values = await formValues(tx, form, new Date())
    await checkOverlap(tx, id, values)
    const storeName = await storeNameOf(tx, values.storeId)
    const [row] = await tx
      .insert(kanjiaGoods)
      .values({ id, storeName, ...values })
      .returning()
    const [view] = await kanjiaGoodsViews(tx, [row])
    return view
  })
}

/** Edits an offer before its start (48020), not closed or over (48021). */
export async function updateKanjiaGoods(db: DbOrTx, id: string, form: KanjiaGoodsForm) {
  return db.transaction(async (tx) => {
    const current = await one(tx, id, true)
    const now = new Date()
    assertEditable(current, now, 'KANJIA_CLOSED', 'KANJIA_STARTED')
    const values = await formValues(tx, form, now)
    await checkOverlap(tx, id, values)
    const storeName = await storeNameOf(tx, values.storeId)
    const [row] = await tx
      .update(kanjiaGoods)
      .set({ ...values, storeName })
      .where(eq(kanjiaGoods.id, id))
      .returning()
    const [view] = await kanjiaGoodsViews(tx, [row])
    return view
  })
}

/** Closes an offer: from the commit on no bargain starts, is cut or bought (48021 when over already). */
export async function closeKanjiaGoods(db: DbOrTx, id: string) {
  return db.transaction(async (tx) => {
    const current = await one(tx, id, true)
    assertClosable(current, new Date(), 'KANJIA_CLOSED')
    const [row] = await tx
      .update(kanjiaGoods)
      .set({ closeTime: new Date() })
      .where(eq(kanjiaGoods.id, id))
      .returning()
    const [view] = await kanjiaGoodsViews(tx, [row])
    return view
  })
}

/** A running offer (48007 unknown, 48022 not running). */
export async function runningKanjiaGoods(db: DbOrTx, id: string, lock = false) {
  const row = await one(db, id, lock)
  if (windowStatus(row) !== 'START') throw new BizError('KANJIA_NOT_RUNNING')
  return row
}

/** The running offer of a goods, if any (the goods page's box): the first by start. */
export async function runningKanjiaOfGoods(db: DbOrTx, goodsId: string) {
  const rows = await db
    .select()
    .from(kanjiaGoods)
    .where(and(eq(kanjiaGoods.goodsId, goodsId), stateWhere(new Date()).START))
    .orderBy(kanjiaGoods.startTime)
    .limit(1)
  return (await kanjiaGoodsViews(db, rows))[0] ?? null
}
