import { expect, test } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { chooseLanguage } from './language.ts'
import { registerMember } from './member-session.ts'
import { apiCall, ensureAddress } from './order-fixtures.ts'
import { openOnPhone, phoneFaults } from './phone-checks.ts'
import { signIn } from './sign-in.ts'
import { screenshotGoods, settle, TOLERANCE, volatile } from './visual-fixtures.ts'

/**
 * Checkout and 我的 on a phone (issue 24, decision 027) compared with committed screenshots at 390 px, in
 * Chinese and English, each at its top and at its end. A fresh member with an address, a goods in the cart, one unpaid
 * and one paid order, so 我的 shows counts. Same conventions as phone-visual.spec.ts (device scale 1), and
 * like it, the phone checks of e2e/phone-checks.ts on each page in the same load as its screenshots.
 * Refresh after a deliberate change: `npx playwright test e2e/phone-member.spec.ts --update-snapshots`.
 */
test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 })
test.describe.configure({ mode: 'serial' })

const langs = ['zh-CN', 'en'] as const
let goods: { id: string; goodsId: string }

test.beforeAll(async ({ request }) => {
  goods = await screenshotGoods(request)
})

for (const lang of langs) {
  test(`checkout and 我的 look as they did on a phone (${lang})`, async ({ page, context, request }) => {
    const member = await registerMember(request)
    const token = member.accessToken
    await ensureAddress(request, token)
    // Two orders: one left unpaid (待付款), one paid from the wallet (待发货). The sandbox recharge
    // pays exactly what the second costs, so the balance on 我的 is the same every run.
    const buyNow = async (client: string) => {
      await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${goods.id}&num=1&cartType=BUY_NOW`)
      return apiCall<{ sn: string; flowPrice: number }>(
        request,
        token,
        'POST',
        '/buyer/trade/carts/create/trade',
        {
          way: 'BUY_NOW',
          client,
        },
      )
    }
    await buyNow('H5')
    const paid = await buyNow('WECHAT_MP')
    const recharge = await apiCall<{ rechargeSn: string }>(
      request,
      token,
      'POST',
      `/buyer/trade/recharge?price=${paid.flowPrice}`,
    )
    const payUrl = await apiCall<string>(
      request,
      token,
      'GET',
      `/buyer/payment/cashier/pay/ALIPAY/NATIVE?orderType=RECHARGE&sn=${recharge.rechargeSn}`,
    )
    const outTradeNo = new URL(payUrl, baseURL).searchParams.get('outTradeNo')
    await apiCall(request, token, 'POST', `/buyer/payment/sandbox/${outTradeNo}/confirm`)
    await apiCall(
      request,
      token,
      'GET',
      `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${paid.sn}`,
    )
    await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${goods.id}&num=2&cartType=CART`)

    await signIn(context, member)
    await chooseLanguage(context, lang)
    // Who the member is (a fresh name, today's dates) differs every run; the layout does not.
    const mask = () => [
      ...volatile(page),
      page.locator('[data-user-text]'),
      page.getByTestId('member-greeting').locator('xpath=..'),
      page.getByTestId('bound-mobile'),
    ]

    // Each page at the top, and at its end: there the sticky bar (checkout) or the tab bar (我的) sits
    // over the page as on the phone (a full-page capture would draw it in the middle).
    const shoot = async (name: string) => {
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(page, `${name} ${lang}`).toHaveScreenshot(`phone-${name}-${lang}.png`, {
        ...TOLERANCE,
        mask: mask(),
      })
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await expect(page, `${name} end ${lang}`).toHaveScreenshot(`phone-${name}-end-${lang}.png`, {
        ...TOLERANCE,
        mask: mask(),
      })
    }

    const faults: string[] = []
    await openOnPhone(page, '/pay?way=CART', lang)
    await settle(page)
    await expect(page.getByTestId('submit-order')).toBeInViewport()
    faults.push(...(await phoneFaults(page, `checkout ${lang}`, () => shoot('checkout'))))

    await openOnPhone(page, '/home', lang)
    await settle(page)
    await expect(page.getByTestId('count-waitPay')).toContainText('1')
    await expect(page.getByTestId('count-waitShip')).toContainText('1')
    await expect(
      page.getByRole('region', { name: lang === 'en' ? 'My orders' : '我的订单' }),
    ).toBeInViewport()
    // Issue 65: the page's title band is a slim bar on a phone, not a 130 px picture before the content.
    const band = await page
      .getByRole('heading', { level: 1 })
      .locator('xpath=ancestor::header[1]')
      .boundingBox()
    expect(band?.height ?? 0, 'title band height').toBeLessThanOrEqual(56)
    faults.push(...(await phoneFaults(page, `member centre ${lang}`, () => shoot('member'))))
    expect(faults).toEqual([])
  })
}
