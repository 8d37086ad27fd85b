import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { baseURL } from '../playwright.config.ts'
import { demoOrder } from './order-fixtures.ts'
import { logInDemo } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * The review journey of issue 8: the demo buyer's order is completed (real API calls of buyer and
 * seller), the buyer reviews its item from /home/MyOrder with scores, a grade, text and a picture
 * uploaded from disk, finds it under 评论/晒单 and its detail, and the goods page shows it on the
 * evaluation tab with the picture and higher counts. SHOTS_DIR=<dir> also saves screenshots.
 */
type Counts = { all: number; good: number; moderate: number; worse: number; haveImage: number }

async function counts(page: Page, goodsId: string): Promise<Counts> {
  const res = await page.request.get(`${baseURL}/buyer/member/evaluation/${goodsId}/evaluationNumber`)
  return (await res.json()).result as Counts
}

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

async function axe(page: Page, label: string) {
  // The toast of the previous step is the shared toaster's (sonner), audited with the shell.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

test('a completed order is reviewed with a picture and the review shows on the goods page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const consoleClean = watchConsole(page)
  const order = await demoOrder(request, { stage: 'completed' })
  const before = await counts(page, order.goodsId)
  await logInDemo(context)
  const content = `青花瓷盘釉色温润，包装很用心 ${Date.now()}`

  // The order list offers 评价 on the received item.
  await page.goto('/home/MyOrder?tag=COMPLETE')
  const card = page.locator(`[data-testid="order-card"][data-sn="${order.orderSn}"]`)
  await expect(card).toBeVisible()
  await expect(card.getByTestId('item-evaluate')).toHaveText('评价')
  await shot(page, 'my-order')
  await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
  await expect(page.getByRole('columnheader', { name: '操作' })).toBeVisible()
  await page.getByTestId('item-evaluate').first().click()
  await expect(page).toHaveURL(new RegExp(`/home/AddEval\\?sn=${order.orderSn}&index=0`))

  // The form as in UI reference A6: order number, three 5-star scores, 好评 preselected.
  const form = page.getByTestId('add-eval')
  await expect(form.getByRole('heading', { name: '订单评价' })).toBeVisible()
  await expect(form).toContainText(`订单号：${order.orderSn}`)
  await expect(form).toContainText('物流服务评价')
  for (const label of ['物流评价', '服务评价', '描述评价']) {
    await expect(
      form.getByRole('radiogroup', { name: label }).getByRole('radio', { name: '5 星' }),
    ).toBeChecked()
  }
  await expect(form.getByRole('radio', { name: '好评' })).toBeChecked()
  await shot(page, 'add-eval-empty')
  await axe(page, 'AddEval')

  // Nothing written: the field says so and nothing is sent.
  await form.getByRole('button', { name: '发表' }).click()
  await expect(form.getByRole('alert')).toHaveText('请填写评价内容')

  await form.getByRole('radiogroup', { name: '物流评价' }).locator('label').nth(3).click()
  await expect(
    form.getByRole('radiogroup', { name: '物流评价' }).getByRole('radio', { name: '4 星' }),
  ).toBeChecked()
  await form.locator('label', { hasText: '中评' }).click()
  await expect(form.getByRole('radio', { name: '中评' })).toBeChecked()
  await form.getByLabel('评价内容').fill(content)
  await expect(form).toContainText(`${content.length}/500`)

  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1b4f8a' } })
    .png()
    .toBuffer()
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'plate.png', mimeType: 'image/png', buffer: png })
  const thumb = form.getByRole('list', { name: '晒单图片' }).locator('img')
  await expect(thumb).toHaveCount(1)
  // Answers carry pictures on the media origin (PUBLIC_ORIGIN, the server the journey runs against).
  await expect(thumb).toHaveAttribute('src', new RegExp(`^${baseURL}/uploads/\\d{6}/[0-9a-z]+\\.webp$`))
  const picture = (await thumb.getAttribute('src')) as string
  await shot(page, 'add-eval-filled')

  await form.getByRole('button', { name: '发表' }).click()
  await expect(page.getByText('评价成功')).toBeVisible()
  await expect(page).toHaveURL(/\/home\/CommentList$/)

  // 评论/晒单 lists it first with the order number, grade, text and picture.
  const mine = page.getByTestId('my-evaluation').first()
  await expect(mine).toContainText(`订单号：${order.orderSn}`)
  await expect(mine.getByTestId('grade-label')).toHaveText('中评')
  await expect(mine).toContainText(content)
  await expect(mine.locator(`img[src="${picture}"]`)).toBeVisible()
  await expect(page.getByRole('link', { name: '我的评论' })).toHaveAttribute('aria-current', 'page')
  await shot(page, 'comment-list')
  await axe(page, 'CommentList')

  await mine.getByRole('link', { name: '评价详情' }).click()
  const detail = page.getByTestId('eval-detail')
  await expect(detail).toContainText(content)
  await expect(detail.getByRole('img', { name: '物流评价 4/5' })).toBeVisible()
  await expect(detail.locator(`img[src="${picture}"]`)).toBeVisible()

  // The item cannot be reviewed again.
  await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
  await expect(page.getByTestId('order-detail')).toBeVisible()
  await expect(page.getByTestId('item-evaluate')).toHaveCount(0)
  await page.goto(`/home/AddEval?sn=${order.orderSn}&index=0`)
  await expect(page.getByTestId('eval-closed')).toContainText('该商品已评价')

  // The goods page: counts up by one (中评, with picture) and the review with its picture.
  const after = await counts(page, order.goodsId)
  expect(after).toEqual({
    ...before,
    all: before.all + 1,
    moderate: before.moderate + 1,
    haveImage: before.haveImage + 1,
  })
  await page.goto(`/goodsDetail?skuId=${order.skuId}&goodsId=${order.goodsId}`)
  await page.getByRole('tab', { name: '商品评价' }).click()
  const reviews = page.getByTestId('reviews')
  await expect(reviews.getByRole('tab', { name: `全部(${after.all})` })).toBeVisible()
  await expect(reviews.getByRole('tab', { name: `中评(${after.moderate})` })).toBeVisible()
  const entry = reviews.locator('li', { hasText: content })
  await expect(entry).toBeVisible()
  const shown = entry.locator(`img[src="${picture}"]`)
  await expect(shown).toBeVisible()
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await shot(page, 'goods-reviews')

  // The English pages use their own texts.
  await page.goto('/home/CommentList')
  await page.getByRole('button', { name: 'ENG' }).click()
  await expect(page.getByRole('heading', { name: 'Reviews & photos' })).toBeVisible()
  await expect(page.getByTestId('grade-label').first()).toHaveText('Neutral')
  await shot(page, 'comment-list-en')
  await page.getByRole('link', { name: 'Review details' }).first().click()
  await expect(page.getByRole('heading', { name: 'Review details' })).toBeVisible()
  await shot(page, 'eval-detail-en')
  await page.getByRole('button', { name: '中文' }).click()
  await expect(page.getByRole('heading', { name: '评价详情' })).toBeVisible()
  consoleClean()
})
