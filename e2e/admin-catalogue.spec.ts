import { type Browser, expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { baseURL } from '../playwright.config.ts'
import { consoleSignIn } from './seller-session.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * The operator's catalogue (decision 114): a second- and a third-level category added under 茶叶茶具
 * and a brand with its logo, then the second-level one disabled: a new visitor's category menu no
 * longer shows it (nor its child), with no cache to wait for.
 */
test('the operator adds categories and a brand, disables a category, and the buyer menu drops it', async ({
  page,
  browser,
  request,
}) => {
  // Three levels, a brand, a buyer's menu in a second browser: 45 s on a quiet machine, over a minute on a busy one.
  test.setTimeout(120_000)
  const noConsoleErrors = watchConsole(page)
  const tag = String(Date.now() % 100_000)
  const second = `旅行茶具${tag}`
  const third = `便携茶杯${tag}`
  await consoleSignIn(page.context(), request, 'admin', 'admin')
  await page.goto('/admin/categories')
  const tree = page.getByTestId('category-tree')
  const topRow = tree.locator('tbody tr', { hasText: '茶叶茶具' }).first()
  await expectAxeClean(page, 'categories')

  // A second level under 茶叶茶具, with an English name and its own commission.
  await topRow.getByRole('button', { name: '添加子分类' }).click()
  let dialog = page.getByTestId('category-form')
  await expect(dialog).toContainText('在「茶叶茶具」下添加分类')
  await dialog.getByRole('textbox', { name: '分类名称' }).fill(second)
  await dialog.getByRole('textbox', { name: '英文名称' }).fill(`Travel Teaware ${tag}`)
  await dialog.getByRole('textbox', { name: '佣金比例' }).fill('6.5')
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('已保存').first()).toBeVisible()
  await page.getByRole('button', { name: '展开「茶叶茶具」' }).click()
  const secondRow = tree.locator('tbody tr', { hasText: second })
  await expect(secondRow).toContainText('6.50%')
  await expect(secondRow).toContainText(`Travel Teaware ${tag}`)

  // A third level under it.
  await secondRow.getByRole('button', { name: '添加子分类' }).click()
  dialog = page.getByTestId('category-form')
  await dialog.getByRole('textbox', { name: '分类名称' }).fill(third)
  await dialog.getByRole('button', { name: '保存' }).click()
  await page.getByRole('button', { name: `展开「${second}」` }).click()
  await expect(tree.locator('tbody tr', { hasText: third })).toContainText('三级')

  // A brand with an uploaded logo.
  await page.getByRole('link', { name: '品牌列表' }).click()
  await page.getByRole('button', { name: '添加品牌' }).click()
  const brandForm = page.getByTestId('brand-form')
  const brand = `青山茶器${tag}`
  await brandForm.getByRole('textbox', { name: '品牌名称' }).fill(brand)
  await brandForm.getByRole('textbox', { name: '英文名称' }).fill(`Green Hill ${tag}`)
  const logo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer()
  await brandForm
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo })
  await expect(brandForm.getByRole('button', { name: '删除图片 1' })).toBeVisible()
  await brandForm.getByRole('button', { name: '保存' }).click()
  await page.goto(`/admin/brands?name=${encodeURIComponent(brand)}`)
  const brandRow = page.getByTestId('brand-table').locator('tbody tr', { hasText: brand })
  await expect(brandRow).toContainText(`Green Hill ${tag}`)
  await expect(brandRow.locator('img')).toHaveAttribute('src', /\/uploads\//)
  await expectAxeClean(page, 'brands')
  for (const path of ['/admin/specs', '/admin/parameters', '/admin/units']) {
    await page.goto(path)
    await expectAxeClean(page, path)
  }

  // A visitor sees the new categories in the header's category menu.
  expect(await menuOf(browser)).toEqual(expect.arrayContaining([second, third]))

  // The operator disables the second level: it and its child leave the buyer menu at once.
  await page.goto('/admin/categories')
  await page.getByRole('button', { name: '展开「茶叶茶具」' }).click()
  await tree.locator('tbody tr', { hasText: second }).getByRole('button', { name: '停用' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('立即从买家端分类和筛选中消失')
  await confirm.getByRole('button', { name: '停用' }).click()
  await expect(page.getByText('已停用').first()).toBeVisible()
  await expect(tree.locator('tbody tr', { hasText: second })).toContainText('已停用')

  const menu = await menuOf(browser)
  expect(menu).toContain('茶叶茶具')
  expect(menu).not.toContain(second)
  expect(menu).not.toContain(third)
  const api = await (await request.get(`${baseURL}/buyer/goods/category/get/0`)).json()
  expect(JSON.stringify(api.result)).not.toContain(second)

  // The brand no goods carries is deleted after a question that names it.
  await page.goto(`/admin/brands?name=${encodeURIComponent(brand)}`)
  await brandRow.getByRole('button', { name: '删除' }).click()
  const question = page.getByRole('dialog')
  await expect(question).toContainText(brand)
  await question.getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('brand-table').locator('tbody tr', { hasText: brand })).toHaveCount(0)
  noConsoleErrors()
})

/** The names a new visitor's header category menu shows for 茶叶茶具 (its second and third levels). */
async function menuOf(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ baseURL })
  const visitor: Page = await context.newPage()
  await visitor.goto('/Service')
  await visitor.getByTestId('category-trigger').hover()
  const panel = visitor.getByTestId('category-panel')
  await panel.locator('ul li a', { hasText: '茶叶茶具' }).hover()
  const detail = panel.getByTestId('category-detail')
  await expect(detail).toBeVisible()
  const names = await detail.getByRole('link').allTextContents()
  await context.close()
  return ['茶叶茶具', ...names.map((n) => n.replace(/\s*›$/, '').trim())]
}

/**
 * Decision 026: the operator gives spec and parameter templates their English, which publishing
 * copies onto goods; English values must pair one for one with the Chinese ones.
 */
test('the operator enters English names and values for a spec and a parameter', async ({ page, request }) => {
  const tag = String(Date.now() % 100_000)
  await consoleSignIn(page.context(), request, 'admin', 'admin')

  await page.goto('/admin/specs')
  await page.getByRole('button', { name: '添加规格' }).click()
  const specForm = page.getByRole('dialog', { name: '添加规格' })
  await specForm.getByLabel('规格名称').fill(`釉色${tag}`)
  await specForm.getByLabel('默认规格值').fill('青瓷,白瓷')
  await specForm.getByTestId('spec-name-en').fill(`Glaze ${tag}`)
  await specForm.getByTestId('spec-values-en').fill('Celadon')
  await specForm.getByRole('button', { name: '保存' }).click()
  // Marked at the field before anything is sent.
  await expect(specForm.getByText('英文值须与中文值一一对应（数量和顺序相同）')).toBeVisible()
  await expect(specForm.getByTestId('spec-values-en')).toHaveAttribute('aria-invalid', 'true')
  await specForm.getByTestId('spec-values-en').fill('Celadon,White porcelain')
  await specForm.getByRole('button', { name: '保存' }).click()
  await expect(specForm).toHaveCount(0)
  await page.goto(`/admin/specs?specName=${encodeURIComponent(`釉色${tag}`)}`)
  const specRow = page.getByTestId('spec-table').locator('tbody tr', { hasText: `釉色${tag}` })
  await expect(specRow).toContainText(`Glaze ${tag}`)
  await expect(specRow).toContainText('Celadon, White porcelain')
  await specRow.getByRole('button', { name: '编辑' }).click()
  await expect(page.getByTestId('spec-values-en')).toHaveValue('Celadon,White porcelain')
  await page.keyboard.press('Escape')

  await page.goto('/admin/parameters')
  await page.getByRole('button', { name: '添加参数组' }).click()
  const groupForm = page.getByRole('dialog', { name: '添加参数组' })
  await groupForm.getByLabel('参数组名称').fill(`产地信息${tag}`)
  await groupForm.getByLabel('英文组名').fill(`Origin ${tag}`)
  await groupForm.getByRole('button', { name: '保存' }).click()
  const group = page.locator('section', { hasText: `产地信息${tag} · Origin ${tag}` }).last()
  await expect(group).toBeVisible()
  await group.getByRole('button', { name: '添加参数' }).click()
  const paramForm = page.getByRole('dialog', { name: '添加参数' })
  await paramForm.getByLabel('参数名称', { exact: true }).fill('产区')
  await paramForm.getByLabel('可选值', { exact: true }).fill('福建,云南')
  await paramForm.getByTestId('param-name-en').fill('Region')
  await paramForm.getByTestId('param-options-en').fill('Fujian,Yunnan')
  await paramForm.getByRole('button', { name: '保存' }).click()
  await expect(paramForm).toHaveCount(0)
  await expect(group.getByTestId('param-table')).toContainText('产区 · Region')
  await expectAxeClean(page, 'parameters with English')

  // Leave the seeded category as it was.
  await group.getByRole('button', { name: '删除参数组' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByText(`产地信息${tag}`)).toHaveCount(0)
})
