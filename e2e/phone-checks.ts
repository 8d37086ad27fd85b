import { expect, type Page } from '@playwright/test'
import { wrapFaults } from './text-wrap.ts'

/**
 * The phone checks of every buyer route (issue 24, decision 027; issue 65): no sideways scroll at 360,
 * 390 or 430 px, no visible text of <main> under 14 px, and at 390 px titles and buttons wrap evenly
 * (e2e/text-wrap.ts). A route is loaded once, at 390 px — the width of the committed phone screenshots,
 * so a screenshot suite takes its picture in the same load (issue 58) — and measured again as the window
 * narrows to 360 and widens to 430 (a smaller phone, a larger one): three loads per route cost three
 * times as long and found nothing the resize does not.
 * Used by phone-visual.spec.ts and phone-member.spec.ts (pages as seeded, with their screenshots) and
 * phone-overflow.spec.ts (the member pages that need orders of their own).
 */
export const PHONE_WIDTHS = [390, 360, 430] as const

/** How far the page is wider than its window, and the visible text runs of <main> under 14 px. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const small: string[] = []
    const main = document.querySelector('main') ?? document.body
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const el = node.parentElement
      if (!text || !el) continue
      if (el.closest('[aria-hidden="true"], script, style, noscript, title, .visually-hidden')) continue
      const style = getComputedStyle(el)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const size = Number.parseFloat(style.fontSize)
      if (size < 13.95) small.push(`${text.slice(0, 30)} ${size}px ${el.tagName}.${el.className}`)
    }
    // What sticks out on the right, to name the culprit when the page is too wide.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .filter(
        (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= root.clientWidth + 1,
      )
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, small, wide }
  })
}

/** Opens `path` at 390 px, hydrated, in `lang`, with a member shell's data read (not its grey blocks). */
export async function openOnPhone(page: Page, path: string, lang: string) {
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 844 })
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('html'), `${path} in ${lang}`).toHaveAttribute('lang', lang)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/**
 * The faults of the page as loaded by openOnPhone, at each width; `at390` runs first, at 390 px (a
 * screenshot). Leaves the window at 390 px.
 */
export async function phoneFaults(page: Page, label: string, at390?: () => Promise<void>): Promise<string[]> {
  const faults: string[] = []
  for (const width of PHONE_WIDTHS) {
    if (width !== PHONE_WIDTHS[0]) {
      await page.setViewportSize({ width, height: 844 })
      // The new layout, laid out and painted.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
    } else if (at390) {
      await at390()
    }
    const m = await measure(page)
    const at = `${label} ${width}`
    if (m.clientWidth !== width) faults.push(`${at}: the layout viewport is ${m.clientWidth} px`)
    if (m.scrollWidth > m.clientWidth) faults.push(`${at}: ${m.scrollWidth} px wide (${m.wide.join('; ')})`)
    if (m.small.length > 0) faults.push(`${at}: small text ${m.small.slice(0, 3).join(' | ')}`)
    if (width === 390) for (const fault of await wrapFaults(page)) faults.push(`${at}: ${fault}`)
  }
  await page.setViewportSize({ width: PHONE_WIDTHS[0], height: 844 })
  return faults
}
