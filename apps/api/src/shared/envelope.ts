import type { Envelope } from '@silk/contracts/envelope'
import type { ErrorName } from '@silk/contracts/errors'
import { ErrorCodes } from '@silk/contracts/errors'

/** `ResultUtil.data(x)`: success with code 200 and message "success". */
export function ok<T>(result: T): Envelope<T> {
  return { success: true, message: 'success', code: 200, timestamp: Date.now(), result }
}

/** `ResultUtil.success()` / `success(code)`: success without data; the code may differ from 200. */
export function done(name: ErrorName = 'SUCCESS'): Envelope<null> {
  const def = ErrorCodes[name]
  return { success: true, message: def.message, code: def.code, timestamp: Date.now(), result: null }
}

export function failure(code: number, message: string): Envelope<null> {
  return { success: false, message, code, timestamp: Date.now(), result: null }
}
