import { createHash } from 'node:crypto'
import { chinaDay, chinaDayAhead } from '@silk/contracts/china-time'
import type { Db } from '@silk/db/client'
import { trafficDaily, trafficVisitors } from '@silk/db/schema/traffic'
import { sql } from 'drizzle-orm'
import { queryRows } from '../../shared/sql-rows.ts'

/**
 * Page views of goods and store pages (decision 158), counted in memory and written every few
 * seconds: the page never waits on the database. Each node flushes its own counts, adding to the
 * day's row with an upsert; a visitor counts once a day per page over every node because the
 * visitor table's key takes the (salted, hashed) visitor once and only the rows it takes add to
 * `visitors`.
 */
const FLUSH_EVERY_MS = 5_000
/** Pages × visitors a node keeps between writes; beyond it views are not counted (a flood). */
const MAX_PENDING = 50_000
/** Crawlers, link previews and monitors by their user agent: never counted. */
const BOT =
  /bot\b|bot\/|spider|crawl|slurp|facebookexternalhit|preview|monitor|curl\/|wget\/|python-requests|go-http-client|axios\//i

interface PageCount {
  storeId: string
  goodsId: string
  views: number
  visitors: Set<string>
}

export interface ViewSource {
  /** A signed-in member's id, else null. */
  memberId: string | null
  ip: string
  userAgent: string | undefined
  /** `sec-purpose` / `purpose` header: a prefetch or prerender is no view. */
  purpose: string | undefined
}

/** False for a crawler or a prefetch: cheap checks on headers only. */
export function countable(source: Pick<ViewSource, 'userAgent' | 'purpose'>): boolean {
  if (!source.userAgent || BOT.test(source.userAgent)) return false
  return !/prefetch|prerender/i.test(source.purpose ?? '')
}

/** The visitor as the tables keep it: a hash of the day with the member, or the address and browser. */
export function visitorHash(day: string, source: Pick<ViewSource, 'memberId' | 'ip' | 'userAgent'>): string {
  const who = source.memberId ? `m:${source.memberId}` : `a:${source.ip}|${source.userAgent ?? ''}`
  return createHash('sha256').update(`silk-traffic|${day}|${who}`).digest('base64url').slice(0, 22)
}

/** One node's page-view counter (one per app): counts in memory, written by `flush`. */
export class TrafficCounter {
  private day = ''
  private pages = new Map<string, PageCount>()
  private pending = 0
  private timer: NodeJS.Timeout | null = null
  private flushing: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    private readonly onError: (err: unknown) => void,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
  ) {}

  /** Counts one view of a goods page (`goodsId`) or a store page (`goodsId` null); the write comes later. */
  record(page: { storeId: string; goodsId: string | null }, source: ViewSource, now = Date.now()): boolean {
    if (!countable(source)) return false
    const day = chinaDay(now)
    // A new day: the old day's counts are written under their own day first.
    if (this.day !== day && this.pending > 0) void this.flush().catch(this.onError)
    this.day = day
    if (this.pending >= MAX_PENDING) return false
    const goodsId = page.goodsId ?? ''
    const key = `${page.storeId}|${goodsId}`
    let count = this.pages.get(key)
    if (!count) {
      count = { storeId: page.storeId, goodsId, views: 0, visitors: new Set() }
      this.pages.set(key, count)
    }
    count.views++
    const visitor = visitorHash(day, source)
    if (!count.visitors.has(visitor)) {
      count.visitors.add(visitor)
      this.pending++
    }
    if (!this.timer && this.flushEveryMs > 0) {
      this.timer = setTimeout(() => {
        this.timer = null
        this.flush().catch(this.onError)
      }, this.flushEveryMs)
      this.timer.unref()
    }
    return true
  }

  /**
   * Writes this node's counts since the last write, in one statement (see `write`). What is pending
   * is taken at once, under its own day, and written after the writes before it.
   */
  async flush(): Promise<void> {
    if (this.pages.size === 0) {
      if (this.flushing) await this.flushing
      return
    }
    const { day } = this
    const pages = [...this.pages.values()]
    this.pages = new Map()
    this.pending = 0
    const run = (this.flushing ?? Promise.resolve())
      .then(() => write(this.db, day, pages))
      .catch((err) => {
        // Nothing was written (one statement): the counts wait for the next write, on their own day.
        if (this.day === day) this.merge(pages)
        throw err
      })
    // The chain never rejects (the caller of each write gets its own failure).
    const tail: Promise<void> = run
      .then(
        () => {},
        () => {},
      )
      .then(() => {
        if (this.flushing === tail) this.flushing = null
      })
    this.flushing = tail
    await run
  }

  private merge(pages: PageCount[]) {
    for (const p of pages) {
      const key = `${p.storeId}|${p.goodsId}`
      const count = this.pages.get(key)
      if (!count) {
        this.pages.set(key, p)
        this.pending += p.visitors.size
        continue
      }
      count.views += p.views
      for (const v of p.visitors) {
        if (!count.visitors.has(v)) {
          count.visitors.add(v)
          this.pending++
        }
      }
    }
  }

  /** Stops the timer and writes what is pending (app shutdown). */
  async close() {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.flush()
  }
}

/**
 * One statement: the visitors new for the page that day go into `traffic_visitor` (a visitor another
 * node or an earlier write took is skipped), and the day's row grows by the views and by the visitors
 * taken. Only real pages count: a goods of that store, or a store.
 */
async function write(db: Db, day: string, pages: PageCount[]) {
  const views = pages.map((p) => sql`(${p.storeId}, ${p.goodsId}, ${p.views}::int)`)
  const seen = pages.flatMap((p) => [...p.visitors].map((v) => sql`(${p.storeId}, ${p.goodsId}, ${v})`))
  await db.execute(sql`
    with input(store_id, goods_id, views) as (values ${sql.join(views, sql`, `)}),
    real as (
      select i.store_id, i.goods_id, i.views from input i
      where exists (select 1 from store s where s.id = i.store_id)
        and (i.goods_id = '' or exists (select 1 from goods g where g.id = i.goods_id and g.store_id = i.store_id))
    ),
    seen(store_id, goods_id, visitor) as (values ${sql.join(seen, sql`, `)}),
    fresh as (
      insert into ${trafficVisitors} (day, store_id, goods_id, visitor)
      select ${day}, s.store_id, s.goods_id, s.visitor from seen s
      join real r on r.store_id = s.store_id and r.goods_id = s.goods_id
      -- In key order, so two nodes writing the same keys at once wait for each other, never deadlock.
      order by s.store_id, s.goods_id, s.visitor
      on conflict do nothing
      returning store_id, goods_id
    ),
    counted as (select store_id, goods_id, count(*)::int as n from fresh group by store_id, goods_id)
    insert into ${trafficDaily} (day, store_id, goods_id, page_views, visitors)
    select ${day}, r.store_id, r.goods_id, r.views, coalesce(c.n, 0) from real r
    left join counted c on c.store_id = r.store_id and c.goods_id = r.goods_id
    order by r.store_id, r.goods_id
    on conflict (day, store_id, goods_id) do update set
      page_views = ${trafficDaily.pageViews} + excluded.page_views,
      visitors = ${trafficDaily.visitors} + excluded.visitors`)
}

/**
 * The `traffic-prune` job (daily): the visitor hashes of days before yesterday are deleted (a late
 * flush of yesterday's counts still finds its day's visitors); the daily totals stay.
 */
export async function pruneTrafficVisitors(db: Db, now = new Date()): Promise<{ visitors: number }> {
  const before = chinaDayAhead(-1, now)
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from ${trafficVisitors} where day < ${before} returning 1)
        select count(*)::int as n from gone`,
  )
  return { visitors: rows[0]?.n ?? 0 }
}
