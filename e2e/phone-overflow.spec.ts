import { expect, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { openOnPhone, phoneFaults } from './phone-checks.ts'
import { apiLogin, passwordLogin, signIn } from './sign-in.ts'

/**
 * The member's pages on a phone (issue 24, decision 027) that need orders, a review and an after-sale
 * of the member's own: no sideways scroll at 360, 390 or 430 px, no visible text of the page's main
 * content under 14 px, even wrapping at 390 px (issue 65; e2e/phone-checks.ts). The public routes are
 * checked by phone-visual.spec.ts, checkout and 我的 by phone-member.spec.ts, each in the load that takes
 * its screenshots (issue 58).
 */
test.use({ reducedMotion: 'reduce' })

let routes: [string, string][] = []

test.beforeAll(async ({ request }) => {
  const list = await (
    await request.get(`/buyer/goods/goods/es?keyword=${encodeURIComponent('茶')}&pageSize=1`)
  ).json()
  const sku = list.result.records[0] as { id: string }
  // A delivered order for the order pages, a completed one to apply for an after-sale, and an unpaid
  // trade for the cashier; the duplicate-submit guard wants 3 s between two create-trade calls of one
  // member.
  const order = await demoOrder(request, { stage: 'delivered' })
  const completed = await demoOrder(request, { stage: 'completed' })
  // A review and an after-sale of the member's own, so 我的评价 and 售后 show an entry (not only when
  // an earlier journey on this worker left one): their narrow columns once held a character a line.
  const reviewed = await demoOrder(request, { storeId: '2002', stage: 'completed' })
  const review = new URLSearchParams({
    orderItemSn: reviewed.orderItemSn,
    goodsId: reviewed.goodsId,
    skuId: reviewed.skuId,
    grade: 'MODERATE',
    content: '包装完好，茶香一般，物流很快。',
    deliveryScore: '5',
    serviceScore: '4',
    descriptionScore: '3',
  })
  await apiCall(request, reviewed.token, 'POST', `/buyer/member/evaluation?${review}`)
  const afterSale = new URLSearchParams({ serviceType: 'RETURN_MONEY', num: '1', reason: '质量问题' })
  afterSale.set('problemDesc', '杯口有裂纹')
  await apiCall(
    request,
    reviewed.token,
    'POST',
    `/buyer/order/afterSale/save/${reviewed.orderItemSn}?${afterSale}`,
  )
  const token = await apiLogin(request, 'demo')
  await new Promise((done) => setTimeout(done, 3100))
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
  const trade = await apiCall<{ sn: string }>(request, token, 'POST', '/buyer/trade/carts/create/trade', {
    way: 'BUY_NOW',
    client: 'PC',
  })
  const member = ['MyOrder', 'AfterSale', 'Coupons', 'MoneyManagement', 'MyTracks', 'Favorites']
  member.push('MyAddress', 'AddAddress', 'Point', 'MsgList', 'CommentList', 'ComplainList')
  member.push('MyConsultation', 'Distribution', 'ShopEntry')
  routes = [
    ['cashier', `/payment?sn=${trade.sn}&orderType=TRADE`],
    ['order detail', `/home/OrderDetail?sn=${order.orderSn}`],
    ['apply after-sale', `/home/ApplyAfterSale?sn=${completed.orderItemSn}`],
    ...member.map((p) => [p, `/home/${p}`] as [string, string]),
  ]
})

// One test per language (each well under a minute), so a slow machine never runs into one limit for
// the whole walk.
for (const lang of ['zh-CN', 'en'] as const) {
  test(`no member page scrolls sideways or shows text under 14 px (${lang}, 360, 390, 430 px)`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000)
    const faults: string[] = []
    // The page keeps the `lang` cookie in line with local storage, so the language is chosen first.
    await chooseLanguage(context, lang)
    await signIn(context, { ...(await passwordLogin(request, 'demo')), username: 'demo' })
    for (const [name, path] of routes) {
      await openOnPhone(page, path, lang)
      faults.push(...(await phoneFaults(page, `${name} ${path} ${lang}`)))
    }
    expect(faults).toEqual([])
  })
}
