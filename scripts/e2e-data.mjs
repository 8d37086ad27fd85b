// The browser journeys' sites: how each is started (playwright.config.ts) and the demo data they start
// on, prepared once before any test (issue 58, decision 138).
//
// A site started on an empty data directory seeds the demo and draws its 2,009 pictures before it is
// ready; two workers' sites doing that at once on a busy two-core machine took over four minutes, past
// Playwright's wait for a web server, and nothing ran. `node scripts/e2e-data.mjs <root>` (npm test's
// "journey data" step, with no timeout of its own) starts one site on <root>/seed, waits until it is
// ready, stops it, and copies that directory to each worker's <root>/w<n>: each worker's site then
// only opens its copy. Specs that start a site of their own copy <root>/seed too (e2e/own-site.ts).
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_NODE_FLAGS, serverAllocatorEnv } from './server-node-flags.mjs'

/** Workers (and sites) of a journeys run: 2 on a quiet two-core machine, 1 on a busy one. */
export const e2eWorkers = () => Number(process.env.E2E_WORKERS ?? 2)
/** Worker n's site listens on E2E_PORT + 10n. */
export const e2eFirstPort = () => Number(process.env.E2E_PORT ?? 10010)

/** What a journeys site runs with: the production build, limits opened, outboxes for codes. */
export function e2eServerEnv({ port, dataDir, mediaCacheDir }) {
  return {
    // The allocator npm start runs the site with.
    ...serverAllocatorEnv(),
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Every site of the run shares the demo pictures drawn before it is ready (decision 152).
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
  }
}

/** `node` and these start a site from the production build. */
export const SERVER_ARGS = [...SERVER_NODE_FLAGS, 'apps/api/dist/server.mjs']

/** The prepared demo every site of the run copies, when `npm test` made one. */
export const seedDir = (root) => path.join(root, 'seed')

async function ready(origin, deadline) {
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

/** Seeds <root>/seed once through a site of its own, then gives each worker its copy. */
export async function prepareE2eData(root) {
  const seed = seedDir(root)
  rmSync(seed, { recursive: true, force: true })
  mkdirSync(seed, { recursive: true })
  const port = e2eFirstPort()
  const env = e2eServerEnv({ port, dataDir: seed, mediaCacheDir: path.join(root, 'media-cache') })
  const site = spawn('node', SERVER_ARGS, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise((resolve) => site.once('exit', resolve))
  // Generous: this is the one wait, and a slow machine only makes it longer.
  const ok = await ready(`http://localhost:${port}`, Date.now() + 20 * 60_000)
  site.kill('SIGTERM')
  await exited
  if (!ok) throw new Error('the journeys’ demo site did not become ready within 20 minutes')
  for (let n = 0; n < e2eWorkers(); n++) {
    const dir = path.join(root, `w${n}`)
    rmSync(dir, { recursive: true, force: true })
    cpSync(seed, dir, { recursive: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2]
  if (!root || !existsSync(root)) {
    console.error('usage: node scripts/e2e-data.mjs <existing data root>')
    process.exit(2)
  }
  const started = Date.now()
  await prepareE2eData(root)
  console.log(`journey data ready in ${root} (${Math.round((Date.now() - started) / 1000)} s)`)
}
