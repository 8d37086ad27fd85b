import { expect, test } from '@playwright/test'
import { registerMember } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { pickSkus } from './shop-fixtures.ts'
import { signIn } from './sign-in.ts'

/**
 * Display currency (decision 130): the header's selector shows "≈ US$…" beside CNY prices on the goods
 * page and in the cart, kept in a cookie across a reload; the CNY price and what is charged stay as they were.
 */
test('the display currency switches to USD on the goods page and the cart and survives a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const [sku] = await pickSkus(request, '2001', 1, { minStock: 2 })
  const member = await registerMember(request)
  await apiCall(request, member.accessToken, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=CART`)
  const context = await browser.newContext()
  await signIn(context, member)
  const page = await context.newPage()
  await page.goto(`/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  const price = await page.getByTestId('price').textContent()
  await expect(page.getByTestId('approx-price')).toHaveCount(0)

  await page.getByTestId('currency-switch').selectOption('USD')
  const approx = page.getByTestId('approx-price').first()
  await expect(approx).toContainText(/^≈ US\$[\d,]+\.\d{2}$/)
  // The CNY price is unchanged.
  await expect(page.getByTestId('price')).toHaveText(price ?? '')
  // ¥ in fen × the demo rate 0.1389, half up, in cents: integers only.
  const fen = Number((price ?? '').replace(/[^\d]/g, ''))
  const cents = Math.floor((fen * 1389 + 5000) / 10000)
  const usd = (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  await expect(approx).toHaveText(`≈ US$${usd}`)

  await page.reload()
  await expect(page.getByTestId('currency-switch')).toHaveValue('USD')
  await expect(page.getByTestId('approx-price').first()).toContainText('US$')

  await page.goto('/cart')
  await expect(page.getByTestId('approx-price').first()).toContainText('US$')
  await page.reload()
  await expect(page.getByTestId('currency-switch')).toHaveValue('USD')
  await expect(page.getByTestId('approx-price').first()).toContainText('US$')
  expect((await context.cookies()).find((c) => c.name === 'currency')?.value).toBe('USD')

  // Back to CNY only: no "≈" anywhere.
  await page.getByTestId('currency-switch').selectOption('')
  await expect(page.getByTestId('approx-price')).toHaveCount(0)
  await context.close()
})
