import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { e2eFirstPort, e2eMediaCacheDir, e2eServerEnv, e2eWorkers, SERVER_ARGS } from './scripts/e2e-data.mjs'
import { chromiumPath } from './scripts/ensure-chromium.mjs'

/**
 * Journeys run against the production build on throw-away embedded databases with demo data: one
 * server and data directory per Playwright worker (decision 138), so the journeys of one worker never
 * see another's members, orders or settings. Worker n (TEST_PARALLEL_INDEX) uses port E2E_PORT + 10n
 * and E2E_DATA_ROOT/w<n>; specs that start a server of their own take ports just above their worker's.
 * E2E_PORT lets several runs share a machine; E2E_WORKERS sets the number of workers (2 by default,
 * measured on a quiet two-core machine; 1 on a machine that is already busy: decision 138). `npm test`
 * prepares E2E_DATA_ROOT first (scripts/e2e-data.mjs): each w<n> is then a copy of a seeded demo.
 */
const workers = e2eWorkers()
const firstPort = e2eFirstPort()
const dataRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'silk-e2e-'))
// Workers evaluate this file again: they share the one root (journeys read DATA_DIR/sms-outbox.jsonl).
process.env.E2E_DATA_ROOT = dataRoot
// Every server of the run (the workers' and those a spec starts itself, which pass process.env on)
// shares the demo pictures it draws before it is ready (issue 64, decision 152), with the runs before.
const mediaCacheDir = e2eMediaCacheDir()
process.env.MEDIA_CACHE_DIR = mediaCacheDir
const servers = Array.from({ length: workers }, (_, n) => ({
  port: firstPort + 10 * n,
  dataDir: path.join(dataRoot, `w${n}`),
}))
for (const server of servers) mkdirSync(server.dataDir, { recursive: true })
// The main process (TEST_PARALLEL_INDEX unset) starts every server; a worker talks to its own.
const mine = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? servers[0]!
process.env.E2E_DATA_DIR = mine.dataDir
/** This worker's server port. */
export const port = mine.port
export const baseURL = `http://localhost:${port}`
const PHONE_SPECS = /phone-[\w-]+\.spec\.ts$/
const SEEDED = /\/(english-walk|visual)\.spec\.ts$/
const SEEDED_PHONE = /phone-(visual|member)\.spec\.ts$/
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file runs whole on one worker, its tests in order; files are spread over the workers.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    launchOptions: {
      // Debian's headless shell when installed (decision 138 §6).
      executablePath: chromiumPath() ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        // V8's optimising tiers (Maglev, TurboFan) compile hot code on background threads for a page
        // that lives a few seconds here: without them Chromium used 15 % less CPU over seven shop pages
        // (four runs each, decision 138 §9). What the pages do is the same; only how fast hot loops run.
        '--js-flags=--no-opt --no-maglev',
      ],
    },
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // A trace records the page as it paints (screencast frames, DOM snapshots) for every test: measured
    // on home.spec.ts, 2.2–2.3 min without and 2.9–3.5 min with (decision 138 §7). So only a retried test
    // (CI retries once) records one; locally, add `--trace on` to see a failing test's.
    trace: 'on-first-retry',
  },
  // The English walk and the screenshot suites see the demo as seeded, before later journeys add an
  // operator's category, article or hot word with no English version, publish goods or post reviews
  // (which the shop then shows, as it should). Phone specs (e2e/phone-*.spec.ts) run only on an
  // emulated phone: 390 × 844, touch, device scale 3 (decision 027); the desktop specs never run there.
  projects: [
    { name: 'seeded', testMatch: SEEDED },
    { name: 'seeded-phone', testMatch: SEEDED_PHONE, use: PHONE },
    { name: 'journeys', testIgnore: [SEEDED, PHONE_SPECS], dependencies: ['seeded', 'seeded-phone'] },
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      testIgnore: SEEDED_PHONE,
      dependencies: ['seeded', 'seeded-phone'],
      use: PHONE,
    },
  ],
  // Screenshots keep the names they had before there were projects.
  snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}-{platform}{ext}',
  webServer: servers.map(({ port, dataDir }) => ({
    command: `node ${SERVER_ARGS.join(' ')}`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    // On data prepared by `npm test` (scripts/e2e-data.mjs) a site opens in under a minute; started on
    // an empty directory it seeds first, and two doing that at once on a busy machine took over four.
    timeout: 600_000,
    env: e2eServerEnv({ port, dataDir, mediaCacheDir }),
  })),
})
