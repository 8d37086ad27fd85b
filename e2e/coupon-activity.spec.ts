import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { chooseLanguage, type Lang } from './language.ts'
import { registerMember } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { consoleSignIn, sellerSignIn } from './seller-session.ts'
import { pickSkus } from './shop-fixtures.ts'
import { signIn } from './sign-in.ts'

/**
 * 券活动 and 分销商品 (issue 66, decision 166) end to end: the operator creates a 精准发券 activity for a
 * new member in the console; the job queue sends it as it starts and the member finds the coupon in
 * 我的优惠券; seller3 opts a SKU into distribution with a commission and sees it listed.
 * SHOTS_DIR=<dir> saves the operator's list and detail and the seller's two pages at 1366, zh and en.
 */
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor()
const stamp = () => Date.now().toString(36).slice(-6)

async function shots(
  page: Page,
  context: BrowserContext,
  url: string,
  name: string,
  then?: () => Promise<void>,
) {
  if (!process.env.SHOTS_DIR) return
  for (const lang of ['en', 'zh-CN'] as Lang[]) {
    await chooseLanguage(context, lang)
    await page.goto(url)
    await hydrated(page)
    await then?.()
    await page.waitForTimeout(300)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}-1366-${lang === 'en' ? 'en' : 'zh'}.png`,
      fullPage: true,
    })
  }
  await chooseLanguage(context, 'zh-CN')
}

test.use({ viewport: { width: 1366, height: 900 } })

test('the operator sends a member a coupon through a 精准发券 activity; the member sees it in 我的优惠券', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const operator = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const admin = await operator.newPage()
  const login = await consoleSignIn(operator, request, 'admin', 'admin')
  const couponName = `活动专享券${stamp()}`
  await apiCall(request, login.accessToken, 'POST', '/manager/promotion/coupon', {
    couponName,
    couponType: 'PRICE',
    price: 15,
    consumeThreshold: 99,
    startTime: '2026-01-01 00:00:00',
    endTime: '2099-12-31 23:59:59',
    publishNum: 100,
    couponLimitNum: 1,
  })
  const member = await registerMember(request)
  const name = `精准发券${stamp()}`

  // 促销 → 券活动 → 新增券活动: 精准发券 to the member, starting now.
  await admin.goto('/admin/coupon-activities')
  await hydrated(admin)
  await admin.getByTestId('coupon-activity-add').click()
  const dialog = admin.getByTestId('coupon-activity-dialog')
  await dialog.getByTestId('coupon-activity-name').fill(name)
  await dialog.getByRole('checkbox', { name: couponName }).check()
  await dialog.getByRole('textbox', { name: /会员账号/ }).fill(member.username)
  await admin.getByTestId('coupon-activity-save').click()
  await expect(admin.getByText('券活动已创建')).toBeVisible()
  const row = admin.getByTestId('coupon-activity-table').locator('tbody tr', { hasText: name })
  await expect(row).toContainText('进行中')
  await expect(row).toContainText('指定会员')
  await expect(row).toContainText(couponName)

  // The job queue sends it: the row turns 已发放 with one member reached.
  await expect(async () => {
    await admin.reload()
    await hydrated(admin)
    await expect(row).toContainText('已发放', { timeout: 1000 })
  }).toPass({ timeout: 60_000, intervals: [2000] })
  await expect(row).toContainText('1人')
  await row.getByTestId('coupon-activity-detail').click()
  const records = admin.getByTestId('coupon-activity-records')
  await expect(records).toContainText(couponName)
  await expect(records.locator('tbody tr')).toHaveCount(1)
  await admin.keyboard.press('Escape')
  await shots(admin, operator, '/admin/coupon-activities', 'admin-coupon-activities')
  await shots(admin, operator, '/admin/coupon-activities', 'admin-coupon-activity-detail', async () => {
    await admin
      .getByTestId('coupon-activity-table')
      .locator('tbody tr', { hasText: name })
      .getByTestId('coupon-activity-detail')
      .click()
    await expect(admin.getByTestId('coupon-activity-records').locator('tbody tr')).toHaveCount(1)
  })
  await shots(admin, operator, '/admin/coupon-activities', 'admin-coupon-activity-form', async () => {
    await admin.getByTestId('coupon-activity-add').click()
    await expect(admin.getByTestId('coupon-activity-dialog')).toBeVisible()
  })

  // The member: 我的优惠券 holds the coupon.
  const buyer = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  await signIn(buyer, member)
  const page = await buyer.newPage()
  await page.goto('/home/Coupons')
  await hydrated(page)
  await expect(page.getByTestId('coupon-ticket').filter({ hasText: couponName })).toHaveCount(1)
  await operator.close()
  await buyer.close()
})

test('a seller opts a SKU into distribution with a commission and sees it listed', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000)
  const [sku] = await pickSkus(context.request, '2003', 1, { minStock: 1, skip: 3 })
  await sellerSignIn(context, context.request, 'seller3')

  // 营销 → 分销商品 → 选择分销商品: the goods from the picker, its first SKU, ¥3.5 a unit.
  await page.goto('/seller/promotions/distribution-goods')
  await hydrated(page)
  await page.getByTestId('distribution-goods-add').click()
  await page.getByTestId('distribution-goods-pick').click()
  const picker = page.getByTestId('goods-picker')
  await picker.getByRole('textbox').fill(sku!.goodsName)
  // The catalogue may hold two goods of one name: either will do.
  await picker.getByRole('checkbox', { name: sku!.goodsName, exact: true }).first().check()
  await page.getByTestId('goods-picker-done').click()
  await expect(page.getByTestId('distribution-goods-picked')).toHaveText(sku!.goodsName)
  await expect(page.getByTestId('distribution-goods-sku')).not.toHaveValue('')
  await page.getByTestId('distribution-goods-commission-input').fill('3.5')
  await page.getByTestId('distribution-goods-save').click()
  await expect(page.getByText('已保存分销佣金')).toBeVisible()
  const row = page.getByTestId('distribution-goods-table').locator('tbody tr', { hasText: sku!.goodsName })
  await expect(row.first()).toContainText('3.50')

  // The menu has both pages; the orders page lists the store's distribution orders.
  await page.getByRole('link', { name: '分销订单' }).click()
  await expect(page).toHaveURL(/\/seller\/promotions\/distribution-orders/)
  await expect(page.getByRole('heading', { name: '分销订单', level: 1 })).toBeVisible()
  await expect(page.getByTestId('distribution-orders-table').or(page.getByText('暂无分销订单'))).toBeVisible()
  await shots(page, context, '/seller/promotions/distribution-goods', 'seller-distribution-goods')
  await shots(page, context, '/seller/promotions/distribution-orders', 'seller-distribution-orders')
})
