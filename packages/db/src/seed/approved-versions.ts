import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'

/**
 * Goods on sale were approved as they are: their approved version (decision 154), as
 * `versionOf` in apps/api/src/modules/store-goods/approved-version.ts writes it. The same statement
 * is migration 0051's backfill; the seeders run it after inserting goods on sale.
 */
export async function keepSeededApprovedVersions(db: Db) {
  await db.execute(
    sql.raw(`UPDATE "goods" g SET "approved_version" = jsonb_build_object(
  'goodsName', g.goods_name,
  'goodsNameEn', coalesce(g.goods_name_en, ''),
  'sellingPoint', g.selling_point,
  'intro', g.intro,
  'images', g.images,
  'video', g.video,
  'params', coalesce((
    SELECT jsonb_agg((grp.value->>'groupName') || ' · ' || (it.value->>'paramName') || ': ' || (it.value->>'paramValue') ORDER BY grp.n, it.n)
    FROM jsonb_array_elements(g.params) WITH ORDINALITY AS grp(value, n),
      jsonb_array_elements(grp.value->'items') WITH ORDINALITY AS it(value, n)
  ), '[]'::jsonb),
  'categoryPath', g.category_path,
  'brandId', g.brand_id,
  'skus', coalesce((
    SELECT jsonb_agg(
      coalesce((
        SELECT string_agg((x.value->>'specName') || ': ' || (x.value->>'specValue'), ' / ' ORDER BY x.n)
        FROM jsonb_array_elements(s.specs) WITH ORDINALITY AS x(value, n)
      ), '') || CASE WHEN jsonb_array_length(s.images) > 0 THEN ' (' || jsonb_array_length(s.images) || ')' ELSE '' END
      ORDER BY s.id)
    FROM goods_sku s WHERE s.goods_id = g.id
  ), '[]'::jsonb)
) WHERE g.auth_flag = 'PASS'`),
  )
}
