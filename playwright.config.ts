import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { SERVER_NODE_FLAGS, serverAllocatorEnv } from './scripts/server-node-flags.mjs'

/**
 * Journeys run against the production build on throw-away embedded databases with demo data: one
 * server and data directory per Playwright worker (decision 138), so the journeys of one worker never
 * see another's members, orders or settings. Worker n (TEST_PARALLEL_INDEX) uses port E2E_PORT + 10n
 * and E2E_DATA_ROOT/w<n>; specs that start a server of their own take ports just above their worker's.
 * E2E_PORT lets several runs share a machine; E2E_WORKERS sets the number of workers (2 by default,
 * measured on a quiet two-core machine; 1 on a machine that is already busy: decision 138).
 */
const workers = Number(process.env.E2E_WORKERS ?? 2)
const firstPort = Number(process.env.E2E_PORT ?? 10010)
const dataRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'silk-e2e-'))
// Workers evaluate this file again: they share the one root (journeys read DATA_DIR/sms-outbox.jsonl).
process.env.E2E_DATA_ROOT = dataRoot
// Every server of the run (the workers' and those a spec starts itself, which pass process.env on)
// shares the demo pictures it draws before it is ready (issue 64, decision 152).
const mediaCacheDir = process.env.MEDIA_CACHE_DIR ?? path.join(dataRoot, 'media-cache')
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
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
    command: `node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/server.mjs`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    // Two servers seeding at once on a busy two-core machine took over two minutes (decision 138).
    timeout: 240_000,
    env: {
      // The allocator npm start runs the site with.
      ...serverAllocatorEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      MEDIA_CACHE_DIR: mediaCacheDir,
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
      // The browser shares the CPU with this server: a late event loop here is not a crowd to shed.
      PAGE_SHED_LAG_MS: '0',
      // Every page draws its frozen chrome whole and fails if a kept copy differs (decision 022).
      FROZEN_CHROME: 'verify',
      // Every journey registers its own members from one address.
      SMS_PER_IP_PER_HOUR: '100000',
      SMS_PROVIDER: 'outbox',
      // Journeys read each slider's answer from DATA_DIR/captcha-outbox.jsonl and drag to it.
      CAPTCHA_PROVIDER: 'slider-outbox',
    },
  })),
})
