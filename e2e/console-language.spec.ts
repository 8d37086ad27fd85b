import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { chooseLanguage } from './language.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'

/**
 * A console page rendered in English after the same page was rendered in Chinese is in English from
 * the server (it came in Chinese, then switched while hydrating, with React's error #418).
 */
test('a seller page in English after Chinese renders comes from the server in English', async ({
  page,
  request,
}) => {
  await consoleSignIn(page.context(), request, 'seller', 'seller1')
  const heading = async (path: string) =>
    (await (await page.request.get(path)).text()).match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
  expect(await heading('/seller/orders')).toBe('订单列表')
  const { hostname } = new URL(baseURL)
  await page.context().addCookies([{ name: 'lang', value: 'en', domain: hostname, path: '/' }])
  expect(await heading('/seller/orders')).toBe('Orders')
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto('/seller/goods')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Goods')
  await expect(page.getByTestId('console-menu')).toContainText('Orders')
  expect(errors).toEqual([])
})

/**
 * A stale link (an order that does not exist, or another store's) opens inside the console's frame
 * with the API's refusal in the page's language, not as the shop's "something went wrong" page.
 */
test('a console page the API refuses says why, inside the console, in its language', async ({
  page,
  request,
}) => {
  await consoleSignIn(page.context(), request, 'seller', 'seller1')
  const missing = await page.goto('/seller/orders/O20260000000000000001')
  expect(missing?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('无法打开此页')
  await expect(page.getByTestId('console-page-error')).toContainText('订单不存在')
  await expect(page.getByTestId('console-menu')).toContainText('订单列表')
  await page.getByTestId('console-menu').getByRole('link', { name: '订单列表' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('订单列表')

  const operator = await page.context().browser()!.newContext()
  const { hostname } = new URL(baseURL)
  await operator.addCookies([{ name: 'lang', value: 'en', domain: hostname, path: '/' }])
  await consoleSignIn(operator, request, 'admin', 'admin')
  const admin = await operator.newPage()
  await admin.goto('/admin/orders/O20260000000000000001')
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('This page cannot be opened')
  await expect(admin.getByTestId('console-page-error')).toContainText('The order does not exist')
  await admin.getByRole('link', { name: 'Back to the console home' }).click()
  await expect(admin).toHaveURL(/\/admin$/)
  await operator.close()
})

/**
 * Stored log texts read in the interface language (decision 137): the operation log's titles from their
 * action codes, an order's log lines from theirs — the seller's remark too, which no English form knew.
 */
test('the operation log and an order’s log read in Chinese, then in English, on both consoles', async ({
  page,
  request,
}) => {
  const order = await demoOrder(request, { stage: 'paid' })
  const sn = order.orderSn
  await apiCall(
    request,
    order.sellerToken,
    'PUT',
    `/store/order/order/${sn}/sellerRemark?sellerRemark=${encodeURIComponent('加急')}`,
  )
  // Signing in is the operation log's newest row for admin.
  await consoleSignIn(page.context(), request, 'admin', 'admin')
  await consoleSignIn(page.context(), request, 'seller', 'seller1')
  const logs = '/admin/logs?adminName=admin&action=passport.login'

  await chooseLanguage(page.context(), 'zh-CN')
  await page.goto(logs)
  await expect(page.getByTestId('log-table').locator('tbody tr').first()).toContainText('管理员登录')
  await page.goto(`/admin/orders/${sn}`)
  const adminLog = page.getByTestId('order-log')
  await expect(adminLog).toContainText('订单付款，付款方式[余额支付]')
  await expect(adminLog).toContainText('订单库存确认，等待商家发货')
  await expect(adminLog).toContainText(`订单[${sn}]商家备注：加急`)

  await chooseLanguage(page.context(), 'en')
  await page.goto(logs)
  const firstRow = page.getByTestId('log-table').locator('tbody tr').first()
  await expect(firstRow).toContainText('Signed in')
  await expect(page.getByTestId('log-table')).not.toContainText('管理员登录')
  await page.goto(`/admin/orders/${sn}`)
  await expect(adminLog).toContainText(`Order ${sn} placed`)
  await expect(adminLog).toContainText('Order payment (Wallet balance)')
  await expect(adminLog).toContainText('System Stock confirmed; waiting for the seller to ship')
  await expect(adminLog).toContainText(`Order ${sn}: seller’s note: 加急`)
  await expect(adminLog).not.toContainText('订单')
  await page.goto(`/seller/orders/${sn}`)
  const sellerLog = page.getByTestId('detail-log')
  await expect(sellerLog).toContainText('Stock confirmed; waiting for the seller to ship')
  await expect(sellerLog).toContainText(`Order ${sn}: seller’s note: 加急`)
  await expect(sellerLog).not.toContainText('订单')
})
