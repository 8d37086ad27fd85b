import { createHash } from 'node:crypto'
import { matchPath, matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { isExpiredJwt, parseCookies } from './ssr-session.ts'

/**
 * Member shells (decision 022): a member page whose route declares `handle.memberShell` reads its data
 * in the browser, so its document shows nothing of the member but what the request's own cookies say
 * (the name in the header, the cart count). Such a document is rendered once per name, cart count,
 * language and display currency and served from memory, privately, to every member it fits.
 */

/** Whether a path's document is a member shell: the deepest route it matches says so. */
export function memberShellMatcher(build: ServerBuild): (pathname: string) => boolean {
  type BuildRoute = NonNullable<ServerBuild['routes'][string]>
  const all = Object.values(build.routes).filter((route): route is BuildRoute => Boolean(route))
  const children = new Map<string | undefined, BuildRoute[]>()
  for (const route of all) {
    const siblings = children.get(route.parentId) ?? []
    siblings.push(route)
    children.set(route.parentId, siblings)
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    )
  const routes = tree(undefined)
  const byId = new Map(all.map((route) => [route.id, route]))
  const fullPath = (route: BuildRoute | undefined): string =>
    route ? `${fullPath(byId.get(route.parentId ?? ''))}/${route.path ?? ''}` : ''
  const shells = all.filter(
    (route) => (route.module.handle as { memberShell?: boolean } | undefined)?.memberShell,
  )
  const ids = new Set(shells.map((route) => route.id))
  const patterns = shells.map((route) => fullPath(route).replace(/\/+/g, '/'))
  // matchRoutes ranks every route on each call (about 2 ms here): it only confirms a path that one
  // of the shells' own patterns matches, and remembers the answer.
  const confirmed = new Map<string, boolean>()
  return (pathname) => {
    if (!patterns.some((pattern) => matchPath(pattern, pathname))) return false
    let shell = confirmed.get(pathname)
    if (shell === undefined) {
      const leaf = matchRoutes(routes, pathname)?.at(-1)
      shell = Boolean(leaf?.route.id && ids.has(leaf.route.id))
      if (confirmed.size >= 1000) confirmed.clear()
      confirmed.set(pathname, shell)
    }
    return shell
  }
}

export interface MemberClass {
  /** The name the header shows (the `userInfo` cookie's nick name, else its username), '' if none. */
  name: string
  /** The `cartNum` cookie as sent ('' when absent). */
  cartNum: string
}

/**
 * What of a signed-in visitor a shell shows, read from the cookies. Null without an access token, or
 * with a lapsed one: that page load is rendered as before, which refreshes the login on the server.
 */
export function memberClass(cookieHeader: string | undefined): MemberClass | null {
  const cookies = parseCookies(cookieHeader)
  const token = cookies.get('accessToken')
  if (!token || isExpiredJwt(token)) return null
  let name = ''
  try {
    const info = JSON.parse(cookies.get('userInfo') ?? '') as {
      nickName?: unknown
      username?: unknown
    } | null
    const value = info?.nickName || info?.username
    name = typeof value === 'string' ? value : ''
  } catch {
    name = ''
  }
  const cartNum = cookies.get('cartNum') ?? ''
  return { name, cartNum: /^\d{1,4}$/.test(cartNum) ? cartNum : '' }
}

/** The part of a shell's cache key that stands for the member (the name hashed: keys stay short). */
export function memberKey(member: MemberClass): string {
  return `${member.cartNum || '-'} ${createHash('sha1').update(member.name).digest('base64url')}`
}

/**
 * The cookies a shell is rendered with: a login whose token is no token (the render's API calls go
 * without one, see web.ts), the name and the cart count. Nothing else of the visitor's.
 */
export function shellCookies(member: MemberClass): string[] {
  const cookies = ['accessToken=shell']
  if (member.name) cookies.push(`userInfo=${encodeURIComponent(JSON.stringify({ nickName: member.name }))}`)
  if (member.cartNum) cookies.push(`cartNum=${member.cartNum}`)
  return cookies
}
