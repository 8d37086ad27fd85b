import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage, type Lang } from './language.ts'

/**
 * The goods list's filter rows as a person reads them, in both languages at the two desktop widths: a
 * brand's name is not cut short in its tile, "More" and "+ Multiple" each stay on one line, and a row
 * that hides values under its closed line offers "More". English names are longer than Chinese ones:
 * tiles of a fixed 120 px showed "Menghai Tea F", and "+ Multiple" broke in two.
 */
const lists = [
  ['a search', '/goodsList?keyword=tea'],
  ['a category', '/goodsList?categoryId=1001'],
] as const

/** What a reader would find wrong in the filter rows, one line each. */
function problems(page: Page) {
  return page.getByTestId('filters').evaluate((filters) => {
    const found: string[] = []
    const lines = (el: Element) => {
      const range = document.createRange()
      range.selectNodeContents(el)
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size
    }
    for (const row of filters.querySelectorAll('[data-testid^="filter-"]')) {
      const name = row.firstElementChild?.textContent ?? ''
      // The row: its name, its values' list (over the multi-select's OK and Cancel), its buttons.
      const list = row.children[1]?.firstElementChild
      if (!list) continue
      const bottom = list.getBoundingClientRect().bottom
      let hidden = 0
      for (const value of list.children) {
        if (value.getBoundingClientRect().top >= bottom - 1) {
          hidden++
          continue
        }
        for (const box of [value, ...value.querySelectorAll('span')]) {
          if (box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1) {
            found.push(`${name}: "${value.textContent}" is cut short`)
            break
          }
        }
        if (value.getBoundingClientRect().right > list.getBoundingClientRect().right + 1)
          found.push(`${name}: "${value.textContent}" runs past its row`)
      }
      const buttons = [...row.querySelectorAll('button')]
      for (const button of buttons) {
        if (lines(button) > 1) found.push(`${name}: "${button.textContent}" takes ${lines(button)} lines`)
      }
      if (hidden > 0 && !buttons.some((b) => /^(More|更多)$/.test(b.textContent?.trim() ?? '')))
        found.push(`${name}: ${hidden} values hidden and no More`)
    }
    return found
  })
}

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  for (const width of [1920, 1366]) {
    test(`goods list filters at ${width} (${lang}): brand names whole, buttons on one line, More when values are hidden`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await chooseLanguage(context, lang)
      for (const [name, path] of lists) {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
        await expect(page.getByTestId('filter-brand')).toBeVisible()
        // Which rows hide values is measured once the page is live (and its fonts are in).
        await expect.poll(() => problems(page), `${name} ${path}`).toEqual([])
      }

      // More opens the brand row: every brand whole; Less closes it again.
      const brands = page.getByTestId('filter-brand')
      await brands.getByRole('button', { name: lang === 'en' ? 'More' : '更多' }).click()
      await expect.poll(() => problems(page)).toEqual([])
      await brands.getByRole('button', { name: lang === 'en' ? 'Less' : '收起' }).click()
      await expect(brands.getByRole('button', { name: lang === 'en' ? 'More' : '更多' })).toBeVisible()
    })
  }
}

for (const lang of ['zh-CN', 'en'] as Lang[]) {
  test(`a price range typed wrongly is refused with a message, and a right one filters (${lang})`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, lang)
    await page.goto('/goodsList?keyword=tea')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    const bar = page.getByTestId('sort-bar')
    const low = bar.getByRole('textbox', { name: lang === 'en' ? '¥ Min' : '¥ 最低价' })
    const high = bar.getByRole('textbox', { name: lang === 'en' ? '¥ Max' : '¥ 最高价' })
    await low.fill('abc')
    await high.fill('-5')
    await bar.getByRole('button', { name: lang === 'en' ? 'OK' : '确定' }).click()
    await expect(bar.getByRole('alert')).toHaveText(
      lang === 'en' ? /numbers with up to two decimals/ : /价格请填数字，最多两位小数/,
    )
    await expect(low).toHaveAttribute('aria-invalid', 'true')
    await expect(high).toHaveAttribute('aria-invalid', 'true')
    expect(new URL(page.url()).searchParams.get('price')).toBeNull()
    await page.screenshot({ path: test.info().outputPath('refused-price.png') })

    // Typing again takes the message away; a right range filters from page 1.
    await low.fill('10')
    await expect(bar.getByRole('alert')).toHaveCount(0)
    await high.fill('200.5')
    await bar.getByRole('button', { name: lang === 'en' ? 'OK' : '确定' }).click()
    await expect(page).toHaveURL(/price=10_200\.5/)
  })
}
