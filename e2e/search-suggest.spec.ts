import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { watchConsole } from './support.ts'

/**
 * Suggestions while typing in the header's search box (issue 21): goods, categories and stores, walked
 * with the arrow keys, opened with Enter, closed with Escape; a combobox with a listbox, in zh and en.
 */
test('typing offers goods, categories and stores; the arrows and Enter open one, Escape closes', async ({
  page,
}) => {
  const checkConsole = watchConsole(page)
  await page.goto('/Service')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const box = page.getByRole('combobox', { name: '商品搜索' })
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await box.pressSequentially('普洱', { delay: 40 })
  const list = page.getByRole('listbox', { name: '搜索建议' })
  await expect(list).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '')
  const options = list.getByRole('option')
  await expect(options.first()).toContainText('普洱')
  await expect(list.locator('[data-kind="category"]').filter({ hasText: '普洱茶' })).toBeVisible()

  // The arrows walk the list; the box names the chosen row.
  await box.press('ArrowDown')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '')
  await box.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await box.press('ArrowUp')
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')

  // Escape closes the list and leaves the words; typing opens it again.
  await box.press('Escape')
  await expect(list).toBeHidden()
  await expect(box).toHaveValue('普洱')
  await box.press('ArrowDown')
  await expect(list).toBeVisible()

  // Enter on a goods opens its page.
  const name = (await options.first().locator('span').nth(1).textContent()) ?? ''
  await expect(options.first()).toHaveAttribute('aria-selected', 'true')
  await box.press('Enter')
  await expect(page).toHaveURL(/\/goodsDetail\?skuId=\d+&goodsId=\d+/)
  await expect(page.locator('h1').first()).toContainText(name.trim())
  checkConsole()
})

test('Enter without a chosen row searches the words; a category row opens its list; a store row its page', async ({
  page,
}) => {
  await page.goto('/Service')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const box = page.getByRole('combobox', { name: '商品搜索' })
  await box.pressSequentially('普洱', { delay: 40 })
  const list = page.getByRole('listbox')
  await expect(list).toBeVisible()
  await box.press('Enter')
  await expect(page).toHaveURL(`${baseURL}/goodsList?keyword=${encodeURIComponent('普洱')}`)
  // The goods list puts its keyword in the box when it has rendered: clearing the box before that
  // leaves '普洱' to type after ('普洱普洱茶'). The typed value alone proves nothing; its heading does.
  await expect(page.getByRole('heading', { name: '“普洱”的搜索结果' })).toBeAttached()
  await expect(box).toHaveValue('普洱')

  await box.fill('')
  await box.pressSequentially('普洱茶', { delay: 40 })
  await list.locator('[data-kind="category"]').filter({ hasText: '普洱茶' }).first().click()
  await expect(page).toHaveURL(/\/goodsList\?categoryId=\d+%2C\d+%2C\d+$/)

  await box.fill('')
  await box.pressSequentially('勐海', { delay: 40 })
  await list.locator('[data-kind="store"]').first().click()
  await expect(page).toHaveURL(/\/merchant\?id=\d+/)
})

test('in English the suggestions are English', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }])
  await page.goto('/Service')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const box = page.getByRole('combobox', { name: 'Search goods' })
  await box.pressSequentially('tea', { delay: 40 })
  const list = page.getByRole('listbox', { name: 'Suggestions' })
  await expect(list.getByRole('option').first()).toBeVisible()
  await expect(list.locator('[data-kind="category"]').first()).toContainText(/tea/i)
  const texts = await list.getByRole('option').allTextContents()
  expect(texts.join(' ')).not.toMatch(/[\u4e00-\u9fff]/)
})
