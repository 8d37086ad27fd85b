import type { FastifyInstance } from 'fastify'

interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Record<string, unknown>
  body?: unknown
  json?: boolean
  headers?: Record<string, string>
}

function encode(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v))
  }
  return search.toString()
}

/**
 * The transport server-side loaders use: `inject` into this same Fastify instance (no socket, no
 * serialisation round trip through the kernel), or plain fetch when the API lives elsewhere.
 */
export function injectTransport(app: FastifyInstance, apiOrigin?: string) {
  return async (request: ApiRequest) => {
    const qs = encode(request.query as Record<string, unknown>)
    const url = qs ? `${request.path}?${qs}` : request.path
    const headers: Record<string, string> = { ...request.headers }
    let payload: string | undefined
    if (request.body !== undefined) {
      headers['content-type'] = request.json ? 'application/json' : 'application/x-www-form-urlencoded'
      payload = request.json ? JSON.stringify(request.body) : encode(request.body as Record<string, unknown>)
    }
    if (apiOrigin) {
      const res = await fetch(`${apiOrigin}${url}`, { method: request.method, headers, body: payload })
      return { status: res.status, body: await res.json().catch(() => null) }
    }
    const res = await app.inject({ method: request.method, url, headers, payload })
    let body: unknown = null
    try {
      body = res.body ? JSON.parse(res.body) : null
    } catch {
      body = null
    }
    return { status: res.statusCode, body }
  }
}
