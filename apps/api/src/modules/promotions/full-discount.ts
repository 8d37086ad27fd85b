import type {
  FullDiscountDetail,
  FullDiscountForm,
  FullDiscountQuery,
  FullDiscountVO,
} from '@silk/contracts/full-discount'
import { formatFen } from '@silk/contracts/money'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { fullDiscountGoods, fullDiscounts, goods, stores } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import { statement } from '../../shared/statement.ts'
import { assertClosable, assertEditable, parseWindow, windowStateWhere, windowStatus } from './window.ts'

/**
 * 满减 / 满折 (issue 66, decision 160): the activities a store (or the platform, owner '0') runs, and
 * what they take off a cart. One module for both owners: every function takes the owner's store id
 * from the caller's token, never from a parameter.
 */

export type FullDiscountRow = typeof fullDiscounts.$inferSelect
export const PLATFORM_OWNER = '0'

const fen = (yuan: number | undefined) => Math.round((yuan ?? 0) * 100)
/** Yuan without a needless ".00": 10000 → "100", 9950 → "99.50". */
const yuan = (f: number) => formatFen(f, { sign: '', grouping: false }).replace(/\.00$/, '')
/** 85 → "8.5" */
const rateText = (tenths: number) => String(tenths / 10)

/** The rule as lilishop's goods page says it: "满X元，立减现金Y元" / "满X元，立享Z折". */
export function ruleText(
  row: Pick<FullDiscountRow, 'fullMoney' | 'discountType' | 'fullMinus' | 'fullRate'>,
) {
  return row.discountType === 'MINUS'
    ? `满${yuan(row.fullMoney)}元，立减现金${yuan(row.fullMinus)}元`
    : `满${yuan(row.fullMoney)}元，立享${rateText(row.fullRate)}折`
}

export function ruleTextEn(
  row: Pick<FullDiscountRow, 'fullMoney' | 'discountType' | 'fullMinus' | 'fullRate'>,
) {
  return row.discountType === 'MINUS'
    ? `Spend ¥${yuan(row.fullMoney)}, save ¥${yuan(row.fullMinus)}`
    : `Spend ¥${yuan(row.fullMoney)}, get ${100 - row.fullRate}% off`
}

export function fullDiscountView(row: FullDiscountRow): FullDiscountVO {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName,
    promotionName: row.promotionName,
    startTime: formatDateTime(row.startTime) ?? '',
    endTime: formatDateTime(row.endTime) ?? '',
    fullMoney: row.fullMoney / 100,
    isFullMinus: row.discountType === 'MINUS',
    isFullRate: row.discountType === 'RATE',
    fullMinus: row.fullMinus / 100,
    fullRate: row.discountType === 'RATE' ? row.fullRate / 10 : 0,
    scopeType: row.scopeType as FullDiscountVO['scopeType'],
    description: row.description,
    promotionStatus: windowStatus(row),
    rule: ruleText(row),
    ruleEn: ruleTextEn(row),
    bearer: row.storeId === PLATFORM_OWNER ? 'PLATFORM' : 'STORE',
    createTime: formatDateTime(row.createTime) ?? '',
  }
}

/** The table's values of a form, checked (42031–42033). */
async function formValues(db: DbOrTx, owner: string, form: FullDiscountForm, now: Date) {
  const { startTime, endTime } = parseWindow(form, now, 'FULL_DISCOUNT_TIME_ERROR')
  const fullMoney = fen(form.fullMoney)
  let fullMinus = 0
  let fullRate = 0
  if (fullMoney <= 0) throw new BizError('FULL_DISCOUNT_VALUE_ERROR')
  if (form.discountType === 'MINUS') {
    fullMinus = fen(form.fullMinus)
    if (fullMinus <= 0 || fullMinus > fullMoney) throw new BizError('FULL_DISCOUNT_VALUE_ERROR')
  } else {
    const r = form.fullRate ?? 0
    fullRate = Math.round(r * 10)
    if (!(r >= 0.1 && r <= 9.9) || Math.abs(r * 10 - fullRate) > 1e-6)
      throw new BizError('FULL_DISCOUNT_VALUE_ERROR')
  }
  const goodsIds = form.scopeType === 'PORTION_GOODS' ? [...new Set(form.goodsIds)] : []
  if (form.scopeType === 'PORTION_GOODS') {
    if (goodsIds.length === 0) throw new BizError('FULL_DISCOUNT_SCOPE_ERROR')
    // A store's activity covers its own goods only; the platform's any store's.
    const found = await db
      .select({ id: goods.id })
      .from(goods)
      .where(
        and(inArray(goods.id, goodsIds), owner === PLATFORM_OWNER ? undefined : eq(goods.storeId, owner)),
      )
    if (found.length !== goodsIds.length) throw new BizError('FULL_DISCOUNT_SCOPE_ERROR')
  }
  return {
    values: {
      promotionName: form.promotionName,
      startTime,
      endTime,
      fullMoney,
      discountType: form.discountType,
      fullMinus,
      fullRate,
      scopeType: form.scopeType,
      description: form.description,
    },
    goodsIds,
  }
}

/**
 * One owner's creates and edits take turns (a transaction-scoped advisory lock on the owner), so two
 * overlapping activities sent at once cannot both pass the overlap check: the second waits, then sees
 * the first.
 */
const lockOwner = statement(
  'lock_full_discount_owner',
  `select pg_advisory_xact_lock(hashtext('full_discount:' || $1::text))`,
)

/**
 * Another open activity of the owner whose window overlaps [start, end) and whose goods meet these
 * (either covers all goods, or they share a goods). Closed ones no longer count.
 */
const overlapping = statement<{ id: string }>(
  'full_discount_overlap',
  `select f.id from full_discount f
   where f.store_id = $1 and f.close_time is null and f.id <> $2
     and f.start_time < $4 and f.end_time > $3
     and ($5 = 'ALL' or f.scope_type = 'ALL'
          or exists (select 1 from full_discount_goods g where g.full_discount_id = f.id and g.goods_id = any($6::text[])))
   limit 1`,
)

async function checkOverlap(
  tx: DbOrTx,
  owner: string,
  id: string,
  v: { startTime: Date; endTime: Date; scopeType: string },
  goodsIds: string[],
) {
  const [hit] = await overlapping(tx, [owner, id, v.startTime, v.endTime, v.scopeType, goodsIds])
  if (hit) throw new BizError('FULL_DISCOUNT_OVERLAP')
}

async function withGoods(db: DbOrTx, rows: FullDiscountRow[]): Promise<FullDiscountDetail[]> {
  const ids = rows.filter((r) => r.scopeType === 'PORTION_GOODS').map((r) => r.id)
  const found = ids.length
    ? await db
        .select({
          fullDiscountId: fullDiscountGoods.fullDiscountId,
          goodsId: goods.id,
          goodsName: goods.goodsName,
          images: goods.images,
        })
        .from(fullDiscountGoods)
        .innerJoin(goods, eq(goods.id, fullDiscountGoods.goodsId))
        .where(inArray(fullDiscountGoods.fullDiscountId, ids))
        .orderBy(goods.id)
    : []
  return rows.map((row) => ({
    ...fullDiscountView(row),
    goods: found
      .filter((f) => f.fullDiscountId === row.id)
      .map((f) => ({ goodsId: f.goodsId, goodsName: f.goodsName, thumbnail: f.images[0] ?? '' })),
  }))
}

async function own(db: DbOrTx, owner: string, id: string, lock = false) {
  const q = db
    .select()
    .from(fullDiscounts)
    .where(and(eq(fullDiscounts.id, id), eq(fullDiscounts.storeId, owner)))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('FULL_DISCOUNT_NOT_EXIST')
  return row
}

/** The owner's activities, newest first, by name and state. */
export async function listFullDiscounts(db: DbOrTx, owner: string, query: FullDiscountQuery) {
  const f = fullDiscounts
  const state = windowStateWhere(f, new Date())
  const where = and(
    eq(f.storeId, owner),
    query.promotionName ? ilike(f.promotionName, containsPattern(query.promotionName)) : undefined,
    query.promotionStatus ? state[query.promotionStatus] : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(f)
      .where(where)
      .orderBy(desc(f.createTime), desc(f.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(f).where(where),
  ])
  return toPage(await withGoods(db, rows), total, query)
}

export async function fullDiscountDetail(db: DbOrTx, owner: string, id: string) {
  const [view] = await withGoods(db, [await own(db, owner, id)])
  return view
}

async function ownerName(db: DbOrTx, owner: string) {
  if (owner === PLATFORM_OWNER) return '平台'
  const [store] = await db.select({ storeName: stores.storeName }).from(stores).where(eq(stores.id, owner))
  return store?.storeName ?? ''
}

/** Creates an activity of `owner` (42031–42034). */
export async function createFullDiscount(db: DbOrTx, owner: string, form: FullDiscountForm, id = nextId()) {
  return db
    .transaction(async (tx) => {
      const { values, goodsIds } = await formValues(tx, owner, form, new Date())
      await lockOwner(tx, [owner])
      await checkOverlap(tx, owner, id, values, goodsIds)
      const [row] = await tx
        .insert(fullDiscounts)
        .values({ id, storeId: owner, storeName: await ownerName(tx, owner), ...values })
        .returning()
      if (goodsIds.length)
        await tx
          .insert(fullDiscountGoods)
          .values(goodsIds.map((goodsId) => ({ fullDiscountId: id, goodsId })))
      const [view] = await withGoods(tx, [row])
      return view
    })
    .finally(forgetLiveFullDiscounts)
}

/** Edits an activity that has not started (42035), nor closed (42036). */
export async function updateFullDiscount(db: DbOrTx, owner: string, id: string, form: FullDiscountForm) {
  return db
    .transaction(async (tx) => {
      await lockOwner(tx, [owner])
      const current = await own(tx, owner, id, true)
      const now = new Date()
      assertEditable(current, now, 'FULL_DISCOUNT_CLOSED', 'FULL_DISCOUNT_STARTED')
      const { values, goodsIds } = await formValues(tx, owner, form, now)
      await checkOverlap(tx, owner, id, values, goodsIds)
      const [row] = await tx
        .update(fullDiscounts)
        .set(values)
        .where(and(eq(fullDiscounts.id, id), eq(fullDiscounts.storeId, owner)))
        .returning()
      await tx.delete(fullDiscountGoods).where(eq(fullDiscountGoods.fullDiscountId, id))
      if (goodsIds.length)
        await tx
          .insert(fullDiscountGoods)
          .values(goodsIds.map((goodsId) => ({ fullDiscountId: id, goodsId })))
      const [view] = await withGoods(tx, [row])
      return view
    })
    .finally(forgetLiveFullDiscounts)
}

/** Closes an activity early: from the commit on, no checkout applies it (42036 when over already). */
export async function closeFullDiscount(db: DbOrTx, owner: string, id: string) {
  return db
    .transaction(async (tx) => {
      const current = await own(tx, owner, id, true)
      assertClosable(current, new Date(), 'FULL_DISCOUNT_CLOSED')
      const [row] = await tx
        .update(fullDiscounts)
        .set({ closeTime: new Date() })
        .where(eq(fullDiscounts.id, id))
        .returning()
      const [view] = await withGoods(tx, [row])
      return view
    })
    .finally(forgetLiveFullDiscounts)
}

/** A live activity with the goods it covers (null: all goods of its owner, or of every store for the platform). */
export interface LiveFullDiscount {
  row: FullDiscountRow
  goodsIds: Set<string> | null
}

const selectLive = statement<FullDiscountRow & { goodsIds: string[] | null }>(
  'live_full_discounts',
  `select f.id, f.store_id as "storeId", f.store_name as "storeName", f.promotion_name as "promotionName",
     f.start_time as "startTime", f.end_time as "endTime", f.full_money as "fullMoney",
     f.discount_type as "discountType", f.full_minus as "fullMinus", f.full_rate as "fullRate",
     f.scope_type as "scopeType", f.description, f.close_time as "closeTime", f.create_time as "createTime",
     case when f.scope_type = 'PORTION_GOODS'
       then (select array_agg(g.goods_id) from full_discount_goods g where g.full_discount_id = f.id) end as "goodsIds"
   from full_discount f
   where ($1::text[] is null or f.store_id = any($1::text[]) or f.store_id = '0')
     and f.close_time is null and f.start_time <= now() and f.end_time > now()
   order by f.end_time, f.id`,
)

/** The live activities that may apply to these stores' goods (theirs and the platform's). */
export async function liveFullDiscounts(db: DbOrTx, storeIds: string[]): Promise<LiveFullDiscount[]> {
  if (storeIds.length === 0) return []
  const rows = await selectLive(db, [storeIds])
  return rows.map(({ goodsIds, ...row }) => ({ row, goodsIds: goodsIds ? new Set(goodsIds) : null }))
}

/**
 * Every live activity, kept for a few seconds (the goods pages ask on every view): an activity made,
 * edited or closed on this node is seen at once (`forgetLiveFullDiscounts`), on another node within
 * the TTL.
 */
const LIVE_TTL_MS = 10_000
let liveAll: { db: DbOrTx; expiresAt: number; value: Promise<LiveFullDiscount[]> } | null = null

export function allLiveFullDiscounts(db: DbOrTx): Promise<LiveFullDiscount[]> {
  if (liveAll && liveAll.db === db && liveAll.expiresAt > Date.now()) return liveAll.value
  const value = selectLive(db, [null]).then((rows) =>
    rows.map(({ goodsIds, ...row }) => ({ row, goodsIds: goodsIds ? new Set(goodsIds) : null })),
  )
  liveAll = { db, expiresAt: Date.now() + LIVE_TTL_MS, value }
  value.catch(() => {
    liveAll = null
  })
  return value
}

export function forgetLiveFullDiscounts() {
  liveAll = null
}

/**
 * The goods list card's `promotionMap` entries (lilishop's keys, `FULL_DISCOUNT-<id>`) of the live
 * activities covering a goods: what its 满减 tag reads. The same for every visitor (decision 161).
 */
export function fullDiscountCardMap(live: LiveFullDiscount[], storeId: string, goodsId: string) {
  const map: Record<string, { id: string; rule: string; ruleEn: string }> = {}
  for (const a of live)
    if (covers(a, storeId, goodsId))
      map[`FULL_DISCOUNT-${a.row.id}`] = { id: a.row.id, rule: ruleText(a.row), ruleEn: ruleTextEn(a.row) }
  return map
}

/** Whether an activity covers a goods of a store. */
export function covers(a: LiveFullDiscount, storeId: string, goodsId: string) {
  if (a.row.storeId !== PLATFORM_OWNER && a.row.storeId !== storeId) return false
  return a.goodsIds === null || a.goodsIds.has(goodsId)
}

/** What an activity takes off an eligible subtotal `base` (fen): nothing below the threshold. */
export function discountOf(
  row: Pick<FullDiscountRow, 'fullMoney' | 'discountType' | 'fullMinus' | 'fullRate'>,
  base: number,
) {
  if (base < row.fullMoney || base <= 0) return 0
  if (row.discountType === 'MINUS') return Math.min(row.fullMinus, base)
  // Pays fullRate tenths: the discount is the rest, in whole fen, rounded down (never more than shown).
  return Math.floor((base * (100 - row.fullRate)) / 100)
}

/** The lines a full discount prices: what `cart-model`'s `LineModel` has. */
export interface DiscountLine {
  skuId: string
  goodsId: string
  storeId: string
  subTotal: number
  checked: boolean
  discountPrice: number
  promotion: { type: string } | null
}

export interface StoreFullDiscount {
  activity: FullDiscountRow
  isFull: boolean
  /** Fen still to add to reach the threshold (0 once full). */
  lack: number
  /** Fen off now (0 until full). */
  discount: number
  /** Fen off at the threshold (what "再买¥X可减¥Y" promises). */
  reward: number
  skuIds: string[]
}

/**
 * Applies at most one full discount per store (decision 160) to the checked lines, after flash prices
 * (a line's subTotal) and before coupons: of the live activities covering the store's lines (its own
 * and the platform's), the one taking most off (ties: the store's own, then the one ending first); when
 * none reaches its threshold, the nearest one, for the cart's "再买¥X可减¥Y". The discount is split over
 * the covered lines by their share of the subtotal, each share rounded down and the last line taking
 * the remainder, so the shares add up to the discount exactly. Points exchanges take none.
 */
export function applyFullDiscounts(
  lines: DiscountLine[],
  live: LiveFullDiscount[],
): Map<string, StoreFullDiscount> {
  const out = new Map<string, StoreFullDiscount>()
  for (const l of lines) l.discountPrice = 0
  const storeIds = [...new Set(lines.map((l) => l.storeId))]
  for (const storeId of storeIds) {
    const mine = lines.filter((l) => l.storeId === storeId && l.checked && l.promotion?.type !== 'POINTS')
    let best: (StoreFullDiscount & { eligible: DiscountLine[] }) | null = null
    for (const a of live) {
      const eligible = mine.filter((l) => covers(a, storeId, l.goodsId))
      if (eligible.length === 0) continue
      const base = eligible.reduce((s, l) => s + l.subTotal, 0)
      const discount = discountOf(a.row, base)
      const candidate = {
        activity: a.row,
        isFull: discount > 0,
        lack: Math.max(a.row.fullMoney - base, 0),
        discount,
        reward: discount > 0 ? discount : discountOf(a.row, a.row.fullMoney),
        skuIds: eligible.map((l) => l.skuId),
        eligible,
      }
      if (!best || better(candidate, best)) best = candidate
    }
    if (!best) continue
    const { eligible, ...result } = best
    out.set(storeId, result)
    if (result.discount > 0) split(result.discount, eligible)
  }
  return out
}

function better(a: StoreFullDiscount, b: StoreFullDiscount) {
  if (a.discount !== b.discount) return a.discount > b.discount
  if (a.discount === 0 && a.lack !== b.lack) return a.lack < b.lack
  const ownA = a.activity.storeId !== PLATFORM_OWNER
  const ownB = b.activity.storeId !== PLATFORM_OWNER
  if (ownA !== ownB) return ownA
  return false
}

/**
 * Splits `amount` (fen, at most the lines' total) over lines by subTotal: each share rounded down, then
 * the remainder from the last line backwards, never above a line's own subTotal (three 1-fen lines
 * with 2 off would otherwise leave the last line at -1), so the shares add up to `amount` exactly.
 */
export function split(amount: number, lines: Pick<DiscountLine, 'subTotal' | 'discountPrice'>[]) {
  const total = lines.reduce((s, l) => s + l.subTotal, 0)
  const off = Math.min(amount, total)
  let given = 0
  for (const l of lines) {
    l.discountPrice = total > 0 ? Math.floor((off * l.subTotal) / total) : 0
    given += l.discountPrice
  }
  for (let i = lines.length - 1; i >= 0 && given < off; i--) {
    const l = lines[i]
    const extra = Math.min(off - given, l.subTotal - l.discountPrice)
    l.discountPrice += extra
    given += extra
  }
}

/** The notice of a store group in the cart, in the page's language. */
export function noticeOf(fd: StoreFullDiscount, locale: 'zh-CN' | 'en') {
  if (fd.isFull)
    return locale === 'en'
      ? `${fd.activity.promotionName}: ¥${yuan(fd.discount)} off`
      : `${fd.activity.promotionName}：已减¥${yuan(fd.discount)}`
  return locale === 'en'
    ? `Add ¥${yuan(fd.lack)} more to save ¥${yuan(fd.reward)}`
    : `再买¥${yuan(fd.lack)}可减¥${yuan(fd.reward)}`
}
