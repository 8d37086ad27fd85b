import { expect, type Page, test } from '@playwright/test'
import { registerMember } from './member-session.ts'
import { apiCall, ensureAddress } from './order-fixtures.ts'
import { pickSkus } from './shop-fixtures.ts'
import { signIn } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/** SHOTS_DIR=<dir> saves the cashier and the top-up dialog. */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` })
}

/**
 * Issue 21: the cashier does not pre-select a wallet that cannot pay; choosing it offers a top-up in
 * place (the sandbox payment page opens beside the cashier), after which the wallet pays the order.
 */
test('a short wallet is not pre-selected; topping up in place lets it pay', async ({
  page,
  context,
  request,
}) => {
  const checkConsole = watchConsole(page)
  const member = await registerMember(request)
  const token = member.accessToken
  await signIn(context, member)
  await ensureAddress(request, token)
  const [sku] = await pickSkus(request, '2002', 1, { minStock: 3 })
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${sku!.id}&num=1&cartType=BUY_NOW`)
  const trade = await apiCall<{ sn: string }>(request, token, 'POST', '/buyer/trade/carts/create/trade', {
    way: 'BUY_NOW',
    client: 'PC',
  })

  await page.goto(`/payment?orderType=TRADE&sn=${trade.sn}`)
  const wallet = page.getByTestId('method-WALLET')
  await expect(wallet).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByTestId('method-ALIPAY')).toHaveAttribute('aria-pressed', 'true')
  await expect(wallet).toContainText('余额不足，点此充值')
  await expect(page.getByTestId('wallet-balance')).toContainText('¥0.00')
  const amount = (await page.getByTestId('cashier-amount').textContent())!.trim()
  await shot(page, 'cashier-short-wallet')

  await wallet.click()
  const dialog = page.getByTestId('top-up-dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('top-up-amount')).toHaveValue(Number(amount.replace(/,/g, '')).toFixed(2))
  await expectAxeClean(page, 'top-up dialog')
  await shot(page, 'cashier-top-up')
  await dialog.getByTestId('top-up-start').click()
  const [payPage] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByTestId('top-up-pay-link').click(),
  ])
  await payPage.getByTestId('sandbox-pay').click()
  await expect(payPage).toHaveURL(/\/payDone\?orderType=RECHARGE/)
  await payPage.close()

  // Back on the cashier: the money is in and the wallet is chosen.
  await expect(page.getByText('充值成功，可使用余额支付')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(wallet).toHaveAttribute('aria-pressed', 'true')
  await expect(wallet).not.toContainText('余额不足')
  await page.getByTestId('pay-now').click()
  await page.getByRole('dialog', { name: '支付确认' }).getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/payDone\?orderType=TRADE/)
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible()
  checkConsole()
})
