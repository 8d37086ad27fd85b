// `npm test`: lint, typecheck, unit + API tests, then browser journeys against a production build.
// Stops at the first failing step and exits non-zero. Prints at its end each step's wall time and the
// ten slowest test files, and fails when one test file took longer than the budget (decision 138).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { overBudget, playwrightFileTimes, timesTable, vitestFileTimes } from './test-times.mjs'

const root = path.resolve(import.meta.dirname, '..')
const reports = mkdtempSync(path.join(tmpdir(), 'silk-test-times-'))
const vitestReport = path.join(reports, 'vitest.json')
const playwrightReport = path.join(reports, 'playwright.json')
const steps = []
const startedAt = performance.now()
/** Steps running beside the others (the journeys' demo), stopped if the run ends early. */
const beside = new Set()

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)
const fileTimes = () => [
  ...vitestFileTimes(readJson(vitestReport), root),
  ...playwrightFileTimes(readJson(playwrightReport)),
]
const finish = (code) => {
  for (const child of beside) child.kill('SIGTERM')
  const files = fileTimes()
  console.log(timesTable(steps, files, 10, performance.now() - startedAt))
  rmSync(reports, { recursive: true, force: true })
  if (code !== 0) process.exit(code)
  const over = overBudget(files)
  if (over.length > 0) {
    console.error(`\n✖ test file budget\n${over.join('\n')}`)
    process.exit(1)
  }
}
/** Runs one step (its work returns an exit status, or a promise of one) and records its wall time. */
const timed = (label, work) => {
  console.log(`\n▶ ${label}`)
  const started = performance.now()
  const done = (status) => {
    steps.push({ label, ms: performance.now() - started, ok: status === 0 })
    if (status !== 0) {
      console.error(`✖ ${label} failed`)
      finish(status ?? 1)
    }
  }
  const status = work()
  return status instanceof Promise ? status.then(done) : done(status)
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
run('web build', 'npm', ['run', 'build'])

/**
 * The journeys' demo (scripts/e2e-data.mjs: seeding, then the pictures on a machine that has not drawn
 * them yet) is prepared beside the typecheck and the unit and API tests, at a lower priority, so it
 * takes the CPU those leave idle while they wait on the database (decision 138 §6). Its output goes to
 * a file, printed when it ends, so it does not run through the tests' output.
 */
function startBeside(label, cmd, args) {
  const log = path.join(reports, `${label.replaceAll(' ', '-')}.log`)
  const child = spawn('nice', ['-n', '10', cmd, ...args], {
    cwd: root,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
  })
  beside.add(child)
  const ended = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code ?? 1))
    child.once('error', () => resolve(1))
  })
  return () =>
    timed(`${label} (beside the tests; waited for)`, async () => {
      const code = await ended
      beside.delete(child)
      // Its own output says how long it took (this process learns of its end only between steps).
      console.log(readFileSync(log, 'utf8').trimEnd())
      return code
    })
}
// Seeded once, outside any test's timeout; every journeys site opens a copy (scripts/e2e-data.mjs).
const e2eRoot = process.env.E2E_DATA_ROOT ?? mkdtempSync(path.join(tmpdir(), 'silk-e2e-'))
const journeyData = startBeside('journey data', 'node', ['scripts/e2e-data.mjs', e2eRoot])

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
await journeyData()
run('browser journeys', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  CHROMIUM_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  E2E_DATA_ROOT: e2eRoot,
})
finish(0)
