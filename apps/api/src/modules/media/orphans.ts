import type { Db, DbOrTx } from '@silk/db/client'
import { uploadFiles } from '@silk/db/schema/index'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../shared/sql-rows.ts'
import { type FileStorage, UPLOADS_PREFIX } from './file-storage.ts'
import { IMAGE_SIZES } from './render-goods-image.ts'
import { sizedKey } from './upload-sizes.ts'

/** An upload nothing refers to a day after it was stored is an orphan (a form never sent, a picture replaced). */
export const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000
const BATCH = 500

/**
 * Tables that may mention a picture without keeping it alive: logs record what once was, sessions
 * and counters hold none. Every other text, JSON or array column of the schema is searched, so a
 * new picture column (a logo, a banner, an editor's inline image) is safe without being listed.
 */
const NOT_REFERENCES = new Set([
  'upload_file',
  'admin_log',
  'order_log',
  'after_sale_log',
  'order_complaint_log',
  'member_session',
  'admin_session',
  'search_keyword_stat',
  'search_keyword_visitor',
  'seed_run',
  'region',
  'wallet_log',
  'member_points_history',
])

/** Remembers a stored upload so the sweep can find it if it is never used. */
export async function recordUpload(db: Db, url: string, bytes: number): Promise<void> {
  await db
    .insert(uploadFiles)
    .values({ key: url.slice(UPLOADS_PREFIX.length), bytes })
    .onConflictDoNothing()
}

interface SweepDeps {
  db: Db
  storage: FileStorage
  now?: Date
}

/**
 * Looks at up to 500 unchecked uploads older than a day: those the database refers to are marked
 * checked, the others are deleted, rows first and files after the commit. One node sweeps at a time
 * (a transaction-scoped advisory lock; the others skip the round), and a row is deleted by one
 * `delete … returning`, so no file is deleted twice and none that a node is marking. Returns the
 * keys deleted.
 */
export async function sweepOrphanUploads({ db, storage, now = new Date() }: SweepDeps): Promise<string[]> {
  const before = new Date(now.getTime() - ORPHAN_AFTER_MS)
  const orphans = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(hashtext('upload_file_sweep')) as locked`,
    )
    if (!lock?.locked) return []
    const candidates = await queryRows<{ key: string }>(
      tx,
      sql`select key from upload_file where checked_time is null and create_time < ${before}
          order by create_time limit ${BATCH}`,
    )
    const keys = candidates.map((r) => r.key)
    if (keys.length === 0) return []
    const used = await referencedKeys(tx, keys)
    if (used.length > 0) {
      await tx.execute(sql`update upload_file set checked_time = ${now} where key in ${used}`)
    }
    const unused = keys.filter((k) => !used.includes(k))
    if (unused.length === 0) return []
    const gone = await queryRows<{ key: string }>(
      tx,
      sql`delete from upload_file where key in ${unused} and checked_time is null returning key`,
    )
    return gone.map((r) => r.key)
  })
  for (const key of orphans) {
    await storage.delete(key)
    for (const width of IMAGE_SIZES) await storage.delete(sizedKey(key, width))
  }
  return orphans
}

/** Which of `keys` some row of the schema mentions (as a URL, in HTML or in JSON). */
async function referencedKeys(db: DbOrTx, keys: string[]): Promise<string[]> {
  const columns = await queryRows<{ table: string; column: string }>(
    db,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = current_schema()
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
          -- too short for '/uploads/yyyymm/x.webp', or an id: cannot hold a picture's address
          and coalesce(character_maximum_length, 1000) >= 24
          and column_name <> 'id' and column_name not like '%\_id'
        order by table_name, column_name`,
  )
  const searched = columns.filter((c) => !NOT_REFERENCES.has(c.table))
  if (searched.length === 0) return []
  // One pass over each column: rows that mention an upload at all, then which uploads they mention.
  const scans = searched.map(({ table, column }) => {
    const value = sql`${sql.identifier(table)}.${sql.identifier(column)}::text`
    // A size (`abc-200.webp`, copied from a page) keeps its original (`abc.webp`) alive.
    return sql`select m[1] || m[2] as key from (
                 select regexp_matches(${value}, '/uploads/([0-9]{6}/[0-9a-z]+)(?:-[0-9]+)?(\\.[a-z]+)', 'g') as m
                 from ${sql.identifier(table)} where ${value} like '%/uploads/%') found`
  })
  const found = await queryRows<{ key: string }>(
    db,
    sql`select distinct key from (${sql.join(scans, sql` union all `)}) m where key in ${keys}`,
  )
  return found.map((r) => r.key)
}
