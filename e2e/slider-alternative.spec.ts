import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { chooseLanguage } from './language.ts'
import { readSmsCode } from './member-session.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * Issue 59: someone who cannot drag the slider (or see its picture) gets in without it, by keyboard
 * alone: the password form's slider offers the SMS sign-in, whose slider offers to send the code
 * with no slider at all (decision 150: stricter limits, and the code is the check).
 */
test('a buyer who cannot use the slider signs in by an SMS code sent without it, by keyboard', async ({
  page,
  context,
}) => {
  const clean = watchConsole(page)
  const mobile = `136${String(randomBytes(4).readUInt32BE(0) % 1e8).padStart(8, '0')}`
  await page.goto('/login')
  await page.getByPlaceholder('用户名 / 手机号').fill('demo')
  await page.getByPlaceholder('密码', { exact: true }).fill('silk123456')
  await page.getByRole('button', { name: '登录', exact: true }).click()

  // The password's slider: the way out is a button the keyboard reaches.
  const slider = page.getByTestId('slider-captcha')
  await expect(slider.getByTestId('slider-back')).toBeVisible()
  await expectAxeClean(page, 'slider with its alternative')
  const toSms = slider.getByRole('button', { name: '无法拖动滑块？改用短信验证码登录' })
  await toSms.focus()
  await page.keyboard.press('Enter')
  await expect(slider).toBeHidden()
  const form = page.getByTestId('sms-login')
  await expect(form).toBeVisible()

  // The SMS sign-in: its check offers to send the code with no slider.
  await form.getByPlaceholder('手机号').fill(mobile)
  await form.getByTestId('open-captcha').click()
  await expect(slider.getByTestId('slider-back')).toBeVisible()
  const smsOnly = slider.getByRole('button', { name: '无法拖动滑块？改用短信验证' })
  await smsOnly.focus()
  await page.keyboard.press('Enter')
  await expect(slider).toBeHidden()
  await expect(form.getByTestId('sms-only-note')).toContainText('无需拖动滑块')
  await expect(form.getByTestId('open-captcha')).toHaveCount(0)
  await form.getByTestId('send-code').click()
  await expect(page.getByText('验证码发送成功')).toBeVisible()
  await expect(form.getByTestId('send-code')).toBeDisabled()
  await form.getByPlaceholder('手机验证码').fill(await readSmsCode(mobile, 'LOGIN'))
  await form.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(`${baseURL}/`)
  await expect(page.getByTestId('logout')).toBeVisible()
  expect((await context.cookies()).find((c) => c.name === 'accessToken')?.value).toBeTruthy()
  clean()
})

test('the way round the slider is offered in English too', async ({ page, context }) => {
  await chooseLanguage(context, 'en')
  await page.goto('/login')
  await page.getByTestId('password-login').locator('input[name="username"]').fill('demo')
  await page.getByTestId('password-login').locator('input[name="password"]').fill('silk123456')
  await page
    .getByTestId('password-login')
    .getByRole('button', { name: /sign in|log in/i })
    .click()
  const slider = page.getByTestId('slider-captcha')
  await expect(slider.getByTestId('slider-back')).toBeVisible()
  await expect(slider.getByTestId('slider-alternative')).toHaveText(
    'Can’t use the slider? Sign in with an SMS code instead',
  )
})

test('an account typed before the page has hydrated is the one signed in with (a slow phone)', async ({
  page,
}) => {
  // The page's scripts are held back while the visitor types into the server's HTML.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login', { waitUntil: 'domcontentloaded' })
  await page.getByPlaceholder('用户名 / 手机号').fill('demo')
  await page.getByPlaceholder('密码', { exact: true }).fill('silk123456')
  release()
  await page.locator('html[data-hydrated="true"]').waitFor()
  await page.getByRole('button', { name: '登录', exact: true }).click()
  // Checked as typed: the slider opens, no 请输入用户名 under a name the page shows.
  await expect(page.getByTestId('slider-captcha').getByTestId('slider-back')).toBeVisible()
  await expect(page.getByPlaceholder('用户名 / 手机号')).toHaveValue('demo')
  await expect(page.getByText('请输入用户名')).toHaveCount(0)
})
