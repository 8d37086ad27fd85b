/** See test-times.mjs. */
export interface FileTime {
  runner: 'vitest' | 'playwright'
  file: string
  ms: number
  retriesMs: number
}
export interface StepTime {
  label: string
  ms: number
  ok: boolean
}
export declare const FILE_BUDGET_MS: number
export declare function vitestFileTimes(report: unknown, root: string): FileTime[]
export declare function playwrightFileTimes(report: unknown): FileTime[]
export declare function timesTable(
  steps: StepTime[],
  files: FileTime[],
  count?: number,
  totalMs?: number,
): string
export declare function overBudget(files: FileTime[], budgetMs?: number): string[]
