import { expect, type Page, test } from '@playwright/test'
import { registerMember } from './member-session.ts'
import { apiCall, demoOrder, ensureAddress, skuWithStock } from './order-fixtures.ts'
import { consoleSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/** SHOTS_DIR=<dir> saves the settings panel, the cashier's transfer panel and the order views. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

const ACCOUNT = {
  name: '丝路之舟（深圳）供应链管理有限公司',
  bank: '招商银行深圳分行营业部',
  no: '7559 0123 4567 801',
}

/**
 * 对公转账 from end to end: the operator turns bank transfer on with the platform's account (an
 * account left empty is refused); a B2B buyer chooses it at the cashier, sees the account, the amount
 * and the order number to write on the transfer, and the order waits five days instead of minutes;
 * the operator sees the order waiting and confirms the money; turned off, the cashier offers it no more.
 */
test('the operator takes bank transfers; the buyer pays by transfer; the operator confirms it', async ({
  page,
  browser,
  request,
}) => {
  // Three people's pages in one journey (operator, buyer, operator again): more than one minute on a busy machine.
  test.setTimeout(120_000)
  const operator = await browser.newContext()
  const admin = await operator.newPage()
  await consoleSignIn(operator, request, 'admin', 'admin')
  await admin.goto('/admin/settings')
  const panel = admin.getByTestId('settings-transfer')
  await panel.getByLabel('允许线下转账').check()
  await panel.getByTestId('save-TRANSFER_SETTING').click()
  await expect(admin.getByText('开启线下转账前请填写收款户名、开户银行和银行账号（至少8位）')).toBeVisible()
  await panel.getByLabel('收款户名').fill(ACCOUNT.name)
  await panel.getByLabel('开户银行').fill(ACCOUNT.bank)
  await panel.getByLabel('银行账号').fill(ACCOUNT.no)
  await panel.getByLabel('转账期限').fill('5')
  await panel.getByTestId('save-TRANSFER_SETTING').click()
  await expect(admin.getByText('已保存', { exact: true })).toBeVisible()
  await panel.scrollIntoViewIfNeeded()
  await shot(admin, 'transfer-settings')

  try {
    const order = await demoOrder(request, { username: 'buyer2', storeId: '2003', stage: 'unpaid' })
    const checkConsole = watchConsole(page)
    await signIn(page.context(), { ...(await passwordLogin(request, 'buyer2')), username: 'buyer2' })
    await page.goto(`/payment?orderType=ORDER&sn=${order.orderSn}`)
    const tile = page.getByTestId('method-BANK_TRANSFER')
    await expect(tile).toContainText('对公转账，5天内到账')
    await expect(page.getByTestId('transfer-panel')).toHaveCount(0)
    await tile.click()
    await expect(tile).toHaveAttribute('aria-pressed', 'true')
    const transfer = page.getByTestId('transfer-panel')
    const amount = (await page.getByTestId('cashier-amount').textContent())!.trim()
    for (const text of [ACCOUNT.name, ACCOUNT.bank, ACCOUNT.no, `¥${amount}`, order.orderSn])
      await expect(transfer).toContainText(text)
    // Online payment's button gives way to the transfer's own.
    await expect(page.getByTestId('pay-now')).toHaveCount(0)
    await transfer.getByTestId('transfer-choose').click()
    await expect(transfer.getByTestId('transfer-chosen')).toContainText(
      /请于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 前完成转账/,
    )
    await expect(page.getByText('请在期限内完成转账，逾期未到账订单将自动取消，剩余')).toBeVisible()
    await expect(page.getByTestId('countdown')).toHaveText(/^4天23小时/)
    await expectAxeClean(page, 'cashier with bank transfer')
    await shot(page, 'transfer-cashier')

    // Back at the cashier later, the transfer is still the chosen way; the order says so too.
    await page.reload()
    await expect(page.getByTestId('method-BANK_TRANSFER')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('transfer-chosen')).toBeVisible()
    await page.goto(`/home/OrderDetail?sn=${order.orderSn}`)
    await expect(page.getByTestId('transfer-waiting')).toContainText('您选择了线下转账，请于')
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'UNPAID')
    checkConsole()

    // The operator finds the orders waiting for a transfer on the order desk, opens this one and
    // confirms the money with the bank's reference.
    await admin.goto('/admin/orders')
    const filters = admin.getByTestId('order-filters')
    await filters.locator('select[name="payStatus"]').selectOption({ label: '待转账到账' })
    await filters.getByRole('button').first().click()
    await expect(admin).toHaveURL(/payStatus=TRANSFER_WAITING/)
    await expect(admin.getByTestId('order-sn')).toHaveText([order.orderSn])
    await admin.getByTestId('order-sn').click()
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${order.orderSn}`))
    await expect(admin.getByTestId('order-transfer-due')).toContainText('买家选择线下转账，待到账')
    await expect(admin.getByTestId('order-log')).toContainText('买家选择线下转账')
    await shot(admin, 'transfer-operator-order')
    await admin.getByTestId('order-pay').click()
    const dialog = admin.getByTestId('order-pay-dialog')
    await dialog.getByLabel('转账流水号').fill('CMB-2026-1127-7781')
    await dialog.getByRole('button', { name: /^确认已收到 ¥/ }).click()
    await expect(admin.getByTestId('admin-order')).toHaveAttribute('data-status', 'UNDELIVERED')
    await page.reload()
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-status', 'UNDELIVERED')
    await expect(page.getByTestId('transfer-waiting')).toHaveCount(0)

    // A buyer who checked out from two stores pays both orders by one transfer, quoting the trade's
    // number; the operator confirms the whole trade from either order.
    const trader = await registerMember(request)
    await ensureAddress(request, trader.accessToken)
    for (const storeId of ['2001', '2002'])
      await apiCall(
        request,
        trader.accessToken,
        'POST',
        `/buyer/trade/carts?skuId=${(await skuWithStock(request, storeId, 0)).id}&num=1`,
      )
    const trade = await apiCall<{ sn: string; orderSns: string[] }>(
      request,
      trader.accessToken,
      'POST',
      '/buyer/trade/carts/create/trade',
      { way: 'CART', client: 'PC' },
    )
    expect(trade.orderSns).toHaveLength(2)
    await apiCall(
      request,
      trader.accessToken,
      'POST',
      `/buyer/payment/cashier/transfer?orderType=TRADE&sn=${trade.sn}`,
    )
    await admin.goto(`/admin/orders?payStatus=TRANSFER_WAITING&orderSn=${trade.sn}`)
    await expect(admin.getByTestId('order-sn')).toHaveText([...trade.orderSns].sort().reverse())
    await admin.goto(`/admin/orders/${trade.orderSns[0]}`)
    await admin.getByTestId('order-pay').click()
    const scope = admin.getByTestId('order-pay-scope')
    await scope.getByLabel(new RegExp(`整笔交易 ${trade.sn}：2 个未付款订单`)).check()
    const whole = (await dialog.getByTestId('order-pay-amount').textContent())!.trim()
    await shot(admin, 'transfer-operator-trade')
    await dialog.getByLabel('转账流水号').fill('ICBC-2026-1128-0093')
    await dialog.getByRole('button', { name: `确认已收到 ${whole}` }).click()
    await expect(admin.getByText('已确认收款，2 个订单等待发货')).toBeVisible()
    for (const sn of trade.orderSns) {
      await admin.goto(`/admin/orders/${sn}`)
      await expect(admin.getByTestId('admin-order')).toHaveAttribute('data-status', 'UNDELIVERED')
      await expect(admin.getByTestId('admin-order')).toContainText('ICBC-2026-1128-0093')
    }
  } finally {
    // Off again, as the demo is seeded: the cashier offers only online methods.
    await admin.goto('/admin/settings')
    await panel.getByLabel('允许线下转账').uncheck()
    await panel.getByTestId('save-TRANSFER_SETTING').click()
    await expect(admin.getByText('已保存', { exact: true })).toBeVisible()
    await operator.close()
  }
  const later = await demoOrder(request, { username: 'buyer2', storeId: '2003', stage: 'unpaid' })
  await page.goto(`/payment?orderType=ORDER&sn=${later.orderSn}`)
  await expect(page.getByTestId('method-ALIPAY')).toBeVisible()
  await expect(page.getByTestId('method-BANK_TRANSFER')).toHaveCount(0)
})
