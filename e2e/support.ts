import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { copyDemo } from '../scripts/e2e-data.mjs'

/**
 * Fails the test on any console error or uncaught page error (architecture convention 10). Each names
 * the page it came from: a production React error is a number, and which page logged it is the clue.
 */
export function watchConsole(page: Page): () => void {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`${msg.text()} (on ${page.url()})`)
  })
  page.on('pageerror', (err) => problems.push(`${err.message} (on ${page.url()})`))
  return () => expect(problems, 'console errors').toEqual([])
}

/** No serious or critical axe violations on the page (toasts come and go during the audit: left out). */
export async function expectAxeClean(page: Page, label = ''): Promise<void> {
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

/**
 * Waits for a site a spec started itself to answer `/readyz` (polled every 200 ms, `attempts` times),
 * or throws `<name> site did not start`.
 */
export async function waitUntilReady(origin: string, name: string, attempts: number): Promise<void> {
  for (let i = 0; i < attempts; i++) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${name} site did not start`)
}

/**
 * Fills a spec's own site's data directory with the demo `npm test` prepared (scripts/e2e-data.mjs),
 * so the site opens it rather than seeding: call in `beforeAll`, before starting the site. Without a
 * prepared demo (a run of one spec) the directory stays empty and the site seeds it.
 */
export function fromPreparedDemo(dataDir: string): void {
  const seed = path.join(process.env.E2E_DATA_ROOT ?? '', 'seed')
  if (process.env.E2E_DATA_ROOT && existsSync(path.join(seed, 'pgdata'))) copyDemo(seed, dataDir)
}

/** A site a spec runs on its own: where it answers, its data directory, and how to stop it. */
export interface OwnSite {
  origin: string
  dataDir: string
  stop(): void
}

/**
 * Starts a spec's own site (the built server, production mode) on `port`, on a copy of the prepared demo
 * in its data directory, with rate limits out of the way, and waits for it to be ready (up to
 * `attempts` × 200 ms). `env` adds to or overrides the defaults; `nodeArgs` go before the server's
 * script (e.g. `--import` of a preload). Call in `beforeAll` and `stop()` in `afterAll`.
 */
export async function startOwnSite(options: {
  name: string
  port: number
  /** The data directory to fill (a fresh one under the temp directory by default). */
  dataDir?: string
  env?: Record<string, string>
  nodeArgs?: string[]
  attempts?: number
}): Promise<OwnSite> {
  const origin = `http://127.0.0.1:${options.port}`
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `silk-e2e-${options.name}-`))
  fromPreparedDemo(dataDir)
  const server: ChildProcess = spawn('node', [...(options.nodeArgs ?? []), 'apps/api/dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitUntilReady(origin, options.name, options.attempts ?? 1400)
  return { origin, dataDir, stop: () => server.kill('SIGTERM') }
}

/** Each card picture's loading and priority, and whether it shows on the first screen. */
export const cardPictures = (page: Page) =>
  page.getByTestId('goods-card').evaluateAll((cards) =>
    cards.map((card) => {
      const img = card.querySelector('img') as HTMLImageElement
      return {
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        onFirstScreen: img.getBoundingClientRect().top < innerHeight,
      }
    }),
  )
