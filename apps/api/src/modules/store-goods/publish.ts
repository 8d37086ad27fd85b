import { sanitizeArticleHtml } from '@silk/contracts/article-html'
import type { GoodsForm } from '@silk/contracts/goods-publish'
import type { Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import {
  brands,
  categories,
  categorySpecs,
  goods,
  goodsSkus,
  parameterGroups,
  parameters,
  settings,
  specs as specTemplates,
  storeGoodsLabels,
  stores,
} from '@silk/db/schema/index'
import { indexTokens } from '@silk/db/search-tokens'
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { checkTemplate } from '../freight/templates.ts'
import { forgetGoods } from '../goods/detail-cache.ts'
import { keepApprovedVersion } from './approved-version.ts'
import { approvedCategories } from './store-categories.ts'

type GoodsRow = typeof goods.$inferSelect
const fen = (yuan: number) => Math.round(yuan * 100)

/**
 * Whether new and materially edited goods wait for the operator (`GOODS_SETTING.goodsCheck`,
 * lilishop's switch). No row means yes: a production platform reviews until it says otherwise; the
 * demo seed turns it off so that what a seller publishes is on sale at once.
 */
export async function goodsNeedReview(ctx: Pick<StoreCtx, 'db'>): Promise<boolean> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.id, 'GOODS_SETTING'))
  const value = row?.settingValue as { goodsCheck?: boolean } | undefined
  return value?.goodsCheck ?? true
}

/** `POST /store/goods/goods/create`. */
export async function createGoods(ctx: StoreCtx, form: GoodsForm) {
  const review = await goodsNeedReview(ctx)
  const id = nextId()
  const row = await ctx.db.transaction(async (tx) => {
    const fields = await goodsFields(tx, ctx.seller.storeId, form)
    const [created] = await tx
      .insert(goods)
      .values({
        id,
        sn: form.skuList[0]?.sn ?? id,
        storeId: ctx.seller.storeId,
        ...fields,
        marketEnable: form.release ? 'UPPER' : 'DOWN',
        authFlag: review ? 'TOBEAUDITED' : 'PASS',
      })
      .returning()
    const english = await specEnglish(tx, form.categoryPath)
    await tx.insert(goodsSkus).values(form.skuList.map((sku, i) => skuValues(id, sku, i, english)))
    // Published with review off: on sale as it is, which is then the approved version.
    if (created?.authFlag === 'PASS') await keepApprovedVersion(tx, [id])
    return created as GoodsRow
  })
  forgetGoods([id], true)
  return saved(row)
}

/**
 * `PUT /store/goods/goods/update/{goodsId}`. SKUs with an `id` of this goods are updated in place
 * (carts and orders keep pointing at them); new rows are inserted; SKUs left out are deleted, and a
 * cart holding one shows the line as removed. A material change (what the buyer reads about the goods,
 * not its prices or stock) sends the goods back to review when review is on.
 */
export async function updateGoods(ctx: StoreCtx, goodsId: string, form: GoodsForm) {
  const review = await goodsNeedReview(ctx)
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(goods).where(eq(goods.id, goodsId)).for('update')
    if (!current) throw new BizError('GOODS_NOT_EXIST')
    if (current.storeId !== ctx.seller.storeId) throw new BizError('USER_AUTHORITY_ERROR')
    const existing = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId))
    const known = new Map(existing.map((s) => [s.id, s]))
    const kept = form.skuList.filter((s) => s.id)
    if (kept.some((s) => !known.has(s.id as string))) throw new BizError('GOODS_SKU_NOT_EXIST')
    const fields = await goodsFields(tx, ctx.seller.storeId, form, current)
    const english = await specEnglish(tx, form.categoryPath)
    const material =
      materialOf(current) !== materialOf({ ...current, ...fields }) ||
      kept.length !== existing.length ||
      form.skuList.some((s) => {
        const old = s.id ? known.get(s.id) : undefined
        return (
          !old ||
          specKey(old.specs) !== specKey(specsWithEnglish(s, english)) ||
          old.images.join() !== s.images.join()
        )
      })
    const authFlag = !review ? 'PASS' : material ? 'TOBEAUDITED' : current.authFlag
    const keptIds = kept.map((s) => s.id as string)
    await tx
      .delete(goodsSkus)
      .where(
        and(eq(goodsSkus.goodsId, goodsId), keptIds.length ? notInArray(goodsSkus.id, keptIds) : undefined),
      )
    for (const [i, sku] of form.skuList.entries()) {
      if (sku.id) {
        const { id: _id, goodsId: _g, ...values } = skuValues(goodsId, sku, i, english)
        await tx.update(goodsSkus).set(values).where(eq(goodsSkus.id, sku.id))
      } else {
        await tx.insert(goodsSkus).values(skuValues(goodsId, sku, i, english))
      }
    }
    const [updated] = await tx
      .update(goods)
      .set({
        ...fields,
        sn: form.skuList[0]?.sn ?? current.sn,
        marketEnable: form.release ? 'UPPER' : 'DOWN',
        authFlag,
        authMessage: authFlag === current.authFlag ? current.authMessage : '',
        updateTime: new Date(),
      })
      .where(eq(goods.id, goodsId))
      .returning()
    // Still on sale as it is now (review off, or no material change): the approved version follows.
    if (updated?.authFlag === 'PASS') await keepApprovedVersion(tx, [goodsId])
    return updated as GoodsRow
  })
  forgetGoods([goodsId], true)
  return saved(row)
}

const saved = (row: GoodsRow) => ({
  id: row.id,
  marketEnable: row.marketEnable as 'UPPER' | 'DOWN',
  authFlag: row.authFlag as 'PASS' | 'TOBEAUDITED' | 'REFUSE',
})

/** What the operator reviews: the buyer-facing description, not prices, stock or shelf state. */
function materialOf(r: GoodsRow) {
  return JSON.stringify([
    r.goodsName,
    r.goodsNameEn,
    r.sellingPoint,
    r.sellingPointEn,
    r.intro,
    r.introEn,
    r.images,
    r.video,
    r.params,
    r.categoryPath,
    r.brandId,
  ])
}

/**
 * The goods columns a form decides, after checking what it points at: a leaf of the platform tree,
 * an existing brand, one of the store's own categories. The introduction is sanitised here (and
 * again when shown); the search tokens are cut from the name and the words around it.
 */
async function goodsFields(tx: Tx, storeId: string, form: GoodsForm, current?: GoodsRow) {
  const ids = form.categoryPath.split(',')
  const path = await tx.select().from(categories).where(inArray(categories.id, ids))
  const byId = new Map(path.map((c) => [c.id, c]))
  const chain = ids.map((id) => byId.get(id))
  const leafId = ids[ids.length - 1] as string
  const hasChildren = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, leafId))
    .limit(1)
  const wellFormed = chain.every((c, i) => c && c.level === i && c.parentId === (i === 0 ? '0' : ids[i - 1]))
  if (!wellFormed || hasChildren.length > 0) throw new BizError('GOODS_CATEGORY_NOT_LEAF')
  // A disabled category or brand takes no new goods; goods already there keep it through edits.
  if (current?.categoryPath !== form.categoryPath && chain.some((c) => !c?.enabled))
    throw new BizError('CATEGORY_DISABLED')
  // Only under the top categories the operator approved for the store (issue 60 #9); goods already
  // elsewhere keep their category through edits.
  const approved = await approvedCategories(tx, storeId)
  if (approved && current?.categoryPath !== form.categoryPath && !approved.has(ids[0] as string))
    throw new BizError('GOODS_CATEGORY_NOT_APPROVED')
  let brandName = ''
  if (form.brandId !== '0') {
    const [brand] = await tx.select().from(brands).where(eq(brands.id, form.brandId))
    if (!brand) throw new BizError('GOODS_BRAND_NOT_EXIST')
    if (!brand.enabled && current?.brandId !== form.brandId) throw new BizError('BRAND_DISABLED')
    brandName = brand.name
  }
  if (form.storeCategoryPath) {
    const labelIds = form.storeCategoryPath.split(',')
    const labels = await tx
      .select()
      .from(storeGoodsLabels)
      .where(and(eq(storeGoodsLabels.storeId, storeId), inArray(storeGoodsLabels.id, labelIds)))
    const ok =
      labels.length === labelIds.length &&
      labelIds.every(
        (id, i) => labels.find((l) => l.id === id)?.parentId === (i === 0 ? '0' : labelIds[i - 1]),
      )
    if (!ok) throw new BizError('STORE_LABEL_NOT_EXIST')
  }
  await checkTemplate(tx, storeId, form.templateId)
  const [store] = await tx.select({ storeName: stores.storeName }).from(stores).where(eq(stores.id, storeId))
  const params = await paramsWithEnglish(tx, leafId, form.goodsParamsDTOList, current?.params ?? [])
  // The leaf's required parameters (the operator's template, decision 114) need a value.
  const required = await tx
    .select({ paramName: parameters.paramName })
    .from(parameters)
    .where(and(eq(parameters.categoryId, leafId), eq(parameters.required, true)))
  const given = new Set(
    params.flatMap((g) => g.items.filter((i) => i.paramValue.trim()).map((i) => i.paramName)),
  )
  const missing = required.find((r) => !given.has(r.paramName))
  if (missing) throw new BizError('PARAMETER_REQUIRED', { detail: missing.paramName })
  return {
    goodsName: form.goodsName,
    goodsNameEn: form.goodsNameEn || null,
    sellingPoint: form.sellingPoint,
    sellingPointEn: form.sellingPointEn || null,
    intro: sanitizeArticleHtml(form.intro),
    introEn: form.introEn.trim() ? sanitizeArticleHtml(form.introEn) : null,
    brandId: form.brandId,
    categoryPath: form.categoryPath,
    categoryId: leafId,
    storeCategoryPath: form.storeCategoryPath,
    images: form.goodsGalleryList,
    video: form.goodsVideo,
    params,
    paramTags: params.flatMap((g) =>
      g.items.filter((i) => i.isIndex && i.paramValue).map((i) => `${i.paramName}_${i.paramValue}`),
    ),
    goodsUnit: form.goodsUnit,
    weight: form.weight,
    templateId: form.templateId,
    salesModel: form.salesModel,
    wholesale: form.wholesaleList.map((t) => ({ num: t.num, price: fen(t.price) })),
    nameTokens: indexTokens(form.goodsName).join(' '),
    extraTokens: indexTokens(
      [
        form.sellingPoint,
        brandName,
        ...chain.slice(1).map((c) => c?.name),
        store?.storeName,
        ...params.flatMap((g) => g.items.map((i) => i.paramValue)),
      ].join(' '),
    ).join(' '),
  }
}

/** A SKU's specs as a comparable string: names and values with their English (what a buyer reads). */
const specKey = (
  specs: { specName: string; specValue: string; specNameEn?: string; specValueEn?: string }[],
) => JSON.stringify(specs.map((s) => [s.specName, s.specValue, s.specNameEn ?? '', s.specValueEn ?? '']))

type SpecEnglish = Map<string, { name: string | null; values: Map<string, string> }>

/**
 * The English of the category's spec templates (the operator's, decision 026): a SKU's spec whose
 * name and value the template has gets the template's English, so a seller picking 颜色 · 青花 sells
 * "Colour · Blue-and-White" in the English shop. English the seller typed comes first (decision 164);
 * a value with neither shows its Chinese.
 */
async function specEnglish(tx: Tx, categoryPath: string): Promise<SpecEnglish> {
  const ids = categoryPath.split(',').filter(Boolean)
  const rows = ids.length
    ? await tx
        .select({
          specName: specTemplates.specName,
          specNameEn: specTemplates.specNameEn,
          specValues: specTemplates.specValues,
          specValuesEn: specTemplates.specValuesEn,
        })
        .from(categorySpecs)
        .innerJoin(specTemplates, eq(specTemplates.id, categorySpecs.specId))
        .where(inArray(categorySpecs.categoryId, ids))
    : []
  const out: SpecEnglish = new Map()
  for (const r of rows) {
    const entry = out.get(r.specName) ?? { name: r.specNameEn, values: new Map<string, string>() }
    entry.name ??= r.specNameEn
    r.specValues.forEach((v, i) => {
      const en = r.specValuesEn[i]
      if (en && !entry.values.has(v)) entry.values.set(v, en)
    })
    out.set(r.specName, entry)
  }
  return out
}

/** The form's parameters with the English of the leaf's parameter templates where they match. */
async function paramsWithEnglish(
  tx: Tx,
  leafId: string,
  groups: GoodsForm['goodsParamsDTOList'],
  before: GoodsRow['params'],
) {
  // An edit keeps the English a value had (a place of origin the template does not list).
  const kept = new Map(before.flatMap((g) => g.items).map((i) => [`${i.paramName}_${i.paramValue}`, i]))
  const [templates, groupRows] = await Promise.all([
    tx.select().from(parameters).where(eq(parameters.categoryId, leafId)),
    tx.select().from(parameterGroups).where(eq(parameterGroups.categoryId, leafId)),
  ])
  return groups.map((g) => {
    const groupNameEn = groupRows.find((r) => r.groupName === g.groupName)?.groupNameEn
    return {
      ...g,
      ...(groupNameEn ? { groupNameEn } : {}),
      items: g.items.map((item) => {
        const t = templates.find((p) => p.paramName === item.paramName)
        const old = kept.get(`${item.paramName}_${item.paramValue}`)
        const valueEn = t?.optionsEn[t.options.indexOf(item.paramValue)] ?? old?.paramValueEn
        const nameEn = t?.paramNameEn ?? old?.paramNameEn
        return {
          ...item,
          ...(nameEn ? { paramNameEn: nameEn } : {}),
          ...(valueEn ? { paramValueEn: valueEn } : {}),
        }
      }),
    }
  })
}

/** The SKU's specs as stored: the seller's English, else the template's, else none (Chinese shows). */
function specsWithEnglish(sku: GoodsForm['skuList'][number], english: SpecEnglish) {
  return sku.specs.map((s) => {
    const t = english.get(s.specName)
    const nameEn = s.specNameEn || t?.name
    const valueEn = s.specValueEn || t?.values.get(s.specValue)
    return {
      specName: s.specName,
      specValue: s.specValue,
      ...(nameEn ? { specNameEn: nameEn } : {}),
      ...(valueEn ? { specValueEn: valueEn } : {}),
    }
  })
}

function skuValues(
  goodsId: string,
  sku: GoodsForm['skuList'][number],
  sortOrder: number,
  english: SpecEnglish,
) {
  return {
    id: sku.id ?? nextId(),
    goodsId,
    sn: sku.sn,
    specs: specsWithEnglish(sku, english),
    simpleSpecs: sku.specs.map((s) => s.specValue).join(' '),
    price: fen(sku.price),
    cost: fen(sku.cost),
    quantity: sku.quantity,
    weight: sku.weight,
    images: sku.images,
    sortOrder,
  }
}
