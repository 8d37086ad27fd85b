import type { CategoryVO } from '@silk/contracts/goods'
import type { Db } from '@silk/db/client'
import { brands, categories } from '@silk/db/schema/goods'
import { asc, eq, sql } from 'drizzle-orm'
import { onChange } from '../../shared/change-feed.ts'
import type { Ctx } from '../../shared/context.ts'
import { type Locale, localName } from '../../shared/localised.ts'
import { memoize } from '../../shared/memo.ts'
import { queryRows } from '../../shared/sql-rows.ts'

interface CategoryIndex {
  byId: Map<string, CategoryVO>
  roots: CategoryVO[]
}

/**
 * The whole tree changes rarely (operator edits): one load per minute per process, built once per
 * interface language (names in that language; ids and order the same). Disabled categories and
 * their subtrees are left out; an operator's edit drops the copy at once (change feed).
 */
const loadIndex = memoize(async (db: Db): Promise<Record<Locale, CategoryIndex>> => {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.enabled, true))
    .orderBy(asc(categories.level), asc(categories.sortOrder), asc(categories.id))
  // Brands that actually sell in each first-level category, for the header category panel.
  const brandRows = await queryRows<{
    top: string
    id: string
    name: string
    name_en: string | null
    logo: string
  }>(
    db,
    sql`
    select distinct split_part(l.category_path, ',', 1) as top, b.id, b.name, b.name_en, b.logo
    from ${brands} b join goods_listing l on l.brand_id = b.id where b.enabled`,
  )
  return {
    'zh-CN': buildIndex('zh-CN', rows, brandRows),
    en: buildIndex('en', rows, brandRows),
  }
}, 60_000)
onChange((change) => {
  if (change.kind === 'catalogue') loadIndex.clear()
})

function buildIndex(
  locale: Locale,
  rows: (typeof categories.$inferSelect)[],
  brandRows: { top: string; id: string; name: string; name_en: string | null; logo: string }[],
): CategoryIndex {
  const brandsByTop = new Map<string, CategoryVO['brandList']>()
  for (const b of brandRows) {
    const list = brandsByTop.get(b.top) ?? []
    list.push({ id: b.id, name: localName(locale, b.name, b.name_en), logo: b.logo })
    brandsByTop.set(b.top, list)
  }
  const byId = new Map<string, CategoryVO>()
  const roots: CategoryVO[] = []
  for (const row of rows) {
    const parent = byId.get(row.parentId)
    // Under a disabled (left out) parent: hidden with it.
    if (!parent && row.parentId !== '0') continue
    const node: CategoryVO = {
      id: row.id,
      name: localName(locale, row.name, row.nameEn),
      parentId: row.parentId,
      level: row.level,
      sortOrder: row.sortOrder,
      commissionRate: row.commissionRate / 100,
      image: row.image,
      supportChannel: null,
      parentTitle: parent?.name ?? null,
      children: [],
      brandList: row.level === 0 ? (brandsByTop.get(row.id) ?? []) : [],
    }
    byId.set(row.id, node)
    if (parent) parent.children.push(node)
    else if (row.parentId === '0') roots.push(node)
  }
  return { byId, roots }
}

/** The tree with names in the visitor's language (Chinese when no locale is given). */
export async function categoryIndex(ctx: Pick<Ctx, 'db'> & { locale?: Locale }): Promise<CategoryIndex> {
  return (await loadIndex(ctx.db as Db))[ctx.locale ?? 'zh-CN']
}

/** `0` gives the whole tree; any other id gives that node's children (reference §16.4). */
export async function listCategories(
  ctx: Pick<Ctx, 'db'> & { locale?: Locale },
  parentId: string,
): Promise<CategoryVO[]> {
  const index = await categoryIndex(ctx)
  if (parentId === '0') return index.roots
  return index.byId.get(parentId)?.children ?? []
}

/** Names root → leaf for a comma path, skipping unknown ids. */
export async function categoryNames(
  ctx: Pick<Ctx, 'db'> & { locale?: Locale },
  path: string,
): Promise<string[]> {
  const index = await categoryIndex(ctx)
  return path
    .split(',')
    .map((id) => index.byId.get(id)?.name)
    .filter((n): n is string => Boolean(n))
}
