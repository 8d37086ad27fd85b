import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { registerMember } from './member-session.ts'
import { ensureAddress } from './order-fixtures.ts'
import { signIn } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * The demo's WHOLESALE goods (the Yiwu factory's magnetic tiles, from 10, 50 and 200 pieces): its ladder on the list
 * and the goods page, the 起批量 a quantity under which is said to be too few (not silently raised), and the cart priced by the step reached
 * and refusing a quantity below the first.
 */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
const yuan = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

test('a wholesale goods: its ladder on the list and the goods page, the minimum, and the cart priced by step', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const clean = watchConsole(page)
  await page.goto(`/goodsList?keyword=${encodeURIComponent('磁力片拼搭玩具')}`)
  const card = page.getByTestId('goods-card').filter({ hasText: '10件起批' }).first()
  await expect(card).toBeVisible()
  await card.click()
  await hydrated(page)

  const ladder = page.getByTestId('wholesale-ladder')
  await expect(ladder.locator('li')).toHaveCount(3)
  await expect(ladder.locator('li').nth(0)).toContainText('10–49')
  await expect(ladder.locator('li').nth(2)).toContainText('≥200')
  const steps = await Promise.all(
    [0, 1, 2].map(async (i) => yuan(await ladder.locator('li b').nth(i).textContent())),
  )
  expect(steps[0]).toBeGreaterThan(steps[1] ?? 0)
  expect(steps[1]).toBeGreaterThan(steps[2] ?? 0)

  // The quantity starts at the minimum and names the step it reaches. A quantity typed under the
  // minimum is not raised behind the buyer's back: it stays, is said to be too few, and is not added.
  const quantity = page.getByTestId('quantity')
  await expect(quantity).toHaveValue('10')
  await expect(page.getByRole('button', { name: '-' })).toBeDisabled()
  await quantity.fill('5')
  await quantity.blur()
  await expect(quantity).toHaveValue('5')
  // Said in the goods' own unit: the tiles are sold by the set (套).
  await expect(page.getByTestId('wholesale-below')).toHaveText(
    '起批量为 10套：5套不足起批量，请至少购买 10套',
  )
  await expect(quantity).toHaveAttribute('aria-invalid', 'true')
  await page.getByRole('button', { name: '加入购物车' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '不足起批量' })).toBeVisible()
  await expect(page).not.toHaveURL(/login/)
  await quantity.fill('60')
  await quantity.blur()
  await expect
    .poll(async () => yuan(await page.getByTestId('wholesale-note').locator('b').textContent()))
    .toBe(steps[1])
  await expect(page.getByTestId('wholesale-below')).toHaveCount(0)
  const goodsUrl = page.url()
  clean()

  const context = await browser.newContext()
  const member = await registerMember(request)
  await ensureAddress(request, member.accessToken)
  await signIn(context, member)
  const buyer = await context.newPage()
  await buyer.goto(goodsUrl)
  await hydrated(buyer)
  await buyer.getByRole('button', { name: '加入购物车' }).click()
  await expect(buyer.getByText('商品已成功添加到购物车')).toBeVisible()
  await buyer.goto('/cart')
  await hydrated(buyer)
  const line = buyer.getByTestId('cart-line').first()
  await expect
    .poll(async () => yuan(await line.getByTestId('line-subtotal').textContent()))
    .toBe((steps[0] ?? 0) * 10)
  await line.getByLabel('数量').fill('50')
  await line.getByLabel('数量').press('Enter')
  await expect
    .poll(async () => yuan(await line.getByTestId('line-subtotal').textContent()))
    .toBe((steps[1] ?? 0) * 50)
  // Below the first step the line says so and cannot be bought.
  await line.getByLabel('数量').fill('5')
  await line.getByLabel('数量').press('Enter')
  await expect(line).toContainText('10套起批')
  await expect(line.getByRole('checkbox')).not.toBeChecked()

  // The English interface reads the ladder in English.
  await chooseLanguage(context, 'en')
  await buyer.goto(goodsUrl)
  await expect(buyer.getByTestId('wholesale-ladder')).toContainText('≥ 200 pcs')
  await expect(buyer.getByTestId('wholesale-note')).toContainText('Minimum order: 10 pcs')
  await context.close()
})
