import { expect, test } from '@playwright/test'
import { solveSlider } from './member-session.ts'
import { consoleSignIn } from './seller-session.ts'

/**
 * A console's home reached inside the page (its menu entry, the redirect after sign-in) loads its data
 * from `/seller.data` or `/admin.data`: the login must reach that request too, not only the pages
 * under the console's path (it went to the sign-in page instead).
 */
for (const [console, username, page0, dashboard] of [
  ['seller', 'seller1', '/seller/orders', 'pending-counts'],
  ['admin', 'admin', '/admin/members', 'count-withdrawals'],
] as const) {
  test(`${console}: the menu's home entry opens the dashboard, still signed in`, async ({
    page,
    request,
  }) => {
    await consoleSignIn(page.context(), request, console, username)
    await page.goto(page0)
    const documents: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url())
    })
    await page.getByTestId('console-menu').getByRole('link', { name: '首页', exact: true }).click()
    await expect(page.getByTestId(dashboard)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${console}$`))
    expect(documents).toEqual([])
  })
}

test('the operator signs in on the sign-in page and lands on the dashboard', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login\?rePath=%2Fadmin$/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByPlaceholder('用户名 / 手机号').fill('admin')
  await page.getByPlaceholder('密码', { exact: true }).fill('silk123456')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await solveSlider(page)
  await expect(page.getByTestId('count-withdrawals')).toBeVisible()
  await expect(page).toHaveURL(/\/admin$/)
})
