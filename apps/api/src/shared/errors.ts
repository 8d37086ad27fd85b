import { ErrorCodes, type ErrorDef, type ErrorName } from '@silk/contracts/errors'
import { english } from './english-texts.ts'
import { StoreUnavailableError } from './store/types.ts'

/**
 * The one error type for business failures. It renders as the envelope with `success:false`, the
 * stable code and its Chinese message; HTTP 400 as upstream (reference §20 #1) unless told otherwise.
 */
export class BizError extends Error {
  readonly def: ErrorDef
  readonly code: number
  readonly status: number
  readonly detail?: string
  /** The detail in English when english-texts.ts has no form of it (`issueDetail`). */
  readonly detailEn?: string

  constructor(
    name: ErrorName | ErrorDef,
    options: { detail?: string; detailEn?: string; status?: number } = {},
  ) {
    const def = typeof name === 'string' ? ErrorCodes[name] : name
    super(options.detail ? `${def.message}：${options.detail}` : def.message)
    this.def = def
    this.code = def.code
    this.status = options.status ?? 400
    this.detail = options.detail
    this.detailEn = options.detailEn
  }
}

/**
 * An error's text in the interface language, with what went wrong after it when there is a detail
 * (written in Chinese, in English through its form in english-texts.ts).
 */
export function errorText(def: ErrorDef, locale: 'zh-CN' | 'en', detail?: string, detailEn?: string): string {
  const text = locale === 'en' ? def.en : def.message
  if (!detail) return text
  return locale === 'en' ? `${text}: ${detailEn ?? english(detail)}` : `${text}：${detail}`
}

/** Network failures, and PostgreSQL's connection (08…) and shutdown (57P0…) classes (and see `connect` below). */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
])
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|connection error/i

/**
 * Whether `err` (or what it wraps) means a dependency (the database or the shared store) cannot be
 * reached, rather than a bug: such requests answer 503 with the envelope, not 500.
 */
export function isOutage(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof StoreUnavailableError) return true
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (NETWORK.has(code) || code.startsWith('08') || code.startsWith('57P0')))
      return true
    // Any failure to connect, whatever the transport: a Unix socket whose server is stopped answers
    // ENOENT (the socket file is gone) or EACCES, not ECONNREFUSED.
    if (typeof code === 'string' && (e as { syscall?: unknown }).syscall === 'connect') return true
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true
    e = (e as { cause?: unknown }).cause
  }
  return false
}
