import type { Options } from 'autocannon'

export interface BenchContext {
  /** The running site, e.g. http://127.0.0.1:10901 */
  origin: string
}

/** One measured endpoint. `prepare` may log in or look up ids first; it returns autocannon options. */
export interface Scenario {
  name: string
  prepare(ctx: BenchContext): Promise<Pick<Options, 'url'> & Partial<Options>>
}
