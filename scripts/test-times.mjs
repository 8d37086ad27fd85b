// What `npm test` prints at its end (decision 138): each step's wall time, the ten slowest test files
// of Vitest and Playwright, and the files over the per-file budget, which fail the run.
import path from 'node:path'

/** A test file may take this long (its tests one after another, first attempts only). */
export const FILE_BUDGET_MS = Number(process.env.TEST_FILE_BUDGET_S ?? 300) * 1000

/** Vitest's JSON report: each file's wall time, from its start to its end. */
export function vitestFileTimes(report, root) {
  return (report?.testResults ?? []).map((file) => ({
    runner: 'vitest',
    file: path.relative(root, file.name),
    ms: Math.max(0, file.endTime - file.startTime),
    retriesMs: 0,
  }))
}

/**
 * Playwright's JSON report: per file, the sum of its tests' durations (hooks and fixtures included,
 * as Playwright counts them). A retry's time is kept apart: the budget is what the file costs when
 * it passes the first time.
 */
export function playwrightFileTimes(report) {
  const byFile = new Map()
  const walk = (suite, file) => {
    const here = suite.file ?? file
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = byFile.get(here) ?? { runner: 'playwright', file: `e2e/${here}`, ms: 0, retriesMs: 0 }
        for (const result of test.results ?? []) {
          if (result.retry > 0) entry.retriesMs += result.duration
          else entry.ms += result.duration
        }
        byFile.set(here, entry)
      }
    }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report?.suites ?? []) walk(suite, suite.file)
  return [...byFile.values()]
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const minutes = (ms) =>
  ms >= 60_000 ? `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s` : seconds(ms)

/**
 * The table: steps in order with their wall time, then the slowest files. The total is `totalMs` (the
 * run's wall time: a step running beside others shows only the time waited for it), else the sum.
 */
export function timesTable(steps, files, count = 10, totalMs = undefined) {
  const lines = ['', 'Step times', '']
  const width = Math.max(...steps.map((s) => s.label.length), 'total'.length)
  for (const step of steps) {
    const mark = step.ok ? ' ' : '✖'
    lines.push(`${mark} ${step.label.padEnd(width)}  ${minutes(step.ms).padStart(14)}`)
  }
  const total = totalMs ?? steps.reduce((sum, s) => sum + s.ms, 0)
  lines.push(`  ${'total'.padEnd(width)}  ${minutes(total).padStart(14)}`)
  const slowest = [...files].sort((a, b) => b.ms - a.ms).slice(0, count)
  if (slowest.length > 0) {
    lines.push('', `The ${slowest.length} slowest test files`, '')
    for (const f of slowest) {
      const retries = f.retriesMs > 0 ? `  (+${seconds(f.retriesMs)} retried)` : ''
      lines.push(`  ${seconds(f.ms).padStart(9)}  ${f.runner.padEnd(10)}  ${f.file}${retries}`)
    }
  }
  return lines.join('\n')
}

/** A message per file over the budget; empty when none is. */
export function overBudget(files, budgetMs = FILE_BUDGET_MS) {
  return files
    .filter((f) => f.ms > budgetMs)
    .sort((a, b) => b.ms - a.ms)
    .map(
      (f) =>
        `${f.file} took ${seconds(f.ms)}, over the ${seconds(budgetMs)} one test file may take ` +
        '(TEST_FILE_BUDGET_S): split it, or make its slow tests faster (decision 138).',
    )
}
