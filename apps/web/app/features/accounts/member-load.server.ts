import type { AppLoadContext } from 'react-router'
import { serverApi } from '../../lib/api/server.ts'
import { loginRequiredError, requireLogin } from './guard.server.ts'

type Api = ReturnType<typeof serverApi>

/** A member-only loader: sends anonymous visitors (or ones whose login lapsed) to /login. */
export async function memberLoad<T>(
  request: Request,
  context: AppLoadContext,
  load: (api: Api, url: URL) => Promise<T>,
): Promise<T> {
  requireLogin(request)
  try {
    return await load(serverApi(request, context), new URL(request.url))
  } catch (error) {
    const redirect = loginRequiredError(request, error)
    if (redirect) throw redirect
    throw error
  }
}
