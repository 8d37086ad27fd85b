import type { Db } from '@silk/db/client'
import { sql } from 'drizzle-orm'
import { onChange } from '../../shared/change-feed.ts'
import { memoize } from '../../shared/memo.ts'
import { queryRows } from '../../shared/sql-rows.ts'

/**
 * The English of parameter names and values, for the search facets (whose keys are the Chinese
 * `name_value` tags goods are filtered by; decision 026): from the operator's parameter templates and
 * from what sellers gave with their goods (`goods.params[].items[].paramNameEn/paramValueEn`). One load
 * a minute per process; catalogue and goods changes drop it.
 */
export interface ParamEnglish {
  names: Map<string, string>
  /** `name_value` → English value. */
  values: Map<string, string>
}

const load = memoize(async (db: Db): Promise<ParamEnglish> => {
  const rows = await queryRows<{
    name: string
    name_en: string | null
    value: string | null
    value_en: string | null
  }>(
    db,
    sql`select distinct i->>'paramName' as name, i->>'paramNameEn' as name_en,
          i->>'paramValue' as value, i->>'paramValueEn' as value_en
        from goods_listing l join goods g on g.id = l.goods_id,
          jsonb_array_elements(g.params) grp, jsonb_array_elements(grp->'items') i
        where i ? 'paramNameEn' or i ? 'paramValueEn'
      union all
      select p.param_name, p.param_name_en, o.value, p.options_en->>(o.n::int - 1)
        from parameter p left join lateral jsonb_array_elements_text(p.options) with ordinality o(value, n) on true
        where p.param_name_en is not null or jsonb_array_length(p.options_en) > 0`,
  )
  const names = new Map<string, string>()
  const values = new Map<string, string>()
  for (const r of rows) {
    if (r.name_en && !names.has(r.name)) names.set(r.name, r.name_en)
    if (r.value && r.value_en && !values.has(`${r.name}_${r.value}`))
      values.set(`${r.name}_${r.value}`, r.value_en)
  }
  return { names, values }
}, 60_000)

onChange((change) => {
  if (change.kind === 'catalogue' || (change.kind === 'goods' && change.listed)) load.clear()
})

export function paramEnglish(db: Db): Promise<ParamEnglish> {
  return load(db)
}
