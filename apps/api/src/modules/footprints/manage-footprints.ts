import type { EsGoodsIndex } from '@silk/contracts/goods'
import type { Page } from '@silk/contracts/paging'
import { brands, goods, goodsSkus } from '@silk/db/schema/goods'
import { footprints } from '@silk/db/schema/member-collections'
import { stores } from '@silk/db/schema/store'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { SKU_ROW, toEsGoodsIndex } from '../goods/goods-view.ts'
import { categoryIndex } from '../goods/list-categories.ts'

type Member = { member: NonNullable<Ctx['member']> }

/** Newest first; `releaseTime` carries the view time in ms as upstream. Delisted goods stay listed. */
export async function listFootprints(
  ctx: Pick<Ctx, 'db' | 'locale'> & Member,
  input: { pageNumber: number; pageSize: number; storeId?: string },
): Promise<Page<EsGoodsIndex>> {
  const where = and(
    eq(footprints.memberId, ctx.member.id),
    input.storeId ? eq(footprints.storeId, input.storeId) : undefined,
  )
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ ...SKU_ROW, viewed_at: footprints.updateTime })
      .from(footprints)
      .innerJoin(goodsSkus, eq(goodsSkus.id, footprints.skuId))
      .innerJoin(goods, and(eq(goods.id, goodsSkus.goodsId), eq(goods.id, footprints.goodsId)))
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .leftJoin(brands, eq(brands.id, goods.brandId))
      .where(where)
      .orderBy(desc(footprints.updateTime))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ n: count() }).from(footprints).where(where),
  ])
  const index = await categoryIndex(ctx)
  const records = rows.map((r) => ({
    ...toEsGoodsIndex(r, index.byId, ctx.locale),
    releaseTime: new Date(r.viewed_at).getTime(),
  }))
  return toPage(records, total[0]?.n ?? 0, input)
}

/** `ids` are goods ids (reference §15.4). */
export async function deleteFootprints(ctx: Pick<Ctx, 'db'> & Member, goodsIds: string[]) {
  if (goodsIds.length === 0) return
  await ctx.db
    .delete(footprints)
    .where(and(eq(footprints.memberId, ctx.member.id), inArray(footprints.goodsId, goodsIds)))
}

export async function clearFootprints(ctx: Pick<Ctx, 'db'> & Member) {
  await ctx.db.delete(footprints).where(eq(footprints.memberId, ctx.member.id))
}

export async function countFootprints(ctx: Pick<Ctx, 'db'> & Member): Promise<number> {
  const r = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from footprint where member_id = ${ctx.member.id}`,
  )
  return r[0]?.n ?? 0
}
