import { type BrowserContext, expect, test } from '@playwright/test'
import { registerMember } from './member-session.ts'
import { dragSliderByTouch, fits, hydrated } from './phone-fixtures.ts'
import { signIn } from './sign-in.ts'

/**
 * The other core journeys on a phone (issue 24, decision 027), by touch at 390 × 844: sign in with a
 * password (the slider dragged by touch), claim a coupon in the coupon centre and find it in 我的, open a country guide from the menu
 * sheet and read it; no page scrolls sideways on the way.
 */

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value

test('sign in with a password on a phone, then 我的 shows my order counts', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request)
  // The shop's pages carry the tab bar (the marketing home does not).
  await page.goto('/slShop')
  await hydrated(page)
  // 我的 on the tab bar sends a visitor to sign in, and back to 我的 afterwards.
  await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).tap()
  await expect(page).toHaveURL(/\/login/)
  await hydrated(page)
  await fits(page)
  await page.getByPlaceholder('用户名 / 手机号').tap()
  await page.getByPlaceholder('用户名 / 手机号').fill(member.username)
  await page.getByPlaceholder('密码', { exact: true }).tap()
  await page.getByPlaceholder('密码', { exact: true }).fill(member.password)
  await page.getByRole('button', { name: '登录', exact: true }).tap()
  await dragSliderByTouch(page)
  await expect(page).toHaveURL(/\/home$/)
  expect(await cookie(context, 'accessToken')).toBeTruthy()
  await hydrated(page)
  await fits(page)
  // 我的: the order counts by status first, each a way into its list.
  const counts = page.getByRole('region', { name: '我的订单' })
  await expect(counts).toBeInViewport()
  for (const name of ['待付款', '待发货', '待收货', '待评价', '退款/售后'])
    await expect(counts.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  await counts.getByRole('link', { name: /待付款/ }).tap()
  await expect(page).toHaveURL(/\/home\/MyOrder\?tag=WAIT_PAY/)
  await fits(page)
  await page.goBack()
  await page
    .getByRole('region', { name: '我的订单' })
    .getByRole('link', { name: /退款\/售后/ })
    .tap()
  await expect(page).toHaveURL(/\/home\/AfterSale$/)
  await fits(page)
})

test('claim a coupon in the coupon centre on a phone and find it in 我的', async ({
  page,
  context,
  request,
}) => {
  const member = await registerMember(request)
  await signIn(context, member)
  await page.goto('/slShop')
  await hydrated(page)
  await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).tap()
  await expect(page).toHaveURL(/\/home$/)
  await hydrated(page)
  const held = Number(await page.getByTestId('count-coupons').locator('b').textContent())

  // 我的's entry 优惠券, then the centre's tab.
  await page.getByRole('navigation', { name: '会员中心' }).getByRole('link', { name: '优惠券' }).tap()
  await expect(page).toHaveURL(/\/home\/Coupons$/)
  await hydrated(page)
  await page.getByRole('link', { name: '领券中心' }).tap()
  await expect(page).toHaveURL(/status=CENTRE/)
  await fits(page)
  const ticket = page
    .getByTestId('coupon-ticket')
    .filter({ has: page.getByTestId('claim') })
    .first()
  const claim = ticket.getByTestId('claim')
  await expect(claim).toBeEnabled()
  const box = await claim.boundingBox()
  expect(box?.height ?? 0, 'the claim button is a thumb-sized target').toBeGreaterThanOrEqual(44)
  const name = (await ticket.locator('b[title]').textContent())?.trim() ?? ''
  expect(name).not.toBe('')
  await claim.tap()
  const dialog = page.getByTestId('claim-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '我的优惠券' }).tap()
  await expect(dialog).toBeHidden()

  // My coupons (未使用) list it; 我的 counts one more.
  await expect(page).toHaveURL(/\/home\/Coupons$/)
  await expect(page.getByTestId('coupon-ticket').filter({ hasText: name })).toBeVisible()
  await fits(page)
  await page.getByTestId('tab-bar').getByRole('link', { name: '我的' }).tap()
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.getByTestId('count-coupons').locator('b')).toHaveText(String(held + 1))
})

test('open a country guide from the menu sheet on a phone and read it', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByTestId('phone-menu-button').tap()
  const sheet = page.getByRole('dialog', { name: '网站导航' })
  await expect(sheet).toBeVisible()
  const germany = sheet.getByRole('link', { name: '德国' })
  await germany.scrollIntoViewIfNeeded()
  await germany.tap()
  await expect(page).toHaveURL(/\/slGuide\?countryId=de/i)
  await expect(sheet).toBeHidden()
  await hydrated(page)
  await expect(page.getByTestId('guide')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('德国')
  await fits(page)

  // The port map fits the window; the fact list and every table fit, or scroll inside their own box.
  const map = page.getByTestId('port-map')
  await map.scrollIntoViewIfNeeded()
  await expect(map).toBeInViewport()
  const mapBox = await map.boundingBox()
  expect(mapBox && mapBox.x >= 0 && mapBox.x + mapBox.width <= 390, 'the map is inside the window').toBe(true)
  await expect(page.getByTestId('map-port').first()).toBeVisible()
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('main table, main figure, main dl, main pre')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        if (r.width === 0) return false
        if (r.left >= 0 && r.right <= innerWidth) return false
        // Sticking out is fine when a box of its own scrolls it.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          const overflow = getComputedStyle(p).overflowX
          const box = p.getBoundingClientRect()
          if ((overflow === 'auto' || overflow === 'scroll') && box.left >= 0 && box.right <= innerWidth)
            return false
        }
        return true
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  )
  expect(wide, 'wider than the window with no box of its own to scroll in').toEqual([])

  // Read on: the section bar jumps to a section, and the text is readable.
  await page.getByTestId('facts').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('facts')).toBeInViewport()
  const smallest = await page.evaluate(() =>
    Math.min(
      ...[...document.querySelectorAll('[data-testid="facts"] *')]
        .filter(
          (el) =>
            el.childNodes.length && [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim()),
        )
        .map((el) => Number.parseFloat(getComputedStyle(el).fontSize)),
    ),
  )
  expect(smallest).toBeGreaterThanOrEqual(14)
})
