import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { hydrated } from './promotion-journeys.ts'
import { consoleSignIn } from './seller-session.ts'
import { apiLogin, passwordLogin } from './sign-in.ts'

/**
 * The operator console (decisions 110, 111): `demo` asks to withdraw ¥100, the operator approves it in
 * `/admin` after confirming, and the buyer's balance, ledger and application show it; the read-only
 * auditor sees the queue without action buttons.
 */
test('demo withdraws ¥100; the operator approves it in /admin; the buyer sees it paid', async ({
  page,
  request,
}) => {
  const buyer = { accessToken: await apiLogin(request, 'demo') }
  const wallet = async () =>
    (await (await request.get(`${baseURL}/buyer/wallet/wallet`, { headers: buyer })).json()).result
  const before = await wallet()
  const asked = await request.post(`${baseURL}/buyer/wallet/wallet/withdrawal`, {
    headers: buyer,
    form: { price: '100', realName: '张三', connectNumber: '6222021001123456789' },
  })
  expect((await asked.json()).success).toBe(true)
  expect((await wallet()).memberFrozenWallet).toBeCloseTo(before.memberFrozenWallet + 100)

  await consoleSignIn(page.context(), request, 'admin', 'admin')
  await page.goto('/admin')
  const count = page.getByTestId('count-withdrawals')
  await expect(count).toBeVisible()
  expect(Number(await count.locator('strong').textContent())).toBeGreaterThanOrEqual(1)
  await count.click()
  await expect(page).toHaveURL(/\/admin\/withdrawals\?applyStatus=APPLY/)
  const row = page.getByTestId('withdraw-table').locator('tbody tr', { hasText: '¥100.00' }).first()
  await row.getByRole('button', { name: '通过' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('¥100.00')
  await dialog.getByRole('button', { name: '通过' }).click()
  await expect(page.getByText('已通过提现')).toBeVisible()

  const after = await wallet()
  expect(after.memberFrozenWallet).toBeCloseTo(before.memberFrozenWallet)
  expect(after.memberWallet).toBeCloseTo(before.memberWallet - 100)
  const applies = await (
    await request.get(`${baseURL}/buyer/member/withdrawApply?pageSize=1`, { headers: buyer })
  ).json()
  expect(applies.result.records[0]).toMatchObject({ applyMoney: 100, applyStatus: 'SUCCESS' })
  // The payout's ledger row is the newest (0: the balance already dropped when the money froze).
  const ledger = await (
    await request.get(`${baseURL}/buyer/wallet/log?pageSize=1`, { headers: buyer })
  ).json()
  expect(ledger.result.records[0]).toMatchObject({ serviceType: 'WALLET_WITHDRAWAL', money: 0 })
})

test('the read-only auditor sees the queues without action buttons', async ({ page, request }) => {
  await consoleSignIn(page.context(), request, 'admin', 'auditor')
  await page.goto('/admin/stores')
  await expect(page.getByTestId('read-only')).toBeVisible()
  await expect(page.getByTestId('store-table')).toBeVisible()
  await expect(page.getByTestId('store-table').getByRole('button')).toHaveCount(0)
  await page.goto('/admin/withdrawals')
  await expect(page.getByTestId('read-only')).toBeVisible()
  await expect(page.getByRole('button', { name: '通过' })).toHaveCount(0)
})

test('operator lists search through the console kit: a search keeps the status tab', async ({
  page,
  context,
}) => {
  await consoleSignIn(context, context.request, 'admin', 'admin')
  await page.goto('/admin/members?status=OPEN')
  await page.getByTestId('member-search').getByRole('textbox').fill('seller')
  await page.getByTestId('member-search').getByRole('button').click()
  await expect(page).toHaveURL(/keyword=seller/)
  await expect(page).toHaveURL(/status=OPEN/)
  const rows = page.getByTestId('member-table').locator('tbody tr')
  await expect(rows.first()).toContainText('seller')
  for (const row of await rows.all()) await expect(row).toContainText(/seller/i)
  await page.goto('/admin/goods')
  await page.getByTestId('goods-filters').locator('select[name=state]').selectOption({ index: 1 })
  await page.getByTestId('goods-filters').getByRole('button').click()
  await expect(page).toHaveURL(/state=/)
  await expect(page.getByTestId('goods-table').locator('tbody tr').first()).toBeVisible()
})

test('the operator adds a member (lilishop 添加会员): wrong input is marked, the member then signs in', async ({
  page,
  context,
}) => {
  await consoleSignIn(context, context.request, 'admin', 'admin')
  await page.goto('/admin/members')
  await hydrated(page)
  await page.getByTestId('member-add').click()
  const dialog = page.getByTestId('member-add-dialog')
  const username = `op${Date.now() % 1_000_000}`
  await dialog.getByRole('textbox', { name: '用户名' }).fill('123456')
  await dialog.getByLabel('初始密码').fill('123')
  await dialog.getByRole('textbox', { name: '手机号' }).fill('1380013')
  await dialog.getByRole('button', { name: '保存' }).click()
  // Each field says what it wants, and nothing was sent.
  for (const hint of ['不能是纯数字', '6–20 位', '11 位中国大陆手机号'])
    await expect(dialog.getByRole('alert').filter({ hasText: hint })).toBeVisible()
  await dialog.getByRole('textbox', { name: '用户名' }).fill(username)
  await dialog.getByLabel('初始密码').fill('Silk2026ok')
  await dialog
    .getByRole('textbox', { name: '手机号' })
    .fill(`135${String(Date.now() % 1e8).padStart(8, '0')}`)
  await dialog.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('会员已添加')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('member-table').locator('tbody tr', { hasText: username })).toBeVisible()
  expect((await passwordLogin(context.request, username, 'Silk2026ok')).accessToken).toBeTruthy()
})
