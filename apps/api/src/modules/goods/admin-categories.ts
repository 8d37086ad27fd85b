import type { CategoryForm, ManagerCategory } from '@silk/contracts/catalogue-admin'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import {
  categories,
  categoryBrands,
  categorySpecs,
  goods,
  parameterGroups,
  parameters,
} from '@silk/db/schema/index'
import { and, asc, count, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { announceChange } from '../../shared/change-feed.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { isStoredUpload } from '../media/file-storage.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

type CategoryRow = typeof categories.$inferSelect

/** Basis points ⇄ percent (decision 114): 550 ⇄ 5.5. */
export const percentOf = (basisPoints: number) => basisPoints / 100
const basisPointsOf = (percent: number) => Math.round(percent * 100)

/** A picture the operator gave: a file stored by the upload, or the one the row already has. */
export function checkPicture(url: string, current?: string) {
  if (url === '' || url === current || isStoredUpload(url)) return
  throw new BizError('CATALOGUE_IMAGE_ERROR')
}

/** `GET /manager/goods/category/allChildren`: the whole tree, disabled ones too, with goods counts. */
export async function categoryTree(ctx: Pick<ManagerCtx, 'db'>): Promise<ManagerCategory[]> {
  const [rows, counts] = await Promise.all([
    ctx.db
      .select()
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id)),
    ctx.db.select({ path: goods.categoryPath, n: count() }).from(goods).groupBy(goods.categoryPath),
  ])
  const goodsNum = new Map<string, number>()
  for (const { path, n } of counts)
    for (const id of path.split(',')) goodsNum.set(id, (goodsNum.get(id) ?? 0) + n)
  const byId = new Map<string, ManagerCategory>()
  const roots: ManagerCategory[] = []
  for (const row of rows) {
    const node: ManagerCategory = { ...view(row), goodsNum: goodsNum.get(row.id) ?? 0, children: [] }
    byId.set(row.id, node)
    const parent = byId.get(row.parentId)
    if (parent) parent.children.push(node)
    else if (row.parentId === '0') roots.push(node)
  }
  return roots
}

const view = (row: CategoryRow) => ({
  id: row.id,
  name: row.name,
  nameEn: row.nameEn,
  parentId: row.parentId,
  level: row.level,
  sortOrder: row.sortOrder,
  commissionRate: percentOf(row.commissionRate),
  image: row.image,
  enabled: row.enabled,
})
const summary = (row: CategoryRow) => ({
  name: row.name,
  nameEn: row.nameEn,
  sortOrder: row.sortOrder,
  commissionRate: percentOf(row.commissionRate),
  image: row.image,
  enabled: row.enabled,
})
const asNode = (row: CategoryRow): ManagerCategory => ({ ...view(row), goodsNum: 0, children: [] })

export async function lockCategory(tx: DbOrTx, id: string): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update')
  if (!row) throw new BizError('CATEGORY_NOT_EXIST')
  return row
}

async function checkSiblingName(tx: DbOrTx, parentId: string, name: string, self?: string) {
  const [same] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.parentId, parentId),
        eq(categories.name, name),
        self ? ne(categories.id, self) : undefined,
      ),
    )
    .limit(1)
  if (same) throw new BizError('CATEGORY_NAME_EXIST')
}

/** `POST /manager/goods/category`: a first-level category, or a child of one of the first two levels. */
export async function createCategory(ctx: ManagerCtx, form: CategoryForm): Promise<ManagerCategory> {
  checkPicture(form.image)
  const id = nextId()
  const row = await adminWrite(ctx, { action: 'goods.category.create', target: id }, async (tx) => {
    let level = 0
    if (form.parentId !== '0') {
      const parent = await lockCategory(tx, form.parentId)
      if (parent.level >= 2) throw new BizError('CATEGORY_TOO_DEEP')
      level = parent.level + 1
    }
    await checkSiblingName(tx, form.parentId, form.name)
    const [created] = await tx
      .insert(categories)
      .values({
        id,
        name: form.name,
        nameEn: form.nameEn,
        parentId: form.parentId,
        level,
        sortOrder: form.sortOrder,
        commissionRate: basisPointsOf(form.commissionRate),
        image: form.image,
      })
      .returning()
    return { after: { parentId: form.parentId, ...summary(created) }, result: created }
  })
  announceChange({ kind: 'catalogue' })
  return asNode(row)
}

/** `PUT /manager/goods/category/{id}`: name, English name, order, commission, picture (not its place). */
export async function updateCategory(
  ctx: ManagerCtx,
  id: string,
  form: CategoryForm,
): Promise<ManagerCategory> {
  const row = await adminWrite(ctx, { action: 'goods.category.update', target: id }, async (tx) => {
    const current = await lockCategory(tx, id)
    checkPicture(form.image, current.image)
    await checkSiblingName(tx, current.parentId, form.name, id)
    const [updated] = await tx
      .update(categories)
      .set({
        name: form.name,
        nameEn: form.nameEn,
        sortOrder: form.sortOrder,
        commissionRate: basisPointsOf(form.commissionRate),
        image: form.image,
      })
      .where(eq(categories.id, id))
      .returning()
    return { before: summary(current), after: summary(updated), result: updated }
  })
  announceChange({ kind: 'catalogue' })
  return asNode(row)
}

/** The ids of a category and everything under it. */
async function subtreeIds(tx: DbOrTx, id: string): Promise<string[]> {
  const ids = [id]
  let frontier = [id]
  while (frontier.length) {
    const children = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.parentId, frontier))
    frontier = children.map((c) => c.id)
    ids.push(...frontier)
  }
  return ids
}

/**
 * `DELETE /manager/goods/category/{id}`: refused while goods are filed under it (or its subtree) or
 * while it has children; its brand, spec and parameter bindings go with it.
 */
export async function deleteCategory(ctx: ManagerCtx, id: string): Promise<void> {
  await adminWrite(ctx, { action: 'goods.category.delete', target: id }, async (tx) => {
    const current = await lockCategory(tx, id)
    const [child] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1)
    if (child) throw new BizError('CATEGORY_HAS_CHILDREN')
    const [used] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(or(eq(goods.categoryId, id), sql`(',' || ${goods.categoryPath} || ',') like ${`%,${id},%`}`))
      .limit(1)
    if (used) throw new BizError('CATEGORY_HAS_GOODS')
    await tx.delete(categoryBrands).where(eq(categoryBrands.categoryId, id))
    await tx.delete(categorySpecs).where(eq(categorySpecs.categoryId, id))
    await tx.delete(parameters).where(eq(parameters.categoryId, id))
    await tx.delete(parameterGroups).where(eq(parameterGroups.categoryId, id))
    await tx.delete(categories).where(eq(categories.id, id))
    return { before: { parentId: current.parentId, ...summary(current) }, result: undefined }
  })
  announceChange({ kind: 'catalogue' })
}

/**
 * `PUT /manager/goods/category/disable/{id}?enableOperations=`: `true` disables the category and its
 * whole subtree, `false` enables them again (lilishop's flag). Buyers stop seeing them at once.
 */
export async function setCategoryDisabled(ctx: ManagerCtx, id: string, disabled: boolean) {
  const result = await adminWrite(
    ctx,
    {
      action: disabled ? 'goods.category.disable' : 'goods.category.enable',
      target: id,
    },
    async (tx) => {
      const current = await lockCategory(tx, id)
      const ids = await subtreeIds(tx, id)
      const changed = await tx
        .update(categories)
        .set({ enabled: !disabled })
        .where(inArray(categories.id, ids))
        .returning({ id: categories.id })
      return {
        before: { enabled: current.enabled },
        after: { enabled: !disabled, categories: changed.length },
        result: asNode({ ...current, enabled: !disabled }),
      }
    },
  )
  announceChange({ kind: 'catalogue' })
  return result
}

/** `PUT /manager/goods/category/move/{id}?direction=`: swaps its place with the sibling before or after it. */
export async function moveCategory(ctx: ManagerCtx, id: string, direction: 'up' | 'down') {
  const result = await adminWrite(ctx, { action: 'goods.category.move', target: id }, async (tx) => {
    const current = await lockCategory(tx, id)
    const siblings = await tx
      .select()
      .from(categories)
      .where(eq(categories.parentId, current.parentId))
      .orderBy(asc(categories.sortOrder), asc(categories.id))
      .for('update')
    const at = siblings.findIndex((s) => s.id === id)
    const to = direction === 'up' ? at - 1 : at + 1
    // Renumber the siblings 0, 1, 2… in the new order (ties in sortOrder no longer block a move).
    const order = siblings.map((s) => s.id)
    if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to], order[at]]
    for (const [i, sid] of order.entries()) {
      const sibling = siblings.find((s) => s.id === sid)
      if (sibling && sibling.sortOrder !== i)
        await tx.update(categories).set({ sortOrder: i }).where(eq(categories.id, sid))
    }
    const sortOrder = order.indexOf(id)
    return {
      before: { sortOrder: current.sortOrder },
      after: { sortOrder },
      result: asNode({ ...current, sortOrder }),
    }
  })
  announceChange({ kind: 'catalogue' })
  return result
}
