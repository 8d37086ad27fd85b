import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { CONSOLES } from '@silk/contracts/console'
import { baseURL } from '../playwright.config.ts'
import { passwordLogin, type Tokens } from './sign-in.ts'

/** Signs a seller-centre user in through the real API and keeps the login as the sign-in page does. */
export async function sellerSignIn(
  context: BrowserContext,
  request: APIRequestContext,
  username: string,
  password?: string,
): Promise<Tokens> {
  const login = await passwordLogin(request, username, password, 'store')
  const { hostname } = new URL(baseURL)
  const site = CONSOLES.seller
  await context.addCookies([
    { name: site.accessCookie, value: login.accessToken, domain: hostname, path: site.basePath },
    { name: site.refreshCookie, value: login.refreshToken, domain: hostname, path: site.basePath },
    { name: 'uuid', value: login.uuid, domain: hostname, path: '/' },
  ])
  return login
}
