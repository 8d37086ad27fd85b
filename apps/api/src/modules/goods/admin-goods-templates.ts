import type { ParameterGroupView, SpecQuery, SpecView } from '@silk/contracts/catalogue-admin'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { categorySpecs, goodsUnits, parameterGroups, parameters, specs } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { lockCategory } from './admin-categories.ts'

/**
 * What the publish form offers for a category (lilishop 规格, 参数, 计量单位): spec templates bound to
 * categories, parameter groups of a leaf category, units of measure. None of it is on a buyer page,
 * so edits announce nothing on the change feed.
 */

type SpecRow = typeof specs.$inferSelect

async function specViews(db: DbOrTx, rows: SpecRow[]): Promise<SpecView[]> {
  const ids = rows.map((r) => r.id)
  const bound = ids.length
    ? await db.select().from(categorySpecs).where(inArray(categorySpecs.specId, ids))
    : []
  return rows.map((r) => ({
    id: r.id,
    specName: r.specName,
    specValue: r.specValues.join(','),
    specValues: r.specValues,
    specNameEn: r.specNameEn,
    specValuesEn: r.specValuesEn,
    categoryIds: bound.filter((b) => b.specId === r.id).map((b) => b.categoryId),
  }))
}

/** `GET /manager/goods/spec`: newest first, filtered by name. */
export async function listSpecs(ctx: ManagerCtx, query: z.infer<typeof SpecQuery>) {
  const where = query.specName ? ilike(specs.specName, containsPattern(query.specName)) : undefined
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(specs)
      .where(where)
      .orderBy(desc(specs.createTime), desc(specs.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(specs).where(where),
  ])
  return toPage(await specViews(ctx.db, rows), total, query)
}

/** `GET /manager/goods/spec/all`. */
export async function allSpecs(ctx: Pick<ManagerCtx, 'db'>) {
  return specViews(ctx.db, await ctx.db.select().from(specs).orderBy(asc(specs.specName), asc(specs.id)))
}

/** `POST /manager/goods/spec`: names may repeat (规格 of tea and 规格 of wine differ), as upstream. */
type SpecInput = { specName: string; specValue: string[]; specNameEn?: string | null; specValueEn?: string[] }
const specFields = (form: SpecInput) => ({
  specName: form.specName,
  specValues: form.specValue,
  specNameEn: form.specNameEn ?? null,
  specValuesEn: form.specValueEn ?? [],
})

export async function createSpec(ctx: ManagerCtx, form: SpecInput) {
  const id = nextId()
  const row = await adminWrite(ctx, { action: 'goods.spec.create', target: id }, async (tx) => {
    const [created] = await tx
      .insert(specs)
      .values({ id, ...specFields(form) })
      .returning()
    return { after: { specName: created.specName, specValues: created.specValues }, result: created }
  })
  return (await specViews(ctx.db, [row]))[0]
}

/** `PUT /manager/goods/spec/{id}`. */
export async function updateSpec(ctx: ManagerCtx, id: string, form: SpecInput) {
  const row = await adminWrite(ctx, { action: 'goods.spec.update', target: id }, async (tx) => {
    const [current] = await tx.select().from(specs).where(eq(specs.id, id)).for('update')
    if (!current) throw new BizError('SPEC_NOT_EXIST')
    const [updated] = await tx.update(specs).set(specFields(form)).where(eq(specs.id, id)).returning()
    return {
      before: { specName: current.specName, specValues: current.specValues },
      after: { specName: updated.specName, specValues: updated.specValues },
      result: updated,
    }
  })
  return (await specViews(ctx.db, [row]))[0]
}

/** `DELETE /manager/goods/spec/{ids}`: goods keep the spec values they were published with. */
export async function deleteSpecs(ctx: ManagerCtx, ids: string[]) {
  await adminWrite(ctx, { action: 'goods.spec.delete', target: ids.join(',') }, async (tx) => {
    const rows = await tx.select().from(specs).where(inArray(specs.id, ids)).for('update')
    if (rows.length !== new Set(ids).size) throw new BizError('SPEC_NOT_EXIST')
    await tx.delete(categorySpecs).where(inArray(categorySpecs.specId, ids))
    await tx.delete(specs).where(inArray(specs.id, ids))
    return { before: rows.map((r) => r.specName), result: undefined }
  })
}

/** The specs bound to any of the categories (a leaf's publish form passes its whole path). */
export async function categorySpecList(db: DbOrTx, categoryIds: string[]) {
  if (categoryIds.length === 0) return []
  const rows = await db
    .selectDistinct({
      id: specs.id,
      specName: specs.specName,
      specValues: specs.specValues,
      specNameEn: specs.specNameEn,
      specValuesEn: specs.specValuesEn,
    })
    .from(categorySpecs)
    .innerJoin(specs, eq(specs.id, categorySpecs.specId))
    .where(inArray(categorySpecs.categoryId, categoryIds))
    .orderBy(asc(specs.specName), asc(specs.id))
  return specViews(
    db,
    rows.map((r) => ({ ...r, createTime: new Date(0) })),
  )
}

/** `POST /manager/goods/categorySpec/{categoryId}?categorySpecs=`: replaces the category's specs. */
export async function bindCategorySpecs(ctx: ManagerCtx, categoryId: string, specIds: string[]) {
  const ids = [...new Set(specIds)]
  await adminWrite(ctx, { action: 'goods.category.specs', target: categoryId }, async (tx) => {
    await lockCategory(tx, categoryId)
    if (ids.length) {
      const found = await tx.select({ id: specs.id }).from(specs).where(inArray(specs.id, ids))
      if (found.length !== ids.length) throw new BizError('SPEC_NOT_EXIST')
    }
    const before = await tx
      .delete(categorySpecs)
      .where(eq(categorySpecs.categoryId, categoryId))
      .returning({ specId: categorySpecs.specId })
    if (ids.length) await tx.insert(categorySpecs).values(ids.map((specId) => ({ categoryId, specId })))
    return { before: before.map((b) => b.specId), after: ids, result: undefined }
  })
  return categorySpecList(ctx.db, [categoryId])
}

/** `GET /manager/goods/categoryParameters/{categoryId}`: its groups in order, each with its parameters. */
export async function parameterGroupList(db: DbOrTx, categoryId: string): Promise<ParameterGroupView[]> {
  const [groups, items] = await Promise.all([
    db
      .select()
      .from(parameterGroups)
      .where(eq(parameterGroups.categoryId, categoryId))
      .orderBy(asc(parameterGroups.sortOrder), asc(parameterGroups.id)),
    db
      .select()
      .from(parameters)
      .where(eq(parameters.categoryId, categoryId))
      .orderBy(asc(parameters.sortOrder), asc(parameters.id)),
  ])
  return groups.map((g) => ({
    groupId: g.id,
    groupName: g.groupName,
    groupNameEn: g.groupNameEn,
    sortOrder: g.sortOrder,
    params: items
      .filter((p) => p.groupId === g.id)
      .map((p) => ({
        id: p.id,
        groupId: p.groupId,
        paramName: p.paramName,
        paramNameEn: p.paramNameEn,
        options: p.options,
        optionsEn: p.optionsEn,
        isIndex: p.isIndex,
        required: p.required,
        sortOrder: p.sortOrder,
      })),
  }))
}

async function leafCategory(tx: DbOrTx, id: string) {
  const category = await lockCategory(tx, id)
  if (category.level !== 2) throw new BizError('CATEGORY_NOT_LEAF')
  return category
}

async function lockGroup(tx: DbOrTx, id: string) {
  const [group] = await tx.select().from(parameterGroups).where(eq(parameterGroups.id, id)).for('update')
  if (!group) throw new BizError('PARAMETER_GROUP_NOT_EXIST')
  return group
}

/** `POST /manager/goods/categoryParameters`: a parameter group of a third-level category. */
export async function createParameterGroup(
  ctx: ManagerCtx,
  form: { categoryId?: string; groupName: string; groupNameEn?: string | null; sortOrder: number },
) {
  const id = nextId()
  const categoryId = form.categoryId
  if (!categoryId) throw new BizError('CATEGORY_NOT_EXIST')
  await adminWrite(ctx, { action: 'goods.parameter-group.create', target: id }, async (tx) => {
    await leafCategory(tx, categoryId)
    await tx.insert(parameterGroups).values({
      id,
      categoryId,
      groupName: form.groupName,
      groupNameEn: form.groupNameEn ?? null,
      sortOrder: form.sortOrder,
    })
    return { after: { categoryId, groupName: form.groupName }, result: undefined }
  })
  return parameterGroupList(ctx.db, categoryId)
}

/** `PUT /manager/goods/categoryParameters/{id}`. */
export async function updateParameterGroup(
  ctx: ManagerCtx,
  id: string,
  form: { groupName: string; groupNameEn?: string | null; sortOrder: number },
) {
  const group = await adminWrite(ctx, { action: 'goods.parameter-group.update', target: id }, async (tx) => {
    const current = await lockGroup(tx, id)
    await tx
      .update(parameterGroups)
      .set({ groupName: form.groupName, groupNameEn: form.groupNameEn ?? null, sortOrder: form.sortOrder })
      .where(eq(parameterGroups.id, id))
    return {
      before: { groupName: current.groupName },
      after: { groupName: form.groupName },
      result: current,
    }
  })
  return parameterGroupList(ctx.db, group.categoryId)
}

/** `DELETE /manager/goods/categoryParameters/{id}`: the group and its parameters. */
export async function deleteParameterGroup(ctx: ManagerCtx, id: string) {
  const group = await adminWrite(ctx, { action: 'goods.parameter-group.delete', target: id }, async (tx) => {
    const current = await lockGroup(tx, id)
    await tx.delete(parameters).where(eq(parameters.groupId, id))
    await tx.delete(parameterGroups).where(eq(parameterGroups.id, id))
    return { before: { categoryId: current.categoryId, groupName: current.groupName }, result: current }
  })
  return parameterGroupList(ctx.db, group.categoryId)
}

interface ParameterInput {
  groupId?: string
  paramName: string
  paramNameEn?: string | null
  options: string[]
  optionsEn?: string[]
  isIndex: boolean
  required: boolean
  sortOrder: number
}
const paramFields = (form: ParameterInput) => ({
  paramName: form.paramName,
  paramNameEn: form.paramNameEn ?? null,
  options: form.options,
  optionsEn: form.optionsEn ?? [],
  isIndex: form.isIndex,
  required: form.required,
  sortOrder: form.sortOrder,
})

/** `POST /manager/goods/parameters`: a parameter in a group. */
export async function createParameter(ctx: ManagerCtx, form: ParameterInput) {
  const id = nextId()
  const groupId = form.groupId
  if (!groupId) throw new BizError('PARAMETER_GROUP_NOT_EXIST')
  const group = await adminWrite(ctx, { action: 'goods.parameter.create', target: id }, async (tx) => {
    const g = await lockGroup(tx, groupId)
    await tx.insert(parameters).values({ id, groupId, categoryId: g.categoryId, ...paramFields(form) })
    return { after: { groupId, ...paramFields(form) }, result: g }
  })
  return parameterGroupList(ctx.db, group.categoryId)
}

/** `PUT /manager/goods/parameters/{id}`: within its group. */
export async function updateParameter(ctx: ManagerCtx, id: string, form: ParameterInput) {
  const current = await adminWrite(ctx, { action: 'goods.parameter.update', target: id }, async (tx) => {
    const [row] = await tx.select().from(parameters).where(eq(parameters.id, id)).for('update')
    if (!row) throw new BizError('PARAMETER_NOT_EXIST')
    await tx.update(parameters).set(paramFields(form)).where(eq(parameters.id, id))
    return { before: paramFields(row), after: paramFields(form), result: row }
  })
  return parameterGroupList(ctx.db, current.categoryId)
}

/** `DELETE /manager/goods/parameters/{id}`: goods keep the values they were published with. */
export async function deleteParameter(ctx: ManagerCtx, id: string) {
  const current = await adminWrite(ctx, { action: 'goods.parameter.delete', target: id }, async (tx) => {
    const [row] = await tx.select().from(parameters).where(eq(parameters.id, id)).for('update')
    if (!row) throw new BizError('PARAMETER_NOT_EXIST')
    await tx.delete(parameters).where(eq(parameters.id, id))
    return { before: paramFields(row), result: row }
  })
  return parameterGroupList(ctx.db, current.categoryId)
}

const unitView = (r: typeof goodsUnits.$inferSelect) => ({ id: r.id, name: r.name, sortOrder: r.sortOrder })

/** `GET /manager/goods/goodsUnit` (and the seller's form: every unit, in order). */
export async function listGoodsUnits(ctx: Pick<ManagerCtx, 'db'>, query: PageQuery) {
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(goodsUnits)
      .orderBy(asc(goodsUnits.sortOrder), asc(goodsUnits.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(goodsUnits),
  ])
  return toPage(rows.map(unitView), total, query)
}

async function checkUnitName(tx: DbOrTx, name: string, self?: string) {
  const [same] = await tx
    .select({ id: goodsUnits.id })
    .from(goodsUnits)
    .where(and(eq(goodsUnits.name, name), self ? ne(goodsUnits.id, self) : undefined))
    .limit(1)
  if (same) throw new BizError('GOODS_UNIT_NAME_EXIST')
}

/** `POST /manager/goods/goodsUnit`. */
export async function createGoodsUnit(ctx: ManagerCtx, form: { name: string; sortOrder: number }) {
  const id = nextId()
  return adminWrite(ctx, { action: 'goods.unit.create', target: id }, async (tx) => {
    await checkUnitName(tx, form.name)
    const [row] = await tx
      .insert(goodsUnits)
      .values({ id, ...form })
      .returning()
    return { after: form, result: unitView(row) }
  })
}

/** `PUT /manager/goods/goodsUnit/{id}`: goods keep the unit text they were published with. */
export async function updateGoodsUnit(
  ctx: ManagerCtx,
  id: string,
  form: { name: string; sortOrder: number },
) {
  return adminWrite(ctx, { action: 'goods.unit.update', target: id }, async (tx) => {
    const [current] = await tx.select().from(goodsUnits).where(eq(goodsUnits.id, id)).for('update')
    if (!current) throw new BizError('GOODS_UNIT_NOT_EXIST')
    await checkUnitName(tx, form.name, id)
    const [row] = await tx.update(goodsUnits).set(form).where(eq(goodsUnits.id, id)).returning()
    return { before: unitView(current), after: form, result: unitView(row) }
  })
}

/** `DELETE /manager/goods/goodsUnit/delete/{ids}`. */
export async function deleteGoodsUnits(ctx: ManagerCtx, ids: string[]) {
  await adminWrite(ctx, { action: 'goods.unit.delete', target: ids.join(',') }, async (tx) => {
    const rows = await tx.select().from(goodsUnits).where(inArray(goodsUnits.id, ids)).for('update')
    if (rows.length !== new Set(ids).size) throw new BizError('GOODS_UNIT_NOT_EXIST')
    await tx.delete(goodsUnits).where(inArray(goodsUnits.id, ids))
    return { before: rows.map((r) => r.name), result: undefined }
  })
}
