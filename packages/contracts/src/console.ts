/**
 * The consoles (seller centre `/seller`, operator console `/admin`) and how their logins are kept in the
 * browser (decision 103). Each has its own cookies, scoped to its pages' path, so a console login never
 * rides along with buyer pages (nor the buyer's `accessToken` with a console's API calls), and its own
 * refresh endpoint. The web server (plugins/web.ts) and the pages read this one table.
 */
export interface ConsoleSite {
  /** Where its pages live; its cookies carry this `Path`. */
  basePath: string
  /** Its API prefix (the audience's own routes). */
  apiPrefix: string
  accessCookie: string
  refreshCookie: string
  /** The one-time refresh endpoint, the refresh token appended. */
  refreshPath: string
  logoutPath: string
}

export const CONSOLES = {
  seller: {
    basePath: '/seller',
    apiPrefix: '/store',
    accessCookie: 'sellerAccessToken',
    refreshCookie: 'sellerRefreshToken',
    refreshPath: '/store/passport/login/refresh/',
    logoutPath: '/store/passport/login/logout',
  },
  admin: {
    basePath: '/admin',
    apiPrefix: '/manager',
    accessCookie: 'adminAccessToken',
    refreshCookie: 'adminRefreshToken',
    refreshPath: '/manager/passport/user/refresh/',
    logoutPath: '/manager/passport/user/logout',
  },
} as const satisfies Record<string, ConsoleSite>

export type ConsoleKey = keyof typeof CONSOLES

/** The console a page path belongs to (`/seller`, `/seller/…`, `/seller.data`), or null for buyer pages. */
export function consoleOf(pathname: string): ConsoleSite | null {
  for (const site of Object.values(CONSOLES)) {
    const rest = pathname.slice(site.basePath.length)
    if (pathname.startsWith(site.basePath) && (rest === '' || rest[0] === '/' || rest[0] === '.')) return site
  }
  return null
}
