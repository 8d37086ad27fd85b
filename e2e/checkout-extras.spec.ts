import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { registerMember, type TestMember } from './member-session.ts'
import { apiCall, ensureAddress, topUpWallet } from './order-fixtures.ts'
import { skuStock, storeSkus, yuan } from './shop-fixtures.ts'
import { signIn } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * The parts of checkout and the funds page the main buying journey passes by: a company invoice
 * (which needs a taxpayer id), a coupon used and dropped again, the buyer's remark to the store, and
 * the wallet's recharge and withdrawal forms. Each journey uses a fresh member so that its wallet and
 * coupons are its own. SHOTS_DIR=<dir> also saves the page screenshots.
 */
async function shot(page: Page, name: string) {
  if (!process.env.SHOTS_DIR) return
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

/** A goods of the store whose stock (at most 99 pieces of it) is worth `amount` yuan or more. */
async function goodsOver(request: APIRequestContext, storeId: string, amount: number) {
  for (const sku of await storeSkus(request, storeId)) {
    const need = Math.ceil(amount / sku.price)
    if (need <= 99 && (await skuStock(request, sku)) >= need) return sku
  }
  throw new Error(`store ${storeId}: no goods with ¥${amount} of stock left`)
}

async function freshBuyer(page: Page): Promise<TestMember> {
  const member = await registerMember(page.context().request)
  await signIn(page.context(), member)
  return member
}

test('company invoice, a coupon used and dropped, and the remark reach the order', async ({ page }) => {
  test.setTimeout(120_000)
  const assertClean = watchConsole(page)
  const request = page.context().request
  const member = await freshBuyer(page)
  const token = member.accessToken
  await ensureAddress(request, token)
  await topUpWallet(request, token, 2000)

  // The platform's 新人礼券 (满99减10), claimed as the coupon centre would.
  const claimable = await apiCall<{ records: { id: string; couponName: string }[] }>(
    request,
    token,
    'GET',
    '/buyer/promotion/coupon?pageNumber=1&pageSize=50',
  )
  const welcome = claimable.records.find((c) => c.couponName.includes('满99减10'))
  expect(welcome, 'the seed has the 新人礼券').toBeTruthy()
  await apiCall(request, token, 'GET', `/buyer/promotion/coupon/receive/${welcome!.id}`)

  // Enough of one goods to pass the 99 yuan threshold (the journeys share the stock: read it now).
  const sku = await goodsOver(request, '2003', 100)
  const num = Math.max(1, Math.ceil(100 / sku.price))
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=${num}&cartType=CART`)

  await page.goto('/pay?way=CART')
  await expect(page.getByTestId('pay-store')).toHaveCount(1)

  // Company invoice: the taxpayer id is required and checked before anything is saved.
  await page.getByRole('button', { name: '编辑' }).click()
  const invoice = page.getByRole('dialog', { name: '发票信息' })
  await invoice.getByRole('button', { name: '单位' }).click()
  await invoice.getByLabel('单位名称').fill('杭州丝路贸易有限公司')
  await invoice.getByRole('button', { name: '保存发票信息' }).click()
  await expect(invoice.getByText('请填写纳税人识别号')).toBeVisible()
  await invoice.getByLabel('纳税人识别号').fill('91330')
  await invoice.getByRole('button', { name: '保存发票信息' }).click()
  await expect(invoice.getByText('请填写正确的纳税人识别号')).toBeVisible()
  await invoice.getByLabel('纳税人识别号').fill('91330106ma2b3c4d5e')
  await invoice.getByRole('button', { name: '商品类别' }).click()
  await invoice.getByRole('button', { name: '保存发票信息' }).click()
  await expect(invoice).toHaveCount(0)
  await expect(page.getByText('杭州丝路贸易有限公司 · 商品类别')).toBeVisible()

  // The coupon was applied on arrival (the best the buyer holds, decision 025); 放弃优惠 takes it off,
  // and it stays off when the page is opened again; 立即使用 puts it back.
  const payable = page.getByTestId('price-summary')
  const ticket = page.getByTestId('checkout-coupons').getByTestId('coupon-ticket').filter({ hasText: '99' })
  await expect(page.getByTestId('coupon-price')).toHaveText('-¥10.00')
  await expect(page.getByTestId('coupons-picked')).toBeVisible()
  const withCoupon = await page.getByTestId('submit-order').locator('xpath=..').textContent()
  await ticket.getByRole('button', { name: '放弃优惠' }).click()
  await expect(ticket.getByRole('button', { name: '立即使用' })).toBeVisible()
  await expect(page.getByTestId('coupon-price')).toHaveCount(0)
  await expect(page.getByTestId('coupons-picked')).toHaveCount(0)
  await expect(page.getByTestId('submit-order').locator('xpath=..')).not.toHaveText(withCoupon!)
  await page.reload()
  await expect(ticket.getByRole('button', { name: '立即使用' })).toBeVisible()
  await expect(page.getByTestId('coupon-price')).toHaveCount(0)
  await ticket.getByRole('button', { name: '立即使用' }).click()
  await expect(page.getByTestId('coupon-price')).toHaveText('-¥10.00')
  await expect(page.getByTestId('submit-order').locator('xpath=..')).toHaveText(withCoupon!)
  await expect(payable).toBeVisible()

  // A remark to the store, up to 60 characters, counted as it is typed.
  const remark = page.getByTestId('pay-store').getByRole('textbox')
  await remark.fill('请用纸箱包装，工作日送货')
  await expect(page.getByTestId('pay-store').getByText('12/60')).toBeVisible()
  await shot(page, 'checkout-extras')
  await expectAxeClean(page, 'checkout')
  await page.getByTestId('submit-order').click()

  await expect(page).toHaveURL(/\/payment\?orderType=TRADE&sn=/)
  await page.getByTestId('pay-now').click()
  await page.getByRole('dialog', { name: '支付确认' }).getByRole('button', { name: '确定' }).click()
  await expect(page.getByTestId('pay-done')).toBeVisible()

  // The order keeps all three.
  const orders = await apiCall<{ records: { sn: string; flowPrice: number }[] }>(
    request,
    token,
    'GET',
    '/buyer/order/order?pageNumber=1&pageSize=10',
  )
  expect(orders.records).toHaveLength(1)
  expect(orders.records[0].flowPrice).toBeCloseTo(num * sku.price - 10, 2)
  await page.goto(`/home/OrderDetail?sn=${orders.records[0].sn}`)
  const detail = page.getByTestId('order-detail')
  await expect(detail.getByText('发票抬头：杭州丝路贸易有限公司')).toBeVisible()
  await expect(detail.getByText('纳税人识别号：91330106MA2B3C4D5E')).toBeVisible()
  await expect(detail.getByText('发票内容：商品类别')).toBeVisible()
  await expect(page.getByTestId('order-remark')).toHaveText('订单备注：请用纸箱包装，工作日送货')
  await expect(detail).toContainText(yuan(num * sku.price - 10))
  await shot(page, 'order-detail-extras')
  assertClean()
})

test('recharge and withdrawal forms check the amount and the card; a withdrawal freezes the money', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const assertClean = watchConsole(page)
  const member = await freshBuyer(page)
  await topUpWallet(page.context().request, member.accessToken, 500)

  await page.goto('/home/MoneyManagement')
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥500.00')
  await expect(page.getByTestId('wallet-frozen')).toHaveText('¥0.00')

  // Recharge: within the operator's limits (¥1 to ¥10,000 unless set), at most two decimals.
  await page.getByRole('button', { name: '在线充值' }).click()
  const recharge = page.getByRole('dialog', { name: '充值金额' })
  for (const bad of ['0', '10000.01', '12.345', 'abc']) {
    await recharge.getByRole('textbox').fill(bad)
    await recharge.getByRole('button', { name: '去充值' }).click()
    await expect(recharge.getByText('请输入 ¥1.00 至 ¥10,000.00 之间的金额（最多两位小数）')).toBeVisible()
    await expect(page).toHaveURL(/\/home\/MoneyManagement/)
  }
  await page.keyboard.press('Escape')
  await expect(recharge).toHaveCount(0)

  // Withdraw: within the balance, a real name and a card number that passes the Luhn check.
  await page.getByRole('button', { name: '申请提现' }).click()
  const withdraw = page.getByRole('dialog', { name: '提现金额' })
  await withdraw.locator('input[name=price]').fill('600')
  await withdraw.locator('input[name=connectNumber]').fill('6222021234567890123')
  await withdraw.getByRole('button', { name: '提现' }).click()
  await expect(withdraw.getByText('提现金额不能大于账户余额')).toBeVisible()
  await expect(withdraw.getByText('请输入真实姓名')).toBeVisible()
  await expect(withdraw.getByText('请输入正确的银行卡号')).toBeVisible()
  await withdraw.locator('input[name=price]').fill('120.50')
  await withdraw.locator('input[name=realName]').fill('李四')
  // 6222 0210 0112 3456 789 passes the Luhn check (…0123 above does not).
  await withdraw.locator('input[name=connectNumber]').fill('6222 0210 0112 3456 789')
  await shot(page, 'withdraw-dialog')
  await withdraw.getByRole('button', { name: '提现' }).click()
  await expect(page.getByText('提现申请成功，关注提现状态')).toBeVisible()
  await expect(withdraw).toHaveCount(0)
  await expect(page.getByTestId('wallet-balance')).toHaveText('¥379.50')
  await expect(page.getByTestId('wallet-frozen')).toHaveText('¥120.50')

  await page.getByRole('link', { name: '提现记录' }).click()
  const rows = page.getByTestId('wallet-withdraw').locator('tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('¥120.50')
  await expect(rows.first()).toContainText('申请中')
  await shot(page, 'money-withdraw')
  await expectAxeClean(page, 'money management')

  // The server holds the same line: a second request over what is left is refused with its message.
  const refused = await page.context().request.post(`${baseURL}/buyer/wallet/wallet/withdrawal`, {
    headers: { accessToken: member.accessToken },
    form: { price: '400', realName: '李四', connectNumber: '6222021001123456789' },
  })
  expect((await refused.json()).success).toBe(false)
  assertClean()
})
