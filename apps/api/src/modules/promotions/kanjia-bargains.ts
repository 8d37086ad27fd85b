import type { BargainStatus, KanjiaActivityVO, KanjiaLogVO } from '@silk/contracts/kanjia'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { kanjiaBargains, kanjiaCuts, kanjiaGoods, members } from '@silk/db/schema/index'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { maskName } from '../../shared/mask.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { memberName } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { statement } from '../../shared/statement.ts'
import { runningKanjiaGoods, skuGoodsOf } from './kanjia.ts'
import { windowStatus } from './window.ts'

/**
 * 砍价 bargains (decision 167). A signed-in member starts one bargain per offer (the unique index) and
 * cuts it first, as lilishop's launch does; every other member cuts it once (the unique index). A cut
 * is decided under the bargain row's lock: a random amount in the offer's range, never below the
 * floor (the CHECK stands behind it), and the cut row and the new price are written together, so the
 * cuts always add up to start − current. Its starter buys it at the current price with cart way
 * KANJIA: the checkout marks it ORDERED (one order per bargain) and takes one of the offer's stock;
 * a cancelled order gives both back.
 */

export type BargainRow = typeof kanjiaBargains.$inferSelect
export type CutRow = typeof kanjiaCuts.$inferSelect

/** A whole amount of fen in [low, high]. Exported for the tests' bounds. */
export function cutAmount(low: number, high: number, left: number, random = Math.random) {
  const amount = low + Math.floor(random() * (high - low + 1))
  return Math.min(amount, left)
}

function logView(c: CutRow): KanjiaLogVO {
  return {
    id: c.id,
    kanjiaActivityId: c.bargainId,
    kanjiaMemberName: maskName(c.memberName),
    kanjiaMemberFace: c.face,
    kanjiaPrice: c.amount / 100,
    surplusPrice: c.priceAfter / 100,
    createTime: formatDateTime(c.createTime) ?? '',
  }
}

async function faceOf(db: DbOrTx, memberId: string) {
  const [m] = await db.select({ face: members.face }).from(members).where(eq(members.id, memberId))
  return m?.face ?? null
}

/** Cuts a bargain the caller has locked, for `member` (48009 cut already, 48013 ended, 48014 floor). */
async function cutLocked(tx: Tx, bargain: BargainRow, ctx: BuyerCtx): Promise<KanjiaLogVO> {
  const [offer] = await tx.select().from(kanjiaGoods).where(eq(kanjiaGoods.id, bargain.kanjiaGoodsId))
  if (bargain.status !== 'START' || !offer || windowStatus(offer) !== 'START')
    throw new BizError('KANJIA_ENDED')
  if (bargain.currentPrice <= bargain.floorPrice) throw new BizError('KANJIA_FLOOR_REACHED')
  const amount = cutAmount(offer.lowestCut, offer.highestCut, bargain.currentPrice - bargain.floorPrice)
  const priceAfter = bargain.currentPrice - amount
  const [cut] = await tx
    .insert(kanjiaCuts)
    .values({
      id: nextId(),
      bargainId: bargain.id,
      memberId: ctx.member.id,
      memberName: memberName(ctx.member),
      face: await faceOf(tx, ctx.member.id),
      amount,
      priceAfter,
    })
    .onConflictDoNothing({ target: [kanjiaCuts.bargainId, kanjiaCuts.memberId] })
    .returning()
  if (!cut) throw new BizError('KANJIA_ALREADY_CUT')
  await tx.update(kanjiaBargains).set({ currentPrice: priceAfter }).where(eq(kanjiaBargains.id, bargain.id))
  return logView(cut)
}

async function lockBargain(tx: Tx, id: string) {
  const [row] = await tx.select().from(kanjiaBargains).where(eq(kanjiaBargains.id, id)).for('update')
  if (!row) throw new BizError('KANJIA_BARGAIN_NOT_EXIST')
  return row
}

/**
 * `POST /buyer/promotion/kanjiaGoods` (lilishop `launchKanJiaActivity`): starts the member's bargain on
 * a running offer with stock left (48010 when started already) and cuts it once; the cut comes back.
 */
export async function startBargain(ctx: BuyerCtx, kanjiaGoodsId: string): Promise<KanjiaLogVO> {
  return ctx.db.transaction(async (tx) => {
    const offer = await runningKanjiaGoods(tx, kanjiaGoodsId)
    if (offer.stock <= 0) throw new BizError('KANJIA_SOLD_OUT')
    const [created] = await tx
      .insert(kanjiaBargains)
      .values({
        id: nextId(),
        kanjiaGoodsId: offer.id,
        skuId: offer.skuId,
        memberId: ctx.member.id,
        memberName: memberName(ctx.member),
        face: await faceOf(tx, ctx.member.id),
        startPrice: offer.startPrice,
        floorPrice: offer.floorPrice,
        currentPrice: offer.startPrice,
      })
      .onConflictDoNothing({ target: [kanjiaBargains.kanjiaGoodsId, kanjiaBargains.memberId] })
      .returning()
    if (!created) throw new BizError('KANJIA_ALREADY_STARTED')
    return cutLocked(tx, await lockBargain(tx, created.id), ctx)
  })
}

/** `POST /buyer/promotion/kanjiaGoods/help/{id}` (lilishop `helpKanJia`): one cut by the member. */
export async function cutBargain(ctx: BuyerCtx, bargainId: string): Promise<KanjiaLogVO> {
  return ctx.db.transaction(async (tx) => cutLocked(tx, await lockBargain(tx, bargainId), ctx))
}

/** The bargains as their page reads them, for `viewer` (null: signed out). */
async function bargainViews(
  db: DbOrTx,
  rows: BargainRow[],
  viewer: string | null,
  withLogs: boolean,
): Promise<KanjiaActivityVO[]> {
  if (rows.length === 0) return []
  const offers = await db
    .select()
    .from(kanjiaGoods)
    .where(
      inArray(
        kanjiaGoods.id,
        rows.map((r) => r.kanjiaGoodsId),
      ),
    )
  const skus = await skuGoodsOf(
    db,
    rows.map((r) => r.skuId),
  )
  const cuts = withLogs
    ? await db
        .select()
        .from(kanjiaCuts)
        .where(
          inArray(
            kanjiaCuts.bargainId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(kanjiaCuts.createTime), desc(kanjiaCuts.id))
        .limit(50 * rows.length)
    : []
  const mineCut = viewer
    ? await db
        .select({ bargainId: kanjiaCuts.bargainId })
        .from(kanjiaCuts)
        .where(
          and(
            eq(kanjiaCuts.memberId, viewer),
            inArray(
              kanjiaCuts.bargainId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : []
  return rows.map((row) => {
    const offer = offers.find((o) => o.id === row.kanjiaGoodsId)
    const sku = skus.find((s) => s.id === row.skuId)
    const running = !!offer && windowStatus(offer) === 'START'
    const status: BargainStatus = row.status === 'ORDERED' ? 'ORDERED' : running ? 'START' : 'END'
    const launch = viewer === row.memberId
    const helped = mineCut.some((c) => c.bargainId === row.id)
    return {
      id: row.id,
      kanjiaActivityGoodsId: row.kanjiaGoodsId,
      goodsId: sku?.goodsId ?? '0',
      skuId: row.skuId,
      goodsName: sku?.goodsName ?? '',
      goodsNameEn: sku?.goodsNameEn ?? null,
      specs: sku?.specs ?? '',
      thumbnail: sku?.images[0] ?? '',
      memberName: launch ? row.memberName : maskName(row.memberName),
      face: row.face,
      price: row.startPrice / 100,
      purchasePrice: row.floorPrice / 100,
      surplusPrice: row.currentPrice / 100,
      cutPrice: (row.startPrice - row.currentPrice) / 100,
      status,
      endTime: formatDateTime(offer?.endTime ?? row.createTime) ?? '',
      createTime: formatDateTime(row.createTime) ?? '',
      launch,
      help: !!viewer && status === 'START' && !helped && row.currentPrice > row.floorPrice,
      helped,
      pass: launch && status === 'START' && (offer?.stock ?? 0) > 0,
      orderSn: launch ? row.orderSn : null,
      logs: cuts.filter((c) => c.bargainId === row.id).map(logView),
    }
  })
}

/**
 * `POST /buyer/promotion/kanjiaGoods/getKanjiaActivity`: a bargain by its id (anyone may read it:
 * the share page), or the viewer's own on an offer (null when none). 48008 for an unknown id.
 */
export async function bargainOf(
  db: DbOrTx,
  viewer: string | null,
  q: { kanjiaActivityId?: string; kanjiaActivityGoodsId?: string },
) {
  const where = q.kanjiaActivityId
    ? eq(kanjiaBargains.id, q.kanjiaActivityId)
    : viewer && q.kanjiaActivityGoodsId
      ? and(eq(kanjiaBargains.kanjiaGoodsId, q.kanjiaActivityGoodsId), eq(kanjiaBargains.memberId, viewer))
      : undefined
  if (!where) return null
  const [row] = await db.select().from(kanjiaBargains).where(where)
  if (!row) {
    if (q.kanjiaActivityId) throw new BizError('KANJIA_BARGAIN_NOT_EXIST')
    return null
  }
  const [view] = await bargainViews(db, [row], viewer, true)
  return view
}

/** `GET .../getKanjiaActivity/logs`: a bargain's cuts, newest first (48008 unknown). */
export async function bargainLogs(db: DbOrTx, bargainId: string, query: PageQuery) {
  const [row] = await db
    .select({ id: kanjiaBargains.id })
    .from(kanjiaBargains)
    .where(eq(kanjiaBargains.id, bargainId))
  if (!row) throw new BizError('KANJIA_BARGAIN_NOT_EXIST')
  const where = eq(kanjiaCuts.bargainId, bargainId)
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(kanjiaCuts)
      .where(where)
      .orderBy(desc(kanjiaCuts.createTime), desc(kanjiaCuts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(kanjiaCuts).where(where),
  ])
  return toPage(rows.map(logView), total, query)
}

/** `GET .../kanjiaActivity/mine/`: the member's bargains, newest first. */
export async function myBargains(ctx: BuyerCtx, query: PageQuery) {
  const where = eq(kanjiaBargains.memberId, ctx.member.id)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(kanjiaBargains)
      .where(where)
      .orderBy(desc(kanjiaBargains.createTime), desc(kanjiaBargains.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(kanjiaBargains).where(where),
  ])
  return toPage(await bargainViews(ctx.db, rows, ctx.member.id, false), total, query)
}

/**
 * Adding a KANJIA line to the cart: one item of a bargain that is the member's (48011 another's,
 * 48008 none on the SKU), still running and not ordered (48013), with stock left (48015).
 */
export async function checkBargainBuyable(
  db: DbOrTx,
  memberId: string,
  skuId: string,
  num: number,
  bargainId?: string,
) {
  if (num !== 1) throw new BizError('KANJIA_ONE_SKU')
  const rows = await db
    .select()
    .from(kanjiaBargains)
    .where(
      bargainId
        ? eq(kanjiaBargains.id, bargainId)
        : and(eq(kanjiaBargains.skuId, skuId), eq(kanjiaBargains.memberId, memberId)),
    )
  if (bargainId && rows[0] && rows[0].memberId !== memberId) throw new BizError('KANJIA_NOT_YOURS')
  const mine = rows.filter((r) => r.skuId === skuId)
  if (mine.length === 0) throw new BizError('KANJIA_BARGAIN_NOT_EXIST')
  const offers = await db
    .select()
    .from(kanjiaGoods)
    .where(
      inArray(
        kanjiaGoods.id,
        mine.map((r) => r.kanjiaGoodsId),
      ),
    )
  const live = mine.find((r) => {
    const offer = offers.find((o) => o.id === r.kanjiaGoodsId)
    return r.status === 'START' && offer && windowStatus(offer) === 'START'
  })
  if (!live) throw new BizError('KANJIA_ENDED')
  if ((offers.find((o) => o.id === live.kanjiaGoodsId)?.stock ?? 0) <= 0)
    throw new BizError('KANJIA_SOLD_OUT')
}

/** Marks a bargain ordered at the price the checkout read: its one order (the row's lock orders cuts). */
const orderBargain = statement<{ id: string }>(
  'kanjia_order_bargain',
  `update kanjia_bargain set status = 'ORDERED', order_sn = $4
   where id = $1 and member_id = $2 and status = 'START' and current_price = $3 returning id`,
)

/** Takes one of a running offer's stock (the CHECK stands behind it). */
const takeStock = statement<{ id: string }>(
  'kanjia_take_stock',
  `update kanjia_goods set stock = stock - 1
   where id = $1 and stock > 0 and close_time is null and start_time <= now() and end_time > now()
   returning id`,
)

/**
 * At checkout, inside its transaction: the bargain becomes this order's (48013 ordered or ended
 * meanwhile, 48016 cut meanwhile: its price is not the one priced) and the offer gives one of its stock
 * (48015).
 */
export async function takeBargain(
  tx: Tx,
  input: { memberId: string; bargainId: string; kanjiaGoodsId: string; price: number; orderSn: string },
) {
  const [ordered] = await orderBargain(tx, [input.bargainId, input.memberId, input.price, input.orderSn])
  if (!ordered) {
    const [now] = await tx.select().from(kanjiaBargains).where(eq(kanjiaBargains.id, input.bargainId))
    if (now?.status === 'START' && now.currentPrice !== input.price)
      throw new BizError('KANJIA_PRICE_CHANGED')
    throw new BizError('KANJIA_ENDED')
  }
  const [taken] = await takeStock(tx, [input.kanjiaGoodsId])
  if (!taken) {
    const [offer] = await tx.select().from(kanjiaGoods).where(eq(kanjiaGoods.id, input.kanjiaGoodsId))
    throw new BizError(offer && windowStatus(offer) === 'START' ? 'KANJIA_SOLD_OUT' : 'KANJIA_ENDED')
  }
}

const releaseBargainOf = statement<{ kanjiaGoodsId: string }>(
  'kanjia_release_bargain',
  `update kanjia_bargain set status = 'START', order_sn = null
   where order_sn = $1 and status = 'ORDERED' returning kanjia_goods_id as "kanjiaGoodsId"`,
)
const returnStock = statement(
  'kanjia_return_stock',
  `update kanjia_goods set stock = stock + 1 where id = $1`,
)

/**
 * A cancelled bargain order gives its bargain back (START again: its starter may order it anew while
 * the offer runs) and its unit to the offer's stock.
 */
export async function releaseBargain(tx: Tx, orderSn: string) {
  const [released] = await releaseBargainOf(tx, [orderSn])
  if (released) await returnStock(tx, [released.kanjiaGoodsId])
}
