import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type BrowserContext, expect, test } from '@playwright/test'
import { CONSOLE_COOKIE_PATH, CONSOLES } from '@silk/contracts/console'
import {
  type AlipaySimulator,
  startAlipaySimulator,
} from '../apps/api/src/testing/gateways/alipay-simulator.ts'
import {
  startWechatSimulator,
  type WechatSimulator,
} from '../apps/api/src/testing/gateways/wechat-simulator.ts'
import { port as workerPort } from '../playwright.config.ts'
import { apiCall, ensureAddress, skuWithStock } from './order-fixtures.ts'
import { passwordLogin, signIn } from './sign-in.ts'
import { expectAxeClean, type OwnSite, startOwnSite, watchConsole } from './support.ts'

/**
 * Issue 61's real money path on a site of its own whose Alipay and WeChat Pay are the simulators this
 * spec starts (their keys, signatures and shapes, decision 141), its job worker on (refunds are sent by
 * the payment-refund job, decision 148). Two journeys, in order:
 * - 对账 (decision 149): the gateways' bills of yesterday hold a payment and a refund the platform never
 *   saw. The operator reads each gateway's bill again from the page, finds the differences, resolves one
 *   with a note; the auditor sees it all and cannot resolve.
 * - Paying for real: the demo buyer pays one order on Alipay's computer payment page (the test delivers
 *   Alipay's signed notification, the page's 返回商家 leads to /payDone) and one by WeChat Pay's Native
 *   QR code (the test scans it: signed, encrypted notification; the cashier's dialog moves on by itself);
 *   both orders read 待发货/已付款. seller1 ships the Alipay order in the seller centre, the buyer asks
 *   for a refund from the order, seller1 approves it there, and the job refunds it at Alipay
 *   (`alipay.trade.refund`, out_request_no = the after-sale sn): the buyer reads 已退款 with Alipay's
 *   number, the operator's 退款记录 lists it in Chinese and English.
 * Screenshots at 1366 in Chinese and English (SHOTS_DIR=<dir> puts the 退款记录 ones there).
 */
// Above this worker's own server, past the ports other own-site specs take (+1 … +3).
const port = workerPort + 4
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'silk-e2e-reconcile-'))
let site: OwnSite | undefined
let alipay: AlipaySimulator
let wechat: WechatSimulator
const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(300_000)
  alipay = await startAlipaySimulator({ mode: 'key' })
  wechat = await startWechatSimulator({ mode: 'pubkey' })
  // Money the platform never recorded: a payment and a refund at Alipay, a payment at WeChat Pay.
  alipay.tamperBill = (rows, day) =>
    day !== yesterday
      ? rows
      : [
          ...rows,
          {
            tradeNo: '2026112822001400001000000001',
            outTradeNo: 'E2EUNKNOWN0001',
            type: '交易',
            subject: '未知收款',
            created: `${yesterday} 09:15:02`,
            finished: `${yesterday} 09:15:09`,
            amount: '88.00',
            refundNo: '',
          },
          {
            tradeNo: '2026112822001400001000000002',
            outTradeNo: 'E2EUNKNOWN0002',
            type: '退款',
            subject: '未知退款',
            created: `${yesterday} 10:00:00`,
            finished: `${yesterday} 11:20:31`,
            amount: '-12.50',
            refundNo: 'E2EREFUND0001',
          },
        ]
  wechat.tamperBill = (rows, day) =>
    day !== yesterday
      ? rows
      : [
          ...rows,
          {
            time: `${yesterday} 20:41:17`,
            transactionId: '4200002026112800000000000001',
            outTradeNo: 'E2EUNKNOWN0003',
            tradeType: 'NATIVE',
            state: 'SUCCESS',
            refundId: '0',
            outRefundNo: '0',
            refundStatus: '',
            description: '未知收款',
            total: '199.00',
            refund: '0.00',
          },
        ]
  site = await startOwnSite({
    name: 'reconciliation',
    port,
    dataDir,
    env: {
      PAGE_SHED_LAG_MS: '0',
      SMS_PROVIDER: 'outbox',
      CAPTCHA_PROVIDER: 'slider-outbox',
      // The payment-refund job sends the after-sale's refund to Alipay. (The 对账 cron, 10:30 China
      // time, reads yesterday's bills as the first journey does by hand.)
      JOBS_ENABLED: 'true',
      ...alipay.env,
      ...wechat.env,
    },
  })
})

test.afterAll(async () => {
  site?.stop()
  await alipay?.close()
  await wechat?.close()
})

/** A console user (the operator's `admin` or the seller centre's `seller`) signed in on this site. */
async function consoleCookies(
  context: BrowserContext,
  username: string,
  lang: 'zh-CN' | 'en',
  console: 'admin' | 'seller' = 'admin',
) {
  const side = console === 'admin' ? 'manager' : 'store'
  const login = await passwordLogin(context.request, username, undefined, side, origin, dataDir)
  const site = CONSOLES[console]
  await context.addCookies([
    { name: site.accessCookie, value: login.accessToken, domain: '127.0.0.1', path: CONSOLE_COOKIE_PATH },
    { name: site.refreshCookie, value: login.refreshToken, domain: '127.0.0.1', path: CONSOLE_COOKIE_PATH },
    { name: 'uuid', value: login.uuid, domain: '127.0.0.1', path: '/' },
    { name: 'lang', value: lang, domain: '127.0.0.1', path: '/' },
  ])
  await context.addInitScript(
    ([o, l]) => {
      if (location.origin === o) localStorage.setItem('lang', l)
    },
    [origin, lang],
  )
  return login
}

const noOverflow = async (page: import('@playwright/test').Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)

test('the operator reads both gateways’ bills again, finds the differences and resolves one with a note', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  })
  await consoleCookies(context, 'admin', 'zh-CN')
  const page = await context.newPage()
  const clean = watchConsole(page)
  await page.goto(`${origin}/admin/reconciliation`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('支付对账')
  await expect(page.getByTestId('reconciliation-runs')).toContainText('还没有对账记录')

  const rerun = page.getByTestId('reconciliation-rerun')
  await expect(rerun.getByLabel('账单日期')).toHaveValue(yesterday)
  await rerun.getByLabel('支付渠道').selectOption('alipay')
  await rerun.getByRole('button', { name: '重新对账' }).click()
  await expect(page.getByText('已重新对账')).toBeVisible()
  await rerun.getByLabel('支付渠道').selectOption('wechat')
  await rerun.getByRole('button', { name: '重新对账' }).click()
  const runs = page.getByTestId('reconciliation-table')
  await expect(runs.getByRole('row')).toHaveCount(3)
  const alipayRow = runs.getByRole('row', { name: /支付宝/ })
  await expect(alipayRow).toContainText('已核对')
  await expect(alipayRow).toContainText('2 · 待处理 2')
  await expect(runs.getByRole('row', { name: /微信支付/ })).toContainText('1 · 待处理 1')

  // The differences: what the gateways hold and we do not, with their amounts.
  const differences = page.getByTestId('difference-table')
  await expect(differences.getByRole('row')).toHaveCount(4)
  const unknownPayment = differences.getByRole('row', { name: /E2EUNKNOWN0001/ })
  await expect(unknownPayment).toContainText('渠道有、平台无')
  await expect(unknownPayment).toContainText('88.00')
  await expect(unknownPayment).toContainText('无记录')
  await expect(differences.getByRole('row', { name: /E2EREFUND0001/ })).toContainText('退款')

  // Resolve one with a note: who and when are shown.
  await unknownPayment.getByRole('button', { name: '处理' }).click()
  const dialog = page.getByTestId('resolve-dialog')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toContainText('请填写处理说明')
  await dialog.getByLabel('处理说明').fill('已与支付宝核实：测试商户号的试单，已原路退回')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
  const resolvedRow = differences.getByRole('row', { name: /E2EUNKNOWN0001/ })
  await expect(resolvedRow).toContainText('已处理')
  await expect(resolvedRow).toContainText('已与支付宝核实')
  await expect(resolvedRow).toContainText('admin 于')
  await expect(alipayRow).toContainText('2 · 待处理 1')

  // A day's differences from the list.
  await alipayRow.getByRole('link', { name: yesterday }).click()
  await expect(page.getByRole('heading', { name: `支付宝 ${yesterday} 的差异` })).toBeVisible()
  await expect(differences.getByRole('row')).toHaveCount(3)
  await noOverflow(page)
  await expectAxeClean(page, 'reconciliation zh')
  await page.screenshot({ path: test.info().outputPath('reconciliation-zh-1366.png'), fullPage: true })
  clean()
  await context.close()

  // In English, as the read-only auditor: everything readable, nothing to resolve or rerun.
  const en = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en',
    timezoneId: 'Asia/Shanghai',
  })
  await consoleCookies(en, 'auditor', 'en')
  const auditor = await en.newPage()
  const cleanEn = watchConsole(auditor)
  await auditor.goto(`${origin}/admin/reconciliation`)
  await expect(auditor.getByRole('heading', { level: 1 })).toHaveText('Payment reconciliation')
  await expect(
    auditor.getByTestId('reconciliation-table').getByRole('row', { name: /WeChat Pay/ }),
  ).toContainText('Checked')
  const rows = auditor.getByTestId('difference-table')
  await expect(rows.getByRole('row', { name: /E2EUNKNOWN0003/ })).toContainText('At the gateway, not here')
  await expect(rows.getByRole('row', { name: /E2EUNKNOWN0001/ })).toContainText('Resolved')
  await expect(auditor.getByTestId('reconciliation-rerun')).toHaveCount(0)
  await expect(rows.getByRole('button', { name: 'Resolve' })).toHaveCount(0)
  await noOverflow(auditor)
  await expectAxeClean(auditor, 'reconciliation en')
  await auditor.screenshot({ path: test.info().outputPath('reconciliation-en-1366.png'), fullPage: true })
  cleanEn()
  await en.close()
})

type AfterSaleRow = { sn: string; serviceStatus: string; applyRefundPrice: number }
const shotPath = (name: string) =>
  process.env.SHOTS_DIR ? path.join(process.env.SHOTS_DIR, name) : test.info().outputPath(name)

test('a buyer pays with Alipay’s page and WeChat Pay’s QR code, the seller ships, an after-sale refund goes back through Alipay', async ({
  browser,
}) => {
  test.setTimeout(360_000)
  const china = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1366, height: 900 } }
  const context = await browser.newContext(china)
  const request = context.request
  const login = await passwordLogin(request, 'demo', undefined, 'buyer', origin, dataDir)
  await signIn(context, { ...login, username: 'demo' }, origin)
  await ensureAddress(request, login.accessToken, origin)
  const page = await context.newPage()
  const clean = watchConsole(page)

  /** 立即购买 on a goods page of store 2001 and 提交订单: the cashier of the new trade. */
  const buy = async (skip: number) => {
    const sku = await skuWithStock(request, '2001', skip, origin)
    await page.goto(`${origin}/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
    await page.getByRole('button', { name: '立即购买' }).click()
    await expect(page).toHaveURL(/\/pay\?way=BUY_NOW$/)
    await page.getByTestId('submit-order').click()
    await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
    const orderSn = (await page.getByText('订单号：').textContent())?.replace('订单号：', '').trim() ?? ''
    const amount = (await page.getByTestId('cashier-amount').textContent())?.replace(/,/g, '') ?? ''
    expect(orderSn).toMatch(/^\w+$/)
    return { orderSn, amount }
  }
  const expectPaidOrder = async (orderSn: string) => {
    await page.goto(`${origin}/home/OrderDetail?sn=${orderSn}`)
    const detail = page.getByTestId('order-detail')
    await expect(detail).toHaveAttribute('data-status', 'UNDELIVERED')
    await expect(detail).toContainText('待发货')
    await expect(detail).toContainText('已付款')
  }

  // 1. 支付宝: the cashier sends the buyer to Alipay's computer payment page (alipay.trade.page.pay).
  const first = await buy(0)
  await page.getByTestId('method-ALIPAY').click()
  await expect(page.getByTestId('method-note-ALIPAY')).toHaveText('支付宝扫码或账户付款')
  await page.getByTestId('pay-now').click()
  await page.waitForURL((url) => url.href.startsWith(alipay.url))
  await expect(page).toHaveTitle('支付宝（模拟）')
  await expect(page.locator('[data-amount]')).toHaveText(first.amount)
  const payUrl = new URL(page.url())
  expect(payUrl.searchParams.get('method')).toBe('alipay.trade.page.pay')
  const alipayTradeNo = JSON.parse(payUrl.searchParams.get('biz_content') ?? '{}').out_trade_no as string
  // The buyer pays at Alipay, whose servers then tell the site at the notify_url it was given.
  const notifyUrl = alipay.trade(alipayTradeNo)?.notifyUrl ?? ''
  expect(notifyUrl).toBe(`${origin}/buyer/payment/cashier/notify/ALIPAY`)
  const notified = await request.post(notifyUrl, {
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    data: alipay.pay(alipayTradeNo),
  })
  expect(await notified.text()).toBe('success')
  // Alipay's page, paid, leads back to the shop (return_url); the shop says paid.
  await page.reload()
  await expect(page.locator('[data-paid]')).toHaveText('支付成功')
  await page.getByRole('link', { name: '返回商家' }).click()
  await expect(page).toHaveURL(new RegExp(`^${origin}/payDone\\?orderType=TRADE&sn=`))
  await expect(page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'true')
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible()
  await expectPaidOrder(first.orderSn)

  // 2. 微信支付: the cashier shows the Native QR code (code_url); the buyer scans it and pays, WeChat
  // notifies the site, and the open dialog, asking the cashier every 3 s, moves on by itself.
  const second = await buy(1)
  await page.getByTestId('method-WECHAT').click()
  await page.getByTestId('pay-now').click()
  const dialog = page.getByRole('dialog', { name: '微信扫码支付' })
  await expect(dialog.getByTestId('wechat-qr')).toBeVisible()
  const code = (await dialog.getByTestId('wechat-qr').getAttribute('data-code')) ?? ''
  expect(code).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/)
  const scanned = wechat.scan(code)
  expect(wechat.transaction(scanned.outTradeNo)?.total).toBe(Math.round(Number(second.amount) * 100))
  const wechatNotified = await request.post(`${origin}/buyer/payment/cashier/notify/WECHAT`, {
    headers: scanned.headers,
    data: scanned.body,
  })
  expect(wechatNotified.status()).toBe(204)
  await expect(page).toHaveURL(/\/payDone\?orderType=TRADE&sn=/, { timeout: 15_000 })
  await expect(page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'true')
  await expectPaidOrder(second.orderSn)

  // 3. seller1 ships the Alipay order in the seller centre.
  const sellerContext = await browser.newContext(china)
  const sellerLogin = await consoleCookies(sellerContext, 'seller1', 'zh-CN', 'seller')
  const seller = await sellerContext.newPage()
  const cleanSeller = watchConsole(seller)
  const carriers = await apiCall<{ id: string }[]>(
    request,
    sellerLogin.accessToken,
    'GET',
    `${origin}/store/other/logistics`,
  )
  await seller.goto(`${origin}/seller/orders?status=UNDELIVERED&orderSn=${first.orderSn}`)
  await expect(seller.locator('html[data-hydrated="true"]')).toBeAttached()
  const row = seller.getByTestId('orders-table').getByRole('row', { name: new RegExp(first.orderSn) })
  await row.getByTestId('order-ship').click()
  const ship = seller.getByTestId('ship-dialog')
  await ship.getByLabel('物流公司').selectOption(carriers[0]?.id ?? '')
  await ship.getByLabel('物流单号').fill('SF2026112900061')
  await ship.getByRole('button', { name: '发货' }).click()
  await expect(seller.getByText('没有符合条件的订单。')).toBeVisible()

  // 4. The buyer asks for a refund (退款) from the shipped order; the seller approves it.
  await page.goto(`${origin}/home/OrderDetail?sn=${first.orderSn}`)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'DELIVERED')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.getByTestId('item-apply-after-sale').click()
  await expect(page.getByRole('heading', { name: '申请售后' })).toBeVisible()
  await page.getByRole('radio', { name: '退款' }).check()
  await page.getByRole('combobox', { name: '提交原因' }).selectOption({ index: 1 })
  await page.getByRole('textbox', { name: '问题描述' }).fill('茶叶罐在运输中压坏，申请退款。')
  await expect(page.getByText('原路退回')).toBeVisible()
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByText('售后申请提交成功，请到售后订单查看！')).toBeVisible()
  const mine = await apiCall<{ records: AfterSaleRow[] }>(
    request,
    login.accessToken,
    'GET',
    `${origin}/buyer/order/afterSale/page?orderSn=${first.orderSn}`,
  )
  expect(mine.records).toHaveLength(1)
  const afterSale = mine.records[0] as AfterSaleRow
  const refundAmount = afterSale.applyRefundPrice.toFixed(2)
  expect(Number(refundAmount)).toBeGreaterThan(0)
  expect(Number(refundAmount)).toBeLessThanOrEqual(Number(first.amount))

  await seller.goto(`${origin}/seller/after-sale/${afterSale.sn}`)
  await expect(seller.locator('html[data-hydrated="true"]')).toBeAttached()
  await expect(seller.getByTestId('after-sale-status')).toHaveText('待审核')
  await seller.getByTestId('after-sale-approve').click()
  await seller.getByTestId('after-sale-dialog').getByRole('textbox', { name: '备注' }).fill('同意退款')
  await seller.getByTestId('after-sale-submit').click()
  await expect(seller.getByTestId('after-sale-status')).toHaveText('已完成')
  cleanSeller()
  await sellerContext.close()

  // 5. The site's payment-refund job sends it to Alipay (out_request_no = the after-sale sn): the
  // buyer reads 已退款 with Alipay's number, the order is refunded.
  await expect(async () => {
    await page.goto(`${origin}/home/AfterSaleDetail?sn=${afterSale.sn}`)
    await expect(page.getByTestId('gateway-refund')).toHaveAttribute('data-state', 'SUCCESS', {
      timeout: 2_000,
    })
  }).toPass({ timeout: 60_000 })
  expect(alipay.calls.filter((m) => m === 'alipay.trade.refund')).toHaveLength(1)
  const atAlipay = alipay.trade(alipayTradeNo)
  expect(atAlipay?.refunds.get(afterSale.sn)).toBe(refundAmount)
  const refundLine = page.getByTestId('gateway-refund')
  await expect(refundLine).toContainText('已退款')
  await expect(refundLine).toContainText(`退款请求号 ${afterSale.sn}`)
  await expect(refundLine).toContainText(`渠道退款号 ${atAlipay?.tradeNo}`)
  await page.goto(`${origin}/home/OrderDetail?sn=${first.orderSn}`)
  await expect(page.getByTestId('gateway-refund')).toContainText('已退款')
  // Nothing went to WeChat Pay: its order stays paid.
  expect(wechat.transaction(scanned.outTradeNo)?.refunds.size).toBe(0)
  clean()
  await context.close()

  // 6. The operator's 退款记录 holds it with both numbers; 1366 in Chinese and English.
  for (const lang of ['zh-CN', 'en'] as const) {
    const operator = await browser.newContext({ ...china, locale: lang })
    await consoleCookies(operator, 'admin', lang)
    const admin = await operator.newPage()
    const cleanAdmin = watchConsole(admin)
    await admin.goto(`${origin}/admin/payments?tab=refunds&sn=${first.orderSn}`)
    const refunds = admin.getByTestId('refund-table')
    const logged = refunds.getByRole('row').filter({ hasText: afterSale.sn })
    const words =
      lang === 'en'
        ? ['After-sale refund', 'Original payment', 'Refunded']
        : ['售后退款', '原路退回', '已退款']
    for (const word of words) await expect(logged).toContainText(word)
    await expect(logged).toContainText(atAlipay?.tradeNo ?? '')
    await expect(logged).toContainText(first.orderSn)
    await admin.goto(`${origin}/admin/payments?tab=refunds`)
    await expect(refunds.getByRole('row').filter({ hasText: afterSale.sn })).toBeVisible()
    await noOverflow(admin)
    await expectAxeClean(admin, `refund log ${lang}`)
    await admin.screenshot({ path: shotPath(`refund-log-${lang}-1366.png`), fullPage: true })
    cleanAdmin()
    await operator.close()
  }
})
