/** What a failed call says when the server said nothing (spec §8), in the page's language. */
export const MESSAGES = {
  timeout: '连接超时，请稍候再试！',
  network: '网络错误，请稍后再试！',
} as const
const MESSAGES_EN: Record<keyof typeof MESSAGES, string> = {
  timeout: 'The connection timed out. Please try again shortly.',
  network: 'Network error. Please try again shortly.',
}

/** MESSAGES for a page in `lang` (`en…` is English, anything else Chinese). */
export const messagesFor = (lang: string | null | undefined): Record<keyof typeof MESSAGES, string> =>
  lang?.startsWith('en') ? MESSAGES_EN : MESSAGES

/** A failed call. `data` is the server's response body (the envelope), as the upstream client rejects with. */
export class ApiError extends Error {
  readonly status: number
  readonly code: number | null
  readonly data: unknown
  /** True when nothing should be shown to the user (404, server-side rendering). */
  readonly silent: boolean

  constructor(
    message: string,
    options: { status: number; code?: number | null; data?: unknown; silent?: boolean },
  ) {
    super(message)
    this.status = options.status
    this.code = options.code ?? null
    this.data = options.data ?? null
    this.silent = options.silent ?? false
  }
}
