/**
 * The consoles (seller centre `/seller`, operator console `/admin`) and how their logins are kept in the
 * browser (decision 103). Each has its own cookies, read only by its own pages (the buyer's
 * `accessToken` never goes with a console's API calls), and its own refresh endpoint. The web server
 * (plugins/web.ts) and the pages read this one table.
 */
export interface ConsoleSite {
  /** Where its pages live. */
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

/**
 * The `Path` of the consoles' cookies. Not the console's own path: React Router asks the data of a
 * console's home (`/admin`) at `/admin.data`, which a cookie on `Path=/admin` does not reach, so every
 * client-side visit to the home (its menu entry, the redirect after sign-in) found no login.
 */
export const CONSOLE_COOKIE_PATH = '/'

/** The console a page path belongs to (`/seller`, `/seller/…`, `/seller.data`), or null for buyer pages. */
export function consoleOf(pathname: string): ConsoleSite | null {
  for (const site of Object.values(CONSOLES)) {
    const rest = pathname.slice(site.basePath.length)
    if (pathname.startsWith(site.basePath) && (rest === '' || rest[0] === '/' || rest[0] === '.')) return site
  }
  return null
}
