import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { SERVER_NODE_FLAGS, serverAllocatorEnv } from './scripts/server-node-flags.mjs'

/**
 * Journeys run against the production build on a throw-away embedded database with demo data.
 * E2E_PORT lets several runs share a machine.
 */
const port = Number(process.env.E2E_PORT ?? 10010)
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'silk-e2e-'))
// Workers evaluate this file again: share the one directory (journeys read DATA_DIR/sms-outbox.jsonl).
process.env.E2E_DATA_DIR = dataDir
export const baseURL = `http://localhost:${port}`
const PHONE_SPECS = /phone-[\w-]+\.spec\.ts$/
const SEEDED = /\/(english-walk|visual)\.spec\.ts$/
const SEEDED_PHONE = /phone-(visual|member)\.spec\.ts$/
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: `node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/server.mjs`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      // The allocator npm start runs the site with.
      ...serverAllocatorEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: baseURL,
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
  },
})
