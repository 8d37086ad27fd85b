import type { EsGoodsIndex } from '@silk/contracts/goods'
import type { Page } from '@silk/contracts/paging'
import { footprints } from '@silk/db/schema/member-collections'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { type SkuRow, toEsGoodsIndex } from '../goods/goods-view.ts'
import { categoryIndex } from '../goods/list-categories.ts'
import { SKU_FROM, SKU_SELECT } from '../goods/search-goods.ts'

type Member = { member: NonNullable<Ctx['member']> }

/** Newest first; `releaseTime` carries the view time in ms as upstream. Delisted goods stay listed. */
export async function listFootprints(
  ctx: Pick<Ctx, 'db' | 'locale'> & Member,
  input: { pageNumber: number; pageSize: number; storeId?: string },
): Promise<Page<EsGoodsIndex>> {
  const where = sql`f.member_id = ${ctx.member.id} ${input.storeId ? sql`and f.store_id = ${input.storeId}` : sql``}`
  const [rows, total] = await Promise.all([
    queryRows<SkuRow & { viewed_at: string }>(
      ctx.db,
      sql`
      select ${SKU_SELECT}, f.update_time as viewed_at from footprint f
      join ${SKU_FROM} on s.id = f.sku_id and g.id = f.goods_id
      where ${where} order by f.update_time desc limit ${input.pageSize} offset ${offsetOf(input)}`,
    ),
    queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from footprint f where ${where}`),
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
