import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage, type Lang } from './language.ts'
import { appealedComplaint } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'

/**
 * The consoles in English (decision 137, update): a complaint's history is read from its codes in the
 * reader's language on the operator's, the seller's and the buyer's detail, what people typed staying
 * as typed; the operation log is filtered by choosing an action from a list grouped by area, not by
 * typing its code. SHOTS_DIR=<dir> saves 1366 px screenshots in both languages.
 */
test.describe.configure({ mode: 'serial' })

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

test('the operator reads a complaint’s history in English, rules on it, and every party reads it in their language', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const filed = await appealedComplaint(request)

  const operator = await browser.newContext()
  await chooseLanguage(operator, 'en')
  await consoleSignIn(operator, request, 'admin', 'admin')
  const admin = await operator.newPage()
  await admin.goto(`/admin/complaints/${filed.id}`)
  // The reply box is the page's state: typed before hydration, it would be reset.
  await expect(admin.locator('html[data-hydrated="true"]')).toBeAttached()
  const history = admin.getByTestId('complaint-history')
  await expect(admin.getByRole('heading', { name: 'History' })).toBeVisible()
  await expect(history).toContainText('The store appealed: 出库前已拍照检查')
  await expect(history).not.toContainText('商家申诉')

  await admin.getByLabel('Platform reply').fill('Please send the packing photos')
  await admin.getByRole('button', { name: 'Send' }).click()
  const dialogue = admin.getByTestId('complaint-dialogue')
  await expect(dialogue).toContainText('Platform')
  await expect(dialogue).toContainText('Please send the packing photos')
  await admin.getByRole('button', { name: 'Arbitrate' }).click()
  const dialog = admin.getByTestId('arbitrate-dialog')
  await dialog.getByLabel('Result').fill('The store sends a new tray')
  await dialog.getByRole('button', { name: 'Arbitrate' }).click()
  await expect(admin.getByTestId('admin-complaint')).toHaveAttribute('data-status', 'COMPLETE')
  // Newest first: the ruling above the appeal, both in English, the typed parts as typed.
  await expect(history.locator('li')).toHaveCount(2)
  await expect(history.locator('li').first()).toContainText(
    'Platform The platform ruled: The store sends a new tray',
  )
  await expect(history.locator('li').nth(1)).toContainText('The store appealed: 出库前已拍照检查')
  await expect(history).not.toContainText('平台')
  await shot(admin, 'admin-complaint-en')

  await chooseLanguage(operator, 'zh-CN')
  await admin.reload()
  await expect(history.locator('li').first()).toContainText('平台 平台仲裁：The store sends a new tray')
  await expect(history.locator('li').nth(1)).toContainText('商家申诉：出库前已拍照检查')
  await shot(admin, 'admin-complaint-zh')
  await operator.close()

  // The seller's detail and the buyer's, in English.
  const store = await browser.newContext()
  await chooseLanguage(store, 'en')
  await consoleSignIn(store, request, 'seller', 'seller3')
  const seller = await store.newPage()
  await seller.goto(`/seller/complaints/${filed.id}`)
  const sellerHistory = seller.getByTestId('complaint-history')
  await expect(sellerHistory).toContainText('The store appealed: 出库前已拍照检查')
  await expect(sellerHistory).toContainText('The platform ruled: The store sends a new tray')
  await expect(sellerHistory).not.toContainText('平台')
  await expect(seller.getByTestId('complaint-dialogue')).not.toContainText('平台')
  await shot(seller, 'seller-complaint-en')
  await store.close()

  await chooseLanguage(page.context(), 'en')
  await signIn(page.context(), { ...(await passwordLogin(request, 'buyer2')), username: 'buyer2' })
  await page.goto(`/home/ComplainDetail?id=${filed.id}`)
  const progress = page.getByTestId('complaint-history')
  await expect(progress.locator('li').first()).toContainText('The platform ruled: The store sends a new tray')
  await expect(progress).toContainText('The store appealed: 出库前已拍照检查')
  await expect(page.getByTestId('complaint-thread')).not.toContainText('平台')
  await shot(page, 'buyer-complaint-en')
})

test('the operation log is filtered by an action chosen by its title, grouped by area, in either language', async ({
  page,
  request,
}) => {
  // Signing in is a passport.login row for admin.
  await consoleSignIn(page.context(), request, 'admin', 'admin')
  const select = page.getByTestId('log-action')
  const choose = async (lang: Lang, title: string) => {
    await chooseLanguage(page.context(), lang)
    await page.goto('/admin/logs?adminName=admin')
    await select.selectOption({ label: title })
    await page.getByTestId('log-filters').getByRole('button').click()
    await expect(page).toHaveURL(/[?&]action=passport\.login(&|$)/)
  }

  await choose('en', 'Signed in')
  const rows = page.getByTestId('log-table').locator('tbody tr')
  await expect(rows.first()).toContainText('Signed in')
  await expect(page.getByTestId('log-table')).not.toContainText('Changed the settings')
  await expect(select.locator('optgroup[label="Sign-in and own account"] option').first()).toHaveText(
    'Signed in',
  )
  await expect(
    select.locator('optgroup[label="Members, withdrawals, distribution and stores"]'),
  ).toContainText('Approved a withdrawal')
  await expect(select.locator('option').first()).toHaveText('All actions')
  // The choice is in the address: a reload keeps it.
  await page.reload()
  await expect(select).toHaveValue('passport.login')
  await shot(page, 'admin-logs-en')

  // All actions again.
  await select.selectOption('')
  await page.getByTestId('log-filters').getByRole('button').click()
  await expect(page).not.toHaveURL(/action=passport/)

  await choose('zh-CN', '管理员登录')
  await expect(rows.first()).toContainText('管理员登录')
  await expect(select.locator('optgroup[label="登录与个人账号"] option').first()).toHaveText('管理员登录')
  await shot(page, 'admin-logs-zh')

  // A code the log does not know (an old bookmark) is refused in the page's language, not an empty list.
  await chooseLanguage(page.context(), 'en')
  await page.goto('/admin/logs?action=wallet.withdraw.aprove')
  await expect(page.getByTestId('console-page-error')).toContainText('action: unknown action')
})
