import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  categories,
  categoryBrands,
  categorySpecs,
  goodsUnits,
  parameterGroups,
  parameters,
  specs,
} from '../schema/goods.ts'
import { englishOrSame } from './catalogue/english-specs.ts'
import { buildBrands, buildCategories } from './catalogue/generate.ts'

/** The units a Chinese marketplace offers (lilishop's defaults plus what the demo goods use). */
export const GOODS_UNITS = [
  '件',
  '盒',
  '套',
  '个',
  '瓶',
  '罐',
  '包',
  '袋',
  '箱',
  '条',
  '双',
  '只',
  '饼',
  '斤',
  '千克',
  '米',
]

/** Commission per first-level category in basis points (decision 114); children inherit it. */
const COMMISSION = [500, 600, 800, 350, 450, 550, 700, 400, 650, 300]

/**
 * What the operator console edits, seeded from the demo tree: units, the commission of every
 * category, each top category's brands, each leaf's spec templates and its 基本参数 group. No seeded
 * parameter is required: publishing into a demo category needs no parameter (journeys rely on it).
 */
export async function seedCatalogueTemplates(db: Db) {
  await db
    .insert(goodsUnits)
    .values(GOODS_UNITS.map((name, i) => ({ id: `60${String(i + 1).padStart(3, '0')}`, name, sortOrder: i })))
    .onConflictDoNothing()
  const { rows, leaves } = buildCategories()
  const tops = rows.filter((r) => r.level === 0)
  for (const [i, top] of tops.entries()) {
    const rate = COMMISSION[i % COMMISSION.length]
    await db
      .update(categories)
      .set({ commissionRate: rate })
      .where(
        and(
          eq(categories.commissionRate, 0),
          sql`(${categories.id} = ${top.id} or ${categories.parentId} = ${top.id} or ${categories.parentId} in (select id from category where parent_id = ${top.id}))`,
        ),
      )
  }
  await db
    .insert(categoryBrands)
    .values(buildBrands().map((b) => ({ categoryId: tops[b.top].id, brandId: b.id })))
    .onConflictDoNothing()
  const specRows: (typeof specs.$inferInsert)[] = []
  const bindings: (typeof categorySpecs.$inferInsert)[] = []
  const groups: (typeof parameterGroups.$inferInsert)[] = []
  const items: (typeof parameters.$inferInsert)[] = []
  for (const leaf of leaves) {
    Object.entries(leaf.def.specs).forEach(([specName, specValues], k) => {
      const id = `7${leaf.id}${k}`
      specRows.push({
        id,
        specName,
        specValues,
        specNameEn: englishOrSame(specName),
        specValuesEn: specValues.map(englishOrSame),
        createTime: new Date(Date.UTC(2026, 0, 1)),
      })
      bindings.push({ categoryId: leaf.id, specId: id })
    })
    const groupId = `8${leaf.id}`
    groups.push({
      id: groupId,
      categoryId: leaf.id,
      groupName: '基本参数',
      groupNameEn: englishOrSame('基本参数'),
      sortOrder: 0,
    })
    const params = Object.entries(leaf.def.params)
    if (!params.some(([k]) => k === '产地')) params.push(['产地', []])
    params.forEach(([paramName, options], k) => {
      items.push({
        id: `9${leaf.id}${k}`,
        groupId,
        categoryId: leaf.id,
        paramName,
        paramNameEn: englishOrSame(paramName),
        options,
        optionsEn: options.map(englishOrSame),
        isIndex: true,
        required: false,
        sortOrder: k,
      })
    })
  }
  await db.insert(specs).values(specRows).onConflictDoNothing()
  await db.insert(categorySpecs).values(bindings).onConflictDoNothing()
  await db.insert(parameterGroups).values(groups).onConflictDoNothing()
  await db.insert(parameters).values(items).onConflictDoNothing()
}
