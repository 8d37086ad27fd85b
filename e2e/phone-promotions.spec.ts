import { expect, type Locator, test } from '@playwright/test'
import { fits } from './phone-fixtures.ts'

/** The flash sale and the points mall at 390: two cards a row, as JD's app (issue 65 item 5). */
async function twoColumns(cards: Locator) {
  await expect(cards.nth(3)).toBeVisible()
  const boxes = await cards.evaluateAll((els) => els.slice(0, 4).map((el) => el.getBoundingClientRect()))
  expect(Math.round(boxes[0].top)).toBe(Math.round(boxes[1].top))
  expect(boxes[1].left).toBeGreaterThan(boxes[0].right)
  expect(Math.round(boxes[2].top)).toBeGreaterThan(Math.round(boxes[0].top))
  expect(boxes[0].width).toBeGreaterThan(150)
}

test('flash sale: two columns on a phone', async ({ page }) => {
  await page.goto('/seckill')
  await twoColumns(page.getByTestId('seckill-card'))
  await fits(page)
})

test('points mall: two columns on a phone', async ({ page }) => {
  await page.goto('/pointMall')
  await twoColumns(page.getByTestId('points-card'))
  await fits(page)
})
