import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { baseURL } from '../playwright.config.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * Issue 8, complaints: the demo member files a complaint with a picture on a delivered order in the
 * browser, the seller answers through the store API, the buyer reads the answer in the conversation
 * and replies; both lines show. Then the buyer withdraws it from the list. SHOTS_DIR=<dir> saves shots.
 */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

test('file a complaint with a picture, the store replies, the buyer answers, then withdraws', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const assertClean = watchConsole(page)
  const order = await demoOrder(context.request, { stage: 'delivered', storeId: '2002' })
  await logInDemo(context)

  // My orders: the delivered order's item offers 投诉.
  await page.goto('/home/MyOrder?tag=WAIT_ROG')
  const card = page.locator(`[data-testid="order-card"][data-sn="${order.orderSn}"]`)
  await card.getByRole('link', { name: '投诉', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/home/Complain\\?sn=${order.orderSn}&index=0`))

  // The form: the first subject is preselected; an empty text is refused.
  await expect(page.getByRole('heading', { name: '商品投诉' })).toBeVisible()
  const topic = page.getByRole('combobox', { name: '投诉主题' })
  const first = await topic.locator('option').first().textContent()
  await expect(topic).toHaveValue(first ?? '')
  await expect(page.getByText('上传投诉凭证，最多5张')).toBeVisible()
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '请输入投诉内容' })).toBeVisible()

  await topic.selectOption({ index: 1 })
  const chosen = await topic.inputValue()
  await page.getByRole('textbox', { name: '投诉内容' }).fill('收到的商品外包装破损，瓷器有裂纹。')
  const picture = await sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: 200, g: 60, b: 60 } },
  })
    .png()
    .toBuffer()
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'crack.png', mimeType: 'image/png', buffer: picture })
  await expect(page.getByRole('button', { name: '删除图片 1' })).toBeVisible()
  await shot(page, 'complain')
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('投诉申请已提交，感谢您的反馈')).toBeVisible()
  await expect(page).toHaveURL(/\/home\/ComplainList/)

  const entry = page.locator(`[data-testid="complaint-card"][data-sn="${order.orderSn}"]`)
  await expect(entry).toHaveAttribute('data-status', 'NEW')
  await expect(entry.getByText('新投诉')).toBeVisible()
  await expect(entry.getByText(chosen)).toBeVisible()
  await shot(page, 'complain-list')

  // The item now shows no 投诉 button.
  await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
  await expect(page.getByTestId('order-detail')).toBeVisible()
  await expect(page.getByRole('link', { name: '投诉', exact: true })).toHaveCount(0)

  // The seller answers through the store API.
  const mine = await apiCall<{ records: { id: string }[] }>(
    context.request,
    order.token,
    'GET',
    `/buyer/order/complain?orderSn=${order.orderSn}`,
  )
  const complainId = mine.records[0].id
  await apiCall(context.request, order.sellerToken, 'POST', '/store/order/complain/communication', {
    complainId,
    content: '非常抱歉，我们已为您安排补发。',
  })

  // The buyer reads it in the conversation and answers.
  await page.goto('/home/ComplainList')
  await entry.getByRole('link', { name: '投诉详情' }).click()
  await expect(page).toHaveURL(new RegExp(`/home/ComplainDetail\\?id=${complainId}`))
  await expect(page.getByRole('heading', { name: '订单投诉' })).toBeVisible()
  await expect(page.getByTestId('complaint-status')).toHaveText('对话中')
  await expect(page.getByRole('list', { name: '投诉凭证' }).getByRole('img')).toHaveCount(1)
  const thread = page.getByTestId('complaint-thread')
  await expect(thread.locator('li[data-owner="STORE"]')).toContainText('非常抱歉，我们已为您安排补发。')

  await page.getByRole('button', { name: '发送' }).click()
  await expect(page.getByText('请填写对话内容')).toBeVisible()
  await page.getByRole('textbox', { name: '回复内容' }).fill('好的，谢谢，请尽快发出。')
  await page.getByRole('button', { name: '发送' }).click()
  await expect(page.getByText('对话成功')).toBeVisible()
  await expect(thread.locator('li')).toHaveCount(2)
  await expect(thread.locator('li').nth(0)).toContainText('非常抱歉，我们已为您安排补发。')
  await expect(thread.locator('li').nth(1)).toHaveAttribute('data-owner', 'BUYER')
  await expect(thread.locator('li').nth(1)).toContainText('好的，谢谢，请尽快发出。')
  await expect(page.getByRole('textbox', { name: '回复内容' })).toHaveValue('')
  await shot(page, 'complain-detail')

  // Withdraw from the list: confirm, then the status reads 已撤销 and the button is gone.
  await page.goto('/home/ComplainList')
  await entry.getByRole('button', { name: '取消投诉' }).click()
  await page.getByRole('dialog', { name: '取消投诉' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('取消投诉成功')).toBeVisible()
  await expect(entry).toHaveAttribute('data-status', 'CANCEL')
  await expect(entry.getByRole('button', { name: '取消投诉' })).toHaveCount(0)
  assertClean()
})

test('the complaint pages pass axe and read in English', async ({ page, context }) => {
  test.setTimeout(120_000)
  const assertClean = watchConsole(page)
  const order = await demoOrder(context.request, { stage: 'completed', storeId: '2003' })
  await logInDemo(context)
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer()
  const upload = await context.request.post(`${baseURL}/common/common/upload/file`, {
    headers: { accessToken: order.token },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: png } },
  })
  const picture = ((await upload.json()) as { result: string }).result
  const filed = await apiCall<{ id: string }>(context.request, order.token, 'POST', '/buyer/order/complain', {
    complainTopic: '商品与描述不符',
    content: '颜色与图片差别很大。',
    images: picture,
    orderSn: order.orderSn,
    goodsId: order.goodsId,
    skuId: order.skuId,
  })
  await apiCall(context.request, order.sellerToken, 'POST', '/store/order/complain/communication', {
    complainId: filed.id,
    content: '请提供实物照片，我们核实后处理。',
  })
  await apiCall(context.request, order.sellerToken, 'PUT', '/store/order/complain/appeal', {
    orderComplaintId: filed.id,
    appealContent: '商品图片为实拍，色差在合理范围内。',
    appealImages: picture,
  })

  const audit = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
  }
  await page.setViewportSize({ width: 1366, height: 900 })
  const detail = `/home/ComplainDetail?id=${filed.id}`
  for (const path of [`/home/Complain?sn=${order.orderSn}&index=0`, '/home/ComplainList', detail]) {
    await page.goto(path)
    await expect(page.locator('main h2').first()).toBeVisible()
    await audit(path)
  }
  await expect(page.getByRole('heading', { name: '商家申诉信息' })).toBeVisible()
  await expect(page.getByTestId('complaint-status')).toHaveText('等待仲裁')

  await page.getByRole('button', { name: 'ENG' }).click()
  await expect(page.getByRole('heading', { name: 'Order complaint' })).toBeVisible()
  await expect(page.getByTestId('complaint-status')).toHaveText('Awaiting arbitration')
  await expect(page.getByRole('heading', { name: 'Appeal by the store' })).toBeVisible()
  await shot(page, 'complain-detail-en')
  await page.goto('/home/ComplainList')
  await expect(page.getByRole('heading', { name: 'My complaints' })).toBeVisible()
  await shot(page, 'complain-list-en')
  await audit('en list')
  assertClean()
})
