import type { DbOrTx } from '@silk/db/client'
import { regions } from '@silk/db/schema/system'
import type { Locale } from '../../shared/localised.ts'
import { memoize } from '../../shared/memo.ts'

interface Named {
  id: string
  name: string
  nameEn: string
}

interface RegionIndex {
  byId: Map<string, Named>
  /** parent id → child name → row: a stored name path ("浙江省,杭州市") is walked from the root. */
  children: Map<string, Map<string, Named>>
}

// About 3,700 short rows: kept whole in memory for an hour, like the region answers themselves.
const load = memoize(async (db: DbOrTx): Promise<RegionIndex> => {
  const rows = await db
    .select({ id: regions.id, parentId: regions.parentId, name: regions.name, nameEn: regions.nameEn })
    .from(regions)
  const byId = new Map<string, Named>()
  const children = new Map<string, Map<string, Named>>()
  for (const r of rows) {
    const named = { id: r.id, name: r.name, nameEn: r.nameEn || r.name }
    byId.set(r.id, named)
    const siblings = children.get(r.parentId) ?? new Map<string, Named>()
    children.set(r.parentId, siblings)
    siblings.set(r.name, named)
  }
  return { byId, children }
}, 3_600_000)

/**
 * Writes stored region paths (comma-joined Chinese names, root → leaf) in the reader's language
 * (decision 159). Chinese readers get the path as stored. English readers get each level's English
 * name, found by the region ids beside the path or, without them, by walking the names from the root;
 * a path the table does not know (an overseas address, a renamed region) stays as stored.
 */
export async function regionPathWriter(db: DbOrTx, locale: Locale | undefined) {
  if (locale !== 'en') return (path: string | null, _idPath?: string | null) => path
  const index = await load(db)
  return (path: string | null, idPath?: string | null): string | null => {
    if (!path) return path
    if (idPath) {
      const names = idPath.split(',').map((id) => index.byId.get(id)?.nameEn)
      if (names.every(Boolean)) return names.join(',')
    }
    let parent = '0'
    const names: string[] = []
    for (const name of path.split(',')) {
      const found = index.children.get(parent)?.get(name)
      if (!found) return path
      names.push(found.nameEn)
      parent = found.id
    }
    return names.join(',')
  }
}
