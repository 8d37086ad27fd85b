import { type Browser, expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { chooseLanguage } from './language.ts'
import { consoleSignIn } from './seller-session.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * Decision 168: the header's navigation row is the operator's. The operator adds an entry (资讯 →
 * the news centre, also current on an article's page) and renames it in `/admin/nav`; a visitor's
 * header shows it in Chinese and English, highlights it on its pages (by path, wherever it stands),
 * and the row goes back as it was once the entry is deleted.
 */
test('the operator adds and renames a header entry; the buyer header shows it and highlights it by path', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000)
  const stop = watchConsole(page)
  await consoleSignIn(page.context(), request, 'admin', 'admin')
  await page.goto('/admin/nav')
  const table = page.getByTestId('nav-entry-table')
  await expect(table.locator('tbody tr')).toHaveCount(8)
  await expect(table.locator('tbody tr').first()).toContainText('首页')
  await expectAxeClean(page, 'header navigation console')
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: test.info().outputPath(`admin-nav-${width}.png`), fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })

  // A new page entry: 资讯 → /SlNewsCenter, also current on /SlNewsDetails.
  await page.getByRole('button', { name: '新增导航' }).click()
  let form = page.getByRole('dialog')
  await form.getByLabel('类型').selectOption('PAGE')
  await form.getByLabel('名称', { exact: true }).fill('资讯')
  await form.getByLabel('英文名称').fill('News')
  await form.getByLabel('目标').fill('/SlNewsCenter')
  await form.getByLabel('同时高亮的路径').fill('/SlNewsDetails')
  await form.getByRole('button', { name: '保存' }).click()
  const row = table.locator('tbody tr', { hasText: '资讯' })
  await expect(row).toContainText('/SlNewsCenter')
  await expect(table.locator('tbody tr')).toHaveCount(9)

  // A bad target is refused with the reason under the field, nothing saved.
  await row.getByRole('button', { name: '编辑' }).click()
  form = page.getByRole('dialog')
  await form.getByLabel('目标').fill('javascript:alert(1)')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByText('请填写站内路径（/开头）')).toBeVisible()
  await expect(form).toBeVisible()

  // Renamed, and moved up to third place: highlighting follows the entry, not the position.
  await form.getByLabel('目标').fill('/SlNewsCenter')
  await form.getByLabel('名称', { exact: true }).fill('新闻资讯')
  await form.getByLabel('英文名称').fill('Newsroom')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form).toBeHidden()
  const renamed = table.locator('tbody tr', { hasText: '新闻资讯' })
  await expect(renamed).toBeVisible()
  for (let i = 0; i < 6; i++) {
    await renamed.getByRole('button', { name: '上移 新闻资讯' }).click()
    await expect(table.locator('tbody tr').nth(7 - i)).toContainText('新闻资讯')
  }

  try {
    await visitorSees(browser)
  } finally {
    // Deleted: the row is the seeded one again (other journeys read it).
    await page.goto('/admin/nav')
    await table.locator('tbody tr', { hasText: '新闻资讯' }).getByRole('button', { name: '删除' }).click()
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
    await expect(table.locator('tbody tr')).toHaveCount(8)
  }
  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  await visitor.goto('/SlNewsCenter')
  await expect(mainNav(visitor, '主导航').getByRole('link', { name: '新闻资讯' })).toHaveCount(0)
  await context.close()
  stop()
})

const mainNav = (page: Page, name: string) => page.getByRole('navigation', { name })

/** The current entry's label: the one with aria-current or the active class. */
const current = (page: Page, name: string) =>
  mainNav(page, name)
    .locator('[data-nav-index]')
    .evaluateAll((items) =>
      items
        .filter((li) => li.querySelector('[aria-current="page"]') !== null || /active/.test(li.className))
        .map((li) => li.textContent?.trim()),
    )

async function visitorSees(browser: Browser) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  for (const width of [1920, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    for (const [lang, label, nav, shop] of [
      ['zh-CN', '新闻资讯', '主导航', '商城'],
      ['en', 'Newsroom', 'Main menu', 'Shop'],
    ] as const) {
      await chooseLanguage(context, lang)
      await page.goto('/SlNewsCenter')
      const items = mainNav(page, nav).locator('[data-nav-index]')
      await expect(items).toHaveCount(9)
      await expect(items.nth(2)).toHaveText(label)
      expect(await current(page, nav)).toEqual([label])
      await expect(mainNav(page, nav).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await page
        .getByRole('banner')
        .screenshot({ path: test.info().outputPath(`header-${width}-${lang}.png`) })

      // An article's page belongs to it too; the goods list stays with the shop, now one place further on.
      await page.locator('article h3 a').first().click()
      await expect(page).toHaveURL(/\/SlNewsDetails\?id=/)
      expect(await current(page, nav)).toEqual([label])
      await page.goto('/goodsList')
      expect(await current(page, nav)).toEqual([shop])
      await page.goto('/')
      expect(await current(page, nav)).toEqual([lang === 'en' ? 'Home' : '首页'])
    }
  }
  // A phone: the menu sheet lists it.
  await page.setViewportSize({ width: 390, height: 844 })
  for (const [lang, label, menu, sheet] of [
    ['zh-CN', '新闻资讯', '菜单', '网站导航'],
    ['en', 'Newsroom', 'Menu', 'Site navigation'],
  ] as const) {
    await chooseLanguage(context, lang)
    await page.goto('/SlNewsCenter')
    await page.screenshot({ path: test.info().outputPath(`header-390-${lang}.png`) })
    await page.getByRole('button', { name: menu, exact: true }).click()
    await expect(
      page.getByRole('navigation', { name: sheet }).getByRole('link', { name: label }),
    ).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`phone-menu-390-${lang}.png`) })
  }
  await context.close()
}
