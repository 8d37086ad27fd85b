import { encodeParams, withQuery } from './encode.ts'
import type { Query, Transport } from './types.ts'

/** Sends requests with `fetch`, relative to `origin` (empty in the browser). */
export function fetchTransport(origin = ''): Transport {
  return async (request) => {
    const headers: Record<string, string> = { ...request.headers }
    let body: string | FormData | undefined
    if (request.body instanceof FormData) {
      // Files: the browser writes the multipart boundary into the content type itself.
      body = request.body
    } else if (request.body !== undefined) {
      if (request.json) {
        headers['content-type'] = 'application/json'
        body = JSON.stringify(request.body)
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded'
        body = encodeParams(request.body as Query)
      }
    }
    const response = await fetch(`${origin}${withQuery(request.path, request.query)}`, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
      credentials: 'same-origin',
    })
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // Not our envelope (a proxy's HTML error page, say): its text means nothing to a shopper, who
      // is told of a network error in the page's language (client.ts).
      parsed = { success: false, code: response.status, message: '' }
    }
    return { status: response.status, body: parsed }
  }
}
