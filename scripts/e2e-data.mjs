// The browser journeys' sites: how each is started (playwright.config.ts) and the demo data they start
// on, prepared once before any test (issue 58, decision 138).
//
// A site started on an empty data directory seeds the demo and draws its 2,009 pictures before it is
// ready; two workers' sites doing that at once on a busy two-core machine took over four minutes, past
// Playwright's wait for a web server, and nothing ran. `node scripts/e2e-data.mjs <root>` (npm test's
// "journey data" step, with no timeout of its own) starts one site on <root>/seed, waits until it is
// ready, stops it, and copies that directory to each worker's <root>/w<n>: each worker's site then
// only opens its copy. Specs that start a site of their own copy <root>/seed too (e2e/support.ts).
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
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

const root = path.resolve(import.meta.dirname, '..')
/** What the demo pictures are drawn by: the art, its renderer, and the image library's version. */
const ART_SOURCES = ['apps/api/src/modules/media/art', 'apps/api/src/modules/media/render-goods-image.ts']

function artHash() {
  const hash = createHash('sha256')
  const files = ART_SOURCES.flatMap((entry) => {
    const full = path.join(root, entry)
    return statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true })
          .map((f) => path.join(full, f))
          .filter((f) => statSync(f).isFile())
      : [full]
  })
  for (const file of files.sort()) hash.update(path.relative(root, file)).update(readFileSync(file))
  const sharp = path.join(root, 'node_modules/sharp/package.json')
  if (existsSync(sharp)) hash.update(JSON.parse(readFileSync(sharp, 'utf8')).version)
  return hash.digest('hex').slice(0, 16)
}

const SIX_HOURS = 6 * 3600_000

/**
 * Where every journeys site of this machine keeps the demo pictures it draws: MEDIA_CACHE_DIR, else
 * `<tmp>/silk-e2e-media-<hash of the art>`. A picture is a pure function of the art's code, so runs
 * of the same art share one directory (each file is written whole and renamed; two runs at once draw
 * into it safely) and only the first run on a machine pays the drawing, about four minutes of both
 * cores. Directories of other art not used for six hours are removed.
 */
export function e2eMediaCacheDir() {
  if (process.env.MEDIA_CACHE_DIR) return process.env.MEDIA_CACHE_DIR
  const dir = path.join(tmpdir(), `silk-e2e-media-${artHash()}`)
  mkdirSync(dir, { recursive: true })
  const now = new Date()
  utimesSync(dir, now, now)
  for (const name of readdirSync(tmpdir())) {
    const other = path.join(tmpdir(), name)
    if (!name.startsWith('silk-e2e-media-') || other === dir) continue
    try {
      if (Date.now() - statSync(other).mtimeMs > SIX_HOURS) rmSync(other, { recursive: true, force: true })
    } catch {
      // Another run removed it first.
    }
  }
  return dir
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

/**
 * Copies the seeded demo into a site's data directory, without the database's lock file: the copy is
 * not running, and the seed site's may be going away just then.
 */
export function copyDemo(seed, dir) {
  cpSync(seed, dir, { recursive: true, filter: (file) => path.basename(file) !== 'postmaster.pid' })
}

/** Seeds <root>/seed once through a site of its own, then gives each worker its copy. */
export async function prepareE2eData(dataRoot) {
  const seed = seedDir(dataRoot)
  rmSync(seed, { recursive: true, force: true })
  mkdirSync(seed, { recursive: true })
  const port = e2eFirstPort()
  const env = e2eServerEnv({ port, dataDir: seed, mediaCacheDir: e2eMediaCacheDir() })
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
    const dir = path.join(dataRoot, `w${n}`)
    rmSync(dir, { recursive: true, force: true })
    copyDemo(seed, dir)
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dataRoot = process.argv[2]
  if (!dataRoot || !existsSync(dataRoot)) {
    console.error('usage: node scripts/e2e-data.mjs <existing data root>')
    process.exit(2)
  }
  const started = Date.now()
  await prepareE2eData(dataRoot)
  console.log(`journey data ready in ${dataRoot} (${Math.round((Date.now() - started) / 1000)} s)`)
}
