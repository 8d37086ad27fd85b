import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { expectAxeClean } from './support.ts'

/**
 * Trust (issue 21): nothing invented is shown as real. The footer's partners and think tanks are the
 * operator's (the demo's say they are samples, decision 163), the ICP line comes from the settings (none
 * here, so none shown); payment methods are drawn marks; the privacy policy
 * and the user agreement are real pages in both languages, linked from the footer and the sign-up form.
 */
test('the footer shows only labelled sample partners and think tanks, and no licence number not configured', async ({
  page,
}) => {
  await page.goto('/Service')
  const footer = page.locator('footer')
  for (const name of await footer.getByTestId('footer-partners').getByRole('listitem').allTextContents())
    expect(name).toMatch(/^示例合作机构 [A-Z]$/)
  for (const name of await footer.getByTestId('footer-think-tanks').getByRole('listitem').allTextContents())
    expect(name).toMatch(/^示例智库 [A-Z]$/)
  await expect(footer.getByTestId('footer-icp')).toHaveCount(0)
  await expect(footer).not.toContainText(/ICP备|CCPIT|中国国际贸易促进委员会/)
  // Payment methods as drawn marks with their names for assistive technology, not letters.
  const marks = footer.getByTestId('footer-payments').getByRole('img')
  await expect(marks).toHaveCount(3)
  await expect(marks.nth(0)).toHaveAccessibleName('支付宝')
  for (const mark of await marks.all()) {
    expect(await mark.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg')
    expect(await mark.locator('path, rect, circle').count()).toBeGreaterThan(1)
    expect(((await mark.textContent()) ?? '').trim()).toBe('')
  }
})

for (const [lang, privacy, terms, heading] of [
  ['zh-CN', '隐私政策', '用户协议', '向境外提供'],
  ['en', 'Privacy policy', 'User agreement', 'transfers abroad'],
] as const) {
  test(`the privacy policy and the user agreement (${lang}) are linked from the footer and read as documents`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL }])
    await page.goto('/Service')
    await page.locator('footer').getByRole('link', { name: privacy }).click()
    await expect(page).toHaveURL(`${baseURL}/privacy`)
    const doc = page.getByTestId('legal-privacy')
    await expect(doc.getByRole('heading', { level: 1 })).toHaveText(privacy)
    await expect(doc.getByRole('heading', { level: 2 })).toHaveCount(10)
    await expect(doc.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible()
    await expectAxeClean(page, `privacy ${lang}`)

    await page.locator('footer').getByRole('link', { name: terms }).click()
    await expect(page).toHaveURL(`${baseURL}/terms`)
    const agreement = page.getByTestId('legal-terms')
    await expect(agreement.getByRole('heading', { level: 2 })).toHaveCount(12)
    // The cross-border limits a buyer must know.
    await expect(agreement).toContainText(lang === 'en' ? 'RMB 26,000' : '26000')
    // The table of contents leads to its section.
    await agreement.getByRole('navigation').getByRole('link').nth(3).click()
    await expect(page).toHaveURL(/#s4$/)
  })
}
