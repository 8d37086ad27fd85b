// `npm start`: build the web app and the server bundle when their sources changed, then serve
// site + API on PORT (10000) with plain Node.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { SERVER_NODE_FLAGS, serverAllocatorEnv } from './server-node-flags.mjs'

const root = path.resolve(import.meta.dirname, '..')
const builds = ['apps/web/build/server/index.js', 'apps/api/dist/server.mjs'].map((p) => path.join(root, p))
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/api/src',
  'packages/contracts/src',
  'packages/db/src',
  'packages/db/migrations',
  'content',
  // How the bundles are written (ASCII only, decision 022): a change there is a change of the builds.
  'scripts/build-server.mjs',
  'scripts/ascii-only.mjs',
].map((p) => path.join(root, p))

/** When anything under `dir` (or the file itself) last changed. */
function newest(dir) {
  if (!existsSync(dir)) return 0
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

const stale =
  !builds.every((b) => existsSync(b)) ||
  Math.max(...sources.map(newest)) > Math.min(...builds.map((b) => statSync(b).mtimeMs))
if (stale) {
  console.log('building the web app and the server…')
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

const server = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...serverAllocatorEnv(), ...process.env },
})
process.exit(server.status ?? 0)
