import type { StoreLabelForm } from '@silk/contracts/store-goods'
import { nextId } from '@silk/db/ids'
import { storeGoodsLabels } from '@silk/db/schema/index'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'

type LabelInput = z.infer<typeof StoreLabelForm>
type LabelRow = typeof storeGoodsLabels.$inferSelect

const view = (r: LabelRow) => ({
  id: r.id,
  labelName: r.labelName,
  parentId: r.parentId,
  level: r.level,
  sortOrder: r.sortOrder,
})
const mine = (ctx: StoreCtx, id: string) =>
  and(eq(storeGoodsLabels.id, id), eq(storeGoodsLabels.storeId, ctx.seller.storeId))

/** `GET /store/goods/label`: the store's categories as a two-level tree, in the seller's order. */
export async function labelTree(ctx: StoreCtx) {
  const rows = await ctx.db
    .select()
    .from(storeGoodsLabels)
    .where(eq(storeGoodsLabels.storeId, ctx.seller.storeId))
    .orderBy(asc(storeGoodsLabels.sortOrder), asc(storeGoodsLabels.createTime), asc(storeGoodsLabels.id))
  return rows
    .filter((r) => r.level === 0)
    .map((top) => ({ ...view(top), children: rows.filter((r) => r.parentId === top.id).map(view) }))
}

/** The level a new or moved row takes under `parentId`: a child of one of the store's top rows only. */
async function levelUnder(ctx: StoreCtx, parentId: string, self?: string): Promise<number> {
  if (parentId === '0') return 0
  if (parentId === self) throw new BizError('STORE_LABEL_TOO_DEEP')
  const [parent] = await ctx.db.select().from(storeGoodsLabels).where(mine(ctx, parentId))
  if (!parent) throw new BizError('STORE_LABEL_NOT_EXIST')
  if (parent.level !== 0) throw new BizError('STORE_LABEL_TOO_DEEP')
  return 1
}

/** `POST /store/goods/label` */
export async function addLabel(ctx: StoreCtx, input: LabelInput) {
  const level = await levelUnder(ctx, input.parentId)
  const [row] = await ctx.db
    .insert(storeGoodsLabels)
    .values({ id: nextId(), storeId: ctx.seller.storeId, ...input, level })
    .returning()
  return view(row)
}

/** `PUT /store/goods/label/{id}`: rename, reorder or move; a row with children stays at the top. */
export async function editLabel(ctx: StoreCtx, id: string, input: LabelInput) {
  const [current] = await ctx.db.select().from(storeGoodsLabels).where(mine(ctx, id))
  if (!current) throw new BizError('STORE_LABEL_NOT_EXIST')
  const level = await levelUnder(ctx, input.parentId, id)
  if (level === 1 && (await hasChildren(ctx, id))) throw new BizError('STORE_LABEL_TOO_DEEP')
  const [row] = await ctx.db
    .update(storeGoodsLabels)
    .set({ ...input, level })
    .where(mine(ctx, id))
    .returning()
  return view(row)
}

/** `DELETE /store/goods/label/{id}`: only a row without children. */
export async function deleteLabel(ctx: StoreCtx, id: string) {
  if (await hasChildren(ctx, id)) throw new BizError('STORE_LABEL_HAS_CHILDREN')
  const gone = await ctx.db
    .delete(storeGoodsLabels)
    .where(mine(ctx, id))
    .returning({ id: storeGoodsLabels.id })
  if (gone.length === 0) throw new BizError('STORE_LABEL_NOT_EXIST')
}

async function hasChildren(ctx: StoreCtx, id: string) {
  const rows = await ctx.db
    .select({ id: storeGoodsLabels.id })
    .from(storeGoodsLabels)
    .where(and(eq(storeGoodsLabels.storeId, ctx.seller.storeId), eq(storeGoodsLabels.parentId, id)))
    .limit(1)
  return rows.length > 0
}
