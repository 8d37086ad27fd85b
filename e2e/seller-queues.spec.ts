import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { apiCall, demoOrder, ensureAddress } from './order-fixtures.ts'
import { sellerSignIn } from './seller-session.ts'
import { pickSkus } from './shop-fixtures.ts'
import { apiLogin, logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * Issue 20's queues and store coupons through the seller centre's pages (decision 121): seller1
 * approves a return and confirms the parcel (the buyer is refunded), answers a review (the goods page
 * shows it), appeals a complaint, and creates a store coupon a buyer claims on the goods page and
 * uses at checkout. Buyers' own steps that other journeys already drive in the browser go through
 * the API here.
 */
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor()
const stamp = () => Date.now().toString(36).slice(-6)

test('seller1 approves a return, confirms the parcel with restock; the buyer is refunded', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const assertClean = watchConsole(page)
  const order = await demoOrder(context.request, { storeId: '2001', stage: 'completed' })
  const sn = (
    await apiCall<{ sn: string }>(
      context.request,
      order.token,
      'POST',
      `/buyer/order/afterSale/save/${order.orderItemSn}?serviceType=RETURN_GOODS&num=1&reason=${encodeURIComponent('商品破损')}&problemDesc=${encodeURIComponent('杯口有缺口，申请退货')}`,
    )
  ).sn
  const before = await apiCall<{ memberWallet: number }>(
    context.request,
    order.token,
    'GET',
    '/buyer/wallet/wallet',
  )

  await sellerSignIn(context, context.request, 'seller1')
  await page.goto('/seller/after-sale?status=APPLY')
  await hydrated(page)
  const row = page.getByTestId('after-sale-table').locator('tr', { hasText: sn })
  await expect(row).toBeVisible()
  await expect(row).toContainText(order.goodsName)
  await expect(row.getByTestId('order-link')).toHaveAttribute('href', `/seller/orders/${order.orderSn}`)
  // In English the list names the goods and its variant in English, and the header the store.
  const english = (
    await (
      await context.request.get(`/buyer/goods/goods/sku/${order.goodsId}/${order.skuId}`, {
        headers: { 'accept-language': 'en' },
      })
    ).json()
  ).result.data as { goodsName: string; simpleSpecs: string }
  expect(english.goodsName).not.toBe(order.goodsName)
  await chooseLanguage(context, 'en')
  await page.reload()
  await expect(row).toContainText(english.goodsName)
  await expect(row).toContainText(english.simpleSpecs)
  await expect(page.getByTestId('console-org')).toHaveText('Silk Road Ark Official Store')
  await chooseLanguage(context, 'zh-CN')
  await page.reload()
  await expect(row).toContainText(order.goodsName)
  await row.getByTestId('after-sale-open').click()
  await expect(page).toHaveURL(new RegExp(`/seller/after-sale/${sn}$`))
  await hydrated(page)
  await expect(page.getByTestId('after-sale-status')).toHaveText('待审核')
  await page.getByTestId('after-sale-approve').click()
  await page.getByTestId('after-sale-dialog').getByRole('textbox', { name: '备注' }).fill('同意退货')
  await page.getByTestId('after-sale-submit').click()
  await expect(page.getByTestId('after-sale-status')).toHaveText('待买家退货')
  await expect(page.getByTestId('return-address')).toBeVisible()

  // The buyer sends the parcel back.
  const carriers = await apiCall<{ id: string }[]>(
    context.request,
    order.token,
    'GET',
    '/buyer/other/logistics',
  )
  await apiCall(
    context.request,
    order.token,
    'POST',
    `/buyer/order/afterSale/delivery/${sn}?logisticsNo=SF${Date.now()}&logisticsId=${carriers[0].id}&mDeliverTime=2026-11-24`,
  )
  await page.reload()
  await hydrated(page)
  await expect(page.getByTestId('after-sale-status')).toHaveText('买家已退货')
  await page.getByTestId('after-sale-confirm').click()
  await expect(page.getByTestId('after-sale-restock')).toBeChecked()
  await page.getByTestId('after-sale-submit').click()
  await expect(page.getByTestId('after-sale-status')).toHaveText('已完成')
  await expect(page.getByTestId('after-sale-log')).toContainText('退回商品已入库')

  // The buyer sees the refund: the after-sale page and the wallet.
  const after = await apiCall<{ memberWallet: number }>(
    context.request,
    order.token,
    'GET',
    '/buyer/wallet/wallet',
  )
  expect(after.memberWallet).toBeGreaterThan(before.memberWallet)
  await logInDemo(context)
  await page.goto(`/home/AfterSaleDetail?sn=${sn}`)
  await expect(page.getByTestId('after-sale-detail')).toHaveAttribute('data-status', 'COMPLETE')
  await expect(page.getByText(/退款完成/).first()).toBeVisible()
  assertClean()
})

test('seller1 answers a review once; the goods page shows the answer', async ({ page, context }) => {
  test.setTimeout(120_000)
  const order = await demoOrder(context.request, { storeId: '2001', stage: 'completed' })
  const content = `茶杯很好看，包装也很用心 ${stamp()}`
  await apiCall(
    context.request,
    order.token,
    'POST',
    `/buyer/member/evaluation?${new URLSearchParams({ orderItemSn: order.orderItemSn, goodsId: order.goodsId, skuId: order.skuId, grade: 'WORSE', content, deliveryScore: '5', serviceScore: '5', descriptionScore: '5' })}`,
  )
  await sellerSignIn(context, context.request, 'seller1')
  // The demo seeds many reviews: find ours among the goods' bad ones, page by page.
  const row = page.getByTestId('review-table').locator('tr', { hasText: content })
  for (let n = 1; n <= 10; n++) {
    await page.goto(
      `/seller/reviews?${new URLSearchParams({ tab: 'worse', goodsName: order.goodsName, pageNumber: String(n) })}`,
    )
    await hydrated(page)
    if (await row.count()) break
  }
  await expect(row).toBeVisible()
  await row.getByTestId('review-reply-open').click()
  const reply = `感谢您的支持，欢迎再次光临 ${stamp()}`
  await page.getByTestId('review-reply-dialog').getByRole('textbox').fill(reply)
  await page.getByTestId('review-reply-submit').click()
  await expect(row.getByTestId('review-reply')).toHaveText(reply)
  // A second answer is refused by the API.
  const seller = await apiLogin(context.request, 'seller1', 'store')
  const page1 = await apiCall<{ records: { id: string; content: string }[] }>(
    context.request,
    seller,
    'GET',
    `/store/member/evaluation?${new URLSearchParams({ grade: 'WORSE', goodsName: order.goodsName, pageSize: '100' })}`,
  )
  const id = page1.records.find((r) => r.content === content)?.id
  const second = await (
    await context.request.put(`/store/member/evaluation/reply/${id}?reply=x`, {
      headers: { accessToken: seller },
    })
  ).json()
  expect(second.code).toBe(60200)

  await page.goto(`/goodsDetail?skuId=${order.skuId}&goodsId=${order.goodsId}`)
  await page.getByRole('tab', { name: '商品评价' }).click()
  await page.getByTestId('reviews').getByRole('tab', { name: /差评/ }).click()
  const entry = page.getByTestId('reviews').locator('li', { hasText: content })
  await expect(entry).toContainText(reply)
})

test('seller1 talks with the buyer and appeals a complaint', async ({ page, context }) => {
  test.setTimeout(120_000)
  const order = await demoOrder(context.request, { storeId: '2001', stage: 'delivered' })
  const complaint = await apiCall<{ id: string }>(
    context.request,
    order.token,
    'POST',
    '/buyer/order/complain',
    {
      complainTopic: '商品质量问题',
      content: `收到的茶杯有裂纹 ${stamp()}`,
      orderSn: order.orderSn,
      goodsId: order.goodsId,
      skuId: order.skuId,
    },
  )
  await sellerSignIn(context, context.request, 'seller1')
  await page.goto('/seller/complaints?status=NEW')
  await hydrated(page)
  const row = page.getByTestId('complaint-table').locator('tr', { hasText: order.orderSn })
  await row.getByTestId('complaint-open').click()
  await expect(page).toHaveURL(new RegExp(`/seller/complaints/${complaint.id}$`))
  await hydrated(page)
  await page.getByTestId('complaint-say').fill('您好，请提供破损照片，我们核实后处理。')
  await page.getByRole('button', { name: '发送' }).click()
  await expect(page.getByTestId('complaint-dialogue')).toContainText('请提供破损照片')
  await expect(page.getByTestId('complaint-status')).toHaveText('对话中')
  await page.getByTestId('complaint-appeal').click()
  await page
    .getByTestId('appeal-dialog')
    .getByRole('textbox', { name: '申诉内容' })
    .fill('发货前已逐一检查并拍照留存。')
  await page.getByTestId('appeal-submit').click()
  await expect(page.getByTestId('complaint-status')).toHaveText('等待仲裁')
  // The appeal is shown as written, and its line is in the history.
  await expect(page.getByText('发货前已逐一检查并拍照留存。', { exact: true })).toBeVisible()
  await expect(page.getByTestId('complaint-history')).toContainText('商家申诉：发货前已逐一检查并拍照留存。')
  await expect(page.getByTestId('complaint-appeal')).toHaveCount(0)
  // In English the complaint names the goods in English.
  const english = (
    await (
      await context.request.get(`/buyer/goods/goods/sku/${order.goodsId}/${order.skuId}`, {
        headers: { 'accept-language': 'en' },
      })
    ).json()
  ).result.data.goodsName as string
  await chooseLanguage(context, 'en')
  await page.reload()
  await expect(page.getByTestId('complaint-status')).toHaveText('Awaiting arbitration')
  await expect(page.getByText(english, { exact: true })).toBeVisible()
  await expect(page.getByText(order.goodsName, { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('complaint-history')).toContainText(
    'The store appealed: 发货前已逐一检查并拍照留存。',
  )
})

test('seller1 creates a store coupon; a buyer claims it on the goods page and uses it at checkout', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const name = `店铺券${stamp()}`
  await sellerSignIn(context, context.request, 'seller1')
  await page.goto('/seller/promotions/coupons')
  await hydrated(page)
  await page.getByTestId('coupon-add').click()
  const dialog = page.getByTestId('coupon-dialog')
  await dialog.getByRole('textbox', { name: '优惠券名称' }).fill(name)
  await dialog.getByRole('textbox', { name: '减免金额' }).fill('3')
  await dialog.getByRole('textbox', { name: '使用门槛' }).fill('0')
  await page.getByTestId('coupon-save').click()
  const row = page.getByTestId('coupon-table').locator('tr', { hasText: name })
  await expect(row).toContainText('进行中')
  await expect(row).toContainText('0 / 100')

  // The buyer: the coupon's chip on a goods page of store 2001, then buy now with it.
  await logInDemo(context)
  const token = (await context.cookies()).find((c) => c.name === 'accessToken')!.value
  // Any goods in stock (an order placed just before would trip the 3 s duplicate-submit guard).
  const [sku] = await pickSkus(context.request, '2001', 1, { minStock: 5 })
  const order = { skuId: sku!.id, goodsId: sku!.goodsId }
  await ensureAddress(context.request, token)
  await page.goto(`/goodsDetail?skuId=${order.skuId}&goodsId=${order.goodsId}`)
  await page.getByTestId('goods-coupons').getByTitle(name).click()
  await expect(
    page.getByRole('dialog', { name: '领取优惠券' }).getByText('优惠券领取成功，可到我的优惠券页面查看'),
  ).toBeVisible()
  await page.keyboard.press('Escape')
  await apiCall(
    context.request,
    token,
    'POST',
    `/buyer/trade/carts?skuId=${order.skuId}&num=1&cartType=BUY_NOW`,
  )
  await page.goto('/pay?way=BUY_NOW')
  // The checkout applies the best combination of the demo buyer's coupons (decision 025), which may be
  // another coupon of the store: the buyer then picks this one instead.
  const ticket = page.getByTestId('checkout-coupons').getByTestId('coupon-ticket').filter({ hasText: name })
  await expect(ticket).toBeVisible()
  const useIt = ticket.getByRole('button', { name: '立即使用' })
  if (await useIt.isVisible()) await useIt.click()
  await expect(ticket.getByRole('button', { name: '放弃优惠' })).toBeVisible()
  await page.getByTestId('submit-order').click()
  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)

  // The seller's claim records show the claim and, once paid, the order.
  await page.goto('/seller/promotions/coupons')
  const claimed = page.getByTestId('coupon-table').locator('tr', { hasText: name })
  await expect(claimed).toContainText('1 / 100')
  await claimed.getByTestId('coupon-records').click()
  await expect(page.getByTestId('coupon-records-dialog')).toContainText('已使用')
})
