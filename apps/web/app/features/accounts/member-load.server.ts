import { ErrorCodes } from '@silk/contracts/errors'
import { type AppLoadContext, data } from 'react-router'
import { serverApi } from '../../lib/api/server.ts'
import { loginRequiredError, requireLogin } from './guard.server.ts'

type Api = ReturnType<typeof serverApi>

/**
 * What the API answers when a detail page's record is not this member's to see: unknown, deleted,
 * someone else's (20005: said the same way, so a guessed number tells nothing) or malformed (4002).
 */
const NOT_FOUND_CODES = new Set<number>([
  ErrorCodes.ORDER_NOT_EXIST.code,
  ErrorCodes.ORDER_ITEM_NOT_EXIST.code,
  ErrorCodes.MEMBER_ADDRESS_NOT_EXIST.code,
  ErrorCodes.AFTER_SALES_NOT_EXIST.code,
  ErrorCodes.COMPLAINT_NOT_EXIT.code,
  ErrorCodes.EVALUATION_NOT_EXIST.code,
  ErrorCodes.PURCHASE_NOT_EXIST.code,
  ErrorCodes.USER_AUTHORITY_ERROR.code,
  ErrorCodes.PARAMS_ERROR.code,
])

/** True for a failed call whose record does not exist for this member (see NOT_FOUND_CODES). */
export function isMemberNotFound(error: unknown): boolean {
  const e = error as { status?: number; code?: number | null }
  return e?.status === 404 || (typeof e?.code === 'number' && NOT_FOUND_CODES.has(e.code))
}

/**
 * A member-only loader: sends anonymous visitors (or ones whose login lapsed) to /login. With
 * `detail`, a record the member cannot see is a 404 the page's ErrorBoundary explains
 * (MemberNotFound), not the site's 500 page.
 */
export async function memberLoad<T>(
  request: Request,
  context: AppLoadContext,
  load: (api: Api, url: URL) => Promise<T>,
  options: { detail?: boolean } = {},
): Promise<T> {
  requireLogin(request)
  try {
    return await load(serverApi(request, context), new URL(request.url))
  } catch (error) {
    const redirect = loginRequiredError(request, error)
    if (redirect) throw redirect
    if (options.detail && isMemberNotFound(error)) throw data(null, { status: 404 })
    throw error
  }
}
