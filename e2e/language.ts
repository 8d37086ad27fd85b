import type { BrowserContext } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'

export type Lang = 'zh-CN' | 'en'

const mirrored = new WeakSet<BrowserContext>()

/**
 * Chooses the interface language for the context's next pages, as the language switch does: the `lang`
 * cookie the server renders by, and the `lang` in local storage that every page keeps that cookie in
 * line with (root.tsx). A cookie added alone lasts one page in a context that has already shown the
 * site in the other language: that page finds the old choice in local storage and writes it back to the
 * cookie, so the next page is rendered in the old language. So the cookie replaces any `lang` cookie,
 * and before each page's own scripts run, local storage is given the language the cookie names.
 */
export async function chooseLanguage(context: BrowserContext, lang: Lang): Promise<void> {
  await context.clearCookies({ name: 'lang' })
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }])
  if (mirrored.has(context)) return
  mirrored.add(context)
  await context.addInitScript((origin) => {
    if (location.origin !== origin) return
    const cookie = document.cookie.match(/(?:^|;\s*)lang=([^;]*)/)
    if (cookie?.[1]) localStorage.setItem('lang', decodeURIComponent(cookie[1]))
  }, new URL(baseURL).origin)
}
