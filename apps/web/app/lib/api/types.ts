import type { Envelope } from '@silk/contracts/envelope'

export type Query = Record<string, string | number | boolean | (string | number)[] | null | undefined>

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  query?: Query
  /** Sent form-encoded (arrays as repeated keys) unless `json` is set, as the upstream client does. */
  body?: Query | unknown
  json?: boolean
  /** The caller shows the failure itself (e.g. as a warning), so the client stays quiet. */
  quiet?: boolean
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface ApiResponse {
  status: number
  body: unknown
}

/** How requests travel: `fetch` in the browser or to API_ORIGIN, `inject` in the single process. */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>

export type { Envelope }
