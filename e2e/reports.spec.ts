import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { chooseLanguage, type Lang } from './language.ts'
import { apiCall, demoOrder, skuWithStock } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * 统计报表 (issue 66 item 5, decision 158): a buyer's views of a store page and a goods page reach the
 * store's traffic figures; the seller's report and the operator's report show, at 1366 px in Chinese
 * and in English, the same totals and rows as their APIs, and pass axe. SHOTS_DIR=<dir> saves each.
 */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.waitForTimeout(400)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
const daysAgo = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() - n * 86_400_000),
  )
/** "¥1,234.50" or "1,234.50" → 1234.5 */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

interface Report {
  totals: Record<string, number>
  rows: { start: string; orders: number; paidAmount: number }[]
  members: { totalMembers: number }[] | null
}

/** The page's totals and its sales table are the API's figures for the same range. */
async function expectFigures(page: Page, report: Report) {
  const totals = page.getByTestId('report-totals')
  await expect(totals.getByTestId('total-orders')).toHaveText(String(report.totals.orders))
  expect(amount(await totals.getByTestId('total-paidAmount').textContent())).toBeCloseTo(
    report.totals.paidAmount,
    2,
  )
  await expect(totals.getByTestId('total-buyers')).toHaveText(String(report.totals.buyers))
  expect(amount(await totals.getByTestId('total-refundAmount').textContent())).toBeCloseTo(
    report.totals.refundAmount,
    2,
  )
  await expect(totals.getByTestId('total-pageViews')).toHaveText(String(report.totals.pageViews))
  const rows = page.getByTestId('sales-table').locator('tbody tr')
  await expect(rows).toHaveCount(report.rows.length)
  for (const i of [0, report.rows.length - 1]) {
    const cells = rows.nth(i).locator('td')
    await expect(cells.nth(0)).toContainText(report.rows[i].start)
    await expect(cells.nth(1)).toHaveText(String(report.rows[i].orders))
    expect(amount(await cells.nth(2).textContent())).toBeCloseTo(report.rows[i].paidAmount, 2)
  }
}

async function openIn(context: BrowserContext, page: Page, lang: Lang, path: string, report: Report) {
  await chooseLanguage(context, lang)
  await page.goto(path)
  await hydrated(page)
  // The chart is drawn in the browser once uPlot's chunk has come; a range without a sale says so instead.
  if (report.rows.some((r) => r.orders > 0 || r.paidAmount > 0))
    await expect(page.getByTestId('sales-chart').locator('canvas')).toBeAttached()
  else
    await expect(page.getByTestId('sales-chart-empty')).toHaveText(
      lang === 'en' ? 'No sales in the chosen range.' : '所选时段内暂无成交。',
    )
}

async function untilViews(request: APIRequestContext, token: string, storeId: string, goodsId: string) {
  // The node writes its counts every few seconds.
  await expect
    .poll(
      async () => {
        const report = await apiCall<{
          trafficPages: { goodsId: string | null; storeId: string; pageViews: number }[]
        }>(request, token, 'GET', `/store/statistics/report?from=${today()}&to=${today()}`)
        const pages = report.trafficPages.filter((p) => p.storeId === storeId)
        return [pages.some((p) => p.goodsId === goodsId), pages.some((p) => p.goodsId === null)]
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toEqual([true, true])
}

test('the seller and the operator read their reports, the same as their APIs, in Chinese and English', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  // A paid order at store 2001 today (the demo has none), so the figures are not all zero.
  await demoOrder(request, { storeId: '2001', username: 'buyer2' })
  // A buyer looks at store 2001's page and one of its goods.
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const buyerPage = await visitor.newPage()
  const sku = await skuWithStock(request, '2001', 1)
  await buyerPage.goto(`/merchant?id=2001`)
  await hydrated(buyerPage)
  await buyerPage.goto(`/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  await hydrated(buyerPage)
  await visitor.close()

  // 商家中心 → 统计 → 经营统计.
  const seller = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const sellerPage = await seller.newPage()
  const assertSellerClean = watchConsole(sellerPage)
  const sellerLogin = await consoleSignIn(seller, request, 'seller', 'seller1')
  await untilViews(request, sellerLogin.accessToken, '2001', sku.goodsId)
  await chooseLanguage(seller, 'zh-CN')
  await sellerPage.goto('/seller')
  await hydrated(sellerPage)
  await sellerPage.getByTestId('console-menu').getByRole('link', { name: '经营统计' }).click()
  await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText('经营统计')
  const month = await apiCall<Report>(
    request,
    sellerLogin.accessToken,
    'GET',
    `/store/statistics/report?from=${daysAgo(29)}&to=${today()}&period=DAY`,
  )
  expect(month.totals.pageViews).toBeGreaterThanOrEqual(2)
  expect(month.totals.orders).toBeGreaterThanOrEqual(1)
  await hydrated(sellerPage)
  await expectFigures(sellerPage, month)
  await expect(sellerPage.getByTestId('traffic-pages-table')).toContainText(/店铺首页/)
  const top = await apiCall<{ goodsByAmount: { goodsName: string; quantity: number }[] }>(
    request,
    sellerLogin.accessToken,
    'GET',
    `/store/statistics/report?from=${daysAgo(29)}&to=${today()}`,
  )
  const firstGoods = sellerPage.getByTestId('goodsAmount-table').locator('tbody tr').first()
  await expect(firstGoods).toContainText(top.goodsByAmount[0].goodsName)
  await expectAxeClean(sellerPage, 'seller statistics zh')
  await shot(sellerPage, 'seller-statistics-zh')

  // By week, in English.
  const weeks = await apiCall<Report>(
    request,
    sellerLogin.accessToken,
    'GET',
    `/store/statistics/report?from=${daysAgo(60)}&to=${today()}&period=WEEK`,
  )
  await openIn(
    seller,
    sellerPage,
    'en',
    `/seller/statistics?from=${daysAgo(60)}&to=${today()}&period=WEEK`,
    weeks,
  )
  await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText('Store reports')
  await expectFigures(sellerPage, weeks)
  await expectAxeClean(sellerPage, 'seller statistics en')
  await shot(sellerPage, 'seller-statistics-en')
  assertSellerClean()
  // A range the wrong way round is refused in the page's language (the page answers 400).
  await sellerPage.goto(`/seller/statistics?from=${today()}&to=${daysAgo(3)}`)
  await expect(sellerPage.getByText('The start date cannot be after the end date')).toBeVisible()
  await seller.close()

  // 运营后台 → 统计 → 平台统计, by month, platform-wide then one store.
  const operator = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const admin = await operator.newPage()
  const assertAdminClean = watchConsole(admin)
  const adminLogin = await consoleSignIn(operator, request, 'admin', 'admin')
  const range = `from=${daysAgo(89)}&to=${today()}&period=MONTH`
  const platform = await apiCall<Report>(
    request,
    adminLogin.accessToken,
    'GET',
    `/manager/statistics/report?${range}`,
  )
  await chooseLanguage(operator, 'zh-CN')
  await admin.goto('/admin')
  await hydrated(admin)
  await admin.getByTestId('console-menu').getByRole('link', { name: '平台统计' }).click()
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('平台统计')
  await openIn(operator, admin, 'zh-CN', `/admin/statistics?${range}`, platform)
  await expectFigures(admin, platform)
  const members = admin.getByTestId('members-table').locator('tbody tr')
  await expect(members).toHaveCount(platform.members?.length ?? -1)
  await expect(members.last().locator('td').nth(2)).toHaveText(String(platform.members?.at(-1)?.totalMembers))
  await expectAxeClean(admin, 'admin statistics zh')
  await shot(admin, 'admin-statistics-zh')

  const store = await apiCall<Report>(
    request,
    adminLogin.accessToken,
    'GET',
    `/manager/statistics/report?${range}&storeId=2002`,
  )
  await openIn(operator, admin, 'en', `/admin/statistics?${range}&storeId=2002`, store)
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Platform reports')
  await expect(admin.getByTestId('report-filters').locator('select[name=storeId]')).toHaveValue('2002')
  await expectFigures(admin, store)
  await expect(admin.getByTestId('report-members')).toHaveCount(0)
  await expectAxeClean(admin, 'admin statistics en')
  await shot(admin, 'admin-statistics-en')
  assertAdminClean()
  await operator.close()

  // The read-only auditor reads the same report, marked read-only.
  const audit = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const auditPage = await audit.newPage()
  await consoleSignIn(audit, request, 'admin', 'auditor')
  await chooseLanguage(audit, 'zh-CN')
  await auditPage.goto(`/admin/statistics?${range}`)
  await hydrated(auditPage)
  await expect(auditPage.getByTestId('read-only')).toBeVisible()
  await expectFigures(auditPage, platform)
  await audit.close()
})
