// `npm test`: lint, typecheck, unit + API tests, then browser journeys against a production build.
// Stops at the first failing step and exits non-zero. Prints at its end each step's wall time and the
// ten slowest test files, and fails when one test file took longer than the budget (decision 138).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { overBudget, playwrightFileTimes, timesTable, vitestFileTimes } from './test-times.mjs'

const root = path.resolve(import.meta.dirname, '..')
const reports = mkdtempSync(path.join(tmpdir(), 'silk-test-times-'))
const vitestReport = path.join(reports, 'vitest.json')
const playwrightReport = path.join(reports, 'playwright.json')
const steps = []

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)
const fileTimes = () => [
  ...vitestFileTimes(readJson(vitestReport), root),
  ...playwrightFileTimes(readJson(playwrightReport)),
]
const finish = (code) => {
  const files = fileTimes()
  console.log(timesTable(steps, files))
  rmSync(reports, { recursive: true, force: true })
  if (code !== 0) process.exit(code)
  const over = overBudget(files)
  if (over.length > 0) {
    console.error(`\n✖ test file budget\n${over.join('\n')}`)
    process.exit(1)
  }
}
const timed = (label, work) => {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  const status = work()
  steps.push({ label, ms: performance.now() - started, ok: status === 0 })
  if (status !== 0) {
    console.error(`✖ ${label} failed`)
    finish(status ?? 1)
  }
}
const run = (label, cmd, args, env = {}) =>
  timed(
    label,
    () => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status,
  )

// npm ls exits non-zero on an invalid or missing package (e.g. two react-router versions that disagree).
timed('dependency tree', () => {
  const tree = spawnSync('npm', ['ls', '--all'], { cwd: root, encoding: 'utf8' })
  if (tree.status !== 0)
    console.error(
      tree.stdout
        .split('\n')
        .filter((l) => /invalid|missing|ERR/.test(l))
        .join('\n'),
      tree.stderr,
    )
  return tree.status === 0 ? 0 : 1
})
run('lint', 'npx', ['biome', 'check', '.'])
run('engines of production dependencies', 'node', ['scripts/check-engines.mjs'])
run('route types', 'npm', ['run', 'typegen', '-w', '@silk/web'])
run('typecheck', 'npx', ['tsc', '-b'])
run('unit and API tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
])
let chromium
timed('Chromium', () => {
  chromium = ensureChromium()
  return 0
})
run('web build', 'npm', ['run', 'build'])
// Seeded once, outside any test's timeout; every journeys site opens a copy (scripts/e2e-data.mjs).
const e2eRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'silk-e2e-'))
run('journey data', 'node', ['scripts/e2e-data.mjs', e2eRoot])
run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  E2E_DATA_ROOT: e2eRoot,
})
finish(0)
