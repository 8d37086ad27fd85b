import { createHash } from 'node:crypto'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { demoAddress } from './demo-address.ts'
import { dragSlider, sliderAnswer, smsCode } from './slider.ts'

/**
 * The demo buyer in lilishop's PC buyer client, shared by shoot.ts and walk.ts: signing in through the
 * client's login page and slider, then calling this API as the client does with the session it got.
 */
// biome-ignore lint/suspicious/noExplicitAny: scripts reading answers of many shapes
export type Answer = { success: boolean; message: string; code?: number; result: any }
export type BuyerApi = (
  method: string,
  url: string,
  form?: Record<string, string>,
  json?: unknown,
) => Promise<Answer>

/** Chromium as a shopper in China meets the client: 1920 wide, Chinese, the shop's time zone (GMT+8),
 * which lilishop's flash-sale page counts down from. */
export async function openBuyerBrowser() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' })
  const context = await browser.newContext({
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  })
  return { browser, context, page: await context.newPage() }
}

/** Signs `username` in on the client's `/login` (password + slider); the session's token and device. */
export async function signInBuyer(
  page: Page,
  context: BrowserContext,
  client: string,
  dataDir: string,
  username = 'demo',
) {
  await page.goto(`${client}/login`)
  await page.getByPlaceholder('用户名').fill(username)
  await page.getByPlaceholder('密码').fill('silk123456')
  await page.locator('button:has-text("登录")').first().click()
  await page.locator('.verify-content .swiper').waitFor()
  const uuid = (await context.cookies()).find((c) => c.name === 'uuid')?.value ?? ''
  await dragSlider(page, await sliderAnswer(dataDir, uuid))
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 })
  const accessToken = (await context.cookies()).find((c) => c.name === 'accessToken')?.value ?? ''
  if (!accessToken) throw new Error(`${username}: not signed in`)
  return { accessToken, uuid }
}

/** Calls the API with the client's headers: `form` as its axios sends `data`, `json` where it sets JSON. */
export function buyerApi(api: string, accessToken: string, uuid: string): BuyerApi {
  return async (method, url, form, json) => {
    const res = await fetch(`${api}${url}`, {
      method,
      headers: {
        accessToken,
        uuid,
        ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(json !== undefined && { 'content-type': 'application/json' }),
      },
      body: form
        ? new URLSearchParams(form).toString()
        : json !== undefined
          ? JSON.stringify(json)
          : undefined,
    })
    return (await res.json()) as Answer
  }
}

/** The demo buyer has no address yet: adds one as the client's address form sends it. */
export async function ensureAddress(call: BuyerApi) {
  if ((await call('GET', '/buyer/member/address?pageNumber=1&pageSize=10')).result.total > 0) return
  const path: { id: string; name: string }[] = []
  for (let parent = '0'; path.length < 3; ) {
    const items = (await call('GET', `/common/common/region/item/${parent}`)).result
    const next = items.find((r: { name: string }) => r.name === '浙江省') ?? items[0]
    path.push(next)
    parent = next.id
  }
  const added = await call('POST', '/buyer/member/address', demoAddress(path))
  console.log(`address added: ${added.success} ${added.message}`)
}

/** The walk's payment password (md5 of it, as this shop's site sends it). */
export const WALK_PAY_PASSWORD = createHash('md5').update('135790').digest('hex')

/**
 * Decision 155: a payment password (proven by a WALLET_PASSWORD SMS code after its slider, as this
 * shop's site sets it) and a 免密支付 limit, so lilishop's cashier, which never sends the password, pays
 * from the wallet within the day's limit. Once per member; answers the 免密 state.
 */
export async function walletWithFreePay(
  call: BuyerApi,
  api: string,
  dataDir: string,
  uuid: string,
  limit = 2000,
) {
  if (!(await call('GET', '/buyer/passport/member/wallet/check')).result) {
    await fetch(`${api}/common/common/slider/WALLET_PASSWORD`, { headers: { uuid } })
    const x = await sliderAnswer(dataDir, uuid, 40, 'WALLET_PASSWORD')
    await fetch(`${api}/common/common/slider/WALLET_PASSWORD?xPos=${x}`, {
      method: 'POST',
      headers: { uuid },
    })
    const { mobile } = (await call('GET', '/buyer/passport/member')).result
    const sent = await call('GET', `/common/common/sms/WALLET_PASSWORD/${mobile}`)
    if (!sent.success) throw new Error(`WALLET_PASSWORD code: ${sent.message}`)
    const code = await smsCode(dataDir, 'WALLET_PASSWORD')
    const set = await call(
      'POST',
      `/buyer/passport/member/wallet/set-password?password=${WALK_PAY_PASSWORD}&code=${code}`,
    )
    if (!set.success) throw new Error(`payment password: ${set.message}`)
  }
  const free = await call('GET', '/buyer/wallet/wallet/free-pay')
  if (free.result?.limit >= limit) return free.result as { limit: number; left: number }
  const put = await call('PUT', `/buyer/wallet/wallet/free-pay?limit=${limit}&password=${WALK_PAY_PASSWORD}`)
  if (!put.success) throw new Error(`免密支付: ${put.message}`)
  return put.result as { limit: number; left: number }
}
