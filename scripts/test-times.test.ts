import { describe, expect, it } from 'vitest'
import { overBudget, playwrightFileTimes, timesTable, vitestFileTimes } from './test-times.mjs'

// Shapes as Vitest's `json` reporter and Playwright's `json` reporter write them (trimmed).
const vitest = {
  testResults: [
    { name: '/repo/apps/api/src/a.test.ts', startTime: 1_000, endTime: 31_000, status: 'passed' },
    { name: '/repo/apps/api/src/b.test.ts', startTime: 2_000, endTime: 4_500, status: 'passed' },
  ],
}
const playwright = {
  suites: [
    {
      title: 'cart.spec.ts',
      file: 'cart.spec.ts',
      specs: [{ tests: [{ results: [{ retry: 0, duration: 40_000 }] }] }],
      suites: [
        {
          title: 'a describe',
          file: 'cart.spec.ts',
          specs: [
            {
              tests: [
                {
                  results: [
                    { retry: 0, duration: 50_000 },
                    { retry: 1, duration: 45_000 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'phone-overflow.spec.ts',
      file: 'phone-overflow.spec.ts',
      specs: [
        { tests: [{ results: [{ retry: 0, duration: 100_000 }] }] },
        { tests: [{ results: [{ retry: 0, duration: 95_000 }] }] },
      ],
    },
  ],
}

describe('npm test timing report', () => {
  const files = [...vitestFileTimes(vitest, '/repo'), ...playwrightFileTimes(playwright)]

  it('reads each file’s time from both reports, retries apart', () => {
    expect(files).toEqual([
      { runner: 'vitest', file: 'apps/api/src/a.test.ts', ms: 30_000, retriesMs: 0 },
      { runner: 'vitest', file: 'apps/api/src/b.test.ts', ms: 2_500, retriesMs: 0 },
      { runner: 'playwright', file: 'e2e/cart.spec.ts', ms: 90_000, retriesMs: 45_000 },
      { runner: 'playwright', file: 'e2e/phone-overflow.spec.ts', ms: 195_000, retriesMs: 0 },
    ])
  })

  it('prints the steps with their times and the slowest files first', () => {
    const table = timesTable(
      [
        { label: 'lint', ms: 12_300, ok: true },
        { label: 'browser journeys', ms: 1_234_000, ok: false },
      ],
      files,
      3,
    )
    const rows = table.split('\n').map((line) => line.trim().replace(/\s+/g, ' '))
    expect(rows).toContain('lint 12.3 s')
    expect(rows).toContain('✖ browser journeys 20 min 34 s')
    expect(rows).toContain('total 20 min 46 s')
    // The run's wall time, when given, is the total (a step beside others is not summed twice).
    expect(timesTable([{ label: 'lint', ms: 12_300, ok: true }], [], 3, 75_000)).toMatch(/total\s+1 min 15 s/)
    const listed = rows.slice(rows.indexOf('The 3 slowest test files') + 2)
    expect(listed).toEqual([
      '195.0 s playwright e2e/phone-overflow.spec.ts',
      '90.0 s playwright e2e/cart.spec.ts (+45.0 s retried)',
      '30.0 s vitest apps/api/src/a.test.ts',
    ])
  })

  it('names every file over the budget, and none when all are within it', () => {
    const over = overBudget(files, 180_000)
    expect(over).toHaveLength(1)
    expect(over[0]).toMatch(/^e2e\/phone-overflow\.spec\.ts took 195\.0 s, over the 180\.0 s one test file/)
    expect(overBudget(files, 200_000)).toEqual([])
  })
})
