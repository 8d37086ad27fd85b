import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type APIRequestContext, type Browser, type BrowserContext, expect, test } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import {
  type Kuaidi100Standin,
  realDeliver,
  type StandinEvent,
  startKuaidi100Standin,
} from '../apps/api/src/testing/kuaidi100-standin.ts'
import { port as workerPort } from '../playwright.config.ts'
import { passwordLogin, type Tokens } from './sign-in.ts'
import { expectAxeClean, type OwnSite, startOwnSite, watchConsole } from './support.ts'

/**
 * Issue 63's journey: parcels tracked through Kuaidi100 (decision 147) on a site of its own whose
 * KUAIDI100_URL is a stand-in this spec starts (apps/api/src/testing/kuaidi100-standin.ts: the
 * subscription and query endpoints as Kuaidi100 documents them, pushes signed with the subscriber's
 * salt and POSTed to the site's callback). The seller ships by hand with an SF number; the site's
 * job worker subscribes it; the stand-in pushes the carrier's events; the buyer follows them on the
 * order detail; once it is signed for, the buyer confirms receipt. Screenshots at 1366 and 390 wide,
 * in Chinese and English.
 */
// Above this worker's own server, past the ports articles (+1) and page-cache (+2) take.
const port = workerPort + 3
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'silk-e2e-parcels-'))
const KEY = 'e2e-kuaidi100-key-0063'
const CUSTOMER = 'E2ECUSTOMER0063'
let site: OwnSite | undefined
let standin: Kuaidi100Standin

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  // A fresh embedded database seeded with the demo: slow on a busy machine.
  test.setTimeout(300_000)
  standin = await startKuaidi100Standin({ key: KEY, customer: CUSTOMER, deliver: realDeliver })
  site = await startOwnSite({
    name: 'parcel-tracking',
    port,
    dataDir,
    env: {
      PAGE_SHED_LAG_MS: '0',
      SMS_PROVIDER: 'outbox',
      CAPTCHA_PROVIDER: 'slider-outbox',
      KUAIDI100_KEY: KEY,
      KUAIDI100_CUSTOMER: CUSTOMER,
      KUAIDI100_URL: standin.url,
    },
  })
})

test.afterAll(async () => {
  site?.stop()
  await standin?.close()
})

type Envelope<T> = { success: boolean; code: number; message: string; result: T }

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: object,
) {
  const response = await request.fetch(`${origin}${url}`, {
    method,
    headers: { accessToken: token },
    ...(data ? { data } : {}),
  })
  const body = (await response.json()) as Envelope<T>
  if (!body.success) throw new Error(`${method} ${url}: ${body.code} ${body.message}`)
  return body.result
}

/** demo buys one piece of store 2001's cheapest goods with stock, paid from the wallet. */
async function paidOrder(request: APIRequestContext, token: string) {
  const provinces = await call<{ id: string }[]>(request, token, 'GET', '/common/common/region/item/0')
  const cities = await call<{ id: string }[]>(
    request,
    token,
    'GET',
    `/common/common/region/item/${provinces[0].id}`,
  )
  const districts = await call<{ id: string }[]>(
    request,
    token,
    'GET',
    `/common/common/region/item/${cities[0].id}`,
  )
  const address = new URLSearchParams({
    name: '王小明',
    mobile: '13800138000',
    consigneeAddressIdPath: [provinces[0].id, cities[0].id, districts[0]?.id].filter(Boolean).join(','),
    detail: '建国路 88 号 SOHO 现代城 1 号楼',
    isDefault: 'true',
  })
  await call(request, token, 'POST', `/buyer/member/address?${address}`)
  const list = await call<{ records: { id: string; goodsId: string }[] }>(
    request,
    token,
    'GET',
    '/buyer/goods/goods/es?storeId=2001&sort=price&order=asc&pageSize=40',
  )
  let skuId = ''
  for (const sku of list.records) {
    const detail = await call<{ data: { quantity: number; salesModel: string } }>(
      request,
      token,
      'GET',
      `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`,
    )
    if (detail.data.quantity > 0 && detail.data.salesModel !== 'WHOLESALE') {
      skuId = sku.id
      break
    }
  }
  expect(skuId, 'a SKU with stock in store 2001').not.toBe('')
  await call(request, token, 'POST', `/buyer/trade/carts?skuId=${skuId}&num=1&cartType=BUY_NOW`)
  const trade = await call<{ sn: string; orderSns: string[] }>(
    request,
    token,
    'POST',
    '/buyer/trade/carts/create/trade',
    {
      way: 'BUY_NOW',
      client: 'PC',
    },
  )
  await call(request, token, 'GET', `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.sn}`)
  return trade.orderSns[0] as string
}

/** A buyer's login in a context's cookies on this site, as the login page keeps it. */
async function buyerCookies(context: BrowserContext, login: Tokens & { uuid: string }, lang: 'zh-CN' | 'en') {
  const userInfo = { id: '', username: 'demo', nickName: 'demo', face: null }
  await context.clearCookies({ name: 'lang' })
  await context.addCookies(
    [
      ['accessToken', login.accessToken],
      ['refreshToken', login.refreshToken],
      ['uuid', login.uuid],
      ['userInfo', encodeURIComponent(JSON.stringify(userInfo))],
      ['lang', lang],
    ].map(([name, value]) => ({ name, value, url: origin })),
  )
  // Every page keeps the cookie in line with local storage (language.ts has why).
  await context.addInitScript(
    ([o, l]) => {
      if (location.origin === o) localStorage.setItem('lang', l)
    },
    [origin, lang],
  )
}

/** Beijing wall-clock time, minutes ago, as Kuaidi100 writes it. */
const beijing = (minutesAgo: number) =>
  new Date(Date.now() - minutesAgo * 60_000 + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')

const COLLECTED: StandinEvent = {
  time: beijing(300),
  context: '【深圳市】顺丰速运 已收取快件，揽件员：李师傅',
  areaName: '广东,深圳市',
  status: '揽收',
}
const TRANSIT: StandinEvent[] = [
  {
    time: beijing(240),
    context: '快件已发车，从【深圳宝安集散中心】发往【北京顺义集散中心】',
    status: '在途',
  },
  { time: beijing(60), context: '快件到达【北京顺义集散中心】', areaName: '北京,顺义区', status: '在途' },
]
const DELIVERING: StandinEvent = {
  time: beijing(20),
  context: '【北京市朝阳区】快递员 王师傅 正在派送，电话 13800000000',
  status: '派件',
}
const SIGNED: StandinEvent = {
  time: beijing(2),
  context: '您的快件已签收，签收人：本人，感谢使用顺丰，期待再次为您服务',
  status: '签收',
}

const shots = (name: string) => test.info().outputPath(`${name}.png`)

async function phone(browser: Browser) {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  })
}

test('the seller ships with an SF number, Kuaidi100 pushes, the buyer follows the parcel and receives it', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(240_000)
  const clean = watchConsole(page)
  const buyer = await passwordLogin(request, 'demo', undefined, 'buyer', origin, dataDir)
  const sn = await paidOrder(request, buyer.accessToken)

  // The seller ships it by hand from the order desk.
  const seller = await passwordLogin(request, 'seller1', undefined, 'store', origin, dataDir)
  const site = CONSOLES.seller
  await context.addCookies([
    { name: site.accessCookie, value: seller.accessToken, domain: '127.0.0.1', path: CONSOLE_COOKIE_PATH },
    { name: site.refreshCookie, value: seller.refreshToken, domain: '127.0.0.1', path: CONSOLE_COOKIE_PATH },
    { name: 'uuid', value: seller.uuid, domain: '127.0.0.1', path: '/' },
  ])
  const carriers = await call<{ id: string; name: string }[]>(
    request,
    seller.accessToken,
    'GET',
    '/store/other/logistics',
  )
  const sf = carriers.find((c) => c.name.includes('顺丰'))
  expect(sf, `SF among the store's carriers: ${carriers.map((c) => c.name)}`).toBeTruthy()
  const trackingNo = `SF14${String(Date.now()).slice(-11)}`
  await page.goto(`${origin}/seller/orders?status=UNDELIVERED`)
  await page.getByLabel('订单编号').fill(sn)
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  const row = page.getByTestId('orders-table').getByRole('row', { name: new RegExp(sn) })
  await row.getByTestId('order-ship').click()
  const ship = page.getByTestId('ship-dialog')
  await ship.getByLabel('物流公司').selectOption(sf!.id)
  await ship.getByLabel('物流单号').fill(trackingNo)
  await ship.getByRole('button', { name: '发货' }).click()
  await expect(page.getByText('已发货', { exact: true }).first()).toBeVisible()

  // The site's job worker subscribes the number: SF's Kuaidi100 code, a callback naming the order
  // on this site, a salt of its own.
  await expect.poll(() => standin.subscriptions.has(trackingNo), { timeout: 60_000 }).toBe(true)
  const subscription = standin.subscriptions.get(trackingNo)!
  expect(subscription).toMatchObject({ company: 'shunfeng', number: trackingNo, key: KEY })
  expect(subscription.parameters.callbackurl).toBe(`${origin}/common/tracking/kuaidi100/push?sn=${sn}`)
  expect(subscription.parameters.salt).toMatch(/^[0-9a-f]{24}$/)

  // Before any push: waiting for the carrier.
  await buyerCookies(context, buyer, 'zh-CN')
  await page.goto(`${origin}/home/OrderDetail?sn=${sn}`)
  const trace = page.getByTestId('parcel-trace')
  await expect(trace.getByTestId('parcel-state')).toHaveText('待揽收')
  await expect(trace.getByTestId('parcel-number')).toHaveText(trackingNo)
  await expect(trace).not.toContainText('演示')

  // The carrier collects it, then it travels and is out for delivery: two pushes, each the whole trace.
  expect((await standin.push(trackingNo, { events: [COLLECTED], state: '1' })).status).toBe(200)
  const pushed = await standin.push(trackingNo, { events: [COLLECTED, ...TRANSIT, DELIVERING], state: '5' })
  expect(pushed).toMatchObject({ status: 200 })
  expect(JSON.parse(pushed.body)).toMatchObject({ result: true, returnCode: '200' })
  // A late copy of the first push changes nothing (pushes may arrive out of order).
  await standin.push(trackingNo, { events: [COLLECTED], state: '1' })
  // A forged push (not signed with this parcel's salt) is refused.
  const forged = standin.pushForm(trackingNo, { events: [COLLECTED, SIGNED], state: '3', salt: 'forged' })
  const refused = await realDeliver(
    forged.callback,
    new URLSearchParams({ param: forged.param, sign: forged.sign }).toString(),
  )
  expect(refused.status).toBe(400)

  await page.reload()
  await expect(trace.getByTestId('parcel-state')).toHaveText('派送中')
  const events = trace.getByTestId('parcel-events').getByRole('listitem')
  await expect(events).toHaveCount(4)
  // Newest first.
  await expect(events.first()).toContainText('正在派送')
  await expect(events.last()).toContainText('已收取快件')
  await expect(trace).toContainText('SF')
  // Not signed for yet: confirming is there, nothing is completed by itself.
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'DELIVERED')
  await expectAxeClean(page, 'order detail with a tracked parcel')
  await page.setViewportSize({ width: 1366, height: 900 })
  await trace.scrollIntoViewIfNeeded()
  await page.screenshot({ path: shots('zh-1366-delivering'), fullPage: true })

  // Signed for: the state says so, the order can be received.
  await standin.push(trackingNo, { events: [COLLECTED, ...TRANSIT, DELIVERING, SIGNED], state: '3' })
  await page.reload()
  await expect(trace.getByTestId('parcel-state')).toHaveText('已签收')
  await expect(events).toHaveCount(5)
  await expect(events.first()).toContainText('已签收')
  await page.screenshot({ path: shots('zh-1366-signed'), fullPage: true })

  // English at 1366 and both languages on a phone.
  const en = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
  })
  await buyerCookies(en, buyer, 'en')
  const enPage = await en.newPage()
  await enPage.goto(`${origin}/home/OrderDetail?sn=${sn}`)
  await expect(enPage.getByTestId('parcel-state')).toHaveText('Delivered')
  await expect(enPage.getByTestId('parcel-trace')).toContainText('Tracking no.:')
  await enPage.screenshot({ path: shots('en-1366-signed'), fullPage: true })
  await en.close()
  for (const lang of ['zh-CN', 'en'] as const) {
    const small = await phone(browser)
    await buyerCookies(small, buyer, lang)
    const phonePage = await small.newPage()
    await phonePage.goto(`${origin}/home/OrderDetail?sn=${sn}`)
    const state = phonePage.getByTestId('parcel-state')
    await expect(state).toHaveText(lang === 'en' ? 'Delivered' : '已签收')
    await expect(phonePage.getByTestId('parcel-events').getByRole('listitem')).toHaveCount(5)
    // Nothing wider than the phone.
    const overflow = await phonePage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await phonePage.screenshot({ path: shots(`${lang === 'en' ? 'en' : 'zh'}-390-signed`), fullPage: true })
    await phonePage
      .getByTestId('parcel-trace')
      .screenshot({ path: shots(`${lang === 'en' ? 'en' : 'zh'}-390-parcel`) })
    await small.close()
  }

  // The buyer confirms receipt.
  await page.getByRole('button', { name: '确认收货' }).click()
  await page.getByTestId('receive-confirm').getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'COMPLETED')
  const order = await call<{ order: { orderStatus: string } }>(
    request,
    buyer.accessToken,
    'GET',
    `/buyer/order/order/${sn}`,
  )
  expect(order.order.orderStatus).toBe('COMPLETED')
  clean()
})
