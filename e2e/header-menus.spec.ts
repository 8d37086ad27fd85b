import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'

/**
 * The header's drop-downs as a person sees them, at the two desktop widths and in both languages:
 * geometry a broken layout cannot pass (names on one line, nothing overlapping) and a screenshot
 * comparison that catches what geometry does not.
 */
const widths = [1920, 1366] as const
const langs = ['zh-CN', 'en'] as const

async function open(page: Page, lang: (typeof langs)[number], width: number) {
  await page.setViewportSize({ width, height: 900 })
  await chooseLanguage(page.context(), lang)
  await page.goto('/Service')
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await page.locator('[data-nav-index="2"] > a').hover()
  const menu = page.getByTestId('guide-menu')
  await expect(menu).toBeVisible()
  // The panel fades in: compare once it has settled.
  await expect(menu.locator('..')).toHaveCSS('opacity', '1')
  return menu
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5

for (const lang of langs) {
  for (const width of widths) {
    test(`出海指南 menu at ${width} (${lang}): every country on one line, counters beside names, nothing overlaps`, async ({
      page,
    }) => {
      const menu = await open(page, lang, width)
      const panel = await menu.boundingBox()
      expect(panel).not.toBeNull()
      // The panel stays inside the window.
      expect(panel?.x ?? -1).toBeGreaterThanOrEqual(0)
      expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(width)

      const links = menu.locator('li a')
      expect(await links.count()).toBe(20)
      const boxes: Box[] = []
      for (const link of await links.all()) {
        const box = await link.boundingBox()
        if (!box) throw new Error('a country link has no box')
        // One line of 32 px text, not a name stacked one character per line.
        expect(box.height, (await link.textContent()) ?? '').toBeLessThanOrEqual(36)
        const counter = link.getByTestId('guide-counter')
        if (await counter.count()) {
          const c = await counter.boundingBox()
          const name = await link.evaluate((a) => {
            const range = document.createRange()
            range.selectNodeContents(a.firstChild as Node)
            const r = range.getBoundingClientRect()
            return { x: r.x, y: r.y, width: r.width, height: r.height }
          })
          if (!c) throw new Error('a counter has no box')
          expect(c.x, 'counter sits right of the name').toBeGreaterThanOrEqual(name.x + name.width)
        }
        boxes.push(box)
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          expect(overlaps(boxes[i] as Box, boxes[j] as Box), `links ${i} and ${j} overlap`).toBe(false)
        }
      }
      const headings = await menu.locator('h3').all()
      const headingBoxes = await Promise.all(headings.map((h) => h.boundingBox()))
      for (let i = 1; i < headingBoxes.length; i++) {
        expect(
          (headingBoxes[i]?.x ?? 0) >= (headingBoxes[i - 1]?.x ?? 0) + (headingBoxes[i - 1]?.width ?? 0),
        ).toBe(true)
      }

      await expect(menu).toHaveScreenshot(`guide-menu-${lang}-${width}.png`, { maxDiffPixelRatio: 0.01 })
    })
  }
}

test('the header looks as it did at 1920 and 1366', async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/Service')
    await expect(page.locator('header').first()).toHaveScreenshot(`header-${width}.png`, {
      maxDiffPixelRatio: 0.01,
    })
  }
})
