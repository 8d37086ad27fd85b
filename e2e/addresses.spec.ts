import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * The member centre's address book (UI reference A6 "Addresses"): add through /home/AddAddress,
 * edit, and delete with the confirmation; plus the spec §8 warning when adding to the cart fails.
 */
test('add, edit and delete a shipping address', async ({ page, context }) => {
  const assertClean = watchConsole(page)
  await logInDemo(context)
  const street = `望京街 ${Date.now() % 100_000} 号`
  await page.goto('/home/MyAddress')
  await expect(page.getByRole('heading', { name: '收货地址' })).toBeVisible()
  await page.getByTestId('address-new').click()
  await expect(page).toHaveURL(/\/home\/AddAddress$/)

  const form = page.getByTestId('address-form')
  await form.getByRole('button', { name: '保存收货地址' }).click()
  await expect(form.getByText('请选择所在地区')).toBeVisible()
  await form.locator('input[name=name]').fill('李四')
  await form.locator('input[name=mobile]').fill('12345')
  for (const level of ['请选择省份', '请选择城市', '请选择区县']) {
    const select = form.getByRole('combobox', { name: level })
    await expect(select.locator('option').nth(1)).toBeAttached()
    await select.selectOption({ index: 1 })
  }
  await form.locator('input[name=detail]').fill(street)
  await form.getByRole('button', { name: '保存收货地址' }).click()
  await expect(form.locator('input[name=mobile]')).toHaveAttribute('aria-invalid', 'true')
  await form.locator('input[name=mobile]').fill('13912345678')
  await form.locator('input[name=alias]').fill('公司')
  await form.getByRole('button', { name: '保存收货地址' }).click()

  await expect(page).toHaveURL(/\/home\/MyAddress$/)
  const entry = page.getByTestId('address-entry').filter({ hasText: street })
  await expect(entry).toContainText('李四')
  await expect(entry).toContainText('139****5678')
  await expect(entry).toContainText('公司')

  await entry.getByRole('link', { name: '修改' }).click()
  await expect(page.getByRole('heading', { name: '修改收货地址' })).toBeVisible()
  await expect(form.locator('input[name=name]')).toHaveValue('李四')
  await form.locator('input[name=detail]').fill(`${street} 2 单元`)
  await form.getByRole('button', { name: '保存收货地址' }).click()
  await expect(page).toHaveURL(/\/home\/MyAddress$/)
  const edited = page.getByTestId('address-entry').filter({ hasText: `${street} 2 单元` })
  await expect(edited).toHaveCount(1)

  await edited.getByRole('button', { name: '删除' }).click()
  await expect(page.getByRole('dialog')).toContainText('你确定删除这个收货地址')
  await page.getByRole('button', { name: '取消' }).click()
  await expect(page.getByText('取消删除')).toBeVisible()
  await edited.getByRole('button', { name: '删除' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(page.getByTestId('address-entry').filter({ hasText: street })).toHaveCount(0)
  assertClean()
})

test('a refused add to cart is a warning with the server message', async ({ page, context }) => {
  await logInDemo(context)
  // A SKU with more than 99 in stock: the page allows the stock, the cart allows 99 per line.
  const list = await (
    await page.request.get(`${baseURL}/buyer/goods/goods/es?pageSize=40&sort=buyCount`)
  ).json()
  let target: { id: string; goodsId: string } | undefined
  for (const sku of list.result.records as { id: string; goodsId: string }[]) {
    const detail = await (
      await page.request.get(`${baseURL}/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)
    ).json()
    if (detail.result.data.quantity > 100) {
      target = sku
      break
    }
  }
  expect(target, 'a demo SKU with more than 100 in stock').toBeDefined()
  await page.goto(`/goodsDetail?skuId=${target?.id}&goodsId=${target?.goodsId}`)
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled()
  // The box stops at 99 (it says why), so the request is sent for 100 as an older page would: the
  // server's own refusal must reach the buyer as a warning.
  await page.route(/\/buyer\/trade\/carts\?/, (route) =>
    route.continue({
      url: route
        .request()
        .url()
        .replace(/([?&]num=)\d+/, '$1100'),
    }),
  )
  await page.getByTestId('quantity').fill('100')
  await expect(page.getByTestId('quantity')).toHaveValue('99')
  await page.getByRole('button', { name: '加入购物车' }).click()
  const toast = page.locator('[data-sonner-toast][data-type="warning"]')
  await expect(toast).toContainText('单件商品最多购买99件')
})
