import type { Envelope } from '@silk/contracts/envelope'
import { ApiError, messagesFor } from './errors.ts'
import type { ApiRequest, ApiResponse, Query, Transport } from './types.ts'

export const REQUEST_TIMEOUT_MS = 10_000

export interface ClientOptions {
  transport: Transport
  getAccessToken(): string | null | undefined
  getUuid(): string | null | undefined
  /** The interface language, sent as `Accept-Language`: the API names goods, stores and categories in it. */
  getLang?(): string | null | undefined
  /** Shows a failure to the user; left out on the server, where failures reject without a message. */
  notify?(message: string): void
  /** Called with +1/-1 around every request (the loading indicator). */
  onActivity?(delta: 1 | -1): void
  /**
   * Runs the single token refresh of spec §4 when the server answers 401, 403 or code 20004.
   * Resolves true when new tokens are in place and the request may be retried once.
   */
  refresh?(): Promise<boolean>
  timeoutMs?: number
}

export type ApiClient = ReturnType<typeof createApiClient>

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'success' in body && 'code' in body

/**
 * The one typed client for loaders, actions and components: envelope unwrapping, the 10 s timeout,
 * the `uuid` and `accessToken` headers, the refresh-and-retry rule and the user-facing messages of
 * spec §8.
 */
export function createApiClient(options: ClientOptions) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS

  async function send(request: ApiRequest): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...request.headers }
    const uuid = options.getUuid()
    if (uuid) headers.uuid = uuid
    const token = options.getAccessToken()
    if (token) headers.accessToken = token
    const lang = options.getLang?.()
    if (lang) headers['accept-language'] = lang
    const signal = AbortSignal.timeout(timeoutMs)
    return options.transport({ ...request, headers, signal: request.signal ?? signal })
  }

  function fail(error: ApiError, quiet = false): never {
    if (!error.silent && !quiet) options.notify?.(error.message)
    throw error
  }

  async function request<T>(req: ApiRequest, retried = false): Promise<Envelope<T>> {
    options.onActivity?.(1)
    let response: ApiResponse
    try {
      response = await send(req)
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
      const said = messagesFor(options.getLang?.())
      return fail(new ApiError(timedOut ? said.timeout : said.network, { status: 0 }), req.quiet)
    } finally {
      options.onActivity?.(-1)
    }
    const { status, body } = response
    const code = isEnvelope(body) ? body.code : null
    const unauthorized = status === 401 || status === 403 || code === 20004
    if (unauthorized && !retried && options.refresh && (await options.refresh())) {
      return request<T>(req, true)
    }
    if (status === 404) throw new ApiError('', { status, code, data: body, silent: true })
    if (isEnvelope(body) && body.success) return body as Envelope<T>
    const message = isEnvelope(body) && body.message ? body.message : messagesFor(options.getLang?.()).network
    return fail(new ApiError(message, { status, code, data: body }), req.quiet)
  }

  /** Resolves the `result` of a successful envelope. */
  const call = async <T>(req: ApiRequest) => (await request<T>(req)).result

  return {
    request,
    get: <T>(path: string, query?: Query) => call<T>({ method: 'GET', path, query }),
    post: <T>(
      path: string,
      body?: Query | unknown,
      opts: { json?: boolean; query?: Query; quiet?: boolean } = {},
    ) => call<T>({ method: 'POST', path, body, json: opts.json, query: opts.query, quiet: opts.quiet }),
    put: <T>(path: string, body?: Query | unknown, opts: { json?: boolean } = {}) =>
      call<T>({ method: 'PUT', path, body, json: opts.json }),
    del: <T>(path: string, query?: Query) => call<T>({ method: 'DELETE', path, query }),
  }
}
