import { expect, test } from '@playwright/test'
import { apiCall, ensureAddress } from './order-fixtures.ts'
import { sellerSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

type Region = { id: string; name: string }
type Goods = { skuId: string; goodsId: string }
type StoreGoods = {
  templateId: string
  weight: number
  skuList: { id: string; weight: number; quantity: number }[]
}

/** ¥ with two decimals, as the checkout shows it. */
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`

test('seller1 prices a goods by weight, a buyer pays that freight, and the store page shows the new intro', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const clean = watchConsole(page)
  const seller = await sellerSignIn(context, request, 'seller1')
  const provinces = await apiCall<Region[]>(
    request,
    seller.accessToken,
    'GET',
    '/common/common/region/item/0',
  )
  // The buyer's address (ensureAddress) is in the first province: the row below prices it.
  const home = provinces[0] as Region

  // 运费模板: a by-weight template with a row for the buyer's province.
  await page.goto('/seller/settings/freight')
  await expect(page.getByRole('heading', { name: '运费模板' })).toBeVisible()
  await page.getByTestId('freight-add').click()
  await expect(page.getByRole('heading', { name: '新增运费模板' })).toBeVisible()
  const form = page.getByTestId('freight-form')
  const name = `茶叶按重${Date.now().toString().slice(-5)}`
  // An empty name is refused beside the field, nothing is lost.
  await form.getByRole('button', { name: '保存' }).click()
  await expect(form.getByText('请输入模板名称')).toBeVisible()
  await form.getByLabel('模板名称').fill(name)
  await form.getByLabel('按重量').check()
  await form.locator('input[name="firstUnit"]').fill('1')
  await form.locator('input[name="firstFee"]').fill('8')
  await form.locator('input[name="extraUnit"]').fill('0.5')
  await form.locator('input[name="extraFee"]').fill('3')
  await form.getByRole('button', { name: '添加指定地区' }).click()
  const picker = page.getByTestId('region-picker')
  await expect(picker).toBeVisible()
  await picker.getByRole('button', { name: `展开 ${home.name} 的城市` }).click()
  await picker.locator(`input[data-region="${home.id}"]`).check()
  await picker.getByRole('button', { name: '确定' }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByTestId('freight-rows')).toContainText(home.name)
  await form.locator('input[name="rows.0.firstFee"]').fill('5')
  await form.locator('input[name="rows.0.extraFee"]').fill('2')
  await form.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/seller\/settings\/freight$/)
  const row = page.getByTestId('freight-table').getByRole('row').filter({ hasText: name })
  await expect(row).toContainText('按重量')
  await expect(row).toContainText(home.name)
  await expectAxeClean(page, 'freight list')
  const templates = await apiCall<{ id: string; name: string }[]>(
    request,
    seller.accessToken,
    'GET',
    '/store/setting/freightTemplate',
  )
  const template = templates.find((t) => t.name === name) as { id: string }

  // One of seller1's goods uses it (the bulk 设置运费模板 call the goods list makes).
  const listed = await request.get('/buyer/goods/goods/es?storeId=2001&pageSize=20')
  let goods: Goods | null = null
  let detail: StoreGoods | null = null
  for (const g of (await listed.json()).result.records as { id: string; goodsId: string }[]) {
    const d = await apiCall<StoreGoods>(
      request,
      seller.accessToken,
      'GET',
      `/store/goods/goods/get/${g.goodsId}`,
    )
    if ((d.skuList.find((s) => s.id === g.id)?.quantity ?? 0) >= 2) {
      goods = { skuId: g.id, goodsId: g.goodsId }
      detail = d
      break
    }
  }
  if (!goods || !detail) throw new Error('no goods of store 2001 with 2 in stock')
  await apiCall(
    request,
    seller.accessToken,
    'PUT',
    `/store/goods/goods/freight?goodsId=${goods.goodsId}&templateId=${template.id}`,
  )
  const grams = (detail.skuList.find((s) => s.id === goods.skuId)?.weight || detail.weight) * 2
  // The province row: ¥5 for the first kilo, ¥2 for each started 500 g more.
  const expected = 500 + Math.max(0, Math.ceil((grams - 1000) / 500)) * 200

  try {
    // A buyer buys two pieces and sees that freight at checkout.
    const buyer = await passwordLogin(request, 'buyer2')
    await ensureAddress(request, buyer.accessToken)
    await signIn(context, { ...buyer, username: 'buyer2' })
    await apiCall(
      request,
      buyer.accessToken,
      'POST',
      `/buyer/trade/carts?skuId=${goods.skuId}&num=2&cartType=BUY_NOW`,
    )
    await page.goto('/pay?way=BUY_NOW')
    await expect(page.getByTestId('freight-price')).toHaveText(`+${yuan(expected)}`)

    // 店铺设置: a new introduction and location in Chinese and English, shown on the store page in
    // each language. English without Chinese is refused.
    await page.goto('/seller/settings/store')
    const basic = page.getByTestId('store-basic-form')
    const n = Date.now().toString().slice(-6)
    const intro = `百年老店，今日上新 ${n}`
    const introEn = `A shop with a hundred years behind it, with new arrivals today ${n}`
    await basic.getByLabel('店铺简介').fill('')
    await basic.getByLabel('英文简介').fill(`<p>${introEn}</p>`)
    await basic.getByLabel('店铺所在地').fill('')
    await basic.getByLabel('联系邮箱').fill('not-an-email')
    await basic.getByRole('button', { name: '保存' }).click()
    await expect(basic.getByText('邮箱格式不正确')).toBeVisible()
    await expect(basic.getByText('填写英文简介前请先填写中文店铺简介')).toBeVisible()
    await expect(basic.getByText('请输入店铺所在地')).toBeVisible()
    await basic.getByLabel('店铺简介').fill(`<p>${intro}</p><script>alert(1)</script>`)
    await basic.getByLabel('店铺所在地').fill('中国,浙江省杭州市')
    await basic.getByLabel('英文所在地').fill('West Lake, Hangzhou, Zhejiang, China')
    await basic.getByLabel('联系邮箱').fill('shop@example.com')
    await basic.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('已保存')).toBeVisible()
    await expectAxeClean(page, 'store settings')
    await page.goto('/merchant?id=2001')
    await expect(page.getByTestId('store-intro')).toHaveText(intro)
    await expect(page.getByTestId('store-address')).toHaveText('中国 · 浙江省杭州市')
    await page.goto('/merchant?id=2001&lang=en')
    await expect(page.getByTestId('store-intro')).toHaveText(introEn)
    await expect(page.getByTestId('store-address')).toHaveText('West Lake, Hangzhou, Zhejiang, China')
  } finally {
    // Other journeys buy seller1's goods and expect them to ship free.
    await apiCall(
      request,
      seller.accessToken,
      'PUT',
      `/store/goods/goods/freight?goodsId=${goods.goodsId}&templateId=${detail.templateId}`,
    )
  }
  clean()
})
