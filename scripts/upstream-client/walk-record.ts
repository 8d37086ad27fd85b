import type { Page } from '@playwright/test'

/** One API call a page made, as walk.ts records it. */
export interface CallRecord {
  method: string
  path: string
  status: number
  success: boolean | null
  answer?: string
  /** The answer's result has something to show (hasData). */
  data?: boolean
}
export interface FailedCall {
  method: string
  path: string
  status: number
  answer: string
}

/** A result that shows something: not null, not an empty list or page. */
export function hasData(result: unknown): boolean {
  if (result == null || result === '') return false
  if (Array.isArray(result)) return result.length > 0
  if (typeof result === 'object') {
    const r = result as { records?: unknown[] }
    if (Array.isArray(r.records)) return r.records.length > 0
    return Object.keys(r).length > 0
  }
  return true
}

/** Not answered: an HTTP error or lilishop's envelope saying `success: false`. */
export const failedOf = (calls: CallRecord[]): FailedCall[] =>
  calls
    .filter((r) => r.status !== 200 || r.success === false)
    .map((r) => ({ method: r.method, path: r.path, status: r.status, answer: r.answer ?? '' }))

/**
 * Records the page's calls to `api` (preflights and pictures left out) from now on; `take()` answers
 * those made since the last `take()` once their answers are read, and starts over.
 */
export function recordCalls(page: Page, api: string) {
  let calls: Promise<CallRecord>[] = []
  page.on('response', (r) => {
    const url = r.url()
    // Pictures and the site's logo files come from the API's origin too; they are not calls.
    if (!url.startsWith(api) || r.request().method() === 'OPTIONS' || /\/(media|brand|uploads)\//.test(url))
      return
    calls.push(
      (async () => {
        const u = new URL(url)
        const rec: CallRecord = {
          method: r.request().method(),
          path: u.pathname + u.search,
          status: r.status(),
          success: null,
        }
        const body = (await r.json().catch(() => null)) as { success?: boolean; result?: unknown } | null
        if (body && typeof body.success === 'boolean') rec.success = body.success
        rec.answer = body
          ? JSON.stringify(body).slice(0, 240)
          : (await r.text().catch(() => '')).slice(0, 240)
        rec.data = body ? hasData(body.result) : false
        return rec
      })(),
    )
  })
  return {
    async take(): Promise<CallRecord[]> {
      const made = calls
      calls = []
      return Promise.all(made)
    },
  }
}
