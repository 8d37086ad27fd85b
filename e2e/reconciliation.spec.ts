import { type ChildProcess, spawn } from 'node:child_process'
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
import { passwordLogin } from './sign-in.ts'
import { expectAxeClean, fromPreparedDemo, waitUntilReady, watchConsole } from './support.ts'

/**
 * Issue 61's 对账 page (decision 149) on a site of its own whose Alipay and WeChat Pay are the
 * simulators this spec starts: their bills of yesterday hold a payment and a refund the platform never
 * saw. The operator reads each gateway's bill again from the page, finds the differences, resolves one
 * with a note; the auditor sees it all and cannot resolve. Screenshots at 1366 in Chinese and English.
 */
// Above this worker's own server, past the ports other own-site specs take (+1 … +3).
const port = workerPort + 4
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'silk-e2e-reconcile-'))
let server: ChildProcess
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
  fromPreparedDemo(dataDir)
  server = spawn('node', ['apps/api/dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_RATE_LIMIT_PER_MINUTE: '100000',
      PAGE_SHED_LAG_MS: '0',
      SMS_PROVIDER: 'outbox',
      CAPTCHA_PROVIDER: 'slider-outbox',
      JOBS_ENABLED: 'false',
      ...alipay.env,
      ...wechat.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitUntilReady(origin, 'reconciliation', 1400)
})

test.afterAll(async () => {
  server?.kill('SIGTERM')
  await alipay?.close()
  await wechat?.close()
})

async function operatorCookies(context: BrowserContext, username: string, lang: 'zh-CN' | 'en') {
  const login = await passwordLogin(context.request, username, undefined, 'manager', origin, dataDir)
  const site = CONSOLES.admin
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
  await operatorCookies(context, 'admin', 'zh-CN')
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
  await operatorCookies(en, 'auditor', 'en')
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
