import { expect, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { registerMember } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { signIn } from './sign-in.ts'
import { screenshotGoods, settle, TOLERANCE, volatile } from './visual-fixtures.ts'

/**
 * The phone layout (issue 24, decision 027) compared with committed screenshots at 390 px, in Chinese
 * and English: the home page, a guide, the goods list, a goods page and the cart. The phone project's viewport
 * and touch, at device scale 1 so the images stay small (the layout is the same at any scale). Refresh
 * after a deliberate change: `npx playwright test e2e/phone-visual.spec.ts --update-snapshots`.
 */
test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 })
test.describe.configure({ mode: 'serial' })

const langs = ['zh-CN', 'en'] as const
let goods: { id: string; goodsId: string }

test.beforeAll(async ({ request }) => {
  goods = await screenshotGoods(request)
})

for (const lang of langs) {
  test(`pages look as they did on a phone (${lang})`, async ({ page, context, request }) => {
    const member = await registerMember(request)
    await signIn(context, member)
    await apiCall(
      request,
      member.accessToken,
      'POST',
      `/buyer/trade/carts?skuId=${goods.id}&num=2&cartType=CART`,
    )
    await chooseLanguage(context, lang)
    // The home page's banner is its still poster on a phone (no video, decision 027).
    const pages = [
      ['home', '/'],
      ['guide', '/slGuide?countryId=VN'],
      ['goods-list', `/goodsList?keyword=${encodeURIComponent('普洱')}`],
      ['goods', `/goodsDetail?skuId=${goods.id}&goodsId=${goods.goodsId}`],
      ['cart', '/cart'],
    ]
    for (const [name, path] of pages) {
      await page.goto(path)
      await settle(page)
      await expect(page, `${name} ${lang}`).toHaveScreenshot(`phone-${name}-${lang}.png`, {
        ...TOLERANCE,
        mask: volatile(page),
      })
    }
  })
}

// The points mall two a row on a phone (issue 65).
for (const lang of langs) {
  test(`the points mall looks as it did on a phone (${lang})`, async ({ page, context }) => {
    await chooseLanguage(context, lang)
    await page.goto('/pointMall')
    await settle(page)
    await expect(page, `point-mall ${lang}`).toHaveScreenshot(`phone-point-mall-${lang}.png`, {
      ...TOLERANCE,
      mask: volatile(page),
    })
  })
}
