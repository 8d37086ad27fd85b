import { createHash } from 'node:crypto'
import { dictionary } from '@zxcvbn-ts/language-common'
import { BizError } from '../../shared/errors.ts'

/** How many of zxcvbn's ranked common passwords are refused (its list holds about 49,000). */
const REFUSED = 20_000

let md5s: Set<string> | undefined

/**
 * Clients send a password's md5 (the contract), so the most common passwords are refused by their
 * md5: built once, on the first new password (about 2 MB).
 */
export function refuseCommonPassword(md5: string) {
  md5s ??= new Set(
    (dictionary['passwords-common'] as string[])
      .slice(0, REFUSED)
      .map((p) => createHash('md5').update(p).digest('hex')),
  )
  if (md5s.has(md5.toLowerCase())) throw new BizError('USER_PASSWORD_TOO_COMMON')
}
