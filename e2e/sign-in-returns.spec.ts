import { expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { registerMember, solveSlider } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { pickSkus } from './shop-fixtures.ts'
import { watchConsole } from './support.ts'

/**
 * Issue 21, journeys a buyer expects around signing in: an add to cart asked for while signed out is
 * made after the login, back on the goods page; the return address never leaves the site; the home
 * intro does not play again on the way back from the login.
 */
async function loginWithPassword(page: Page, username: string, password: string) {
  await page.getByPlaceholder('用户名 / 手机号').fill(username)
  await page.getByPlaceholder('密码', { exact: true }).fill(password)
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await solveSlider(page)
}

type CartLine = { num: number; goodsSku: { id: string } }

test('add to cart while signed out: sign in, back on the goods page, the item is in the cart', async ({
  page,
  request,
}) => {
  const checkConsole = watchConsole(page)
  const member = await registerMember(request)
  const [sku] = await pickSkus(request, '2001', 1, { minStock: 3 })
  const goodsUrl = `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`

  await page.goto(goodsUrl)
  await page.getByRole('button', { name: '+' }).click()
  await expect(page.getByTestId('quantity')).toHaveValue('2')
  await page.getByRole('button', { name: '加入购物车' }).click()
  await expect(page).toHaveURL(/\/login\?rePath=%2FgoodsDetail&query=/)
  // The pending add is not in the address: a link cannot fill someone's cart.
  expect(page.url()).not.toMatch(/num=|cartType=/)

  await loginWithPassword(page, member.username, member.password)
  await expect(page).toHaveURL(`${baseURL}${goodsUrl}`)
  await expect(page.getByText('商品已成功添加到购物车')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(sku.goodsName)

  const cart = await apiCall<{ skuList: CartLine[] }>(
    request,
    member.accessToken,
    'GET',
    '/buyer/trade/carts/all',
  )
  expect(cart.skuList.map((l) => [l.goodsSku.id, l.num])).toEqual([[sku.id, 2]])
  await page.goto('/cart')
  await expect(page.getByRole('link', { name: sku.goodsName }).first()).toBeVisible()

  // A later login that does not come back to those goods adds nothing more.
  await page.context().clearCookies()
  await page.goto('/login?rePath=%2Fhome')
  await loginWithPassword(page, member.username, member.password)
  await expect(page).toHaveURL(`${baseURL}/home`)
  const after = await apiCall<{ skuList: CartLine[] }>(
    request,
    member.accessToken,
    'GET',
    '/buyer/trade/carts/all',
  )
  expect(after.skuList.map((l) => l.num)).toEqual([2])
  checkConsole()
})

test('the return address after signing in never leaves the site', async ({ page, request }) => {
  const member = await registerMember(request)
  await page.goto(`/login?rePath=${encodeURIComponent('/\\evil.example/x')}`)
  await loginWithPassword(page, member.username, member.password)
  await expect(page).toHaveURL(`${baseURL}/`)
  await page.context().clearCookies()
  await page.goto(`/login?rePath=${encodeURIComponent('https://evil.example/')}`)
  await loginWithPassword(page, member.username, member.password)
  await expect(page).toHaveURL(`${baseURL}/`)
})

test('the home intro does not play again on the way back from signing in', async ({ page, request }) => {
  const member = await registerMember(request)
  await page.goto('/')
  const intro = page.getByTestId('intro')
  await expect(intro).toHaveAttribute('data-state', 'on')
  await expect(intro).toHaveCount(0, { timeout: 8000 })
  await page.getByTestId('login-link').click()
  await expect(page).toHaveURL(/\/login\?rePath=%2F$/)
  await loginWithPassword(page, member.username, member.password)
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByTestId('logout')).toBeVisible()
  await page.waitForTimeout(500)
  await expect(intro).toHaveCount(0)

  // Nor when the load began at the login page.
  await page.context().clearCookies()
  await page.goto('/login')
  await loginWithPassword(page, member.username, member.password)
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByTestId('logout')).toBeVisible()
  await page.waitForTimeout(500)
  await expect(intro).toHaveCount(0)
})
