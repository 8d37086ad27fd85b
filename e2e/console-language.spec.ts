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
