import { expect, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'

/**
 * Demo marks and stand-ins (issue 65 item 4, decision 163): the footer's 智库 and 合作机构 are the operator's
 * entries (the demo's say they are samples), the brand hall marks its sample brands instead of a sentence,
 * and the flash sale and points mall look like a shop's (item 5).
 */

test("the footer columns are the operator's entries, labelled samples in the demo, in both languages", async ({
  page,
  context,
}) => {
  await page.goto('/Service')
  const footer = page.locator('footer')
  const tanks = footer.getByTestId('footer-think-tanks')
  await expect(tanks.getByRole('heading')).toHaveText('智库')
  await expect(tanks.getByRole('link')).toHaveText(['示例智库 A', '示例智库 B'])
  await expect(footer.getByTestId('footer-partners').getByRole('link')).toHaveText([
    '示例合作机构 A',
    '示例合作机构 B',
    '示例合作机构 C',
  ])
  await chooseLanguage(context, 'en')
  await page.goto('/Service')
  await expect(page.locator('footer').getByTestId('footer-think-tanks').getByRole('link')).toHaveText([
    'Sample think tank A',
    'Sample think tank B',
  ])
})

test('the brand hall marks its sample brands on each card and page, not in a sentence', async ({ page }) => {
  await page.goto('/slBrand')
  await expect(page.locator('main')).not.toContainText('均为示例企业')
  const cards = page.locator('[data-brand]')
  await expect.poll(() => cards.count()).toBeGreaterThan(5)
  await expect(page.getByTestId('brand-sample')).toHaveCount(await cards.count())
  await expect(page.getByTestId('brand-sample').first()).toHaveText('示例数据')
  await cards.first().click()
  await expect(page).toHaveURL(/SlBrandDetails\?id=/)
  await expect(page.getByTestId('brand-sample-note')).toContainText('虚构品牌')
})

test('the flash sale fills its rows and says what was taken only when something was', async ({ page }) => {
  await page.goto('/seckill')
  const cards = page.getByTestId('seckill-card')
  await expect(cards.first()).toBeVisible()
  // The demo's ten goods a session fill two rows of five at 1920 (other journeys may add a stall's own).
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(10)
  const tops = await cards.evaluateAll((els) =>
    els.slice(0, 10).map((el) => Math.round(el.getBoundingClientRect().top)),
  )
  expect(tops.filter((top) => top === tops[0])).toHaveLength(5)
  expect(new Set(tops).size).toBe(2)
  await expect(page.getByTestId('seckill-goods')).not.toContainText(/已售 ?0 ?%/)
  // A taken count is never 0; the others say how many there are.
  for (const text of await page.getByTestId('seckill-taken').allTextContents())
    expect(text).toMatch(/已抢 [1-9]\d* 件|即将售罄/)
  await expect(page.getByTestId('seckill-stock').first()).toHaveText(/限量 \d+ 件/)
})

test('the points mall offers a full page of goods on its shelves', async ({ page }) => {
  await page.goto('/pointMall')
  await expect(page.getByTestId('points-card')).toHaveCount(20)
  const tabs = page
    .locator('nav')
    .filter({ has: page.getByRole('link', { name: '全部' }) })
    .getByRole('link')
  await expect(tabs).toHaveText(['全部', '超值兑换', '人气好物', '臻选好礼'])
  const points = await page
    .getByTestId('points-card')
    .evaluateAll((els) => els.map((el) => Number(el.textContent?.match(/(\d+) 积分/)?.[1])))
  expect(new Set(points).size).toBeGreaterThan(10)
})
