import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { baseURL } from '../playwright.config.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * Issue 8, after-sale: the demo member applies for a refund of a completed order in the browser,
 * seller1 approves it through the store API, the wallet on /home/MoneyManagement shows the money back
 * and /home/MsgList the message. A second journey covers the list actions (取消售后, 提交物流), the
 * detail page, axe and English. SHOTS_DIR=<dir> saves screenshots.
 */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

type AfterSale = { sn: string; serviceStatus: string; applyRefundPrice: number }
const money = (n: number) =>
  `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

test('refund a completed order: apply in the browser, the seller approves, the wallet is credited', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const assertClean = watchConsole(page)
  const order = await demoOrder(context.request, { stage: 'completed', storeId: '2001' })
  const before = await apiCall<{ memberWallet: number }>(
    context.request,
    order.token,
    'GET',
    '/buyer/wallet/wallet',
  )
  await logInDemo(context)

  // My orders: the completed order offers 申请售后 (one item: straight to the form).
  await page.goto('/home/MyOrder?tag=COMPLETE')
  const card = page.locator(`[data-testid="order-card"][data-sn="${order.orderSn}"]`)
  await expect(card.getByRole('link', { name: '申请售后' })).toBeVisible()
  await shot(page, 'my-order')
  await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
  await expect(page.getByTestId('item-apply-after-sale')).toBeVisible()
  await shot(page, 'order-detail')
  await page.goto('/home/MyOrder?tag=COMPLETE')
  await card.getByRole('link', { name: '申请售后' }).click()
  await expect(page).toHaveURL(new RegExp(`/home/ApplyAfterSale\\?sn=${order.orderItemSn}`))
  await expect(page.getByRole('heading', { name: '申请售后' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: '商品名称' })).toBeVisible()
  const unit = await page.locator('tbody td').nth(1).textContent()

  // Empty reason and description are refused before anything is sent.
  await page.getByRole('radio', { name: '退款' }).check()
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '请选择提交原因' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: '请输入问题描述' })).toBeVisible()
  await page.getByRole('spinbutton', { name: '提交数量' }).fill('2')
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '提交数量不能大于购买数量' })).toBeVisible()
  await page.getByRole('spinbutton', { name: '提交数量' }).fill('1')

  const reason = page.getByRole('combobox', { name: '提交原因' })
  await reason.selectOption({ index: 1 })
  const chosen = await reason.inputValue()
  await page.getByRole('textbox', { name: '问题描述' }).fill('收到的茶具有一只杯子碎了，申请退款。')
  await expect(page.getByText('最多可以上传5张图片')).toBeVisible()
  const picture = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#b04030' } })
    .png()
    .toBuffer()
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: picture })
  await expect(page.getByRole('button', { name: '删除图片 1' })).toBeVisible()
  await expect(page.getByText('原路退回')).toBeVisible()
  await shot(page, 'apply-after-sale')
  await page.getByRole('button', { name: '提交申请' }).click()
  await expect(page.getByText('售后申请提交成功，请到售后订单查看！')).toBeVisible()
  await expect(page).toHaveURL(/\/home\/AfterSale$/)

  // The list shows it as 申请中 with the requested amount.
  const mine = await apiCall<{ records: AfterSale[] }>(
    context.request,
    order.token,
    'GET',
    `/buyer/order/afterSale/page?orderSn=${order.orderSn}`,
  )
  expect(mine.records).toHaveLength(1)
  const { sn, applyRefundPrice } = mine.records[0]
  expect(money(applyRefundPrice)).toBe(unit?.trim())
  const entry = page.locator(`[data-testid="after-sale-card"][data-sn="${sn}"]`)
  await expect(entry).toHaveAttribute('data-status', 'APPLY')
  await expect(entry.getByText('申请中')).toBeVisible()
  await expect(entry.getByText(money(applyRefundPrice))).toBeVisible()
  await expect(entry.getByRole('button', { name: '取消售后' })).toBeVisible()
  await shot(page, 'after-sale-list')

  // seller1 approves through the store API: refund-only requests are refunded at once.
  const approved = await apiCall<AfterSale>(
    context.request,
    order.sellerToken,
    'POST',
    `/store/order/afterSale/review/${sn}?serviceStatus=PASS&remark=${encodeURIComponent('同意退款')}`,
  )
  expect(approved.serviceStatus).toBe('COMPLETE')

  // The detail page: 完成, the progress from the log, the refunded amount.
  await entry.getByRole('link', { name: '售后详情' }).click()
  await expect(page).toHaveURL(new RegExp(`/home/AfterSaleDetail\\?sn=${sn}`))
  await expect(page.getByTestId('after-sale-detail')).toHaveAttribute('data-status', 'COMPLETE')
  await expect(page.getByRole('heading', { name: '售后进度' })).toBeVisible()
  await expect(page.getByText(/退款完成/)).toBeVisible()
  await expect(page.getByText(chosen, { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: '取消售后' })).toHaveCount(0)
  await shot(page, 'after-sale-detail')

  // The wallet is credited by the refund, and the message arrived.
  await page.goto('/home/MoneyManagement')
  await expect(page.getByTestId('wallet-balance')).toHaveText(money(before.memberWallet + applyRefundPrice))
  await page.goto('/home/MsgList')
  await expect(page.getByText('退款成功').first()).toBeVisible()
  await expect(page.getByText(new RegExp(`售后单\\[${sn}\\]`)).first()).toBeVisible()

  // The order item reads 全部退款 and offers no more 申请售后.
  await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
  await expect(page.getByText('全部退款', { exact: true })).toBeVisible()
  await expect(page.getByText('订单货物全部退款').first()).toBeVisible()
  await expect(page.getByTestId('item-apply-after-sale')).toHaveCount(0)
  await shot(page, 'order-detail-refunded')
  assertClean()
})

test('return goods: cancel from the list, apply again, send the parcel; axe and English', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000)
  const assertClean = watchConsole(page)
  const order = await demoOrder(context.request, { stage: 'completed', storeId: '2002' })
  const apply = () =>
    apiCall<AfterSale>(
      context.request,
      order.token,
      'POST',
      `/buyer/order/afterSale/save/${order.orderItemSn}?${new URLSearchParams({
        serviceType: 'RETURN_GOODS',
        num: '1',
        reason: '商品质量问题',
        problemDesc: '瓷面有明显气泡。',
      })}`,
    )
  const first = await apply()
  await logInDemo(context)

  // 取消售后 asks first, then the status reads 买家取消售后.
  await page.goto(`/home/AfterSale?orderSn=${order.orderSn}`)
  const entry = page.locator(`[data-testid="after-sale-card"][data-sn="${first.sn}"]`)
  await entry.getByRole('button', { name: '取消售后' }).click()
  const confirm = page.getByRole('dialog', { name: '取消售后' })
  await expect(confirm.getByText('确定取消此次售后申请吗？')).toBeVisible()
  await confirm.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('取消售后申请成功')).toBeVisible()
  await expect(entry).toHaveAttribute('data-status', 'BUYER_CANCEL')
  await expect(entry.getByText('买家取消售后')).toBeVisible()

  // The units are free again: a new request, approved by seller2, waits for the parcel.
  await new Promise((resolve) => setTimeout(resolve, 3100)) // the duplicate-submit guard's 3 s
  const second = await apply()
  await apiCall(
    context.request,
    order.sellerToken,
    'POST',
    `/store/order/afterSale/review/${second.sn}?serviceStatus=PASS`,
  )
  await page.goto(`/home/AfterSaleDetail?sn=${second.sn}`)
  await expect(page.getByTestId('after-sale-detail')).toHaveAttribute('data-status', 'PASS')
  await expect(page.getByRole('heading', { name: '退货地址' })).toBeVisible()
  await expect(page.getByTestId('return-address')).toContainText('退货仓')

  // 提交物流: all three fields are required.
  await page.getByRole('button', { name: '提交物流' }).click()
  const dialog = page.getByRole('dialog', { name: '提交物流信息' })
  await dialog.getByRole('button', { name: '提交' }).click()
  await expect(dialog.getByText('请选择物流公司')).toBeVisible()
  await dialog.getByRole('combobox', { name: '物流公司' }).selectOption({ label: '顺丰速运' })
  await dialog.getByRole('textbox', { name: '物流单号' }).fill('SF1400998877')
  await shot(page, 'after-sale-delivery')
  await dialog.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('提交成功')).toBeVisible()
  await expect(page.getByTestId('after-sale-detail')).toHaveAttribute('data-status', 'BUYER_RETURN')
  await expect(page.getByRole('heading', { name: '退货物流' })).toBeVisible()
  await expect(page.getByText('SF1400998877', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: '提交物流' })).toHaveCount(0)

  const audit = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  }
  await page.setViewportSize({ width: 1366, height: 900 })
  const other = await demoOrder(context.request, { stage: 'completed', storeId: '2003' })
  for (const path of [
    `/home/ApplyAfterSale?sn=${other.orderItemSn}`,
    '/home/AfterSale',
    `/home/AfterSaleDetail?sn=${second.sn}`,
  ]) {
    await page.goto(path)
    await expect(page.locator('main h2').first()).toBeVisible()
    await audit(path)
  }
  await shot(page, 'after-sale-detail-return')

  // The choice lives in local storage too (it brings the cookie back in line on every page).
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }])
  await page.goto('/home/AfterSale')
  await expect(page.getByRole('heading', { name: 'My returns' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Returns & refunds' })).toBeVisible()
  await shot(page, 'after-sale-list-en')
  await page.goto(`/home/ApplyAfterSale?sn=${other.orderItemSn}`)
  await expect(page.getByRole('heading', { name: 'Request a return or refund' })).toBeVisible()
  await shot(page, 'apply-after-sale-en')
  await page.goto(`/home/AfterSaleDetail?sn=${second.sn}`)
  await expect(page.getByText('Returned, awaiting seller receipt')).toBeVisible()
  await shot(page, 'after-sale-detail-en')
  await audit('en detail')
  assertClean()
})
