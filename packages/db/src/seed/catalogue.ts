import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { brands, categories, goods, goodsSkus, hotWordSeeds, memberEvaluations } from '../schema/goods.ts'
import { stores } from '../schema/store.ts'
import { keepSeededApprovedVersions } from './approved-versions.ts'
import { buildBrands, buildCategories, buildStores, generateGoods } from './catalogue/generate.ts'
import { seedCatalogueTemplates } from './catalogue-templates.ts'
import { DEMO_GOODS_PER_LEAF } from './pictures.ts'

/** Operator hot words, mixed with what people actually search (hot words use a recent window). */
export const HOT_WORD_SEEDS = [
  '普洱茶',
  '青花瓷',
  '茶具',
  '真丝丝巾',
  '葡萄酒',
  '和田玉',
  '紫砂壶',
  '麦卢卡蜂蜜',
]

/** What the English interface shows (and searches) for each seeded hot word (decision 026). */
const HOT_WORDS_EN: Record<string, string> = {
  普洱茶: "Pu'er tea",
  青花瓷: 'Blue-and-white porcelain',
  茶具: 'Teaware',
  真丝丝巾: 'Silk scarf',
  葡萄酒: 'Wine',
  和田玉: 'Hotan jade',
  紫砂壶: 'Zisha teapot',
  麦卢卡蜂蜜: 'Manuka honey',
}

async function insertChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}

/** Categories, brands, stores and hot-word seeds: the skeleton every catalogue needs. */
export async function seedCatalogueSkeleton(db: Db) {
  await db.insert(categories).values(buildCategories().rows).onConflictDoNothing()
  await db
    .insert(brands)
    .values(buildBrands().map(({ top: _top, ...b }) => b))
    .onConflictDoNothing()
  await db
    .insert(stores)
    .values(buildStores().map((s) => s.row))
    .onConflictDoNothing()
  await db
    .insert(hotWordSeeds)
    .values(
      HOT_WORD_SEEDS.map((keyword, i) => ({
        keyword,
        keywordEn: HOT_WORDS_EN[keyword] ?? null,
        score: HOT_WORD_SEEDS.length - i,
      })),
    )
    .onConflictDoNothing()
  await seedCatalogueTemplates(db)
}

/** The demo shop: 12 goods per leaf category (650 goods), their SKUs and reviews. */
export async function seedCatalogue(db: Db, goodsPerLeaf = DEMO_GOODS_PER_LEAF) {
  await seedCatalogueSkeleton(db)
  const { goodsRows, skuRows, evaluationRows } = generateGoods({ goodsPerLeaf, withEvaluations: true })
  await insertChunks(goodsRows, 200, (c) => db.insert(goods).values(c).onConflictDoNothing())
  await insertChunks(skuRows, 500, (c) => db.insert(goodsSkus).values(c).onConflictDoNothing())
  await insertChunks(evaluationRows, 500, (c) => db.insert(memberEvaluations).values(c).onConflictDoNothing())
  await scoreStoresFromReviews(db)
  await keepSeededApprovedVersions(db)
}

/** A store's three scores are the averages of its goods' reviews (in tenths), not made-up numbers. */
export async function scoreStoresFromReviews(db: Db) {
  await db.execute(sql`
    UPDATE store s SET
      description_score = r.description, service_score = r.service, delivery_score = r.delivery
    FROM (
      SELECT store_id,
        round(avg(description_score) * 10) AS description,
        round(avg(service_score) * 10) AS service,
        round(avg(delivery_score) * 10) AS delivery
      FROM member_evaluation GROUP BY store_id
    ) r
    WHERE s.id = r.store_id`)
}
