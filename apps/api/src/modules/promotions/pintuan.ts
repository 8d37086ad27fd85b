import type { PintuanForm, PintuanQuery, PintuanVO } from '@silk/contracts/pintuan'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { goods, goodsSkus, pintuanGoods, pintuanGroups, pintuans, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { statement } from '../../shared/statement.ts'
import { assertClosable, assertEditable, parseWindow, windowStateWhere, windowStatus } from './window.ts'

/**
 * 拼团 activities (issue 66 item 2, decision 161): a store's group price per SKU of one of its goods,
 * the group size and the hours a group has to fill. Every store function takes the store id from the
 * caller's token; another store's activity is 42040.
 */

export type PintuanRow = typeof pintuans.$inferSelect
const fen = (yuan: number) => Math.round(yuan * 100)

/** The activities with their goods, SKU prices and group counts, as `PintuanVO`. */
export async function pintuanViews(db: DbOrTx, rows: PintuanRow[]): Promise<PintuanVO[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  // One after another: `db` may be a transaction (one connection).
  const skus = await db
    .select({
      pintuanId: pintuanGoods.pintuanId,
      skuId: pintuanGoods.skuId,
      price: pintuanGoods.price,
      normal: goodsSkus.price,
      specs: goodsSkus.simpleSpecs,
    })
    .from(pintuanGoods)
    .innerJoin(goodsSkus, eq(goodsSkus.id, pintuanGoods.skuId))
    .where(inArray(pintuanGoods.pintuanId, ids))
    .orderBy(pintuanGoods.skuId)
  const goodsRows = await db
    .select({
      id: goods.id,
      goodsName: goods.goodsName,
      goodsNameEn: goods.goodsNameEn,
      images: goods.images,
    })
    .from(goods)
    .where(
      inArray(
        goods.id,
        rows.map((r) => r.goodsId),
      ),
    )
  const counts = await db
    .select({
      pintuanId: pintuanGroups.pintuanId,
      groups: count(),
      success: sql<number>`count(*) filter (where ${pintuanGroups.status} = 'SUCCESS')`.mapWith(Number),
    })
    .from(pintuanGroups)
    .where(inArray(pintuanGroups.pintuanId, ids))
    .groupBy(pintuanGroups.pintuanId)
  return rows.map((row) => {
    const g = goodsRows.find((x) => x.id === row.goodsId)
    const c = counts.find((x) => x.pintuanId === row.id)
    return {
      id: row.id,
      storeId: row.storeId,
      storeName: row.storeName,
      promotionName: row.promotionName,
      goodsId: row.goodsId,
      goodsName: g?.goodsName ?? '',
      goodsNameEn: g?.goodsNameEn ?? null,
      thumbnail: g?.images[0] ?? '',
      requiredNum: row.requiredNum,
      limitHours: row.limitHours,
      fictitious: row.fictitious,
      startTime: formatDateTime(row.startTime) ?? '',
      endTime: formatDateTime(row.endTime) ?? '',
      promotionStatus: windowStatus(row),
      skus: skus
        .filter((s) => s.pintuanId === row.id)
        .map((s) => ({ skuId: s.skuId, specs: s.specs, normalPrice: s.normal / 100, price: s.price / 100 })),
      groupNum: c?.groups ?? 0,
      successNum: c?.success ?? 0,
      createTime: formatDateTime(row.createTime) ?? '',
    }
  })
}

/** The table's values of a form, checked (42041–42043). */
async function formValues(db: DbOrTx, storeId: string, form: PintuanForm, now: Date) {
  const { startTime, endTime } = parseWindow(form, now, 'PINTUAN_TIME_ERROR')
  const [g] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(
      and(
        eq(goods.id, form.goodsId),
        eq(goods.storeId, storeId),
        eq(goods.marketEnable, 'UPPER'),
        eq(goods.authFlag, 'PASS'),
      ),
    )
  if (!g) throw new BizError('PINTUAN_GOODS_ERROR')
  const skus = await db
    .select({ id: goodsSkus.id, price: goodsSkus.price })
    .from(goodsSkus)
    .where(
      and(
        eq(goodsSkus.goodsId, form.goodsId),
        inArray(
          goodsSkus.id,
          form.skus.map((s) => s.skuId),
        ),
      ),
    )
  if (skus.length !== form.skus.length) throw new BizError('PINTUAN_GOODS_ERROR')
  const prices = form.skus.map((s) => {
    const price = fen(s.price)
    const normal = skus.find((k) => k.id === s.skuId)?.price ?? 0
    if (price <= 0 || price >= normal) throw new BizError('PINTUAN_PRICE_ERROR')
    return { skuId: s.skuId, price }
  })
  return {
    values: {
      promotionName: form.promotionName,
      goodsId: form.goodsId,
      requiredNum: form.requiredNum,
      limitHours: form.limitHours,
      fictitious: form.fictitious,
      startTime,
      endTime,
    },
    prices,
  }
}

/** Writes on one goods take turns, so two overlapping activities sent at once cannot both pass. */
const lockGoods = statement(
  'lock_pintuan_goods',
  `select pg_advisory_xact_lock(hashtext('pintuan:' || $1::text))`,
)

const overlapping = statement<{ id: string }>(
  'pintuan_overlap',
  `select id from pintuan where goods_id = $1 and close_time is null and id <> $2
     and start_time < $4 and end_time > $3 limit 1`,
)

async function own(db: DbOrTx, storeId: string, id: string, lock = false) {
  const q = db
    .select()
    .from(pintuans)
    .where(and(eq(pintuans.id, id), eq(pintuans.storeId, storeId)))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('PINTUAN_NOT_EXIST')
  return row
}

const stateWhere = (now: Date) => windowStateWhere(pintuans, now)

/**
 * Activities, newest first, by name and state: a store's own (`storeId`), or every store's for the
 * operator's read-only list (`storeId` null).
 */
export async function listPintuans(db: DbOrTx, storeId: string | null, query: PintuanQuery) {
  const p = pintuans
  const where = and(
    storeId ? eq(p.storeId, storeId) : undefined,
    query.promotionName ? ilike(p.promotionName, containsPattern(query.promotionName)) : undefined,
    query.promotionStatus ? stateWhere(new Date())[query.promotionStatus] : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(p)
      .where(where)
      .orderBy(desc(p.createTime), desc(p.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(p).where(where),
  ])
  return toPage(await pintuanViews(db, rows), total, query)
}

export async function pintuanDetail(db: DbOrTx, storeId: string, id: string) {
  const [view] = await pintuanViews(db, [await own(db, storeId, id)])
  return view
}

/** Creates an activity of the store (42041–42044). */
export async function createPintuan(db: DbOrTx, storeId: string, form: PintuanForm, id = nextId()) {
  return db.transaction(async (tx) => {
    const { values, prices } = await formValues(tx, storeId, form, new Date())
    await lockGoods(tx, [values.goodsId])
    const [hit] = await overlapping(tx, [values.goodsId, id, values.startTime, values.endTime])
    if (hit) throw new BizError('PINTUAN_OVERLAP')
    const [store] = await tx
      .select({ storeName: stores.storeName })
      .from(stores)
      .where(eq(stores.id, storeId))
    const [row] = await tx
      .insert(pintuans)
      .values({ id, storeId, storeName: store?.storeName ?? '', ...values })
      .returning()
    await tx.insert(pintuanGoods).values(prices.map((p) => ({ id: nextId(), pintuanId: id, ...p })))
    const [view] = await pintuanViews(tx, [row])
    return view
  })
}

/** Edits an activity before its start (42045), not closed or over (42046). */
export async function updatePintuan(db: DbOrTx, storeId: string, id: string, form: PintuanForm) {
  return db.transaction(async (tx) => {
    const current = await own(tx, storeId, id, true)
    const now = new Date()
    assertEditable(current, now, 'PINTUAN_CLOSED', 'PINTUAN_STARTED')
    const { values, prices } = await formValues(tx, storeId, form, now)
    await lockGoods(tx, [values.goodsId])
    const [hit] = await overlapping(tx, [values.goodsId, id, values.startTime, values.endTime])
    if (hit) throw new BizError('PINTUAN_OVERLAP')
    const [row] = await tx.update(pintuans).set(values).where(eq(pintuans.id, id)).returning()
    await tx.delete(pintuanGoods).where(eq(pintuanGoods.pintuanId, id))
    await tx.insert(pintuanGoods).values(prices.map((p) => ({ id: nextId(), pintuanId: id, ...p })))
    const [view] = await pintuanViews(tx, [row])
    return view
  })
}

/**
 * Closes an activity: no new group opens or is joined from the commit on; groups already forming
 * keep their deadline and fill or fail as they would (42046 when over already).
 */
export async function closePintuan(db: DbOrTx, storeId: string, id: string) {
  return db.transaction(async (tx) => {
    const current = await own(tx, storeId, id, true)
    assertClosable(current, new Date(), 'PINTUAN_CLOSED')
    const [row] = await tx
      .update(pintuans)
      .set({ closeTime: new Date() })
      .where(eq(pintuans.id, id))
      .returning()
    const [view] = await pintuanViews(tx, [row])
    return view
  })
}

/** SQL: the running activity of a SKU (at most one per goods: overlaps are refused) and its price. */
export const LIVE_PINTUAN_SKU = `select pg.id, pg.pintuan_id as "pintuanId", pg.price
  from pintuan_goods pg join pintuan p on p.id = pg.pintuan_id
  where pg.sku_id = $1 and p.close_time is null and p.start_time <= now() and p.end_time > now()`

/** The running activities, for the buyer's list (lilishop `GET /buyer/promotion/pintuan`). */
export async function runningPintuans(db: DbOrTx, query: PintuanQuery & { goodsName?: string }) {
  const now = new Date()
  const p = pintuans
  const where = and(
    stateWhere(now).START,
    query.goodsName
      ? inArray(
          p.goodsId,
          db
            .select({ id: goods.id })
            .from(goods)
            .where(ilike(goods.goodsName, containsPattern(query.goodsName))),
        )
      : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(p)
      .where(where)
      .orderBy(desc(p.startTime), desc(p.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(p).where(where),
  ])
  return toPage(await pintuanViews(db, rows), total, query)
}

/** The running activity of a goods, if any. */
export async function runningPintuanOfGoods(db: DbOrTx, goodsId: string) {
  const [row] = await db
    .select()
    .from(pintuans)
    .where(and(eq(pintuans.goodsId, goodsId), stateWhere(new Date()).START))
    .limit(1)
  return row ?? null
}
