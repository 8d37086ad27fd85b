// `npm run bench`: measures the production build on loopback against a bare Fastify baseline in the
// same run and writes a Markdown report to bench/results/. Options (env):
//   BENCH_DURATION seconds per scenario (10), BENCH_BASELINE_DURATION seconds of the baseline measured
//   right before each scenario (5), BENCH_CONNECTIONS (50), BENCH_ONLY (comma-separated substrings of
//   scenario names), BENCH_DATABASE_URL to run the site on PostgreSQL instead of the embedded database,
//   BENCH_PORT (10900; the site on the next port), BENCH_SITE_WORKERS (the site's CLUSTER_WORKERS,
//   1; 0 = one per core; more than one needs PostgreSQL and BENCH_REDIS_URL; a comma-separated list,
//   e.g. "1,2", runs the scenarios once per count on a fresh site and reports them side by side).
//   The chat row (scenarios/chat.ts) takes BENCH_CHAT_CONNECTIONS (2000), BENCH_CHAT_RATE (200 messages/s)
//   and BENCH_CHAT_SECONDS (20).
//
// Each row is divided by a baseline measured just before it, not once at the start: on a shared
// two-core machine the same hello world measured 12–26k req/s within one session, and a single early
// baseline made every later row's ratio depend on how the machine drifted in between.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '@silk/db/client'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { SERVER_NODE_FLAGS, serverAllocatorEnv } from '../scripts/server-node-flags.mjs'
import { paced } from './paced.ts'
import { peakRss, startProcess, waitFor } from './process.ts'
import { scenarios } from './scenarios/index.ts'
import { GOODS_STORE } from './scenarios/seller.ts'

const root = path.resolve(import.meta.dirname, '..')
const duration = Number(process.env.BENCH_DURATION ?? 10)
const baselineDuration = Number(process.env.BENCH_BASELINE_DURATION ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
// BENCH_ONLY: comma-separated substrings of scenario names (any one selects a scenario).
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean)
// BENCH_PORT: the baseline's port (the site takes the next one), so runs can share a machine.
const basePort = Number(process.env.BENCH_PORT ?? 10900)
const sitePort = basePort + 1

interface Row {
  name: string
  rps: number
  /** The baseline's req/s measured right before this row (none for paced rows: their rate is set). */
  baselineRps?: number
  p50: number
  p99: number
  rssMb: number
  errors: number
  /** A line the scenario adds under the table (e.g. the chat's CPU time per message). */
  note?: string
}

async function measure(
  name: string,
  pid: number,
  options: autocannon.Options,
  pace?: number,
  seconds = duration,
  run?: () => Promise<Omit<Row, 'name' | 'rssMb'>>,
): Promise<Row> {
  if (run) {
    const { result, peakMb } = await peakRss(pid, run)
    return { name, ...result, rssMb: peakMb }
  }
  if (pace) {
    const requests = (options.requests ?? [{}]) as Parameters<typeof paced>[1]
    const { result, peakMb } = await peakRss(pid, () => paced(String(options.url), requests, pace, seconds))
    return { name, ...result, rssMb: peakMb }
  }
  const { result, peakMb } = await peakRss(pid, () =>
    autocannon({ connections, ...options, duration: seconds }),
  )
  const errors = result.errors + result.non2xx
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rssMb: peakMb,
    errors,
  }
}

// WEB_BUILD_DIR points at an existing web build (e.g. a private copy) and skips rebuilding it; the
// server bundle that `npm start` runs is always rebuilt (a second).
const built = process.env.WEB_BUILD_DIR
  ? spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' })
  : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
if (built.status !== 0) process.exit(1)

const baseline = startProcess(['--import', 'tsx', path.join(root, 'bench/baseline.ts')], {
  PORT: String(basePort),
})
// BENCH_SITE_WORKERS: one or more worker counts; with several, each row's name says its count.
const workerCounts = (process.env.BENCH_SITE_WORKERS ?? '1').split(',').filter(Boolean)
// BENCH_SITE_NODE_ARGS adds Node flags to the site process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const siteArgs = (process.env.BENCH_SITE_NODE_ARGS ?? '').split(' ').filter(Boolean)
// BENCH_SITE_STDOUT appends the site's standard output to a file (e.g. with "--trace-gc" above).
const siteStdout = process.env.BENCH_SITE_STDOUT || undefined
// BENCH_SITE_ENV adds variables to the site process alone (not to the bench's client or the
// baseline), e.g. "MALLOC_CONF=dirty_decay_ms:5000". SERVER_ALLOCATOR=system (as for npm start)
// runs the site on glibc's allocator.
const siteEnv = Object.fromEntries(
  (process.env.BENCH_SITE_ENV ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
)
// The allocator npm start gives the site (jemalloc when the machine has it), not the bench's own.
const siteAllocatorEnv = serverAllocatorEnv()
const siteAllocator = { ...siteAllocatorEnv, ...siteEnv }
const allocatorLine = siteAllocator.LD_PRELOAD?.includes('jemalloc')
  ? `jemalloc (${siteAllocator.MALLOC_CONF ?? 'its defaults'})`
  : "glibc's malloc"
const startSite = (workers: string, dataDir = mkdtempSync(path.join(os.tmpdir(), 'silk-bench-'))) =>
  startProcess(
    [...SERVER_NODE_FLAGS, ...siteArgs, path.join(root, 'apps/api/dist/server.mjs')],
    {
      NODE_ENV: 'production',
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: process.env.BENCH_REDIS_URL ?? '',
      CLUSTER_WORKERS: workers,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000000',
      // The login scenario gives each slider its own client IP through X-Forwarded-For; the bench's
      // client on 127.0.0.1 plays the load balancer.
      TRUST_PROXY: 'loopback',
      // Production mode on PostgreSQL refuses the file outbox for SMS codes; the bench reads them from it.
      SMS_OUTBOX_ALLOWED: 'true',
      // Scenarios that sign in read each slider's answer from DATA_DIR/captcha-outbox.jsonl.
      CAPTCHA_PROVIDER: 'slider-outbox',
      CAPTCHA_OUTBOX_ALLOWED: 'true',
      // The chat scenario opens its thousands of connections from 127.0.0.1.
      CHAT_HANDSHAKES_PER_MINUTE: '100000000',
      // Seeded pictures are drawn before a node is ready (decision 152): one directory for every run,
      // so only the first run on a machine waits for them.
      MEDIA_CACHE_DIR: path.join(os.tmpdir(), 'silk-bench-media-cache'),
      ...siteAllocatorEnv,
      ...siteEnv,
    },
    siteStdout,
  )
const rows: Row[] = []
const bars: { name: string; peakMb: number; barMb: number }[] = []
const measureBaseline = () =>
  measure(
    'baseline: bare Fastify hello world',
    baseline.child.pid!,
    { url: `http://127.0.0.1:${basePort}/` },
    undefined,
    baselineDuration,
  )

/** Every selected scenario against a site started with this many workers. */
async function runScenarios(workers: string) {
  const origin = `http://127.0.0.1:${sitePort}`
  let site = startSite(workers)
  const dataDir = site.env.DATA_DIR
  /** Waits until the node says it is ready, then warms its JIT so its first scenario is not penalised. */
  const started = async () => {
    // A new bench database is migrated and seeded first: minutes, not the default two.
    await waitFor(`${origin}/readyz`, 600_000)
    await autocannon({ url: `${origin}/`, connections: 10, duration: 2 })
  }
  const label = workerCounts.length > 1 ? ` [${workers} worker${workers === '1' ? '' : 's'}]` : ''
  try {
    await started()
    for (const scenario of scenarios) {
      if (only && !only.some((part) => scenario.name.includes(part))) continue
      if (scenario.restart) {
        await site.stop()
        site = startSite(workers, dataDir)
        await started()
      }
      const options = await scenario.prepare({ origin, dataDir, pid: site.child.pid! })
      const baselineRps = scenario.pace || scenario.run ? undefined : (await measureBaseline()).rps
      const probe = scenario.probe
      const probing = probe
        ? paced(`${origin}${probe.path}`, [{ path: probe.path }], probe.rate, duration)
        : undefined
      const name = `${scenario.name}${label}`
      const row = await measure(name, site.child.pid!, options, scenario.pace, scenario.seconds, scenario.run)
      rows.push({ ...row, baselineRps })
      if (scenario.rssBarMb) bars.push({ name, peakMb: row.rssMb, barMb: scenario.rssBarMb })
      if (probe && probing) {
        const result = await probing
        rows.push({ name: `… meanwhile GET ${probe.path} at ${probe.rate}/s`, ...result, rssMb: row.rssMb })
      }
    }
  } finally {
    await site.stop()
  }
}

/**
 * Every run measures the same site. The first node starts as a site started cold: no goods cards
 * written down by an earlier run's nodes (a later scenario restarts a node to measure a warm start).
 * And an earlier run's seller store, whose 9,000 goods on sale every later run's catalogue would
 * otherwise carry (the catalogue grew from 120,965 to 141,271 goods in two runs), is taken off sale.
 */
async function resetSite() {
  if (!process.env.BENCH_DATABASE_URL) return
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 1 })
  try {
    await database.db.execute(
      sql.raw(`do $$ begin
        if to_regclass('goods_cards_shown') is not null then delete from goods_cards_shown; end if;
      end $$`),
    )
    // A fresh database has no tables yet: the site migrates and seeds it when it starts.
    const [found] = (
      (await database.db.execute(sql`select to_regclass('goods') is not null as ok`)) as unknown as {
        rows: { ok: boolean }[]
      }
    ).rows
    if (!found?.ok) return
    await database.db.execute(sql`
      update goods set market_enable = 'DOWN'
      where market_enable = 'UPPER' and store_id in (select id from store where store_name = ${GOODS_STORE})`)
  } finally {
    await database.close()
  }
}

try {
  await resetSite()
  await waitFor(`http://127.0.0.1:${basePort}/`)
  await autocannon({ url: `http://127.0.0.1:${basePort}/`, connections: 10, duration: 2 })
  rows.push(await measureBaseline())
  for (const workers of workerCounts) await runScenarios(workers)
} finally {
  await baseline.stop()
}

/** On PostgreSQL, what the catalogue scenarios ran against: row counts and the biggest relations. */
async function datasetLines(): Promise<string[]> {
  if (!process.env.BENCH_DATABASE_URL) return []
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 1 })
  try {
    const rows = async <T>(text: string) =>
      ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows
    const [counts] = await rows<{ goods: number; listed: number; skus: number; stores: number }>(
      'select (select count(*)::int from goods) as goods, (select count(*)::int from goods_listing) as listed, (select count(*)::int from goods_sku) as skus, (select count(*)::int from store) as stores',
    )
    const sizes = await rows<{ name: string; kind: string; size: string }>(
      `select c.relname as name, case c.relkind when 'i' then 'index' else 'table' end as kind,
         pg_size_pretty(pg_relation_size(c.oid)) as size
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'i')
         and (c.relname like 'goods%' or c.relname like 'store%' or c.relname like 'brand%')
       order by pg_relation_size(c.oid) desc limit 16`,
    )
    return [
      `Dataset: ${counts.goods} goods (${counts.listed} on sale), ${counts.skus} SKUs, ${counts.stores} stores.`,
      '',
      '| relation | kind | size |',
      '| --- | --- | ---: |',
      ...sizes.map((r) => `| ${r.name} | ${r.kind} | ${r.size} |`),
      '',
    ]
  } finally {
    await database.close()
  }
}

const ratio = (r: Row) => (r.baselineRps ? `${Math.round((r.rps / r.baselineRps) * 100)} %` : '—')
const dataset = await datasetLines()
const lines = [
  `# Bench ${new Date().toISOString()}`,
  '',
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}.`,
  `Database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}${process.env.BENCH_REDIS_URL ? ' and Redis' : ''}; site workers: ${workerCounts.join(', then ')} (CLUSTER_WORKERS); site allocator: ${allocatorLine}. ${connections} connections, ${duration} s per scenario, loopback. RSS sums the site's processes.`,
  `Each row's ratio is to the baseline measured for ${baselineDuration} s right before it (its own column); the first row is the baseline alone. Paced rows send a set rate, so they have no ratio; the chat row's req/s are messages delivered per second and its latencies are delivery times.`,
  '',
  '| scenario | req/s | baseline req/s | vs baseline | p50 ms | p99 ms | peak RSS MB | errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r, i) =>
      `| ${r.name} | ${Math.round(r.rps)} | ${i === 0 ? '' : r.baselineRps ? Math.round(r.baselineRps) : '—'} | ${i === 0 ? '100 %' : ratio(r)} | ${r.p50} | ${r.p99} | ${r.rssMb} | ${r.errors} |`,
  ),
  '',
  ...rows.filter((r) => r.note).flatMap((r) => [`- ${r.name}: ${r.note}`]),
  ...(rows.some((r) => r.note) ? [''] : []),
  ...(bars.length
    ? [
        '| memory bar | peak RSS MB | bar MB | |',
        '| --- | ---: | ---: | --- |',
        ...bars.map(
          (b) => `| ${b.name} | ${b.peakMb} | ${b.barMb} | ${b.peakMb < b.barMb ? 'pass' : 'FAIL'} |`,
        ),
        '',
      ]
    : []),
  ...dataset,
]
const report = lines.join('\n')
console.log(`\n${report}`)
mkdirSync(path.join(root, 'bench/results'), { recursive: true })
const file = path.join(
  root,
  'bench/results',
  `${new Date().toISOString().slice(0, 19).replaceAll(':', '')}-${os.cpus().length}cores.md`,
)
writeFileSync(file, report)
console.log(`saved ${path.relative(root, file)}`)
