import { expect, type Page, test } from '@playwright/test'
import { hydrated } from './promotion-journeys.ts'
import { consoleSignIn } from './seller-session.ts'
import { watchConsole } from './support.ts'

/**
 * The operator console's pages for lilishop's 会员评价, 积分历史, 分销商品, 分销订单, 售后原因 and 行政地区
 * (issue #67), over the same /manager calls lilishop's console makes: each renders the demo's rows
 * (or its empty state), a review is hidden from the goods page and shown again, the regions drill
 * down, and the read-only auditor gets no moderation button.
 */
const open = async (page: Page, url: string) => {
  await page.goto(url)
  await hydrated(page)
}

test('the operator moderates reviews and reads points, distribution, reasons and regions', async ({
  page,
  request,
}) => {
  const stop = watchConsole(page)
  await consoleSignIn(page.context(), request, 'admin', 'admin')

  await open(page, '/admin/evaluations?grade=WORSE')
  await expect(page.getByRole('heading', { name: '会员评价' })).toBeVisible()
  const row = page.getByTestId('evaluation-table').locator('tbody tr').first()
  await expect(row).toContainText('差评')
  await expect(row).toContainText('显示中')
  await row.getByTestId('evaluation-toggle').click()
  await page.getByRole('dialog').getByRole('button', { name: '隐藏' }).click()
  await expect(page.getByText('评价已隐藏')).toBeVisible()
  await expect(row).toContainText('已隐藏')
  await row.getByTestId('evaluation-toggle').click()
  await page.getByRole('dialog').getByRole('button', { name: '显示' }).click()
  await expect(row).toContainText('显示中')
  await open(page, '/admin/evaluations?memberName=nobody-at-all')
  await expect(page.getByText('暂无会员评价')).toBeVisible()

  await open(page, '/admin/points-history')
  await expect(page.getByTestId('points-totals')).toContainText('累计发放积分')
  await open(page, '/admin/points-history?memberName=nobody-at-all')
  await expect(page.getByText('暂无积分记录')).toBeVisible()

  await open(page, '/admin/distribution-goods')
  await expect(page.getByTestId('distribution-goods-table').locator('tbody tr').first()).toContainText('¥')
  await open(page, '/admin/distribution-orders?orderSn=O0')
  await expect(page.getByText('暂无分销订单')).toBeVisible()

  await open(page, '/admin/after-sale-reasons?serviceType=RETURN_MONEY')
  await expect(page.getByTestId('after-sale-reason-table').locator('tbody tr').first()).toContainText('退款')

  await open(page, '/admin/regions')
  await page.getByTestId('regions-provinces').getByRole('link', { name: '广东省' }).click()
  await page.getByTestId('regions-cities').getByRole('link', { name: '深圳市' }).click()
  await expect(page.getByTestId('regions-districts')).toContainText('南山区')
  stop()
})

test('the auditor reads reviews without the moderation button', async ({ page, request }) => {
  await consoleSignIn(page.context(), request, 'admin', 'auditor')
  await open(page, '/admin/evaluations')
  await expect(page.getByTestId('read-only')).toBeVisible()
  await expect(page.getByTestId('evaluation-table').locator('tbody tr').first()).toBeVisible()
  await expect(page.getByTestId('evaluation-toggle')).toHaveCount(0)
})
