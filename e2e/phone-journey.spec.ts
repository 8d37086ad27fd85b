import { expect, test } from '@playwright/test'
import { registerMember } from './member-session.ts'
import { ensureAddress, topUpWallet } from './order-fixtures.ts'
import { fits } from './phone-fixtures.ts'
import { signIn } from './sign-in.ts'

/**
 * The core journey on a phone (issue 24, decision 027), by touch: the menu sheet, search, a goods page's
 * bottom bar, the cart's settle bar, checkout and the cashier; no page scrolls sideways on the way.
 */
test('search, add to the cart, check out and pay on a phone', async ({ page, context, request }) => {
  test.setTimeout(120_000)
  const member = await registerMember(request)
  await ensureAddress(request, member.accessToken)
  await topUpWallet(request, member.accessToken)
  await signIn(context, member)

  // The header's menu is a sheet: the guide countries inside, Escape closes it and focus comes back.
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await fits(page)
  // Opened from the keyboard here (a tap does not focus a button, so focus has nowhere to return).
  const menuButton = page.getByTestId('phone-menu-button')
  await menuButton.focus()
  await page.keyboard.press('Enter')
  const sheet = page.getByRole('dialog', { name: '网站导航' })
  await expect(sheet).toBeVisible()
  await expect(sheet.getByRole('link', { name: '越南' })).toBeVisible()
  await expect(sheet.getByRole('link', { name: '会员中心' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
  await expect(menuButton).toBeFocused()

  // Search, then a goods card.
  await page.getByTestId('search-input').fill('普洱')
  await page.getByRole('button', { name: '搜索' }).tap()
  await expect(page).toHaveURL(/\/goodsList\?keyword=/)
  await fits(page)
  await expect(page.getByTestId('tab-bar')).toBeVisible()
  await page.getByTestId('goods-card').first().tap()
  await expect(page).toHaveURL(/\/goodsDetail\?/)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await fits(page)

  // The bottom bar's 加入购物车 stays in the window; it opens the SKU sheet, whose button adds.
  const addCart = page.getByTestId('phone-buy-bar').getByRole('button', { name: '加入购物车' })
  await expect(addCart).toBeInViewport()
  await expect(addCart).toBeEnabled()
  await addCart.tap()
  const skuSheet = page.getByRole('dialog', { name: '选择规格和数量' })
  await skuSheet.getByTestId('sku-sheet-confirm').tap()
  await expect(page.getByText('商品已成功添加到购物车')).toBeVisible()
  await expect(skuSheet).toBeHidden()

  // To the cart through the menu sheet; settle from the sticky bar.
  await menuButton.tap()
  await page.getByRole('dialog', { name: '网站导航' }).getByRole('link', { name: '购物车' }).tap()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  await expect(page.getByTestId('tab-cart-badge')).toHaveText('1')
  await fits(page)
  const settle = page.getByTestId('settle')
  await expect(settle).toBeInViewport()
  await settle.tap()

  // Checkout: the address is there; submit.
  await expect(page).toHaveURL(/\/pay\?way=CART/)
  await expect(page.getByText('138****8000').first()).toBeVisible()
  await fits(page)
  await page.getByTestId('submit-order').tap()

  // Cashier: the wallet.
  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
  await fits(page)
  await page.getByTestId('pay-now').tap()
  await page.getByRole('dialog', { name: '支付确认' }).getByRole('button', { name: '确定' }).tap()
  await expect(page.getByTestId('pay-done')).toHaveAttribute('data-paid', 'true')
  await fits(page)
})
