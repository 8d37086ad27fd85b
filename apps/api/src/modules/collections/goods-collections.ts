import { nextId } from '@silk/db/ids'
import { goods, goodsSkus } from '@silk/db/schema/goods'
import { goodsCollections } from '@silk/db/schema/member-collections'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { sized } from '../goods/goods-view.ts'

type MemberCtx = Pick<Ctx, 'db'> & { member: NonNullable<Ctx['member']>; locale?: Ctx['locale'] }

/** Goods favourites are keyed by SKU id (reference §15.5). */
export async function addGoodsCollection(ctx: MemberCtx, skuId: string) {
  const [sku] = await ctx.db
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .where(eq(goodsSkus.id, skuId))
    .limit(1)
  if (!sku) throw new BizError('GOODS_NOT_EXIST')
  const [row] = await ctx.db
    .insert(goodsCollections)
    .values({ id: nextId(), memberId: ctx.member.id, skuId })
    .onConflictDoNothing()
    .returning()
  if (!row) throw new BizError('USER_COLLECTION_EXIST')
  return {
    id: row.id,
    createTime: formatDateTime(row.createTime) ?? '',
    memberId: row.memberId,
    skuId: row.skuId,
  }
}

export async function deleteGoodsCollection(ctx: MemberCtx, skuId: string): Promise<boolean> {
  const rows = await ctx.db
    .delete(goodsCollections)
    .where(and(eq(goodsCollections.memberId, ctx.member.id), eq(goodsCollections.skuId, skuId)))
    .returning({ id: goodsCollections.id })
  return rows.length > 0
}

export async function isGoodsCollected(ctx: MemberCtx, skuId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: goodsCollections.id })
    .from(goodsCollections)
    .where(and(eq(goodsCollections.memberId, ctx.member.id), eq(goodsCollections.skuId, skuId)))
    .limit(1)
  return Boolean(row)
}

/** Newest first; delisted goods stay with `marketEnable: DOWN` so the member can see what happened. */
export async function listGoodsCollections(ctx: MemberCtx, input: { pageNumber: number; pageSize: number }) {
  const mine = eq(goodsCollections.memberId, ctx.member.id)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ c: goodsCollections, sku: goodsSkus, g: goods })
      .from(goodsCollections)
      .innerJoin(goodsSkus, eq(goodsSkus.id, goodsCollections.skuId))
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(mine)
      .orderBy(desc(goodsCollections.createTime), desc(goodsCollections.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ n: count() }).from(goodsCollections).where(mine),
  ])
  const records = rows.map(({ c, sku, g }) => ({
    id: c.id,
    goodsId: g.id,
    skuId: sku.id,
    // In the member's language, as the goods page names it (decision 023).
    goodsName: localName(ctx.locale, g.goodsName, g.goodsNameEn),
    image: sized(sku.images[0] ?? g.images[0] ?? '', 200),
    price: fenToYuan(sku.price),
    marketEnable: g.marketEnable,
  }))
  return toPage(records, total?.n ?? 0, input)
}
