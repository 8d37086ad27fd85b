import type { DbOrTx } from '@silk/db/client'
import { type ApprovedVersion, brands, categories, goods, goodsSkus } from '@silk/db/schema/index'
import { asc, eq, inArray } from 'drizzle-orm'
import { localSpecs } from '../../shared/localised.ts'

type GoodsRow = typeof goods.$inferSelect
type SkuRow = Pick<typeof goodsSkus.$inferSelect, 'specs' | 'images'>

/** What of the goods the operator reviews, as it stands (decision 154): names, texts, pictures, specs. */
export function versionOf(row: GoodsRow, skus: SkuRow[]): ApprovedVersion {
  return {
    goodsName: row.goodsName,
    goodsNameEn: row.goodsNameEn ?? '',
    sellingPoint: row.sellingPoint,
    sellingPointEn: row.sellingPointEn ?? '',
    intro: row.intro,
    introEn: row.introEn ?? '',
    images: row.images,
    video: row.video,
    params: row.params.flatMap((g) => g.items.map((i) => `${g.groupName} · ${i.paramName}: ${i.paramValue}`)),
    categoryPath: row.categoryPath,
    brandId: row.brandId,
    skus: skus.map(
      (s) =>
        `${s.specs.map((x) => `${x.specName}: ${x.specValue}`).join(' / ')}${s.images.length ? ` (${s.images.length})` : ''}`,
    ),
    // Only when some spec has English: without any, the Chinese lines say it all.
    skusEn: skus.some((s) => s.specs.some((x) => x.specNameEn || x.specValueEn))
      ? skus.map((s) => specLineEn(s.specs))
      : [],
  }
}

/** "Colour: Red / Weight: 500g": a SKU's specs as the English site reads them (Chinese where none). */
export const specLineEn = (specs: SkuRow['specs']) =>
  localSpecs('en', specs)
    .map((x) => `${x.specName}: ${x.specValue}`)
    .join(' / ')

/**
 * Keeps what the operator approved: written when goods pass (the operator's verdict, or a write with
 * review off or that kept them PASS), read when a later material edit waits in review.
 */
export async function keepApprovedVersion(db: DbOrTx, goodsIds: string[]) {
  if (goodsIds.length === 0) return
  const [rows, skus] = await Promise.all([
    db.select().from(goods).where(inArray(goods.id, goodsIds)),
    db
      .select({ goodsId: goodsSkus.goodsId, specs: goodsSkus.specs, images: goodsSkus.images })
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, goodsIds))
      .orderBy(asc(goodsSkus.id)),
  ])
  for (const row of rows) {
    const version = versionOf(
      row,
      skus.filter((s) => s.goodsId === row.id),
    )
    await db.update(goods).set({ approvedVersion: version }).where(eq(goods.id, row.id))
  }
}

export const CHANGE_FIELDS = [
  'goodsName',
  'goodsNameEn',
  'sellingPoint',
  'sellingPointEn',
  'intro',
  'introEn',
  'images',
  'video',
  'params',
  'category',
  'brand',
  'skus',
  'skusEn',
] as const
export type ChangeField = (typeof CHANGE_FIELDS)[number]

/** The introduction as text, for reading a change (tags dropped, spaces folded, 400 characters). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 400)
const picture = (src: string) => src.split('/').at(-1) ?? src

/**
 * What differs between the approved version and the goods now, field by field, in words the operator
 * reads (category and brand by name, pictures by file, the introduction as text); null when the goods
 * were never approved (a first review: everything is new).
 */
export async function changesSinceApproved(db: DbOrTx, row: GoodsRow, skus: SkuRow[]) {
  const before = row.approvedVersion
  if (!before) return null
  const now = versionOf(row, skus)
  const categoryIds = [...new Set([...before.categoryPath.split(','), ...now.categoryPath.split(',')])]
  const brandIds = [...new Set([before.brandId, now.brandId])].filter((id) => id !== '0')
  const [cats, brandRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, categoryIds)),
    brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : [],
  ])
  const catName = new Map(cats.map((c) => [c.id, c.name]))
  const brandName = new Map(brandRows.map((b) => [b.id, b.name]))
  const category = (path: string) =>
    path
      .split(',')
      .map((id) => catName.get(id) ?? id)
      .join(' > ')
  const brand = (id: string) => (id === '0' ? '' : (brandName.get(id) ?? id))
  const text = (v: ApprovedVersion): Record<ChangeField, string> => ({
    goodsName: v.goodsName,
    goodsNameEn: v.goodsNameEn,
    sellingPoint: v.sellingPoint,
    sellingPointEn: v.sellingPointEn ?? '',
    intro: plain(v.intro),
    introEn: plain(v.introEn ?? ''),
    images: v.images.map(picture).join('\n'),
    video: v.video ? picture(v.video) : '',
    params: v.params.join('\n'),
    category: category(v.categoryPath),
    brand: brand(v.brandId),
    skus: v.skus.join('\n'),
    skusEn: (v.skusEn ?? []).join('\n'),
  })
  const [a, b] = [text(before), text(now)]
  // The introduction compares as written: an edit of its markup alone is still a change to read.
  const written = (f: 'intro' | 'introEn', v: ApprovedVersion) => v[f] ?? ''
  return CHANGE_FIELDS.filter((f) =>
    f === 'intro' || f === 'introEn'
      ? written(f, before) !== written(f, now)
      : // A version kept before the specs' English was reviewed has none to compare with.
        (f !== 'skusEn' || before.skusEn !== undefined) && a[f] !== b[f],
  ).map((field) => ({ field, before: a[field], after: b[field] }))
}
