import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import { baseURL } from '../playwright.config.ts'
import { passwordLogin, type Tokens } from './sign-in.ts'

/** Signs a seller-centre user in through the real API and keeps the login as the sign-in page does. */
export function sellerSignIn(
  context: BrowserContext,
  request: APIRequestContext,
  username: string,
  password?: string,
): Promise<Tokens> {
  return consoleSignIn(context, request, 'seller', username, password)
}

/** The same for a console (`seller` or `admin`): its login in its own cookies. */
export async function consoleSignIn(
  context: BrowserContext,
  request: APIRequestContext,
  console: 'seller' | 'admin',
  username: string,
  password?: string,
): Promise<Tokens> {
  const login = await passwordLogin(request, username, password, console === 'seller' ? 'store' : 'manager')
  const { hostname } = new URL(baseURL)
  const site = CONSOLES[console]
  await context.addCookies([
    { name: site.accessCookie, value: login.accessToken, domain: hostname, path: CONSOLE_COOKIE_PATH },
    { name: site.refreshCookie, value: login.refreshToken, domain: hostname, path: CONSOLE_COOKIE_PATH },
    { name: 'uuid', value: login.uuid, domain: hostname, path: '/' },
  ])
  return login
}
