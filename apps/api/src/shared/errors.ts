import { ErrorCodes, type ErrorDef, type ErrorName } from '@silk/contracts/errors'

/**
 * The one error type for business failures. It renders as the envelope with `success:false`, the
 * stable code and its Chinese message; HTTP 400 as upstream (reference §20 #1) unless told otherwise.
 */
export class BizError extends Error {
  readonly code: number
  readonly status: number
  readonly detail?: string

  constructor(name: ErrorName | ErrorDef, options: { detail?: string; status?: number } = {}) {
    const def = typeof name === 'string' ? ErrorCodes[name] : name
    super(options.detail ? `${def.message}：${options.detail}` : def.message)
    this.code = def.code
    this.status = options.status ?? 400
    this.detail = options.detail
  }
}
