import { expect, type Page } from '@playwright/test'
import { sliderAnswer } from './member-session.ts'

/** What the phone journeys share (decision 027). */

/** The page does not scroll sideways. */
export async function fits(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }))
  expect(scrollWidth, page.url()).toBeLessThanOrEqual(clientWidth)
}

export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/**
 * Drags the open slider captcha with a finger: real touch input (Chromium's touch events, which the
 * page must see as pointer events of type `touch`), fast at first and slowing into the hole with a
 * wobble, over most of a second (the server refuses straight or instant drags). Resolves once the
 * server took the track and the dialog closed.
 */
export async function dragSliderByTouch(page: Page) {
  const dialog = page.getByTestId('slider-captcha')
  await expect(dialog.getByTestId('slider-back')).toBeVisible()
  const uuid = (await page.context().cookies()).find((c) => c.name === 'uuid')?.value ?? ''
  const x = await sliderAnswer(uuid)
  const box = await dialog.getByTestId('slider-handle').boundingBox()
  if (!box) throw new Error('no slider handle')
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', px: number, py: number) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchEnd' ? [] : [{ x: px, y: py, radiusX: 8, radiusY: 8, force: 1, id: 1 }],
    })
  // What kind of pointer the page sees pressing the handle.
  await page.evaluate(() => {
    const seen: string[] = []
    document.addEventListener('pointerdown', (e) => seen.push(e.pointerType), { capture: true, once: true })
    ;(window as unknown as { __kinds: string[] }).__kinds = seen
  })
  const startX = box.x + box.width / 2
  const y = box.y + box.height / 2
  await touch('touchStart', startX, y)
  for (let i = 1; i <= 16; i++) {
    const eased = 1 - (1 - i / 16) ** 3
    await touch('touchMove', startX + eased * (x + 3), y + (i % 3) - 1)
    await page.waitForTimeout(30 + (i % 4) * 10)
  }
  await touch('touchMove', startX + x, y)
  await page.waitForTimeout(80)
  await touch('touchEnd', startX + x, y)
  expect(await page.evaluate(() => (window as unknown as { __kinds: string[] }).__kinds)).toEqual(['touch'])
  await expect(dialog).toBeHidden()
}
