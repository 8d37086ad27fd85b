import { expect, type Page, test } from '@playwright/test'
import { CONSOLE_COOKIE_PATH } from '@silk/contracts/console'
import { ErrorCodes } from '@silk/contracts/errors'
import { registerMember, solveSlider } from './member-session.ts'
import { sellerSignIn } from './seller-session.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/** A row of the stock table by its SKU number, and its current stock. */
const stockRow = (page: Page, sn: string) =>
  page.getByTestId('stock-table').getByRole('row').filter({ hasText: sn })
const stockOf = async (page: Page, sn: string) =>
  Number(((await stockRow(page, sn).getByRole('cell').nth(4).textContent()) ?? '').trim())

async function editStock(page: Page, mode: '入库' | '出库' | '设为', amount: number) {
  const dialog = page.getByTestId('stock-dialog')
  // The dialog has settled once it has moved the focus into itself (Radix).
  await expect(dialog.getByLabel('方式')).toBeFocused()
  await dialog.getByLabel('方式').selectOption({ label: mode })
  await dialog.getByLabel('数量').fill(String(amount))
  await expect(dialog.getByLabel('数量')).toHaveValue(String(amount))
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
}

async function setWarning(page: Page, value: number) {
  const form = page.getByTestId('stock-warning-form')
  // The toast of an earlier save must be gone, or it would answer for this one.
  await expect(page.getByText('已保存')).toHaveCount(0)
  await form.getByLabel('库存预警数').fill(String(value))
  await form.getByRole('button', { name: '保存预警数' }).click()
  await expect(page.getByText('已保存')).toBeVisible()
}

test('a seller signs in, edits stock and store categories, and a read-only clerk can only look', async ({
  page,
  browser,
  request,
}) => {
  // One long journey through four pages and two logins: more than the default minute on a busy machine.
  test.setTimeout(240_000)
  const cleanSoFar = watchConsole(page)
  // Console pages are private: sign-in first, then back where the seller was heading.
  await page.goto('/seller/goods/stock')
  await expect(page).toHaveURL(/\/seller\/login\?rePath=%2Fseller%2Fgoods%2Fstock/)
  await page.locator('html[data-hydrated="true"]').waitFor()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
  await page.getByPlaceholder('用户名 / 手机号').fill('seller1')
  await page.getByPlaceholder('密码', { exact: true }).fill('silk123456')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await solveSlider(page)
  await expect(page).toHaveURL(/\/seller\/goods\/stock$/)
  await expect(page.getByTestId('console-org')).toHaveText('丝路之舟自营旗舰店')
  // The seller login lives in its own cookies, never the buyer's accessToken.
  const cookies = await page.context().cookies()
  expect(cookies.find((c) => c.name === 'sellerAccessToken')?.path).toBe(CONSOLE_COOKIE_PATH)
  expect(cookies.some((c) => c.name === 'accessToken')).toBe(false)

  // Stock: every SKU is listed, not only the low ones (issue 60 #5): a SKU found by its number and
  // raised above the threshold (0) stays in the list, marked 充足, and is set back.
  const sn = 'SK40001203'
  const search = page.getByTestId('stock-filters')
  await search.getByLabel('商品名称 / 规格编号').fill(sn)
  await search.getByRole('button', { name: '搜索' }).click()
  await expect(page).toHaveURL(/goodsName=SK40001203/)
  await expect(stockRow(page, sn)).toBeVisible()
  const start = await stockOf(page, sn)
  await stockRow(page, sn).getByRole('button', { name: '改库存' }).click()
  await editStock(page, '设为', start + 5)
  await expect.poll(() => stockOf(page, sn)).toBe(start + 5)
  await expect(stockRow(page, sn).getByRole('cell', { name: '充足', exact: true })).toBeVisible()
  await stockRow(page, sn).getByRole('button', { name: '改库存' }).click()
  await editStock(page, '设为', start)
  await expect.poll(() => stockOf(page, sn)).toBe(start)
  await page.getByRole('link', { name: '重置' }).click()
  await expect(page).toHaveURL(/\/seller\/goods\/stock$/)
  // Then the low-stock tab: raise the threshold so these SKUs are low, edit one, then a batch, and undo.
  await setWarning(page, 10)
  await page.getByTestId('stock-tab-low').click()
  await expect(page).toHaveURL(/filter=low/)
  await expect(stockRow(page, sn)).toBeVisible()
  const before = await stockOf(page, sn)
  await stockRow(page, sn).getByRole('button', { name: '改库存' }).click()
  await editStock(page, '入库', 5)
  await expect.poll(() => stockOf(page, sn)).toBe(before + 5)
  const other = 'SK40001225'
  const otherBefore = await stockOf(page, other)
  const batch = async (mode: '入库' | '出库', amount: number) => {
    await stockRow(page, sn).getByRole('checkbox').check()
    await stockRow(page, other).getByRole('checkbox').check()
    await page.getByTestId('stock-batch').click()
    await editStock(page, mode, amount)
  }
  await batch('入库', 3)
  await expect.poll(() => stockOf(page, other)).toBe(otherBefore + 3)
  await expect.poll(() => stockOf(page, sn)).toBe(before + 8)
  await batch('出库', 3)
  await expect.poll(() => stockOf(page, other)).toBe(otherBefore)
  // The refusal below is a 400 the browser logs; nothing else may be.
  cleanSoFar()
  // Removing more than is in stock is refused; the dialog keeps what was typed and nothing changes.
  await stockRow(page, sn).getByRole('button', { name: '改库存' }).click()
  const dialog = page.getByTestId('stock-dialog')
  await dialog.getByLabel('方式').selectOption({ label: '出库' })
  await dialog.getByLabel('数量').fill(String(before + 6))
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible()
  await expect(dialog.getByLabel('数量')).toHaveValue(String(before + 6))
  await page.keyboard.press('Escape')
  await expect.poll(() => stockOf(page, sn)).toBe(before + 5)
  const cleanAfter = watchConsole(page)
  await stockRow(page, sn).getByRole('button', { name: '改库存' }).click()
  await editStock(page, '设为', before)
  await expect.poll(() => stockOf(page, sn)).toBe(before)
  await setWarning(page, 0)
  await expectAxeClean(page, 'stock')

  // Store categories: a top category and one below it.
  await page.getByRole('navigation', { name: '功能菜单' }).getByRole('link', { name: '店铺分类' }).click()
  const top = `茶具${Date.now() % 10000}`
  await page.getByRole('button', { name: '新增一级分类' }).click()
  await page.getByTestId('category-dialog').getByLabel('分类名称').fill(top)
  await page.getByTestId('category-dialog').getByRole('button', { name: '保存' }).click()
  const topRow = page.getByTestId('category-table').getByRole('row').filter({ hasText: top })
  await topRow.getByRole('button', { name: '新增子分类' }).click()
  await page.getByTestId('category-dialog').getByLabel('分类名称').fill(`${top}·盖碗`)
  await page.getByTestId('category-dialog').getByRole('button', { name: '保存' }).click()
  await expect(page.getByTestId('category-table')).toContainText(`└ ${top}·盖碗`)

  // Staff: a role that may only look at goods, and a clerk with it.
  const member = await registerMember(request)
  await page.getByRole('link', { name: '店员管理' }).click()
  await page.getByRole('link', { name: '角色' }).click()
  await page.getByRole('button', { name: '新增角色' }).click()
  const roleDialog = page.getByTestId('role-dialog')
  const roleName = `商品只读${Date.now() % 10000}`
  await roleDialog.getByLabel('角色名称').fill(roleName)
  await roleDialog.getByLabel('商品 修改').check()
  // Write implies read; unticking read unticks write: the role ends up read-only.
  await expect(roleDialog.getByLabel('商品 查看')).toBeChecked()
  await roleDialog.getByLabel('商品 查看').uncheck()
  await expect(roleDialog.getByLabel('商品 修改')).not.toBeChecked()
  await roleDialog.getByLabel('商品 查看').check()
  await roleDialog.getByRole('button', { name: '保存' }).click()
  await expect(page.getByTestId('role-table')).toContainText(`${roleName}`)
  await expect(page.getByTestId('role-table')).toContainText('商品（查看）')
  await page.getByRole('link', { name: '店员', exact: true }).click()
  await page.getByRole('button', { name: '添加店员' }).click()
  const clerkDialog = page.getByTestId('clerk-dialog')
  await clerkDialog.getByLabel('会员账号').fill(member.username)
  await clerkDialog.getByLabel('店员名称').fill('只读店员')
  await clerkDialog.getByLabel(roleName).check()
  await clerkDialog.getByRole('button', { name: '保存' }).click()
  await expect(page.getByTestId('clerk-table')).toContainText(member.username)
  cleanAfter()

  // The clerk sees goods only, read-only, and the API refuses their write.
  const clerkContext = await browser.newContext()
  const clerk = await sellerSignIn(clerkContext, request, member.username, member.password)
  const clerkPage = await clerkContext.newPage()
  await clerkPage.goto('/seller')
  const menu = clerkPage.getByTestId('console-menu')
  await expect(menu).toContainText('库存管理')
  await expect(menu).not.toContainText('店员管理')
  await expect(menu).toContainText('商品列表')
  await expect(menu).not.toContainText('发布商品')
  // The goods list without publish, edit, shelve, delete or batch controls.
  await clerkPage.goto('/seller/goods')
  await expect(clerkPage.getByTestId('goods-table')).toBeVisible()
  await expect(clerkPage.getByTestId('read-only')).toBeVisible()
  await expect(clerkPage.getByTestId('goods-publish')).toHaveCount(0)
  await expect(clerkPage.getByTestId('goods-table').getByRole('link', { name: '编辑' })).toHaveCount(0)
  await expect(clerkPage.getByTestId('goods-table').getByRole('button', { name: '下架' })).toHaveCount(0)
  await expect(clerkPage.getByTestId('goods-batch-up')).toHaveCount(0)
  await expect(clerkPage.getByTestId('goods-table').getByRole('checkbox')).toHaveCount(0)
  await clerkPage.goto('/seller/goods/stock')
  await expect(clerkPage.getByTestId('read-only')).toBeVisible()
  await expect(clerkPage.getByRole('button', { name: '改库存' })).toHaveCount(0)
  await expect(clerkPage.getByTestId('stock-batch')).toHaveCount(0)
  const refused = await request.put('/store/goods/goods/update/stocks', {
    headers: { accessToken: clerk.accessToken },
    data: [{ skuId: '1', quantity: 1, type: 'ADD' }],
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
  await clerkContext.close()

  // Signing out asks first, then ends the seller login only.
  await page.getByRole('button', { name: '退出登录' }).click()
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: '退出登录' })
    .click()
  await expect(page).toHaveURL(/\/seller\/login$/)
  expect((await page.context().cookies()).some((c) => c.name === 'sellerAccessToken')).toBe(false)
})
