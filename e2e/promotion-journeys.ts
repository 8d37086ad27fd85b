import type { Browser, BrowserContext, Page } from '@playwright/test'
import { chooseLanguage, type Lang } from './language.ts'
import { registerMember } from './member-session.ts'
import { ensureAddress } from './order-fixtures.ts'
import { signIn } from './sign-in.ts'

/** What the promotion journeys (拼团, 砍价) share. */

/** The page hydrated (its buttons work). */
export const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor()

/**
 * SHOTS_DIR=<dir>: `url` at 1366 and 390, in English then Chinese (the context's language is Chinese
 * afterwards), full page, as `<name>-<width>-<en|zh>.png`; nothing without SHOTS_DIR.
 */
export async function shots(page: Page, context: BrowserContext, url: string, name: string) {
  if (!process.env.SHOTS_DIR) return
  for (const [w, h] of [
    [1366, 900],
    [390, 844],
  ]) {
    await page.setViewportSize({ width: w, height: h })
    for (const lang of ['en', 'zh-CN'] as Lang[]) {
      await chooseLanguage(context, lang)
      await page.goto(url)
      await hydrated(page)
      await page.waitForTimeout(500)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/${name}-${w}-${lang === 'en' ? 'en' : 'zh'}.png`,
        fullPage: true,
      })
    }
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** A new buyer in a browser context of their own, signed in, with an address. */
export async function newBuyer(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const member = await registerMember(context.request)
  await signIn(context, member)
  await ensureAddress(context.request, member.accessToken)
  return { context, page: await context.newPage(), member }
}
