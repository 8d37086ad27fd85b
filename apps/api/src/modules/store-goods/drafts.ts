import type { PageQuery } from '@silk/contracts/paging'
import { nextId } from '@silk/db/ids'
import { goodsDrafts } from '@silk/db/schema/index'
import { and, count, desc, eq } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'

const mine = (ctx: StoreCtx, id: string) =>
  and(eq(goodsDrafts.id, id), eq(goodsDrafts.storeId, ctx.seller.storeId))

const nameOf = (form: Record<string, unknown>) =>
  typeof form.goodsName === 'string' ? form.goodsName.trim().slice(0, 128) : ''

/**
 * `POST /store/goods/draftGoods/save`: keeps the publish form as it is, valid or not, so the seller
 * can resume it; with an `id`, replaces that draft (another store's or a deleted one is 11104).
 */
export async function saveDraft(ctx: StoreCtx, input: { id?: string; form: Record<string, unknown> }) {
  const values = { goodsName: nameOf(input.form), form: input.form, updateTime: new Date() }
  if (input.id) {
    const [row] = await ctx.db.update(goodsDrafts).set(values).where(mine(ctx, input.id)).returning()
    if (!row) throw new BizError('GOODS_DRAFT_NOT_EXIST')
    return view(row)
  }
  const [row] = await ctx.db
    .insert(goodsDrafts)
    .values({ id: nextId(), storeId: ctx.seller.storeId, ...values })
    .returning()
  return view(row as typeof goodsDrafts.$inferSelect)
}

const view = (r: typeof goodsDrafts.$inferSelect) => ({
  id: r.id,
  goodsName: r.goodsName,
  updateTime: formatDateTime(r.updateTime) ?? '',
})

/** `GET /store/goods/draftGoods/page`: the store's drafts, last edited first. */
export async function listDrafts(ctx: StoreCtx, query: PageQuery) {
  const where = eq(goodsDrafts.storeId, ctx.seller.storeId)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(goodsDrafts)
      .where(where)
      .orderBy(desc(goodsDrafts.updateTime), desc(goodsDrafts.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(goodsDrafts).where(where),
  ])
  return toPage(rows.map(view), total, query)
}

/** `GET /store/goods/draftGoods/get/{id}`: the saved form to resume. */
export async function getDraft(ctx: StoreCtx, id: string) {
  const [row] = await ctx.db.select().from(goodsDrafts).where(mine(ctx, id))
  if (!row) throw new BizError('GOODS_DRAFT_NOT_EXIST')
  return { ...view(row), form: row.form }
}

/** `DELETE /store/goods/draftGoods/delete/{id}` (also done when the draft is published). */
export async function deleteDraft(ctx: StoreCtx, id: string) {
  const gone = await ctx.db.delete(goodsDrafts).where(mine(ctx, id)).returning({ id: goodsDrafts.id })
  if (gone.length === 0) throw new BizError('GOODS_DRAFT_NOT_EXIST')
}
