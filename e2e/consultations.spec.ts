import { expect, test } from '@playwright/test'
import { registerMember, solveSlider } from './member-session.ts'
import { consoleSignIn } from './seller-session.ts'
import { signIn } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * 出海服务咨询 (decision 130): a signed-in visitor sends a consultation from a core-service tile on the
 * home page (form → slider → reference number); the operator finds it in the leads inbox, moves it on
 * and replies; the member reads the reply under 我的咨询.
 */
test('a consultation from a home tile reaches the inbox, and the reply reaches the member', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const buyer = await browser.newContext()
  const member = await registerMember(request)
  await signIn(buyer, member)
  const page = await buyer.newPage()
  const checkConsole = watchConsole(page)
  await page.goto('/')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)

  await page.locator('[data-testid="service-tile"][data-key="capital"]').click()
  await page.getByTestId('service-consult').click()
  const dialog = page.getByTestId('consultation-dialog')
  await expect(dialog).toBeVisible()
  // The tile's service is chosen already; an empty form is refused on the spot.
  await expect(dialog.locator('select[name="service"]')).toHaveValue('capital')
  await dialog.getByRole('button', { name: '提交咨询' }).click()
  await expect(dialog.getByText('请填写公司名称（至少2个字）')).toBeVisible()
  await expect(dialog.getByText('请填写手机号或邮箱')).toBeVisible()

  const company = `旅程出海科技${Date.now() % 100000}`
  await dialog.locator('input[name="company"]').fill(company)
  await dialog.locator('input[name="contact"]').fill('赵经理')
  await dialog.locator('input[name="mobile"]').fill('13912345678')
  await dialog.getByLabel('巴西').check()
  await dialog.getByLabel('越南').check()
  await dialog.locator('select[name="budget"]').selectOption('500K_2M')
  await dialog.locator('textarea[name="message"]').fill('计划在巴西设立子公司，需要融资与跨境结算方案')
  await dialog.getByRole('button', { name: '提交咨询' }).click()
  await solveSlider(page)
  const done = page.getByTestId('consultation-done')
  await expect(done).toBeVisible()
  const sn = (await done.getByTestId('consultation-sn').textContent())?.trim() ?? ''
  expect(sn).toMatch(/^ZX\d{16}$/)
  await done.getByRole('button', { name: '完成' }).click()
  checkConsole()

  // The operator's inbox: filtered by service and country, opened, moved on and replied to.
  const operator = await browser.newContext()
  await consoleSignIn(operator, request, 'admin', 'admin')
  const admin = await operator.newPage()
  await admin.goto('/admin/consultations?service=capital&country=br')
  const row = admin.getByTestId('consultation-table').getByRole('row').filter({ hasText: sn })
  await expect(row).toContainText(company)
  await expect(row).toContainText('新咨询')
  await row.getByRole('link', { name: '查看' }).click()
  await expect(admin.getByTestId('consultation-state')).toHaveText('新咨询')
  await admin.getByTestId('consultation-move-CONTACTED').click()
  await admin.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(admin.getByTestId('consultation-state')).toHaveText('已联系')
  const reply = '赵经理您好，资本服务顾问将于明天上午致电，并发送巴西设立与结算方案。'
  await admin.getByTestId('consultation-note-form').locator('textarea').fill('客户预算充足，优先跟进')
  await admin.getByTestId('consultation-note-form').getByRole('button').click()
  await expect(admin.getByTestId('consultation-history')).toContainText('客户预算充足')
  await admin.getByTestId('consultation-reply-form').locator('textarea').fill(reply)
  await admin.getByTestId('consultation-reply-form').getByRole('button').click()
  await expect(admin.getByTestId('consultation-history')).toContainText(reply)

  // The member reads the reply (never the note) under 我的咨询.
  await page.goto('/home/MyConsultation')
  const card = page.locator(`[data-testid="consultation-card"][data-sn="${sn}"]`)
  await expect(card).toContainText('已联系')
  await expect(card.getByTestId('consultation-replies')).toContainText(reply)
  await expect(card).not.toContainText('客户预算充足')
  await buyer.close()
  await operator.close()
})
