import type { Db } from '@silk/db/client'
import { hotWordSeeds, searchKeywordStats } from '@silk/db/schema/goods'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { queryRows } from '../../shared/sql-rows.ts'

/** Searches from the last week make a word hot; older ones fade out. */
export const HOT_WORD_WINDOW_DAYS = 7
const FLUSH_EVERY_MS = 5_000
const HOT_WORD_MAX_LENGTH = 20
/** Keywords that look like probing (SQL, markup) are never counted (upstream does the same). */
const SUSPICIOUS = /select|insert|update|delete|drop|union|script|alert|--|[<>;'"`\\=(){}]/i

const chinaDay = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3600_000 - offsetDays * 86400_000).toISOString().slice(0, 10)

/**
 * Counts are buffered per database and written in one statement every few seconds, so a busy
 * search endpoint never queues on the same hot row. Reading hot words flushes first.
 */
const buffers = new WeakMap<Db, { counts: Map<string, number>; timer: NodeJS.Timeout | null }>()

async function flush(db: Db) {
  const buffer = buffers.get(db)
  if (!buffer || buffer.counts.size === 0) return
  const entries = [...buffer.counts]
  buffer.counts.clear()
  const day = chinaDay()
  await db
    .insert(searchKeywordStats)
    .values(entries.map(([keyword, hits]) => ({ keyword, day, hits })))
    .onConflictDoUpdate({
      target: [searchKeywordStats.keyword, searchKeywordStats.day],
      set: { hits: sql`${searchKeywordStats.hits} + excluded.hits` },
    })
}

export function recordSearch(ctx: Pick<Ctx, 'db' | 'log'>, keyword: string) {
  const word = keyword.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!word || word.length > HOT_WORD_MAX_LENGTH || SUSPICIOUS.test(word)) return
  const db = ctx.db as Db
  let buffer = buffers.get(db)
  if (!buffer) {
    buffer = { counts: new Map(), timer: null }
    buffers.set(db, buffer)
  }
  buffer.counts.set(word, (buffer.counts.get(word) ?? 0) + 1)
  if (!buffer.timer) {
    const b = buffer
    b.timer = setTimeout(() => {
      b.timer = null
      flush(db).catch((err) => ctx.log.warn({ err }, 'hot word flush failed'))
    }, FLUSH_EVERY_MS)
    b.timer.unref()
  }
}

/** Writes pending counts now and stops the timer (app shutdown, so no write races a closing pool). */
export async function flushHotWords(db: Db) {
  const buffer = buffers.get(db)
  if (buffer?.timer) clearTimeout(buffer.timer)
  if (buffer) buffer.timer = null
  await flush(db)
}

/** Top searched words of the recent window plus the operator seeds, best first. */
export async function listHotWords(ctx: Pick<Ctx, 'db'>, count = 5): Promise<string[]> {
  const db = ctx.db as Db
  await flush(db)
  const rows = await queryRows<{ keyword: string }>(
    db,
    sql`
    select keyword from (
      select keyword, hits as score from ${searchKeywordStats} where day >= ${chinaDay(HOT_WORD_WINDOW_DAYS - 1)}
      union all
      select keyword, score from ${hotWordSeeds}
    ) t group by keyword order by sum(score) desc, keyword limit ${count}`,
  )
  return rows.map((r) => r.keyword)
}
