import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { consoleSignIn } from './seller-session.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * Issue #19 journey 3 (decision 113): the operator writes a news article with formatting in the
 * rich-text editor and publishes it → it is in the news centre, on its page with the formatting, and
 * in the sitemap; taken down, it leaves both. The operator changes a hot word → the home page's search
 * box shows it.
 */
test('the operator publishes a formatted news article; the news centre and the sitemap show it', async ({
  page,
  request,
  browser,
}) => {
  const stop = watchConsole(page)
  const title = `丝路之舟开通中亚专线 ${Date.now() % 100_000}`
  await consoleSignIn(page.context(), request, 'admin', 'admin')
  await page.goto('/admin/articles')
  await page.getByRole('link', { name: '发布文章' }).click()
  await expect(page).toHaveURL(/\/admin\/articles\/new$/)
  await page.getByLabel('标题', { exact: true }).fill(title)
  await page.getByLabel('分类').selectOption('101')
  // Its own cover (issue 65), through the console's checked upload.
  const cover = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2a6f5b' } })
    .png()
    .toBuffer()
  await page
    .getByTestId('article-cover')
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover })
  const uploaded = page.getByTestId('article-cover').locator('img')
  await expect(uploaded).toHaveAttribute('src', /\/uploads\//)
  const coverSrc = (await uploaded.getAttribute('src')) ?? ''

  const editor = page.getByTestId('article-editor')
  await editor.click()
  await page.getByTestId('editor-h2').click()
  await page.keyboard.type('专线要点')
  await page.keyboard.press('Enter')
  await page.keyboard.type('每周两班，')
  await page.getByTestId('editor-bold').click()
  await expect(page.getByTestId('editor-bold')).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('时效七天')
  await page.getByTestId('editor-bold').click()
  await page.keyboard.type('。')
  await expect(editor.locator('h2')).toHaveText('专线要点')
  await expect(editor.locator('strong')).toHaveText('时效七天')
  await expectAxeClean(page, 'article editor')
  await page.getByTestId('article-publish').click()
  await expect(page.getByText('文章已发布')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/articles$/)
  const row = page.getByTestId('article-table').locator('tbody tr', { hasText: title })
  await expect(row).toContainText('已发布')
  const href = await row.getByRole('link', { name: '查看' }).getAttribute('href')
  expect(href).toMatch(/^\/SlNewsDetails\?id=\d+$/)

  // A visitor: the news centre lists it, its page keeps the formatting, the sitemap has it.
  const visitor = await browser.newPage()
  await visitor.goto('/SlNewsCenter')
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible()
  const card = visitor.locator('article', { has: visitor.getByRole('link', { name: title }) }).first()
  expect(new URL(coverSrc, 'http://x').pathname).toBe(
    new URL((await card.locator('img').first().getAttribute('src')) ?? '', 'http://x').pathname,
  )
  await visitor.goto(href as string)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(visitor.locator('h2', { hasText: '专线要点' })).toBeVisible()
  await expect(visitor.locator('strong', { hasText: '时效七天' })).toBeVisible()
  const sitemap = async () => (await request.get('/sitemap.xml')).text()
  expect(await sitemap()).toContain(href)

  // Taken down: gone from the news centre and the sitemap at once.
  await row.getByRole('button', { name: '下架' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '下架' }).click()
  await expect(page.getByText('文章已下架')).toBeVisible()
  await visitor.goto('/SlNewsCenter')
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0)
  expect(await sitemap()).not.toContain(href)
  await visitor.close()
  stop()
})

test('the operator changes a hot word; the home page search box shows it', async ({
  page,
  request,
  browser,
}) => {
  const word = `中亚专线${Date.now() % 1000}`
  await consoleSignIn(page.context(), request, 'admin', 'admin')
  await page.goto('/admin/hot-words')
  const table = page.getByTestId('hot-word-table')
  const top = table.locator('tbody tr').first()
  await expect(top).toBeVisible()
  const old = (await top.locator('td').first().textContent())?.trim() ?? ''
  await top.getByRole('button', { name: '编辑' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('热词').fill(word)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(dialog).toBeHidden()
  await expect(table.locator('tbody tr').first()).toContainText(word)
  await expect(table).not.toContainText(old)

  // A new visitor (no hot-word cookie yet) sees it under the search box of the home page.
  const visitor = await browser.newPage()
  await visitor.goto('/')
  await expect(visitor.getByTestId('hot-words')).toContainText(word)
  await expect(visitor.getByTestId('hot-words')).not.toContainText(old)
  await visitor.close()

  // Put the demo's word back for the other journeys.
  await table.locator('tbody tr').first().getByRole('button', { name: '编辑' }).click()
  await dialog.getByLabel('热词').fill(old)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(table.locator('tbody tr').first()).toContainText(old)
})
