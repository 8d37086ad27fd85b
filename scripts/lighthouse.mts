/**
 * `npm run lighthouse`: Lighthouse's mobile preset (its default configuration: a mid-range phone on a
 * slow 4G, simulated) and its desktop preset (desktop-config: a desktop on a fast link, no CPU
 * slowdown) on the home page, a country guide, the goods list for 茶 and a goods page, each run
 * LIGHTHOUSE_RUNS times (default 3). Prints a table of page, preset, median performance, the lowest
 * accessibility, and the median LCP, TBT and CLS, then the audits that cost points; exits 1 when a
 * page misses its target (issue 65, decision 170: performance ≥ 90 mobile, ≥ 95 desktop,
 * accessibility 100 on both), with each run's CPU index (Lighthouse's benchmarkIndex: how busy the
 * machine was). `npm run lighthouse -- --desktop` (or `--mobile`, or
 * LIGHTHOUSE_PRESET=desktop) runs one preset; LIGHTHOUSE_PAGES=home,goods a subset of the pages.
 *
 * It starts the production site itself (`scripts/start.mjs`: builds when the sources changed, a fresh
 * embedded database with the demo data under a temporary DATA_DIR) on LIGHTHOUSE_PORT (10090), or
 * measures a site already running at LIGHTHOUSE_URL. Chromium: CHROMIUM_PATH or /usr/bin/chromium,
 * headless. The JSON reports are written to LIGHTHOUSE_OUT (default a temporary directory). Not part of
 * `npm test`: a run takes minutes, and the scores move with the machine's load (hence the median).
 *
 * LIGHTHOUSE_IMAGES=1 instead runs the desktop preset's picture audits once on the shop home, the goods
 * list for 茶 and a goods page, and fails unless each passes (issue 64): every picture in its own aspect
 * ratio, sized, at a resolution fit for the screen, and delivered at the width it is shown
 * (image-delivery-insight, Lighthouse 13's successor of uses-responsive-images). Before the audits,
 * right after /readyz says ready, it opens the shop home and the list for 茶 once each at 1920 × 1080
 * and fails unless every picture on the first screen has arrived within 2 s of the navigation's start
 * (issue 64: the seeded pictures are drawn before a node is ready, never on a visitor's request); the
 * screenshots are written beside the reports.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'

const root = path.resolve(import.meta.dirname, '..')
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))
const debugPort = Number(process.env.LIGHTHOUSE_CHROME_PORT ?? 10091)
const outDir = process.env.LIGHTHOUSE_OUT ?? mkdtempSync(path.join(tmpdir(), 'silk-lighthouse-'))

const children: ChildProcess[] = []
/** Each child leads its own process group: the site's start script runs the server as its child. */
function stopChildren() {
  for (const child of children) {
    if (child.exitCode !== null || !child.pid) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopChildren)
process.on('SIGINT', () => process.exit(130))

async function waitFor(url: string, what: string, seconds: number) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what} did not answer at ${url} within ${seconds} s`)
}

async function startSite(): Promise<string> {
  if (process.env.LIGHTHOUSE_URL) return process.env.LIGHTHOUSE_URL.replace(/\/+$/, '')
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 10090)
  const origin = `http://localhost:${port}`
  const site = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'silk-lighthouse-data-')),
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
    },
  })
  children.push(site)
  // A first start may build the web app and seed the database.
  await waitFor(`${origin}/readyz`, 'the site', 600)
  return origin
}

async function startChromium() {
  const chrome = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${mkdtempSync(path.join(tmpdir(), 'silk-lighthouse-chrome-'))}`,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  )
  children.push(chrome)
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 'Chromium', 30)
}

/** A goods page of the demo shop: the first goods a search for 茶 finds. */
async function goodsPath(origin: string): Promise<string> {
  const res = await fetch(`${origin}/buyer/goods/goods/es?keyword=${encodeURIComponent('茶')}&pageSize=1`)
  const body = (await res.json()) as { result: { records: { id: string; goodsId: string }[] } }
  const sku = body.result.records[0]
  if (!sku) throw new Error('no goods found to measure')
  return `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

type Audit = {
  id: string
  title: string
  score: number | null
  displayValue?: string
  scoreDisplayMode?: string
  errorMessage?: string
}

const IMAGE_AUDITS = [
  'image-aspect-ratio',
  'image-size-responsive',
  'unsized-images',
  'image-delivery-insight',
]

const FIRST_LOOK_MS = 2000

/**
 * A visitor's first look at a freshly started site: how long after the navigation started every
 * picture on the first screen had arrived (loaded and decoded, not a grey box).
 */
async function firstLook(origin: string, pages: readonly (readonly [string, string])[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`)
  let failed = false
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } })
  try {
    const page = await context.newPage()
    for (const [name, pagePath] of pages) {
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'commit' })
      const arrived = await page
        .waitForFunction(
          () => {
            const onScreen = [...document.images].filter((img) => {
              const box = img.getBoundingClientRect()
              return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0
            })
            if (document.readyState === 'loading' || onScreen.length === 0) return false
            if (!onScreen.every((img) => img.complete && img.naturalWidth > 0)) return false
            return { pictures: onScreen.length, ms: Math.round(performance.now()) }
          },
          undefined,
          { timeout: 15_000, polling: 50 },
        )
        .then((handle) => handle.jsonValue() as Promise<{ pictures: number; ms: number }>)
        .catch(() => undefined)
      await page.screenshot({ path: path.join(outDir, `${name}-first-look.png`) })
      // The three slowest pictures, from the page's resource timing: what to look at when it fails.
      const slowest = await page.evaluate(() => [
        `document ${Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd)} ms`,
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.initiatorType === 'img')
          .sort((a, b) => b.responseEnd - a.responseEnd)
          .slice(0, 3)
          .map(
            (e) => `${new URL(e.name).pathname} ${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ms`,
          ),
      ])
      const ok = arrived !== undefined && arrived.ms <= FIRST_LOOK_MS
      if (!ok) failed = true
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(6)} first look: ${arrived ? `${arrived.pictures} pictures on the first screen in ${arrived.ms} ms` : 'pictures still missing after 15 s'} (limit ${FIRST_LOOK_MS} ms); last pictures: ${slowest.join(', ')}`,
      )
    }
  } finally {
    // Only this context: Lighthouse goes on with the same Chromium.
    await context.close()
  }
  return failed
}

async function imageAudits(origin: string) {
  const { default: desktop } = await import('lighthouse/core/config/desktop-config.js')
  const pages = [
    ['shop', '/slShop'],
    ['list', `/goodsList?keyword=${encodeURIComponent('茶')}`],
    ['goods', await goodsPath(origin)],
  ] as const
  let failed = await firstLook(origin, pages.slice(0, 2))
  for (const [name, pagePath] of pages) {
    const url = `${origin}${pagePath}`
    await fetch(url)
    const result = await lighthouse(
      url,
      { port: debugPort, output: 'json', logLevel: 'error' },
      { ...desktop, settings: { ...desktop.settings, onlyAudits: IMAGE_AUDITS } },
    )
    if (!result) throw new Error(`no Lighthouse result for ${url}`)
    writeFileSync(path.join(outDir, `${name}-images.json`), JSON.stringify(result.lhr))
    const audits = result.lhr.audits as Record<string, Audit>
    for (const id of IMAGE_AUDITS) {
      const audit = audits[id]
      // Not applicable (no such picture on the page) passes; an audit that could not run does not.
      const ok =
        audit !== undefined &&
        audit.scoreDisplayMode !== 'error' &&
        (audit.score === null || audit.score >= 0.9)
      if (!ok) failed = true
      console.log(
        `${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(6)} ${id}: ${audit?.score ?? 'n/a'}${audit?.displayValue ? ` (${audit.displayValue})` : ''}${audit?.errorMessage ? ` — ${audit.errorMessage}` : ''}`,
      )
    }
  }
  console.log(`(reports in ${outDir})`)
  process.exitCode = failed ? 1 : 0
}

type Preset = 'mobile' | 'desktop'
/** Issue 65: performance at least 95 on the desktop preset and 90 on the mobile one; accessibility 100. */
const TARGET: Record<Preset, { performance: number; accessibility: number }> = {
  mobile: { performance: 90, accessibility: 100 },
  desktop: { performance: 95, accessibility: 100 },
}

/** `--mobile` / `--desktop` (or LIGHTHOUSE_PRESET=mobile|desktop) for one preset; both by default. */
function presets(): Preset[] {
  const asked = [
    ...process.argv.slice(2).map((arg) => arg.replace(/^--/, '')),
    ...(process.env.LIGHTHOUSE_PRESET ?? '').split(','),
  ].filter((word): word is Preset => word === 'mobile' || word === 'desktop')
  return asked.length > 0 ? [...new Set(asked)] : ['mobile', 'desktop']
}

type Row = {
  page: string
  preset: Preset
  performance: number[]
  accessibility: number[]
  lcp: number[]
  tbt: number[]
  cls: number[]
  /** Lighthouse's measure of the host's CPU speed in each run (higher is faster; a busy machine is slower) */
  bench: number[]
  ok: boolean
  /** audit id → what it cost, from any run */
  misses: Map<string, string>
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main() {
  const origin = await startSite()
  await startChromium()
  if (process.env.LIGHTHOUSE_IMAGES) return imageAudits(origin)
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean)
  const pages = (
    [
      ['home', '/'],
      ['guide', '/slGuide?countryId=de'],
      ['list', `/goodsList?keyword=${encodeURIComponent('茶')}`],
      ['goods', await goodsPath(origin)],
    ] as const
  ).filter(([name]) => only.length === 0 || only.includes(name))
  const rows: Row[] = []
  for (const preset of presets()) {
    for (const [name, pagePath] of pages) {
      const url = `${origin}${pagePath}`
      // One load first, so server-side caches are warm as they are for a visitor of a running site.
      await fetch(url)
      const row: Row = {
        page: name,
        preset,
        performance: [],
        accessibility: [],
        lcp: [],
        tbt: [],
        cls: [],
        bench: [],
        ok: false,
        misses: new Map(),
      }
      for (let i = 1; i <= runs; i++) {
        const flags = {
          port: debugPort,
          output: 'json' as const,
          logLevel: 'error' as const,
          onlyCategories: ['performance', 'accessibility'],
        }
        // The mobile preset is Lighthouse's default configuration; the desktop one its desktop-config.
        const measure = async () => {
          const result =
            preset === 'mobile' ? await lighthouse(url, flags) : await lighthouse(url, flags, desktopConfig)
          if (!result) throw new Error(`no Lighthouse result for ${url}`)
          return result.lhr
        }
        let lhr = await measure()
        // A run whose trace Lighthouse could not read (NO_NAVSTART on a busy machine: "please run
        // Lighthouse again") is a failed measurement, not a score: measured again, twice at most; a
        // third failure stays in the figures as 0 with its reason.
        for (let retry = 1; lhr.runtimeError && retry <= 2; retry++) {
          console.log(`${name} ${preset} run ${i}: ${lhr.runtimeError.code}, measured again`)
          lhr = await measure()
        }
        writeFileSync(path.join(outDir, `${name}-${preset}-${i}.json`), JSON.stringify(lhr))
        const audits = lhr.audits as Record<string, Audit & { numericValue?: number }>
        row.performance.push(Math.round((lhr.categories.performance.score ?? 0) * 100))
        row.accessibility.push(Math.round((lhr.categories.accessibility.score ?? 0) * 100))
        row.lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
        row.tbt.push(audits['total-blocking-time']?.numericValue ?? Number.NaN)
        row.cls.push(audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
        row.bench.push(Math.round(lhr.environment.benchmarkIndex))
        for (const category of ['performance', 'accessibility'] as const) {
          for (const ref of lhr.categories[category].auditRefs) {
            const audit = audits[ref.id]
            if (ref.weight > 0 && audit.score !== null && audit.score < 0.9)
              row.misses.set(
                audit.id,
                `${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
              )
          }
        }
        console.log(
          `${name} ${preset} run ${i}: performance ${row.performance.at(-1)}, accessibility ${row.accessibility.at(-1)}${lhr.runtimeError ? ` (${lhr.runtimeError.code}: ${lhr.runtimeError.message})` : ''}`,
        )
      }
      row.ok =
        median(row.performance) >= TARGET[preset].performance &&
        Math.min(...row.accessibility) >= TARGET[preset].accessibility
      rows.push(row)
    }
  }
  const table = [
    ['', 'page', 'preset', 'performance', 'runs', 'accessibility', 'LCP', 'TBT', 'CLS', 'CPU index'],
    ...rows.map((row) => [
      row.ok ? 'ok' : 'FAIL',
      row.page,
      row.preset,
      String(median(row.performance)),
      row.performance.join(' '),
      String(Math.min(...row.accessibility)),
      seconds(median(row.lcp)),
      `${Math.round(median(row.tbt))} ms`,
      median(row.cls).toFixed(3),
      row.bench.join(' '),
    ]),
  ]
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)))
  console.log(`\nLighthouse, median of ${runs} runs (accessibility: the lowest run; reports in ${outDir}):`)
  for (const line of table) console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '))
  for (const [name, pagePath] of pages) console.log(`  ${name}: ${pagePath}`)
  console.log(
    "CPU index: Lighthouse's benchmarkIndex of each run (higher is faster); the shared 2-core machine gave 350–2,500 on one day (decision 170), and TBT grows as it falls",
  )
  console.log(
    `targets: performance ≥ ${TARGET.mobile.performance} mobile, ≥ ${TARGET.desktop.performance} desktop; accessibility ${TARGET.mobile.accessibility}`,
  )
  const costly = rows.filter((row) => row.misses.size > 0)
  if (costly.length > 0) console.log('\nAudits under 0.9 in some run (what costs the points):')
  for (const row of costly) {
    console.log(`${row.page} ${row.preset}:`)
    for (const line of row.misses.values()) console.log(`  · ${line}`)
  }
  process.exitCode = rows.every((row) => row.ok) ? 0 : 1
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(stopChildren)
