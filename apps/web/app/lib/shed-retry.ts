/**
 * A client navigation's calls — route data (`*.data`) and route discovery (`/__manifest`) — that a
 * busy node shed (503 from the render gate, decision 022) are asked again after the node's
 * `Retry-After`, a little later each time and never all at once, instead of failing the navigation
 * into the error page. After `attempts` refusals the last answer stands (the error page then says so).
 * Only GETs: a form's POST is the page's own to resend.
 */
const NAVIGATION_CALL = /(?:\.data$|^\/__manifest$)/

export interface ShedRetryOptions {
  /** Tries in all, the first included. */
  attempts?: number
  /** Waits `ms` (a timer in the browser; tests pass their own). */
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function targetOf(input: RequestInfo | URL, base: string): { url: URL; method: string } {
  if (typeof input === 'string') return { url: new URL(input, base), method: 'GET' }
  if (input instanceof URL) return { url: input, method: 'GET' }
  return { url: new URL(input.url, base), method: input.method }
}

/** `fetch` that retries a shed navigation call (see above); every other call is passed through. */
export function shedRetryFetch(
  fetcher: typeof fetch,
  base: () => string,
  { attempts = 10, sleep = wait, random = Math.random }: ShedRetryOptions = {},
): typeof fetch {
  return async (input, init) => {
    const here = base()
    const { url, method } = targetOf(input, here)
    const verb = (init?.method ?? method).toUpperCase()
    const retried =
      url.origin === new URL(here).origin &&
      NAVIGATION_CALL.test(url.pathname) &&
      (verb === 'GET' || verb === 'HEAD')
    if (!retried) return fetcher(input, init)
    for (let attempt = 1; ; attempt++) {
      const response = await fetcher(input instanceof Request ? input.clone() : input, init)
      if (response.status !== 503 || attempt >= attempts || init?.signal?.aborted) return response
      const after = Number(response.headers.get('retry-after'))
      const seconds = Number.isFinite(after) && after > 0 ? Math.min(after, 30) : 1
      // 1 s, 1.5 s, 2 s… with up to half a second either way, so a shed crowd comes back spread out.
      await sleep(seconds * 1000 * (1 + (attempt - 1) / 2) + (random() - 0.5) * 1000)
      if (init?.signal?.aborted) return response
    }
  }
}

/** Puts shedRetryFetch in front of the page's `fetch` (entry.client, before React Router starts). */
export function installShedRetry(win: Window & typeof globalThis = window): void {
  win.fetch = shedRetryFetch(win.fetch.bind(win), () => win.location.href)
}
