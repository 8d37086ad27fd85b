import type { FreightTemplateForm, FreightTemplateView } from '@silk/contracts/freight'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { freightTemplates, goods, regions } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'

type Row = typeof freightTemplates.$inferSelect
const fen = (yuan: number) => Math.round(yuan * 100)

const mine = (ctx: StoreCtx, id: string) =>
  and(eq(freightTemplates.id, id), eq(freightTemplates.storeId, ctx.seller.storeId))

/** The rows' regions named in the reader's language (decision 159). */
async function regionNames(db: DbOrTx, rows: Row[], locale: Locale) {
  const ids = [...new Set(rows.flatMap((r) => r.rows.flatMap((x) => x.regionIds)))]
  if (ids.length === 0) return new Map<string, string>()
  const found = await db
    .select({ id: regions.id, name: regions.name, nameEn: regions.nameEn })
    .from(regions)
    .where(inArray(regions.id, ids))
  return new Map(found.map((r) => [r.id, localName(locale, r.name, r.nameEn)]))
}

async function usage(db: DbOrTx, storeId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>()
  const rows = await db
    .select({ id: goods.templateId, n: count() })
    .from(goods)
    .where(and(eq(goods.storeId, storeId), inArray(goods.templateId, ids)))
    .groupBy(goods.templateId)
  return new Map(rows.map((r) => [r.id, r.n]))
}

function view(r: Row, names: Map<string, string>, used: Map<string, number>): FreightTemplateView {
  return {
    id: r.id,
    name: r.name,
    pricingMethod: r.pricingMethod,
    firstUnit: r.firstUnit,
    firstFee: fenToYuan(r.firstFee),
    extraUnit: r.extraUnit,
    extraFee: fenToYuan(r.extraFee),
    rows: r.rows.map((x) => ({
      regionIds: x.regionIds,
      regionNames: x.regionIds.map((id) => names.get(id) ?? id),
      firstUnit: x.firstUnit,
      firstFee: fenToYuan(x.firstFee),
      extraUnit: x.extraUnit,
      extraFee: fenToYuan(x.extraFee),
    })),
    goodsCount: used.get(r.id) ?? 0,
    updateTime: formatDateTime(r.updateTime) ?? '',
  }
}

async function views(ctx: StoreCtx, rows: Row[]) {
  const [names, used] = await Promise.all([
    regionNames(ctx.db, rows, ctx.locale),
    usage(
      ctx.db,
      ctx.seller.storeId,
      rows.map((r) => r.id),
    ),
  ])
  return rows.map((r) => view(r, names, used))
}

/** `GET /store/setting/freightTemplate`: the store's templates, newest first. */
export async function listTemplates(ctx: StoreCtx) {
  const rows = await ctx.db
    .select()
    .from(freightTemplates)
    .where(eq(freightTemplates.storeId, ctx.seller.storeId))
    .orderBy(desc(freightTemplates.createTime), asc(freightTemplates.id))
  return views(ctx, rows)
}

async function own(ctx: StoreCtx, id: string) {
  const [row] = await ctx.db.select().from(freightTemplates).where(mine(ctx, id))
  if (!row) throw new BizError('FREIGHT_TEMPLATE_NOT_EXIST')
  return row
}

/** `GET /store/setting/freightTemplate/{id}`; another store's is 11250 as an unknown one. */
export async function getTemplate(ctx: StoreCtx, id: string) {
  const [v] = await views(ctx, [await own(ctx, id)])
  return v
}

/** The columns a form decides, after checking every row names provinces or cities that exist. */
async function columns(db: DbOrTx, form: FreightTemplateForm) {
  const ids = [...new Set(form.rows.flatMap((r) => r.regionIds))]
  if (ids.length > 0) {
    const found = await db
      .select({ id: regions.id, level: regions.level })
      .from(regions)
      .where(inArray(regions.id, ids))
    const ok = new Set(found.filter((r) => r.level === 'province' || r.level === 'city').map((r) => r.id))
    const missing = ids.find((id) => !ok.has(id))
    if (missing) throw new BizError('FREIGHT_REGION_NOT_EXIST', { detail: missing })
  }
  const free = form.pricingMethod === 'FREE'
  return {
    name: form.name,
    pricingMethod: form.pricingMethod,
    firstUnit: free ? 1 : form.firstUnit,
    firstFee: free ? 0 : fen(form.firstFee),
    extraUnit: free ? 1 : form.extraUnit,
    extraFee: free ? 0 : fen(form.extraFee),
    rows: free
      ? []
      : form.rows.map((r) => ({
          regionIds: r.regionIds,
          firstUnit: r.firstUnit,
          firstFee: fen(r.firstFee),
          extraUnit: r.extraUnit,
          extraFee: fen(r.extraFee),
        })),
  }
}

export async function addTemplate(ctx: StoreCtx, form: FreightTemplateForm) {
  const [row] = await ctx.db
    .insert(freightTemplates)
    .values({ id: nextId(), storeId: ctx.seller.storeId, ...(await columns(ctx.db, form)) })
    .returning()
  const [v] = await views(ctx, [row])
  return v
}

export async function editTemplate(ctx: StoreCtx, id: string, form: FreightTemplateForm) {
  await own(ctx, id)
  const [row] = await ctx.db
    .update(freightTemplates)
    .set({ ...(await columns(ctx.db, form)), updateTime: new Date() })
    .where(mine(ctx, id))
    .returning()
  const [v] = await views(ctx, [row])
  return v
}

/** Deletes a template no goods of the store uses (11251 otherwise). */
export async function deleteTemplate(ctx: StoreCtx, id: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(freightTemplates).where(mine(ctx, id)).for('update')
    if (!row) throw new BizError('FREIGHT_TEMPLATE_NOT_EXIST')
    const [used] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.storeId, ctx.seller.storeId), eq(goods.templateId, id)))
      .limit(1)
    if (used) throw new BizError('FREIGHT_TEMPLATE_IN_USE')
    await tx.delete(freightTemplates).where(mine(ctx, id))
  })
}

/**
 * For goods publishing, inside its transaction: '0' (none) or one of the store's templates (11250
 * otherwise). The share lock makes a concurrent delete of the template wait for the goods to commit.
 */
export async function checkTemplate(db: DbOrTx, storeId: string, templateId: string) {
  if (templateId === '0') return
  const [row] = await db
    .select({ id: freightTemplates.id })
    .from(freightTemplates)
    .where(and(eq(freightTemplates.id, templateId), eq(freightTemplates.storeId, storeId)))
    .for('share')
  if (!row) throw new BizError('FREIGHT_TEMPLATE_NOT_EXIST')
}
