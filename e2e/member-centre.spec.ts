import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { ErrorCodes } from '@silk/contracts/errors'
import { baseURL } from '../playwright.config.ts'
import { registerMember } from './member-session.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { apiLogin, logInDemo, signIn } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * Member centre journeys of issue 8: the daily sign-in on /home/Point, a shipped order's message from
 * the header badge to the recycle bin, and the counts on /home. SHOTS_DIR=<dir> saves screenshots.
 */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

async function expectAxeClean(page: Page) {
  // Toasts (the shared sonner styles) come and go while the audit runs: they are left out.
  const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

test('signs in once a day on /home/Point: the points grow, a second sign-in is refused', async ({
  page,
  context,
  request,
}) => {
  const checkConsole = watchConsole(page)
  const member = await registerMember(request)
  await signIn(context, member)
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/home/Point')
  await expect(page.getByRole('heading', { name: '我的积分' })).toBeVisible()
  // Registration earned the POINT_SETTING.register points.
  await expect(page.getByTestId('points-remaining')).toHaveText('100')
  await expect(page.getByTestId('points-total')).toHaveText('100')
  await expect(page.getByTestId('points-log')).toContainText('注册会员，赠送积分')
  await expect(page.getByTestId('sign-count')).toHaveText('本月已签到 0 天')
  await shot(page, 'point-before')

  const sign = page.getByTestId('sign-in')
  await expect(sign).toHaveText('签到')
  await sign.click()
  await expect(page.getByText('签到成功，获得5积分')).toBeVisible()
  await expect(page.getByTestId('points-remaining')).toHaveText('105')
  await expect(page.getByTestId('points-total')).toHaveText('105')
  await expect(sign).toHaveText('今日已签到')
  await expect(sign).toBeDisabled()
  const today = Number(chinaToday().slice(8))
  await expect(page.getByTestId('sign-calendar').locator('[data-signed]')).toHaveText([String(today)])
  await expect(page.getByTestId('sign-count')).toHaveText('本月已签到 1 天')
  const first = page.getByTestId('points-log').locator('tbody tr').first()
  await expect(first).toContainText('会员签到，连续签到第1天')
  await expect(first.locator('td').nth(2)).toHaveText('+5')
  await expect(first.locator('td').nth(2)).toHaveCSS('color', 'rgb(30, 123, 67)')
  await shot(page, 'point-signed')
  await expectAxeClean(page)

  // The same day again: the page still offers no button, and the server refuses (47001).
  await page.reload()
  await expect(page.getByTestId('sign-in')).toBeDisabled()
  const again = await request.post(`${baseURL}/buyer/members/sign?retry=1`, {
    headers: { accessToken: member.accessToken },
  })
  expect(await again.json()).toMatchObject({ success: false, code: ErrorCodes.MEMBER_SIGN_REPEAT.code })
  await expect(page.getByTestId('points-remaining')).toHaveText('105')
  checkConsole()
})

test('a shipped order sends a message: header badge, read, delete to the recycle bin', async ({
  page,
  context,
  request,
}) => {
  const checkConsole = watchConsole(page)
  await logInDemo(context)
  const order = await demoOrder(request, { username: 'demo', stage: 'delivered' })
  const unread = await apiCall<number>(request, order.token, 'GET', '/buyer/message/member/count')
  expect(unread).toBeGreaterThanOrEqual(1)

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/')
  const badge = page.getByTestId('unread-badge')
  await expect(badge).toContainText(String(unread))
  await page.getByTestId('header-messages').click()
  await expect(page).toHaveURL(/\/home\/MsgList/)
  await expect(page.getByRole('heading', { name: '我的消息' })).toBeVisible()
  const row = page.getByTestId('msg-row').filter({ hasText: order.orderSn })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('订单发货通知')
  await expect(row).toContainText('已发货')
  await shot(page, 'messages-unread')
  await expectAxeClean(page)

  await row.getByTestId('msg-read').click()
  await expect(page.getByText('已标记为已读')).toBeVisible()
  await expect(row).toHaveCount(0)
  if (unread > 1) await expect(badge).toContainText(String(unread - 1))
  else await expect(badge).toHaveCount(0)

  await page.getByTestId('msg-tab-ALREADY_READY').click()
  const read = page.getByTestId('msg-row').filter({ hasText: order.orderSn })
  await expect(read).toHaveCount(1)
  await read.getByTestId('msg-delete').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('确认删除')
  await expect(dialog).toContainText('确认要删除此消息?')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('消息已成功放入回收站')).toBeVisible()
  await expect(read).toHaveCount(0)

  await page.getByTestId('msg-tab-ALREADY_REMOVE').click()
  await expect(page.getByTestId('msg-row').filter({ hasText: order.orderSn })).toHaveCount(1)
  await shot(page, 'messages-bin')
  // Another member cannot touch it.
  const [mine] = (
    await apiCall<{ records: { id: string }[] }>(
      request,
      order.token,
      'GET',
      `/buyer/message/member?messageId=${order.orderSn}`,
    )
  ).records
  const otherToken = await apiLogin(request, 'buyer2')
  const foreign = await request.delete(`${baseURL}/buyer/message/member/${mine.id}`, {
    headers: { accessToken: otherToken },
  })
  expect(await foreign.json()).toMatchObject({ success: false, code: ErrorCodes.USER_AUTHORITY_ERROR.code })
  checkConsole()
})

test('/home shows my order counts by status, coupons, points and balance', async ({
  page,
  context,
  request,
}) => {
  const checkConsole = watchConsole(page)
  await logInDemo(context)
  const token = await apiLogin(request, 'demo')
  const total = async (tag: string) =>
    (await apiCall<{ total: number }>(request, token, 'GET', `/buyer/order/order?tag=${tag}&pageSize=1`))
      .total
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/home')
  const waitShip = page.getByTestId('count-waitShip')
  await expect(waitShip).toContainText(String(await total('WAIT_SHIP')))
  const before = await total('WAIT_SHIP')

  await demoOrder(request, { username: 'demo', stage: 'paid' })
  await page.reload()
  await expect(waitShip).toContainText(`${before + 1}待发货`)
  await expect(page.getByTestId('count-waitPay')).toContainText(`${await total('WAIT_PAY')}待付款`)
  await expect(page.getByTestId('count-waitRog')).toContainText(`${await total('WAIT_ROG')}待收货`)
  const points = await apiCall<{ point: number }>(
    request,
    token,
    'GET',
    '/buyer/member/memberPointsHistory/getMemberPointsHistoryVO',
  )
  await expect(page.getByTestId('count-points')).toContainText(`${points.point}积分`)
  const wallet = await apiCall<{ memberWallet: number }>(request, token, 'GET', '/buyer/wallet/wallet')
  await expect(page.getByTestId('count-balance')).toContainText(
    `¥${wallet.memberWallet.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}余额`,
  )
  const coupons = await apiCall<{ total: number }>(
    request,
    token,
    'GET',
    '/buyer/promotion/coupon/getCoupons?memberCouponStatus=NEW&pageSize=1',
  )
  await expect(page.getByTestId('count-coupons')).toContainText(`${coupons.total}优惠券`)
  // 退款/售后: after-sales in progress, opening my after-sales.
  const afterSales = page.getByTestId('count-afterSale')
  await expect(afterSales).toContainText(/^\d+退款\/售后$/)
  await expect(afterSales).toHaveAttribute('href', '/home/AfterSale')
  await shot(page, 'home-counts')
  await expectAxeClean(page)

  await waitShip.click()
  await expect(page).toHaveURL(/\/home\/MyOrder\?tag=WAIT_SHIP/)
  checkConsole()
})
