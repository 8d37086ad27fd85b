import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage } from './language.ts'
import { apiCall, demoOrder } from './order-fixtures.ts'
import { apiLogin, passwordLogin, signIn } from './sign-in.ts'
import { wrapFaults } from './text-wrap.ts'

/**
 * The buyer site on a phone (issue 24, decision 027): no buyer route scrolls sideways at 360, 390 or
 * 430 px, and no visible text of the page's main content is under 14 px. At 390 px titles and buttons
 * wrap evenly (issue 65: no 限时秒 / 杀, Browse / brands, carousel dots over a button; e2e/text-wrap.ts).
 */
test.use({ reducedMotion: 'reduce' })

const widths = [360, 390, 430] as const

/** How far the page is wider than its window, and the visible text runs of <main> under 14 px. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const small: string[] = []
    const main = document.querySelector('main') ?? document.body
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim()
      const el = node.parentElement
      if (!text || !el) continue
      if (el.closest('[aria-hidden="true"], script, style, noscript, title, .visually-hidden')) continue
      const style = getComputedStyle(el)
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const box = range.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const size = Number.parseFloat(style.fontSize)
      if (size < 13.95) small.push(`${text.slice(0, 30)} ${size}px ${el.tagName}.${el.className}`)
    }
    // What sticks out on the right, to name the culprit when the page is too wide.
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
      .filter(
        (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= root.clientWidth + 1,
      )
      .slice(0, 5)
      .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, inner: innerWidth, small, wide }
  })
}

let routes: [string, string][] = []

test.beforeAll(async ({ request }) => {
  const list = await (
    await request.get(`/buyer/goods/goods/es?keyword=${encodeURIComponent('茶')}&pageSize=1`)
  ).json()
  const sku = list.result.records[0] as { id: string; goodsId: string; storeId: string }
  // A delivered order for the order pages, a completed one to apply for an after-sale, a cart line,
  // and an unpaid trade for the cashier; the duplicate-submit guard wants 3 s between two identical
  // create-trade calls of one member.
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
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=CART`)
  await new Promise((done) => setTimeout(done, 3100))
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
  const trade = await apiCall<{ sn: string }>(request, token, 'POST', '/buyer/trade/carts/create/trade', {
    way: 'BUY_NOW',
    client: 'PC',
  })
  // Checkout reads the buy-now line again.
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
  const content = ['Service', 'Analyse', 'Strategy', 'Promotion', 'Bglobal', 'Nsystem', 'travel']
  content.push('support', 'shipGoods', 'slNew', 'Initiative', 'protect', 'privacy', 'terms', 'slBrand')
  const member = ['MyOrder', 'AfterSale', 'Coupons', 'MoneyManagement', 'MyTracks', 'Favorites']
  member.push('MyAddress', 'AddAddress', 'Point', 'MsgList', 'CommentList', 'ComplainList')
  member.push('MyConsultation', 'Distribution', 'ShopEntry')
  routes = [
    ['home', '/'],
    ['guide', '/slGuide?countryId=VN'],
    ['guide index', '/slGuide'],
    ['news', '/SlNewsCenter'],
    ['news article', '/SlNewsDetails?id=20107'],
    ...content.map((p) => [p, `/${p}`] as [string, string]),
    ['shop', '/slShop'],
    ['category', '/category'],
    ['category (another)', '/category?id=1005'],
    ['goods list', '/goodsList'],
    ['goods search', `/goodsList?keyword=${encodeURIComponent('茶')}`],
    ['goods page', `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`],
    ['store page', `/merchant?id=${sku.storeId}`],
    ['seckill', '/seckill'],
    ['point mall', '/pointMall'],
    ['cart', '/cart'],
    ['checkout', '/pay?way=BUY_NOW'],
    ['cashier', `/payment?sn=${trade.sn}&orderType=TRADE`],
    ['member centre', '/home'],
    ['order detail', `/home/OrderDetail?sn=${order.orderSn}`],
    ['apply after-sale', `/home/ApplyAfterSale?sn=${completed.orderItemSn}`],
    ...member.map((p) => [p, `/home/${p}`] as [string, string]),
  ]
})

// One test per language (each about a minute), so a slow machine never runs into one ten-minute limit
// for the whole walk. Each page is loaded once at the narrowest width and measured there, then at
// the wider ones as the window widens (a phone turned, a larger phone): three loads a route cost three
// times as long and found nothing the resize does not.
for (const lang of ['zh-CN', 'en'] as const) {
  test(`no buyer route scrolls sideways or shows text under 14 px (${lang}, ${widths.join(', ')} px)`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000)
    const failures: string[] = []
    const check = async (name: string, path: string) => {
      await page.setViewportSize({ width: widths[0], height: 844 })
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
      await expect(page.locator('html'), `${path} in ${lang}`).toHaveAttribute('lang', lang)
      // A member shell (/home, /cart) reads its data after hydration: measure the page, not its grey blocks.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
      for (const width of widths) {
        if (width !== widths[0]) {
          await page.setViewportSize({ width, height: 844 })
          // The new layout, laid out and painted.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          )
        }
        const m = await measure(page)
        const label = `${name} ${path} ${lang} ${width}`
        if (m.clientWidth !== width) failures.push(`${label}: the layout viewport is ${m.clientWidth} px`)
        if (m.scrollWidth > m.clientWidth)
          failures.push(`${label}: ${m.scrollWidth} px wide (${m.wide.join('; ')})`)
        if (m.small.length > 0) failures.push(`${label}: small text ${m.small.slice(0, 3).join(' | ')}`)
        if (width === 390) for (const fault of await wrapFaults(page)) failures.push(`${label}: ${fault}`)
      }
    }
    // The page keeps the `lang` cookie in line with local storage, so the language is chosen first.
    await chooseLanguage(context, lang)
    for (const [name, path] of [
      ['sign in', '/login'],
      ['sign up', '/SignUp'],
      ['forgotten password', '/forgetPassword'],
    ]) {
      await check(name, path)
    }
    await signIn(context, { ...(await passwordLogin(request, 'demo')), username: 'demo' })
    for (const [name, path] of routes) await check(name, path)
    expect(failures).toEqual([])
  })
}
