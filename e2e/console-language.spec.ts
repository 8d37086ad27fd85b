import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
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
