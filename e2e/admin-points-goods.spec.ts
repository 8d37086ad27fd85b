import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { registerMember } from './member-session.ts'
import { apiCall, ensureAddress, skuWithStock } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { signIn } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * 积分商城 management (issue 66 item 4, decision 156): the operator adds a points category and a
 * points goods in the console, a new member (100 points for registering) finds it in the points mall
 * and exchanges it, and the operator sees its stock go down; then takes it off sale (the mall no
 * longer shows it) and deletes it with its category, leaving the shared demo mall as it was.
 * SHOTS_DIR=<dir> also saves the list and the edit dialog at 1366 px, in Chinese and in English.
 */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: false })
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached()

/** A listed SKU with stock that is not a points goods yet (the journeys share one database). */
async function freeSku(request: APIRequestContext, token: string) {
  for (const storeId of ['2003', '2002', '2001']) {
    for (let skip = 3; skip < 12; skip += 3) {
      const sku = await skuWithStock(request, storeId, skip)
      const picker = await apiCall<{ records: { skuId: string; pointsGoodsId: string | null }[] }>(
        request,
        token,
        'GET',
        `/manager/promotion/pointsGoods/skus?keyword=${sku.id}`,
      )
      if (picker.records.some((r) => r.skuId === sku.id && r.pointsGoodsId === null)) return sku
    }
  }
  throw new Error('no SKU left to make a points goods of')
}

test('the operator adds a points goods that a buyer exchanges, and sees its stock go down', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const operator = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const admin = await operator.newPage()
  const assertClean = watchConsole(admin)
  const login = await consoleSignIn(operator, request, 'admin', 'admin')
  const sku = await freeSku(request, login.accessToken)
  const suffix = Date.now() % 100_000
  const categoryName = `旅程好礼${suffix}`
  const categoryNameEn = `Journey gifts ${suffix}`

  // 积分分类: a category of its own.
  await admin.goto('/admin/points-categories')
  await hydrated(admin)
  await admin.getByRole('button', { name: '添加分类' }).click()
  const categoryForm = admin.getByTestId('points-category-form')
  await categoryForm.getByLabel('分类名称').fill(categoryName)
  await categoryForm.getByLabel('英文名称').fill(categoryNameEn)
  await categoryForm.getByRole('button', { name: '保存' }).click()
  await expect(admin.getByText('分类已添加')).toBeVisible()
  const categoryRow = admin
    .getByTestId('points-category-table')
    .locator('tbody tr', { hasText: categoryName })
  await expect(categoryRow).toContainText(categoryNameEn)

  // 积分商品: found from the menu, the SKU chosen by searching, wrong numbers marked before sending.
  await admin.getByTestId('console-menu').getByRole('link', { name: '积分商品' }).click()
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('积分商品')
  await hydrated(admin)
  await admin.getByRole('button', { name: '添加积分商品' }).click()
  const form = admin.getByTestId('points-goods-form')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByText('请选择商品')).toBeVisible()
  await form.getByTestId('points-sku-search').fill(sku.id)
  await form.getByTestId('points-sku-search').press('Enter')
  const result = form.getByTestId('points-sku-results').locator('li').first()
  await expect(result).toContainText(sku.goodsName)
  await result.getByRole('button', { name: '选择' }).click()
  await expect(form.getByTestId('points-chosen-sku')).toContainText(sku.goodsName)
  await form.getByLabel('分类').selectOption({ label: categoryName })
  await form.getByLabel('兑换积分').fill('0')
  await form.getByLabel('兑换库存').fill('-1')
  await form.getByLabel('结束时间').fill('2020-01-01T00:00')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByText('兑换积分须为大于0的整数')).toBeVisible()
  await expect(form.getByText('兑换库存须为不小于0的整数')).toBeVisible()
  await expect(form.getByText('结束时间须晚于开始时间')).toBeVisible()
  await form.getByLabel('兑换积分').fill('60')
  await form.getByLabel('兑换库存').fill('2')
  await form.getByLabel('结束时间').fill('2099-12-31T23:59')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(admin.getByText('积分商品已添加')).toBeVisible()
  const row = admin.getByTestId('points-goods-table').locator('tbody tr', { hasText: sku.goodsName })
  await expect(row).toContainText('60 积分')
  await expect(row).toContainText(categoryName)
  await expect(row).toContainText('兑换中')
  await expect(row.getByTestId('points-stock')).toHaveText('2')

  // A new member (100 points for registering) exchanges it in the points mall.
  const member = await registerMember(request)
  await ensureAddress(request, member.accessToken)
  await signIn(page.context(), { ...member, username: member.username })
  await page.goto('/pointMall')
  await page.getByRole('link', { name: categoryName }).click()
  const card = page.getByTestId('points-card').filter({ hasText: sku.goodsName })
  await expect(card).toContainText('60 积分')
  await card.getByRole('button', { name: '立即兑换' }).click()
  await expect(page).toHaveURL(/\/pay\?way=POINTS/)
  await expect(page.getByTestId('pay-points')).toHaveText('60')
  await page.getByTestId('submit-order').click()
  await expect(page.getByTestId('pay-done')).toBeVisible()

  // The operator sees the stock go down.
  await admin.reload()
  await expect(row.getByTestId('points-stock')).toHaveText('1')
  await expectAxeClean(admin, 'admin points goods')
  await shot(admin, 'points-goods-list-zh')
  await row.getByRole('button', { name: '编辑' }).click()
  await expect(form.getByLabel('兑换库存')).toHaveValue('1')
  await expect(form).toContainText('打开时为 1')
  await shot(admin, 'points-goods-edit-zh')
  await form.getByRole('button', { name: '取消' }).click()

  // The same pages in English.
  const { hostname } = new URL(baseURL)
  await operator.addCookies([{ name: 'lang', value: 'en', domain: hostname, path: '/' }])
  await admin.reload()
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Points items')
  await expect(admin.getByTestId('console-menu')).toContainText('Points categories')
  // Goods and category in English: the row is found by its category's English name.
  const rowEn = admin.getByTestId('points-goods-table').locator('tbody tr', { hasText: categoryNameEn })
  await expect(rowEn).toContainText('60 points')
  await expect(rowEn).toContainText('On offer')
  await shot(admin, 'points-goods-list-en')
  await hydrated(admin)
  await rowEn.getByRole('button', { name: 'Edit' }).click()
  await expect(form.getByLabel('Stock for exchange')).toHaveValue('1')
  await shot(admin, 'points-goods-edit-en')
  await form.getByLabel('Points', { exact: true }).fill('0')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('The points must be a whole number above 0')).toBeVisible()
  await form.getByRole('button', { name: 'Cancel' }).click()
  await operator.addCookies([{ name: 'lang', value: 'zh-CN', domain: hostname, path: '/' }])
  await admin.reload()
  await hydrated(admin)

  // Taken off sale: the mall no longer offers it.
  await row.getByRole('button', { name: '下架' }).click()
  await admin.getByRole('dialog').getByRole('button', { name: '下架' }).click()
  await expect(row).toContainText('已下架')
  await page.goto('/pointMall')
  await expect(page.getByTestId('points-card').filter({ hasText: sku.goodsName })).toHaveCount(0)

  assertClean()
  // Its category cannot go while it holds the goods (a 400 the browser logs by design); deleting the
  // goods frees it.
  await admin.goto('/admin/points-categories')
  await hydrated(admin)
  await categoryRow.getByRole('button', { name: '删除' }).click()
  await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(admin.getByText('该分类下还有积分商品，不能删除')).toBeVisible()
  await expect(categoryRow).toBeVisible()
  await admin.goto('/admin/points-goods')
  await hydrated(admin)
  await row.getByRole('button', { name: '删除' }).click()
  await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(row).toHaveCount(0)
  await admin.goto('/admin/points-categories')
  await hydrated(admin)
  await categoryRow.getByRole('button', { name: '删除' }).click()
  await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(categoryRow).toHaveCount(0)
  await operator.close()
})
