import AxeBuilder from '@axe-core/playwright'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { registerMember } from './member-session.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { apiLogin, logInDemo, signIn } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * Issue 8, distribution: the demo distributor buyer2 chooses a goods and takes its share link; the
 * demo member opens the link (bound) and completes an order of it; buyer2's commission appears on
 * /home/Distribution, is cashed out, and shows in buyer2's wallet ledger. SHOTS_DIR=<dir> saves
 * screenshots.
 */
type Distribution = { id: string; canRebate: number; rebateTotal: number; commissionFrozen: number }
type GoodsVO = { id: string; skuId: string; goodsId: string; goodsName: string; commission: number }

async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}

async function axe(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

/** Signs a demo account in the way the site keeps a login (the accessToken cookie). */
async function signInAs(context: BrowserContext, username: string): Promise<string> {
  const token = await apiLogin(context.request, username)
  await context.addCookies([{ name: 'accessToken', value: token, url: baseURL }])
  return token
}

const yuan = (value: number) => `¥${value.toFixed(2)}`

test('a share link earns buyer2 a commission that is cashed out to the wallet', async ({ browser }) => {
  test.setTimeout(120_000)
  const sellerContext = await browser.newContext()
  const seller = await sellerContext.newPage()
  const stop = watchConsole(seller)
  const token = await signInAs(sellerContext, 'buyer2')
  const before = await apiCall<Distribution>(seller.request, token, 'GET', '/buyer/distribution/distribution')

  // buyer2's dashboard, then a goods from the unselected list.
  await seller.goto('/home/Distribution')
  await expect(seller.getByRole('heading', { name: '我的分销' })).toBeVisible()
  await expect(seller.getByRole('link', { name: '分销推荐' })).toBeVisible()
  await expect(seller.getByTestId('can-rebate')).toHaveText(yuan(before.canRebate))
  await shot(seller, 'distribution-dashboard')
  await axe(seller, 'Distribution')
  await seller.getByRole('link', { name: '未选商品' }).click()
  await expect(seller).toHaveURL(/tab=unchecked/)
  const table = seller.getByTestId('goods-unchecked')
  const firstRow = table.locator('tbody tr').first()
  const skuId = await firstRow.getAttribute('data-sku')
  expect(skuId).toBeTruthy()
  await firstRow.getByRole('button', { name: '选择商品' }).click()
  await expect(seller.getByText('已选择该商品')).toBeVisible()
  await expect(table.locator(`tr[data-sku="${skuId}"]`)).toHaveCount(0)

  // In the chosen list: the share dialog with the QR code of the PC link.
  await seller.getByRole('link', { name: '已选商品' }).click()
  const chosen = seller.getByTestId('goods-checked').locator(`tr[data-sku="${skuId}"]`)
  await expect(chosen).toBeVisible()
  await chosen.getByRole('button', { name: '分销商品' }).click()
  const dialog = seller.getByRole('dialog', { name: '分享商品' })
  await expect(dialog).toBeVisible()
  const link = await dialog.getByTestId('share-link').inputValue()
  const url = new URL(link)
  expect(url.pathname).toBe('/goodsDetail')
  expect(url.searchParams.get('skuId')).toBe(skuId)
  expect(url.searchParams.get('distributionId')).toBe(before.id)
  await expect(dialog.getByTestId('share-qr')).toHaveAttribute('data-text', link)
  await expect(dialog.getByRole('img', { name: '商品分享二维码' })).toBeVisible()
  await shot(seller, 'distribution-share')
  await dialog.getByRole('button', { name: '关闭' }).click()

  const goods = (
    await apiCall<{ records: GoodsVO[] }>(
      seller.request,
      token,
      'GET',
      '/buyer/distribution/goods?checked=true&pageSize=100',
    )
  ).records.find((g) => g.skuId === skuId) as GoodsVO
  const detail = await apiCall<{ data: { storeId: string } }>(
    seller.request,
    token,
    'GET',
    `/buyer/goods/goods/sku/${goods.goodsId}/${goods.skuId}`,
  )

  // The demo member opens the link: the site binds them to buyer2.
  const buyerContext = await browser.newContext()
  await logInDemo(buyerContext)
  const buyer = await buyerContext.newPage()
  const stopBuyer = watchConsole(buyer)
  const bound = buyer.waitForResponse((r) => r.url().includes('/bindingDistribution/'))
  await buyer.goto(`${url.pathname}${url.search}`)
  const answer = await (await bound).json()
  expect(answer).toMatchObject({ success: true, result: true })
  // Bound once: the remembered link is gone.
  await expect
    .poll(async () => (await buyerContext.cookies()).some((c) => c.name === 'distributionId'))
    .toBe(false)

  // …and completes an order of that goods (buy now, wallet, shipped by the store, received).
  const order = await demoOrder(buyer.request, {
    username: 'demo',
    storeId: detail.data.storeId as '2001',
    skuId: goods.skuId,
    goodsId: goods.goodsId,
    stage: 'completed',
  })

  // buyer2 sees the commission, settled and withdrawable.
  const expected = before.canRebate + goods.commission
  await seller.goto('/home/Distribution')
  await expect(seller.getByTestId('can-rebate')).toHaveText(yuan(expected))
  await expect(seller.getByTestId('rebate-total')).toHaveText(yuan(before.rebateTotal + goods.commission))
  await seller.getByRole('link', { name: '分销订单' }).click()
  const orderRow = seller.getByTestId('distribution-orders').locator('tr', { hasText: order.orderSn })
  await expect(orderRow).toContainText('已结算')
  await expect(orderRow).toContainText(yuan(goods.commission))
  await shot(seller, 'distribution-orders')

  // Cash out the commission: it goes to the wallet at once.
  await seller.getByRole('button', { name: '申请提现' }).click()
  const cash = seller.getByRole('dialog', { name: '申请提现' })
  await cash.getByRole('textbox').fill(String(expected + 1))
  await cash.getByRole('button', { name: '确认提现' }).click()
  await expect(cash.getByText('提现金额不能超过可提现金额')).toBeVisible()
  await cash.getByRole('textbox').fill(goods.commission.toFixed(2))
  await shot(seller, 'distribution-cash')
  await cash.getByRole('button', { name: '确认提现' }).click()
  await expect(seller.getByText('提现成功，佣金已转入余额')).toBeVisible()
  await expect(seller.getByTestId('can-rebate')).toHaveText(yuan(before.canRebate))
  await seller.getByRole('link', { name: '提现记录' }).click()
  const cashRow = seller.getByTestId('cash-list').locator('tbody tr').first()
  await expect(cashRow).toContainText(yuan(goods.commission))
  await expect(cashRow).toContainText('已到账')
  const sn = (await cashRow.locator('td').first().textContent())?.trim()
  expect(sn).toMatch(/^D\d+$/)

  // The wallet ledger shows the payout.
  await seller.goto('/home/MoneyManagement')
  const ledger = seller.getByTestId('wallet-log').locator('tr', { hasText: `分销[${sn}]佣金提现到余额` })
  await expect(ledger).toContainText(`+ ${yuan(goods.commission)}`)
  await shot(seller, 'distribution-wallet')

  stop()
  stopBuyer()
  await sellerContext.close()
  await buyerContext.close()
})

test('the demo member sees the application form with its checks, then the review notice', async ({
  browser,
}) => {
  const context = await browser.newContext()
  await logInDemo(context)
  const page = await context.newPage()
  const stop = watchConsole(page)
  await page.goto('/home/Distribution')
  const form = page.getByRole('form', { name: '申请成为分销员' })
  if (await form.isVisible()) {
    await shot(page, 'distribution-apply')
    await axe(page, 'Distribution apply')
    await form.getByRole('textbox', { name: '姓名' }).fill('王小明')
    await form.getByRole('textbox', { name: '身份证号' }).fill('110105198506121231')
    await form.getByRole('textbox', { name: '银行开户行' }).fill('中国银行上海分行')
    await form.getByRole('textbox', { name: '银行开户名' }).fill('王小明')
    await form.getByRole('textbox', { name: '银行账号' }).fill('6217000012345678900')
    await form.getByRole('button', { name: '提交申请' }).click()
    await expect(form.getByText('请输入正确的身份证号')).toBeVisible()
    await expect(form.getByText('请输入正确的银行账号')).toBeVisible()
    await form.getByRole('textbox', { name: '身份证号' }).fill('11010519850612123X')
    await form.getByRole('textbox', { name: '银行账号' }).fill('6217 0000 1234 5678 907')
    await form.getByRole('button', { name: '提交申请' }).click()
    await expect(page.getByText('申请已提交，请等待审核')).toBeVisible()
  }
  await expect(page.getByTestId('distribution-review')).toContainText('您提交的信息正在审核')
  await shot(page, 'distribution-review')
  stop()
  await context.close()
})

test('an anonymous visitor of a share link is bound once after signing in', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const stop = watchConsole(page)
  const token = await apiLogin(page.request, 'buyer2')
  const me = await apiCall<Distribution>(page.request, token, 'GET', '/buyer/distribution/distribution')
  const [goods] = (
    await apiCall<{ records: GoodsVO[] }>(
      page.request,
      token,
      'GET',
      '/buyer/distribution/goods?checked=true',
    )
  ).records
  const bindCalls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/bindingDistribution/')) bindCalls.push(r.url())
  })
  const hasCookie = async () => (await context.cookies()).some((c) => c.name === 'distributionId')

  await page.goto(`/goodsDetail?skuId=${goods.skuId}&goodsId=${goods.goodsId}&distributionId=${me.id}`)
  await expect.poll(hasCookie).toBe(true)
  expect(bindCalls).toEqual([])

  const member = await registerMember(page.request)
  await signIn(context, member)
  const bound = page.waitForResponse((r) => r.url().includes('/bindingDistribution/'))
  await page.goto('/home/Distribution')
  expect(await (await bound).json()).toMatchObject({ success: true, result: true })
  await expect.poll(hasCookie).toBe(false)
  await page.goto('/')
  await page.goto('/home/Distribution')
  expect(bindCalls).toHaveLength(1)

  // The page in English.
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }])
  await page.evaluate(() => localStorage.setItem('lang', 'en'))
  await page.goto('/home/Distribution')
  await expect(page.getByRole('heading', { name: 'My affiliate' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Apply to become an affiliate' })).toBeVisible()
  await shot(page, 'distribution-apply-en')
  stop()
  await context.close()

  const english = await browser.newContext()
  await signInAs(english, 'buyer2')
  await english.addCookies([{ name: 'lang', value: 'en', url: baseURL }])
  const dashboard = await english.newPage()
  await dashboard.goto('/home/Distribution')
  await dashboard.evaluate(() => localStorage.setItem('lang', 'en'))
  await expect(dashboard.getByText('Withdrawable')).toBeVisible()
  await expect(dashboard.getByRole('link', { name: 'Chosen goods' })).toBeVisible()
  await shot(dashboard, 'distribution-dashboard-en')
  await english.close()
})
