import type { BrandQuery, BrandView } from '@silk/contracts/catalogue-admin'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { brands, categoryBrands, goods } from '@silk/db/schema/index'
import { and, asc, count, eq, ilike, inArray, ne, or } from 'drizzle-orm'
import type { z } from 'zod'
import { announceChange } from '../../shared/change-feed.ts'
import { BizError } from '../../shared/errors.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { checkPicture, lockCategory } from './admin-categories.ts'

type BrandRow = typeof brands.$inferSelect
interface BrandInput {
  name: string
  nameEn: string | null
  logo: string
  sortOrder: number
}

async function views(db: DbOrTx, rows: BrandRow[]): Promise<BrandView[]> {
  const ids = rows.map((r) => r.id)
  if (ids.length === 0) return []
  const [counts, bound] = await Promise.all([
    db
      .select({ brandId: goods.brandId, n: count() })
      .from(goods)
      .where(inArray(goods.brandId, ids))
      .groupBy(goods.brandId),
    db.select().from(categoryBrands).where(inArray(categoryBrands.brandId, ids)),
  ])
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameEn: r.nameEn,
    logo: r.logo,
    sortOrder: r.sortOrder,
    enabled: r.enabled,
    goodsNum: counts.find((c) => c.brandId === r.id)?.n ?? 0,
    categoryIds: bound.filter((b) => b.brandId === r.id).map((b) => b.categoryId),
  }))
}

/** `GET /manager/goods/brand/getByPage` (lilishop 品牌列表): by order, filtered by Chinese or English name. */
export async function listBrands(ctx: ManagerCtx, query: z.infer<typeof BrandQuery>) {
  const where = query.name
    ? or(ilike(brands.name, containsPattern(query.name)), ilike(brands.nameEn, containsPattern(query.name)))
    : undefined
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(brands)
      .where(where)
      .orderBy(asc(brands.sortOrder), asc(brands.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(brands).where(where),
  ])
  return toPage(await views(ctx.db, rows), total, query)
}

/** `GET /manager/goods/brand/all`: every brand, for binding them to a category. */
export async function allBrands(ctx: ManagerCtx) {
  const rows = await ctx.db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.id))
  return views(ctx.db, rows)
}

async function lockBrand(tx: DbOrTx, id: string): Promise<BrandRow> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update')
  if (!row) throw new BizError('GOODS_BRAND_NOT_EXIST')
  return row
}

async function checkName(tx: DbOrTx, name: string, self?: string) {
  const [same] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.name, name), self ? ne(brands.id, self) : undefined))
    .limit(1)
  if (same) throw new BizError('BRAND_NAME_EXIST')
}

const summary = (r: BrandRow) => ({ name: r.name, nameEn: r.nameEn, logo: r.logo, enabled: r.enabled })

/** `POST /manager/goods/brand`. */
export async function createBrand(ctx: ManagerCtx, form: BrandInput) {
  checkPicture(form.logo)
  const id = nextId()
  const row = await adminWrite(ctx, { action: 'goods.brand.create', target: id }, async (tx) => {
    await checkName(tx, form.name)
    const [created] = await tx
      .insert(brands)
      .values({ id, ...form })
      .returning()
    return { after: summary(created), result: created }
  })
  announceChange({ kind: 'catalogue' })
  return (await views(ctx.db, [row]))[0]
}

/** `PUT /manager/goods/brand/{id}`. */
export async function updateBrand(ctx: ManagerCtx, id: string, form: BrandInput) {
  const row = await adminWrite(ctx, { action: 'goods.brand.update', target: id }, async (tx) => {
    const current = await lockBrand(tx, id)
    checkPicture(form.logo, current.logo)
    await checkName(tx, form.name, id)
    const [updated] = await tx.update(brands).set(form).where(eq(brands.id, id)).returning()
    return { before: summary(current), after: summary(updated), result: updated }
  })
  announceChange({ kind: 'catalogue' })
  return (await views(ctx.db, [row]))[0]
}

/** `PUT /manager/goods/brand/disable/{id}?disable=`: a disabled brand is no longer offered to sellers. */
export async function setBrandDisabled(ctx: ManagerCtx, id: string, disabled: boolean) {
  const row = await adminWrite(
    ctx,
    {
      action: disabled ? 'goods.brand.disable' : 'goods.brand.enable',
      target: id,
    },
    async (tx) => {
      const current = await lockBrand(tx, id)
      const [updated] = await tx
        .update(brands)
        .set({ enabled: !disabled })
        .where(eq(brands.id, id))
        .returning()
      return { before: { enabled: current.enabled }, after: { enabled: !disabled }, result: updated }
    },
  )
  announceChange({ kind: 'catalogue' })
  return (await views(ctx.db, [row]))[0]
}

/** `DELETE /manager/goods/brand/delByIds/{ids}`: refused while any goods carries one of them. */
export async function deleteBrands(ctx: ManagerCtx, ids: string[]) {
  await adminWrite(ctx, { action: 'goods.brand.delete', target: ids.join(',') }, async (tx) => {
    const rows = await tx.select().from(brands).where(inArray(brands.id, ids)).for('update')
    if (rows.length !== new Set(ids).size) throw new BizError('GOODS_BRAND_NOT_EXIST')
    const [used] = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.brandId, ids)).limit(1)
    if (used) throw new BizError('BRAND_HAS_GOODS')
    await tx.delete(categoryBrands).where(inArray(categoryBrands.brandId, ids))
    await tx.delete(brands).where(inArray(brands.id, ids))
    return { before: rows.map(summary), result: undefined }
  })
  announceChange({ kind: 'catalogue' })
}

/** `GET /manager/goods/categoryBrand/{categoryId}`: the brands bound to a category. */
export async function categoryBrandList(
  db: DbOrTx,
  categoryIds: string[],
  enabledOnly = false,
  locale?: Locale,
) {
  if (categoryIds.length === 0) return []
  const rows = await db
    .selectDistinct({
      brandId: brands.id,
      brandName: brands.name,
      brandNameEn: brands.nameEn,
      logo: brands.logo,
      sortOrder: brands.sortOrder,
    })
    .from(categoryBrands)
    .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
    .where(
      and(
        inArray(categoryBrands.categoryId, categoryIds),
        enabledOnly ? eq(brands.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(brands.sortOrder), asc(brands.id))
  // Named in the caller's language (decision 023): the form offers them, the id is what it sends.
  return rows.map(({ sortOrder: _s, brandNameEn, ...r }) => ({
    ...r,
    brandName: localName(locale, r.brandName, brandNameEn),
  }))
}

/** `POST /manager/goods/categoryBrand/{categoryId}?categoryBrands=`: replaces the category's brands. */
export async function bindCategoryBrands(ctx: ManagerCtx, categoryId: string, brandIds: string[]) {
  const ids = [...new Set(brandIds)]
  await adminWrite(ctx, { action: 'goods.category.brands', target: categoryId }, async (tx) => {
    await lockCategory(tx, categoryId)
    if (ids.length) {
      const found = await tx.select({ id: brands.id }).from(brands).where(inArray(brands.id, ids))
      if (found.length !== ids.length) throw new BizError('GOODS_BRAND_NOT_EXIST')
    }
    const before = await tx
      .delete(categoryBrands)
      .where(eq(categoryBrands.categoryId, categoryId))
      .returning({ brandId: categoryBrands.brandId })
    if (ids.length) await tx.insert(categoryBrands).values(ids.map((brandId) => ({ categoryId, brandId })))
    return { before: before.map((b) => b.brandId), after: ids, result: undefined }
  })
  return categoryBrandList(ctx.db, [categoryId], false, ctx.locale)
}
