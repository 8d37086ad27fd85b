import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** Shared by the screenshot suites (visual.spec.ts, phone-visual.spec.ts, phone-member.spec.ts). */
export const TOLERANCE = { maxDiffPixelRatio: 0.01 } as const

/** Fonts loaded and every picture in the window drawn, so a picture still on its way is not a change. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect()
        return r.bottom > 0 && r.top < innerHeight && r.width > 0
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  )
}

/** What differs between runs whatever the layout. */
export function volatile(page: Page): Locator[] {
  return [
    page.getByTestId('hot-words'),
    page.getByTestId('header-cart'),
    page.locator('header nav').first(),
    page.locator('[data-testid*="countdown"], [data-testid*="clock"]'),
    // The side bar's and the phone tab bar's cart counters.
    page.locator('[data-testid="side-cart"] span'),
    page.getByTestId('tab-cart-badge'),
  ]
}

/** The goods both phone screenshot suites show: the first pu'er goods of the demo catalogue. */
export async function screenshotGoods(
  request: APIRequestContext,
): Promise<{ id: string; goodsId: string; storeId: string }> {
  const page = await (
    await request.get(`/buyer/goods/goods/es?keyword=${encodeURIComponent('普洱')}&pageSize=1&perGoods=true`)
  ).json()
  const goods = page.result.records[0]
  expect(goods?.goodsId).toBeTruthy()
  return goods
}
