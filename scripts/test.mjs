// `npm test`: lint, typecheck, unit + API tests, then browser journeys against a production build.
// Stops at the first failing step and exits non-zero.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
const run = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`)
    process.exit(r.status ?? 1)
  }
}

// npm ls exits non-zero on an invalid or missing package (e.g. two react-router versions that disagree).
console.log('\n▶ dependency tree')
const tree = spawnSync('npm', ['ls', '--all'], { cwd: root, encoding: 'utf8' })
if (tree.status !== 0) {
  console.error(
    tree.stdout
      .split('\n')
      .filter((l) => /invalid|missing|ERR/.test(l))
      .join('\n'),
    tree.stderr,
  )
  console.error('✖ dependency tree failed')
  process.exit(1)
}
run('lint', 'npx', ['biome', 'check', '.'])
run('engines of production dependencies', 'node', ['scripts/check-engines.mjs'])
run('route types', 'npm', ['run', 'typegen', '-w', '@silk/web'])
run('typecheck', 'npx', ['tsc', '-b'])
run('unit and API tests', 'npx', ['vitest', 'run'])
const chromium = ensureChromium()
run('web build', 'npm', ['run', 'build'])
run('browser journeys', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium })
