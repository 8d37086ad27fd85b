import { createHash } from 'node:crypto'
import { chinaDayAhead } from '@silk/contracts/china-time'
import type { Db } from '@silk/db/client'
import {
  hotWordSeeds,
  searchKeywordStats,
  searchKeywordVisitors,
  sensitiveWords,
} from '@silk/db/schema/goods'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { queryRows } from '../../shared/sql-rows.ts'

/** Searches from the last week make a word hot; older ones fade out. */
export const HOT_WORD_WINDOW_DAYS = 7
/**
 * A searched word shows only once this many different visitors searched it within the window, on
 * at least HOT_WORD_MIN_DAYS different China days: three accounts searching once each put a phrase
 * among the site's hot words within seconds (issue 59).
 */
export const HOT_WORD_MIN_VISITORS = 8
export const HOT_WORD_MIN_DAYS = 2
/** One visitor counts for at most this many different words a day; more searches count for nothing. */
export const HOT_WORD_WORDS_PER_VISITOR = 10
const FLUSH_EVERY_MS = 5_000
const HOT_WORD_MAX_LENGTH = 20
/** Pending (word, visitor) pairs a node keeps between writes; beyond it searches are not counted. */
const MAX_PENDING = 20_000
/** Keywords that look like probing (SQL, markup) are never counted (upstream does the same). */
const SUSPICIOUS = /select|insert|update|delete|drop|union|script|alert|--|[<>;'"`\\=(){}]/i

/** The China day `offsetDays` before today's, `yyyy-MM-dd`. */
const chinaDay = (offsetDays = 0, now = new Date()) => chinaDayAhead(-offsetDays, now)

/** A member, else the client address; hashed, so the table holds no addresses. */
const visitorOf = (ctx: Pick<Ctx, 'member' | 'ip'>) =>
  createHash('sha256')
    .update(ctx.member ? `m:${ctx.member.id}` : `ip:${ctx.ip}`)
    .digest('base64url')
    .slice(0, 22)

/**
 * Searches are buffered per database as (visitor → words) and written every few seconds in one
 * statement, so a busy search endpoint never queues on the same hot row. Reading hot words flushes
 * first. The buffer keeps at most HOT_WORD_WORDS_PER_VISITOR words per visitor, which also bounds it.
 */
interface Buffer {
  day: string
  visitors: Map<string, Set<string>>
  pending: number
  timer: NodeJS.Timeout | null
}
const buffers = new WeakMap<Db, Buffer>()

/**
 * One statement: a visitor's word counts once a day (the visitor table's key), a visitor adds at most
 * HOT_WORD_WORDS_PER_VISITOR words a day (what it already has today plus this batch's rank), and the
 * day's count of each word grows by the visitors that are new for it.
 */
async function flush(db: Db) {
  const buffer = buffers.get(db)
  if (!buffer || buffer.pending === 0) return
  const { day } = buffer
  const pairs = [...buffer.visitors].flatMap(([visitor, words]) =>
    [...words].map((w) => sql`(${w}, ${visitor})`),
  )
  buffer.visitors.clear()
  buffer.pending = 0
  await db.execute(sql`
    with input(keyword, visitor) as (values ${sql.join(pairs, sql`, `)}),
    ranked as (
      select keyword, visitor, row_number() over (partition by visitor order by keyword) as n from input
    ),
    fresh as (
      insert into ${searchKeywordVisitors} (keyword, day, visitor)
      select r.keyword, ${day}, r.visitor from ranked r
      where r.n + (select count(*) from ${searchKeywordVisitors} v where v.day = ${day} and v.visitor = r.visitor)
        <= ${HOT_WORD_WORDS_PER_VISITOR}
      on conflict do nothing
      returning keyword
    )
    insert into ${searchKeywordStats} (keyword, day, hits)
    select keyword, ${day}, count(*)::int from fresh group by keyword
    on conflict (keyword, day) do update set hits = ${searchKeywordStats.hits} + excluded.hits`)
}

/**
 * The hot words' decay (the `hot-word-prune` job, daily): counts and visitors of days that left the
 * window are deleted, so the tables hold one window's worth. Returns the rows deleted.
 */
export async function pruneHotWords(db: Db, now = new Date()): Promise<{ stats: number; visitors: number }> {
  const before = chinaDay(HOT_WORD_WINDOW_DAYS - 1, now)
  const stats = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${searchKeywordStats} where day < ${before} returning 1)
        select count(*)::int as n from gone`,
  )
  const visitors = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${searchKeywordVisitors} where day < ${before} returning 1)
        select count(*)::int as n from gone`,
  )
  return { stats: stats[0]?.n ?? 0, visitors: visitors[0]?.n ?? 0 }
}

export function recordSearch(ctx: Pick<Ctx, 'db' | 'log' | 'member' | 'ip'>, keyword: string) {
  const word = keyword.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!word || word.length > HOT_WORD_MAX_LENGTH || SUSPICIOUS.test(word)) return
  const db = ctx.db as Db
  let buffer = buffers.get(db)
  if (!buffer) {
    buffer = { day: chinaDay(), visitors: new Map(), pending: 0, timer: null }
    buffers.set(db, buffer)
  }
  // A new day starts a new buffer's worth of counting; the old one is written first.
  if (buffer.day !== chinaDay() && buffer.pending > 0) {
    flush(db).catch((err) => ctx.log.warn({ err }, 'hot word flush failed'))
  }
  buffer.day = chinaDay()
  if (buffer.pending >= MAX_PENDING) return
  const visitor = visitorOf(ctx)
  let words = buffer.visitors.get(visitor)
  if (!words) {
    words = new Set()
    buffer.visitors.set(visitor, words)
  }
  if (words.has(word) || words.size >= HOT_WORD_WORDS_PER_VISITOR) return
  words.add(word)
  buffer.pending++
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

/**
 * Top words of the recent window plus the operator seeds, best first: a searched word needs
 * HOT_WORD_MIN_VISITORS visitors over HOT_WORD_MIN_DAYS days; no word containing a sensitive word is
 * shown (seeds neither), nor one the operator listed as hidden (the operator's block list).
 */
export async function listHotWords(ctx: Pick<Ctx, 'db' | 'locale'>, count = 5): Promise<string[]> {
  const db = ctx.db as Db
  await flush(db)
  const since = chinaDay(HOT_WORD_WINDOW_DAYS - 1)
  const rows = await queryRows<{ keyword: string }>(
    db,
    sql`
    select keyword from (
      select keyword, sum(hits) as score from ${searchKeywordStats} where day >= ${since}
      group by keyword
      having (select count(distinct visitor) >= ${HOT_WORD_MIN_VISITORS} and count(distinct day) >= ${HOT_WORD_MIN_DAYS}
              from ${searchKeywordVisitors} v
              where v.keyword = ${searchKeywordStats.keyword} and v.day >= ${since})
      union all
      select keyword, score from ${hotWordSeeds} where ${hotWordSeeds.enabled}
    ) t
    where not exists (select 1 from ${sensitiveWords} s where position(s.word in t.keyword) > 0)
      -- A word the operator keeps hidden never shows, however many search it.
      and not exists (select 1 from ${hotWordSeeds} h where h.keyword = t.keyword and not h.enabled)
    group by keyword order by sum(score) desc, keyword limit ${count}`,
  )
  if (ctx.locale !== 'en' || rows.length === 0) return rows.map((r) => r.keyword)
  // The English interface shows an operator word's English (decision 026); searched words stay as typed.
  const english = await queryRows<{ keyword: string; keyword_en: string }>(
    db,
    sql`select keyword, keyword_en from ${hotWordSeeds}
      where keyword_en is not null and keyword in (${sql.join(
        rows.map((r) => sql`${r.keyword}`),
        sql`, `,
      )})`,
  )
  const byKeyword = new Map(english.map((e) => [e.keyword, e.keyword_en]))
  return [...new Set(rows.map((r) => byKeyword.get(r.keyword) ?? r.keyword))]
}
