// Builds a large catalogue for the bench (issue 4): N goods (default 100 000) spread over every leaf
// category, 1–12 SKUs each, on the database in DATABASE_URL, then prints table and index sizes.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/silk_bench npx tsx bench/scenarios/catalogue-dataset.ts 100000
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/silk_bench BENCH_ONLY=catalogue npm run bench
import { openDatabase } from '@silk/db/client'
import { goods, goodsSkus } from '@silk/db/schema/goods'
import { seedCatalogueSkeleton } from '@silk/db/seed/catalogue'
import { buildCategories, generateGoods } from '@silk/db/seed/catalogue/generate'
import { sql } from 'drizzle-orm'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required (the bench dataset targets PostgreSQL)')
const target = Number(process.argv[2] ?? 100_000)
const database = await openDatabase({ url, poolSize: 4 })
await database.migrate()
const { db } = database
await seedCatalogueSkeleton(db)

const leaves = buildCategories().leaves.length
const rounds = Math.ceil(target / leaves)
const started = Date.now()
// Generated in slices so memory stays flat; ids start above the demo catalogue's.
const slice = 40
for (let done = 0; done < rounds; done += slice) {
  const { goodsRows, skuRows } = generateGoods({
    goodsPerLeaf: Math.min(slice, rounds - done),
    firstGoodsId: 5_000_001 + done * leaves,
  })
  for (let i = 0; i < goodsRows.length; i += 500)
    await db
      .insert(goods)
      .values(goodsRows.slice(i, i + 500))
      .onConflictDoNothing()
  for (let i = 0; i < skuRows.length; i += 1000)
    await db
      .insert(goodsSkus)
      .values(skuRows.slice(i, i + 1000))
      .onConflictDoNothing()
  console.log(
    `${Math.min((done + slice) * leaves, rounds * leaves)} goods in ${Math.round((Date.now() - started) / 1000)} s`,
  )
}
// Each SKU inserted rewrote its goods' listing row: the bulk load leaves more dead rows than live
// ones (134k dead beside 100k in goods_listing), which every scan reads until autovacuum gets there
// (the long tail ran at 84–98 req/s before, 145 after). A catalogue grown by sellers never has them.
for (const table of ['goods', 'goods_sku', 'goods_listing'])
  await db.execute(sql.raw(`vacuum analyze ${table}`))
const sizes = (await db.execute(sql`
  select c.relname as name, c.relkind as kind, pg_size_pretty(pg_relation_size(c.oid)) as size,
    (select count(*) from goods)::int as goods, (select count(*) from goods_sku)::int as skus
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and (c.relname like 'goods%' or c.relname like 'category%')
  order by pg_relation_size(c.oid) desc`)) as unknown as {
  rows: { name: string; kind: string; size: string; goods: number; skus: number }[]
}
console.log(`goods ${sizes.rows[0]?.goods}, SKUs ${sizes.rows[0]?.skus}`)
for (const r of sizes.rows) console.log(`${r.kind === 'i' ? 'index' : 'table'} ${r.name}: ${r.size}`)
await database.close()
