import type { StudioDetailVO, StudioForm, StudioStatus } from '@silk/contracts/broadcast'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { liveCommodities, liveStudioGoods, liveStudios, stores } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import { parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { isStoredUpload } from '../media/file-storage.ts'
import { atWechat, liveApi, pictureFile } from './live-api.ts'
import { commodityView, statusSql, studioStatus, studioView, wechatLength } from './views.ts'

/*
 * 直播间 (decision 169): a store's rooms at WeChat. The seller's calls are scoped to its store; the
 * operator reads every store's and recommends; the buyer reads the rooms of the current mode (WeChat
 * or the sandbox), recommended first.
 */

const MINUTE = 60_000

/** WeChat's rules for a room, checked before anything is sent (each with its own code). */
function checkRoom(form: StudioForm, now: Date) {
  const name = wechatLength(form.name)
  if (name < 6 || name > 34) throw new BizError('LIVE_NAME_LENGTH')
  const anchor = wechatLength(form.anchorName)
  if (anchor < 4 || anchor > 30) throw new BizError('LIVE_ANCHOR_NAME_LENGTH')
  if (!isStoredUpload(form.coverImg) || !isStoredUpload(form.shareImg))
    throw new BizError('LIVE_PICTURE_INVALID')
  const startTime = parseChinaDateTime(form.startTime)
  const endTime = parseChinaDateTime(form.endTime)
  if (!startTime || !endTime) throw new BizError('LIVE_START_TOO_SOON')
  if (endTime <= startTime) throw new BizError('LIVE_END_BEFORE_START')
  const sixMonths = new Date(now)
  sixMonths.setMonth(sixMonths.getMonth() + 6)
  if (startTime.getTime() < now.getTime() + 10 * MINUTE || startTime > sixMonths)
    throw new BizError('LIVE_START_TOO_SOON')
  const length = endTime.getTime() - startTime.getTime()
  if (length < 30 * MINUTE || length > 24 * 60 * MINUTE) throw new BizError('LIVE_DURATION')
  return { startTime, endTime }
}

const goodsCount = sql<number>`(select count(*)::int from ${liveStudioGoods} where ${liveStudioGoods.studioId} = ${liveStudios.id})`

async function pageStudios(db: DbOrTx, where: SQL | undefined, query: PageQuery, order: SQL[]) {
  const now = new Date()
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        s: liveStudios,
        storeName: stores.storeName,
        storeNameEn: stores.storeNameEn,
        goods: goodsCount,
      })
      .from(liveStudios)
      .leftJoin(stores, eq(stores.id, liveStudios.storeId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(liveStudios).where(where),
  ])
  return toPage(
    rows.map((r) => studioView(r.s, r, Number(r.goods), now)),
    total,
    query,
  )
}

const filters = (query: { status?: StudioStatus; name?: string }, now: Date) => [
  query.status ? sql`${statusSql(now)} = ${query.status}` : undefined,
  query.name ? ilike(liveStudios.name, containsPattern(query.name)) : undefined,
]

/** `GET /store/broadcast/studio`: the store's rooms, newest start first. */
export function listStoreStudios(ctx: StoreCtx, query: PageQuery & { status?: StudioStatus; name?: string }) {
  const where = and(eq(liveStudios.storeId, ctx.seller.storeId), ...filters(query, new Date()))
  return pageStudios(ctx.db, where, query, [desc(liveStudios.startTime), desc(liveStudios.id)])
}

/** `GET /manager/broadcast/studio`: every store's rooms. */
export function listAllStudios(
  db: DbOrTx,
  query: PageQuery & { status?: StudioStatus; name?: string; storeId?: string },
) {
  const where = and(
    query.storeId ? eq(liveStudios.storeId, query.storeId) : undefined,
    ...filters(query, new Date()),
  )
  return pageStudios(db, where, query, [desc(liveStudios.startTime), desc(liveStudios.id)])
}

/** `GET /buyer/broadcast/studio`: the current mode's rooms, recommended first, then on air, coming, over. */
export function listBuyerStudios(
  db: DbOrTx,
  config: Config,
  query: PageQuery & { status?: StudioStatus; recommend?: boolean },
) {
  const now = new Date()
  const where = and(
    eq(liveStudios.sandbox, liveApi(config).sandbox),
    query.recommend === undefined ? undefined : eq(liveStudios.recommend, query.recommend),
    ...filters(query, now),
  )
  const rank = sql`case ${statusSql(now)} when 'START' then 0 when 'NEW' then 1 else 2 end`
  return pageStudios(db, where, query, [
    desc(liveStudios.recommend),
    asc(rank),
    asc(liveStudios.startTime),
    desc(liveStudios.id),
  ])
}

/** A room with its goods. */
async function detail(db: DbOrTx, where: SQL): Promise<StudioDetailVO> {
  const [row] = await db
    .select({ s: liveStudios, storeName: stores.storeName, storeNameEn: stores.storeNameEn })
    .from(liveStudios)
    .leftJoin(stores, eq(stores.id, liveStudios.storeId))
    .where(where)
  if (!row) throw new BizError('LIVE_STUDIO_NOT_EXIST')
  const goods = await db
    .select({ c: liveCommodities })
    .from(liveStudioGoods)
    .innerJoin(liveCommodities, eq(liveCommodities.id, liveStudioGoods.commodityId))
    .where(eq(liveStudioGoods.studioId, row.s.id))
    .orderBy(asc(liveStudioGoods.createTime))
  return {
    ...studioView(row.s, row, goods.length),
    roomGoodsList: goods.map((g) => commodityView(g.c, 1)),
  }
}

export const storeStudioDetail = (ctx: StoreCtx, id: string) =>
  detail(ctx.db, and(eq(liveStudios.id, id), eq(liveStudios.storeId, ctx.seller.storeId)) as SQL)
export const managerStudioDetail = (db: DbOrTx, id: string) => detail(db, eq(liveStudios.id, id))
/** `GET /buyer/broadcast/studio/getLiveInfo/{roomId}`: by WeChat's room id, in the current mode. */
export const buyerLiveInfo = (db: DbOrTx, config: Config, roomId: number) =>
  detail(db, and(eq(liveStudios.roomId, roomId), eq(liveStudios.sandbox, liveApi(config).sandbox)) as SQL)

async function uploadPictures(ctx: StoreCtx, form: StudioForm) {
  const api = liveApi(ctx.config)
  const [coverMediaId, shareMediaId] = await Promise.all([
    atWechat(() => api.uploadImage(pictureFile(ctx.config, form.coverImg))),
    atWechat(() => api.uploadImage(pictureFile(ctx.config, form.shareImg))),
  ])
  return { coverMediaId, shareMediaId }
}

/** `POST /store/broadcast/studio`: checks WeChat's rules, sends the pictures and creates the room there. */
export async function createStudio(ctx: StoreCtx, form: StudioForm) {
  const { startTime, endTime } = checkRoom(form, new Date())
  const api = liveApi(ctx.config)
  const media = await uploadPictures(ctx, form)
  const room = await atWechat(() => api.createRoom({ ...form, ...media, startTime, endTime }))
  // The share QR code buyers scan; a room made without one still works (the page path is known).
  const shared = await api.sharedCode(room.roomId).catch(() => null)
  const id = nextId()
  await ctx.db.insert(liveStudios).values({
    id,
    storeId: ctx.seller.storeId,
    name: form.name,
    coverImg: form.coverImg,
    shareImg: form.shareImg,
    anchorName: form.anchorName,
    anchorWechat: form.anchorWechat,
    startTime,
    endTime,
    roomId: room.roomId,
    qrcodeUrl: room.qrcodeUrl,
    shareQrcode: shared?.cdnUrl || null,
    sandbox: api.sandbox,
  })
  return storeStudioDetail(ctx, id)
}

async function ownStudio(ctx: StoreCtx, db: DbOrTx, where: SQL, lock = false) {
  const q = db
    .select()
    .from(liveStudios)
    .where(and(where, eq(liveStudios.storeId, ctx.seller.storeId)))
  const [row] = lock ? await q.for('update') : await q
  if (!row) throw new BizError('LIVE_STUDIO_NOT_EXIST')
  return row
}

/** `PUT /store/broadcast/studio/edit`: before the start only (WeChat's editroom). */
export async function editStudio(ctx: StoreCtx, form: StudioForm & { id: string }) {
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const row = await ownStudio(ctx, tx, eq(liveStudios.id, form.id), true)
    if (studioStatus(row, now) !== 'NEW') throw new BizError('LIVE_STUDIO_STARTED')
    const { startTime, endTime } = checkRoom(form, now)
    const media = await uploadPictures(ctx, form)
    await atWechat(() => liveApi(ctx.config).editRoom(row.roomId, { ...form, ...media, startTime, endTime }))
    await tx
      .update(liveStudios)
      .set({
        name: form.name,
        coverImg: form.coverImg,
        shareImg: form.shareImg,
        anchorName: form.anchorName,
        anchorWechat: form.anchorWechat,
        startTime,
        endTime,
        updateTime: now,
      })
      .where(eq(liveStudios.id, row.id))
  })
  return storeStudioDetail(ctx, form.id)
}

/** `DELETE /store/broadcast/studio/{id}`: not while on air; the room goes at WeChat too. */
export async function deleteStudio(ctx: StoreCtx, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownStudio(ctx, tx, eq(liveStudios.id, id), true)
    if (studioStatus(row) === 'START') throw new BizError('LIVE_STUDIO_STARTED')
    await tx.delete(liveStudioGoods).where(eq(liveStudioGoods.studioId, id))
    await tx.delete(liveStudios).where(eq(liveStudios.id, id))
    await atWechat(() => liveApi(ctx.config).deleteRoom(row.roomId))
  })
}

async function roomAndGoods(ctx: StoreCtx, tx: DbOrTx, roomId: number, liveGoodsId: number) {
  const sandbox = liveApi(ctx.config).sandbox
  const studio = await ownStudio(
    ctx,
    tx,
    and(eq(liveStudios.roomId, roomId), eq(liveStudios.sandbox, sandbox)) as SQL,
    true,
  )
  if (studioStatus(studio) === 'END') throw new BizError('LIVE_STUDIO_ENDED')
  const [goods] = await tx
    .select()
    .from(liveCommodities)
    .where(
      and(
        eq(liveCommodities.liveGoodsId, liveGoodsId),
        eq(liveCommodities.sandbox, sandbox),
        eq(liveCommodities.storeId, ctx.seller.storeId),
      ),
    )
    .for('update')
  if (!goods) throw new BizError('LIVE_GOODS_NOT_EXIST')
  return { studio, goods }
}

/**
 * `PUT /store/broadcast/studio/push/{roomId}/{liveGoodsId}`: an approved goods of the store into one
 * of its rooms. The pair's row is inserted first (primary key): of two adds at once one inserts and
 * calls WeChat, the other waits for it and is told the goods is already there. A refusal by WeChat
 * rolls the row back.
 */
export async function pushStudioGoods(ctx: StoreCtx, roomId: number, liveGoodsId: number) {
  return ctx.db.transaction(async (tx) => {
    const { studio, goods } = await roomAndGoods(ctx, tx, roomId, liveGoodsId)
    if (goods.auditStatus !== 2) throw new BizError('LIVE_GOODS_NOT_APPROVED')
    const added = await tx
      .insert(liveStudioGoods)
      .values({ studioId: studio.id, commodityId: goods.id })
      .onConflictDoNothing()
      .returning({ studioId: liveStudioGoods.studioId })
    if (added.length === 0) throw new BizError('LIVE_ROOM_GOODS_EXISTS')
    await atWechat(() => liveApi(ctx.config).addGoodsToRoom(roomId, [liveGoodsId]))
    return commodityView(goods, 1)
  })
}

/** `DELETE /store/broadcast/studio/deleteInRoom/{roomId}/{liveGoodsId}`. */
export async function removeStudioGoods(ctx: StoreCtx, roomId: number, liveGoodsId: number) {
  await ctx.db.transaction(async (tx) => {
    const { studio, goods } = await roomAndGoods(ctx, tx, roomId, liveGoodsId)
    const gone = await tx
      .delete(liveStudioGoods)
      .where(and(eq(liveStudioGoods.studioId, studio.id), eq(liveStudioGoods.commodityId, goods.id)))
      .returning({ studioId: liveStudioGoods.studioId })
    if (gone.length === 0) throw new BizError('LIVE_ROOM_GOODS_NOT_EXIST')
    await atWechat(() => liveApi(ctx.config).deleteGoodsInRoom(roomId, liveGoodsId))
  })
}

/** `PUT /manager/broadcast/studio/recommend/{id}`: the operator's 推荐 (the buyer list shows these first). */
export async function setStudioRecommend(tx: DbOrTx, id: string, recommend: boolean) {
  const [before] = await tx.select().from(liveStudios).where(eq(liveStudios.id, id)).for('update')
  if (!before) throw new BizError('LIVE_STUDIO_NOT_EXIST')
  await tx.update(liveStudios).set({ recommend, updateTime: new Date() }).where(eq(liveStudios.id, id))
  return { before: { recommend: before.recommend }, after: await managerStudioDetail(tx, id) }
}
