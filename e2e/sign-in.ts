import { createHash, randomUUID } from 'node:crypto'
import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { sliderOutboxAnswer } from '../apps/api/src/testing/slider.ts'
import { baseURL } from '../playwright.config.ts'
import { e2eDataDir, sliderCheckUrl } from './member-session.ts'

/**
 * The one way journeys sign in: the slider and the password form through the real API, as the login
 * page does, then (for a browser) the tokens in the cookies the web client keeps (spec §3). Demo
 * accounts (demo, buyer2, seller1..3) share the password silk123456.
 */
export type Tokens = { accessToken: string; refreshToken: string }

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

/**
 * Logs `username` in; returns its tokens and the device uuid the login was made with. Sellers sign in
 * to the seller centre (`store`): its tokens open `/store/**`, buyer tokens do not. `site` is the
 * journeys' site unless a journey runs a server of its own, whose DATA_DIR (`dataDir`) then holds the
 * slider answers.
 */
export async function passwordLogin(
  request: APIRequestContext,
  username: string,
  password = 'silk123456',
  side: 'buyer' | 'store' | 'manager' = 'buyer',
  site = baseURL,
  dataDir = e2eDataDir(),
): Promise<Tokens & { uuid: string }> {
  const uuid = randomUUID()
  const headers = { uuid, clientType: 'PC' }
  await request.get(`${site}/common/common/slider/LOGIN`, { headers })
  const x = await sliderOutboxAnswer(dataDir, uuid, 'LOGIN')
  const passed = await request.post(sliderCheckUrl(site, 'LOGIN', x), { headers })
  if (!passed.ok()) throw new Error(`slider not passed: ${await passed.text()}`)
  const path = {
    buyer: '/buyer/passport/member/userLogin',
    store: '/store/passport/login/userLogin',
    manager: '/manager/passport/user/login',
  }[side]
  const login = await request.post(`${site}${path}`, {
    headers,
    form: { username, password: md5(password) },
  })
  const body = (await login.json()) as { success: boolean; message: string; result: Tokens }
  if (!body.success) throw new Error(`login ${username} failed: ${body.message}`)
  return { ...body.result, uuid }
}

/** A demo account's access token, for API calls made on its behalf. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  side: 'buyer' | 'store' | 'manager' = 'buyer',
  site = baseURL,
  dataDir = e2eDataDir(),
): Promise<string> {
  return (await passwordLogin(request, username, undefined, side, site, dataDir)).accessToken
}

/**
 * Puts a login into a browser context's cookies. With `username`, also the `userInfo` cookie the login
 * page writes; with `uuid`, the device the login was made on. `site`: as for `passwordLogin`.
 */
export async function signIn(
  context: BrowserContext,
  login: Tokens & { username?: string; uuid?: string },
  site = baseURL,
): Promise<void> {
  const cookies: [string, string][] = [
    ['accessToken', login.accessToken],
    ['refreshToken', login.refreshToken],
  ]
  if (login.uuid) cookies.push(['uuid', login.uuid])
  if (login.username) {
    const userInfo = { id: '', username: login.username, nickName: login.username, face: null }
    cookies.push(['userInfo', encodeURIComponent(JSON.stringify(userInfo))])
  }
  await context.addCookies(cookies.map(([name, value]) => ({ name, value, url: site })))
}

/** Signs a browser context in as the seeded demo buyer. */
export async function logInDemo(context: BrowserContext): Promise<void> {
  await signIn(context, await passwordLogin(context.request, 'demo'))
}

/**
 * A member the operator added in the console (`POST /manager/passport/member`, lilishop 添加会员),
 * signed in. No SMS was sent to its mobile, so a journey that asks for a code (forgotten password,
 * payment password) need not wait out the 60 s between two codes to one number, as it must after
 * `registerMember`.
 */
export async function operatorAddedMember(
  request: APIRequestContext,
): Promise<Tokens & { username: string; mobile: string; password: string; uuid: string }> {
  const suffix = randomUUID().slice(0, 6)
  const member = {
    username: `op_${suffix}`,
    password: `Silk${suffix}`,
    mobile: `136${String(Number.parseInt(randomUUID().slice(0, 8), 16) % 1e8).padStart(8, '0')}`,
  }
  const admin = await apiLogin(request, 'admin', 'manager')
  const added = await request.post(`${baseURL}/manager/passport/member`, {
    headers: { accessToken: admin },
    data: { username: member.username, password: md5(member.password), mobile: member.mobile },
  })
  const body = (await added.json()) as { success: boolean; message: string }
  if (!body.success) throw new Error(`add member: ${body.message}`)
  return { ...member, ...(await passwordLogin(request, member.username, member.password)) }
}
