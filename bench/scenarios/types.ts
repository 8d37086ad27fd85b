import type { Options } from 'autocannon'

export interface BenchContext {
  /** The running site, e.g. http://127.0.0.1:10901 */
  origin: string
  /** The site's DATA_DIR (SMS codes and slider answers are written there). */
  dataDir: string
  /** The site's process (the primary, with its workers beneath it). */
  pid: number
}

/** One measured endpoint. `prepare` may log in or look up ids first; it returns autocannon options. */
export interface Scenario {
  name: string
  /**
   * Requests per second sent at a steady pace (open loop, `bench/paced.ts`) instead of autocannon's
   * connections; only `url` and `requests` of the options are used then.
   */
  pace?: number
  /**
   * A path asked at a steady `rate` while the scenario runs (open loop), reported as its own row:
   * e.g. `/healthz` while the node is overloaded.
   */
  probe?: { path: string; rate: number }
  /** How long this scenario runs (seconds), when not BENCH_DURATION. */
  seconds?: number
  /**
   * Runs on a node started afresh in place of the one before (stopped as a deployment stops it, on
   * the same database and DATA_DIR): what a restarted or added node does with a crowd at once.
   */
  restart?: boolean
  /** The node's peak RSS must stay under this many MB while the scenario runs (reported pass/fail). */
  rssBarMb?: number
  prepare(ctx: BenchContext): Promise<Pick<Options, 'url'> & Partial<Options>>
  /**
   * Measures the row itself instead of autocannon or the paced loop (the chat's connections and
   * deliveries); the site's peak RSS is sampled while it runs.
   */
  run?(): Promise<{ rps: number; p50: number; p99: number; errors: number; note?: string }>
}
