import type { CommodityForm } from '@silk/contracts/broadcast'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { goods, goodsSkus, liveCommodities, liveStudioGoods } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { fenToYuan, yuanToFen } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { atWechat, liveApi, pictureFile } from './live-api.ts'
import { type CommodityRow, commodityView, wechatLength } from './views.ts'
import type { LiveApi } from './wechat-live.ts'

/*
 * 直播商品 (decision 169): the store's SKUs submitted to the live goods library of the mini program,
 * each with a live price; WeChat audits them (0 未审核, 1 审核中, 2 审核通过, 3 审核驳回) and the
 * `live-sync` job reads its verdicts. Every call is the caller's store only.
 */

const roomCount = sql<number>`(select count(*)::int from ${liveStudioGoods} where ${liveStudioGoods.commodityId} = ${liveCommodities.id})`

/** `GET /store/broadcast/commodity`. */
export async function listStoreCommodities(
  ctx: StoreCtx,
  query: PageQuery & { name?: string; auditStatus?: number },
) {
  const where = and(
    eq(liveCommodities.storeId, ctx.seller.storeId),
    query.name ? ilike(liveCommodities.name, containsPattern(query.name)) : undefined,
    query.auditStatus === undefined ? undefined : eq(liveCommodities.auditStatus, query.auditStatus),
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ c: liveCommodities, rooms: roomCount })
      .from(liveCommodities)
      .where(where)
      .orderBy(desc(liveCommodities.createTime), desc(liveCommodities.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(liveCommodities).where(where),
  ])
  return toPage(
    rows.map((r) => commodityView(r.c, Number(r.rooms))),
    total,
    query,
  )
}

/** The mini program's goods page of a SKU (WECHAT_LIVE_GOODS_PATH). */
const goodsUrl = (template: string, skuId: string, goodsId: string) =>
  template.replaceAll('{skuId}', skuId).replaceAll('{goodsId}', goodsId)

/**
 * `POST /store/broadcast/commodity` (a JSON list, as lilishop's): each an own SKU of an approved goods
 * on sale, a live price above 0 and not above its price. The row is inserted first (one per SKU,
 * unique), then the picture and the goods go to WeChat in the same transaction: of two submissions of
 * one SKU at once one reaches WeChat, the other is told the SKU is already there; WeChat's refusal
 * leaves nothing behind. Returns the rows made.
 */
export async function addCommodities(ctx: StoreCtx, forms: CommodityForm[]) {
  const made = []
  for (const form of forms) made.push(await addCommodity(ctx, form))
  return made
}

async function addCommodity(ctx: StoreCtx, form: CommodityForm) {
  const [row] = await ctx.db
    .select({ sku: goodsSkus, g: goods })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .where(and(eq(goodsSkus.id, form.skuId), eq(goods.storeId, ctx.seller.storeId)))
  if (row?.g.authFlag !== 'PASS' || row.g.marketEnable !== 'UPPER') throw new BizError('LIVE_GOODS_NOT_STORE')
  const fen = yuanToFen(form.price)
  if (fen === null || fen <= 0 || fen > row.sku.price || Math.abs(form.price * 100 - fen) > 1e-6)
    throw new BizError('LIVE_PRICE_INVALID')
  const name = (form.name || row.g.goodsName).trim()
  if (wechatLength(name) < 1 || wechatLength(name) > 28) throw new BizError('LIVE_GOODS_NAME_LENGTH')
  const image = row.sku.images[0] ?? row.g.images[0] ?? ''
  if (!image) throw new BizError('LIVE_PICTURE_INVALID')
  const api = liveApi(ctx.config)
  const url = goodsUrl(ctx.config.WECHAT_LIVE_GOODS_PATH, row.sku.id, row.g.id)
  return ctx.db.transaction(async (tx) => {
    const id = nextId()
    const inserted = await tx
      .insert(liveCommodities)
      .values({
        id,
        storeId: ctx.seller.storeId,
        goodsId: row.g.id,
        skuId: row.sku.id,
        name,
        goodsImage: image,
        price: fen,
        url,
        sandbox: api.sandbox,
      })
      .onConflictDoNothing({ target: liveCommodities.skuId })
      .returning()
    if (inserted.length === 0) throw new BizError('LIVE_GOODS_SKU_EXISTS')
    const coverMediaId = await atWechat(() => api.uploadImage(pictureFile(ctx.config, image)))
    const added = await atWechat(() => api.addGoods({ coverMediaId, name, price: fenToYuan(fen), url }))
    const [saved] = await tx
      .update(liveCommodities)
      .set({ liveGoodsId: added.goodsId, auditId: added.auditId, auditStatus: 1, updateTime: new Date() })
      .where(eq(liveCommodities.id, id))
      .returning()
    return commodityView(saved, 0)
  })
}

/** The store's live goods by WeChat's id, locked for the rest of the transaction. */
async function ownCommodity(ctx: StoreCtx, tx: DbOrTx, liveGoodsId: number): Promise<CommodityRow> {
  const [row] = await tx
    .select()
    .from(liveCommodities)
    .where(
      and(
        eq(liveCommodities.liveGoodsId, liveGoodsId),
        eq(liveCommodities.sandbox, liveApi(ctx.config).sandbox),
        eq(liveCommodities.storeId, ctx.seller.storeId),
      ),
    )
    .for('update')
  if (!row) throw new BizError('LIVE_GOODS_NOT_EXIST')
  return row
}

/** `DELETE /store/broadcast/commodity/{liveGoodsId}`: not while it is in a room. */
export async function deleteCommodity(ctx: StoreCtx, liveGoodsId: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await ownCommodity(ctx, tx, liveGoodsId)
    const [inRoom] = await tx
      .select({ studioId: liveStudioGoods.studioId })
      .from(liveStudioGoods)
      .where(eq(liveStudioGoods.commodityId, row.id))
      .limit(1)
    if (inRoom) throw new BizError('LIVE_GOODS_IN_ROOM')
    await tx.delete(liveCommodities).where(eq(liveCommodities.id, row.id))
    await atWechat(() => liveApi(ctx.config).deleteGoods(liveGoodsId))
  })
}

/** `PUT /store/broadcast/commodity/resubmit/{liveGoodsId}`: 未审核 or 审核驳回 → 审核中 (goods/audit). */
export async function resubmitCommodity(ctx: StoreCtx, liveGoodsId: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await ownCommodity(ctx, tx, liveGoodsId)
    if (row.auditStatus !== 0 && row.auditStatus !== 3) throw new BizError('LIVE_AUDIT_STATE')
    const { auditId } = await atWechat(() => liveApi(ctx.config).auditGoods(liveGoodsId))
    const [saved] = await tx
      .update(liveCommodities)
      .set({ auditId, auditStatus: 1, updateTime: new Date() })
      .where(eq(liveCommodities.id, row.id))
      .returning()
    return commodityView(saved, 0)
  })
}

/** `PUT /store/broadcast/commodity/withdraw/{liveGoodsId}`: 审核中 → 未审核 (goods/resetaudit). */
export async function withdrawCommodity(ctx: StoreCtx, liveGoodsId: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await ownCommodity(ctx, tx, liveGoodsId)
    if (row.auditStatus !== 1 || !row.auditId) throw new BizError('LIVE_AUDIT_STATE')
    await atWechat(() => liveApi(ctx.config).resetAudit(liveGoodsId, row.auditId as string))
    const [saved] = await tx
      .update(liveCommodities)
      .set({ auditStatus: 0, updateTime: new Date() })
      .where(eq(liveCommodities.id, row.id))
      .returning()
    return commodityView(saved, 0)
  })
}

/**
 * What the `live-sync` job does for goods: asks WeChat for the goods approved (2) and refused (3),
 * page by page, and moves ours still 审核中 to that verdict. Returns how many changed.
 */
export async function syncCommodityAudits(db: DbOrTx, api: LiveApi) {
  let changed = 0
  for (const status of [2, 3] as const) {
    for (let offset = 0; ; offset += 100) {
      const { total, goodsIds } = await api.approvedGoods(status, offset, 100)
      if (goodsIds.length > 0) {
        const rows = await db
          .update(liveCommodities)
          .set({ auditStatus: status, updateTime: new Date() })
          .where(
            and(
              inArray(liveCommodities.liveGoodsId, goodsIds),
              eq(liveCommodities.sandbox, api.sandbox),
              eq(liveCommodities.auditStatus, 1),
            ),
          )
          .returning({ id: liveCommodities.id })
        changed += rows.length
      }
      if (goodsIds.length === 0 || offset + 100 >= total) break
    }
  }
  return changed
}
