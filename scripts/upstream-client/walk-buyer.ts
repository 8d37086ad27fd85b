/**
 * walk.ts's `buyer` mode: lilishop's PC buyer client (built by build.sh, served on BUYER_CLIENT) as a
 * signed-in member uses it. The demo buyer signs in through the client's login page and slider, then
 * every page of the client's router a signed-in buyer reaches is opened (a fresh load, as a link from
 * outside or a refresh does), with the ids the pages take from the buyer's own data; and one purchase
 * goes through the client's buttons: 加入购物车 on a goods page, 去结算 in the cart, 提交订单 at checkout
 * and 余额支付 at the cashier (and 收藏 on the goods and store pages, so 我的收藏 has rows), by a member with a payment password and a 免密支付 limit (decision 155).
 * Per page: the calls, those answered, those failed. Every call is then matched to the function of
 * `lilishop-ui/buyer/src/api/*.js` it is (client-calls.ts) to count the distinct page calls.
 */
import type { Page } from '@playwright/test'
import { CALLS } from '../../apps/api/src/routes/upstream/client-calls.ts'
import { buyerApi, ensureAddress, openBuyerBrowser, signInBuyer, walletWithFreePay } from './buyer-session.ts'
import { type CallRecord, type FailedCall, failedOf, recordCalls } from './walk-record.ts'

export interface BuyerPageRecord {
  name: string
  title: string
  url: string
  calls: number
  answered: number
  failed: FailedCall[]
  errors: string[]
}
export interface DistinctCall {
  method: string
  pattern: string
  /** The client's function (api/*.js) it is, or null when the catalogue lacks it. */
  fn: string | null
  made: number
  answered: boolean
  failed?: FailedCall
}
export interface BuyerWalk {
  pages: BuyerPageRecord[]
  calls: DistinctCall[]
  wallet: { freePay: { limit: number; left: number }; paid: boolean; answer: string }
  catalogue: { functions: number; walked: number }
}

// biome-ignore lint/suspicious/noExplicitAny: a script reading answers of many shapes
type Any = any

/**
 * The catalogue's URLs as patterns: a `{value}` of the call's state, a number (an id written into the
 * table) or an upper-case word (GOODS, WALLET, LOGIN: the kind the client names) matches any segment.
 */
function catalogue() {
  const s = new Proxy({}, { get: (_t, key) => `{${String(key)}}` }) as never
  const isValue = (seg: string) => /^\{.*\}$/.test(seg) || /^\d+$/.test(seg) || /^[A-Z][A-Z_]+$/.test(seg)
  const byPattern = new Map<
    string,
    { method: string; segs: string[]; fns: string[]; re: RegExp; values: number }
  >()
  for (const c of CALLS) {
    const segs = c.url(s).split('?')[0].split('/')
    const key = `${c.method} ${segs.map((seg) => (isValue(seg) ? '*' : seg)).join('/')}`
    const known = byPattern.get(key)
    if (known) known.fns.push(c.fn)
    else
      byPattern.set(key, {
        method: c.method,
        segs,
        fns: [c.fn],
        re: new RegExp(`^${segs.map((seg) => (isValue(seg) ? '[^/]+' : seg)).join('/')}$`),
        values: segs.filter(isValue).length,
      })
  }
  // The most literal pattern first (`pointsGoods/category` before `pointsGoods/{id}`).
  return [...byPattern.values()].sort((a, b) => a.values - b.values)
}

/**
 * A call's path pattern: the catalogue's `{name}` for values of the state, `{id}` for numbers, and the
 * kind the client named as it named it (`collection/GOODS` and `collection/STORE` are two calls).
 */
function patternOf(path: string, segs: string[] | undefined) {
  const seen = path.split('/')
  if (!segs) return seen.map((seg) => (/\d/.test(seg) && seg.length >= 4 ? '{id}' : seg)).join('/')
  return segs.map((seg, i) => (/^\{.*\}$/.test(seg) ? seg : /^\d+$/.test(seg) ? '{id}' : seen[i])).join('/')
}

/** Distinct calls (method + path pattern) over the walk, each answered only if every time it was. */
export function distinctCalls(all: CallRecord[]): DistinctCall[] {
  const patterns = catalogue()
  const out = new Map<string, DistinctCall>()
  for (const r of all) {
    const path = r.path.split('?')[0]
    const hit = patterns.find((p) => p.method === r.method && p.re.test(path))
    const pattern = patternOf(path, hit?.segs)
    const key = `${r.method} ${pattern}`
    const d = out.get(key) ?? {
      method: r.method,
      pattern,
      fn: hit?.fns.join(', ') ?? null,
      made: 0,
      answered: true,
    }
    d.made++
    const [failed] = failedOf([r])
    if (failed) {
      d.answered = false
      d.failed ??= failed
    }
    out.set(key, d)
  }
  return [...out.values()].sort(
    (a, b) => a.pattern.localeCompare(b.pattern) || a.method.localeCompare(b.method),
  )
}

export async function walkBuyer(opts: {
  api: string
  client: string
  dataDir: string
  shot: (page: Page, file: string) => Promise<void>
}): Promise<BuyerWalk> {
  const { api, client, dataDir } = opts
  const { browser, context, page } = await openBuyerBrowser()
  const recorder = recordCalls(page, api)
  let errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message.slice(0, 200)))
  const pages: BuyerPageRecord[] = []
  const all: CallRecord[] = []
  const settle = async () => {
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
    await page.waitForTimeout(1200)
  }
  const keep = async (name: string, title: string, url = page.url().replace(client, '')) => {
    const done = await recorder.take()
    all.push(...done)
    const failed = failedOf(done)
    pages.push({
      name,
      title,
      url,
      calls: done.length,
      answered: done.length - failed.length,
      failed,
      errors: [...new Set(errors)],
    })
    console.log(
      `buyer ${name} ${url} calls=${done.length} answered=${done.length - failed.length}` +
        failed.map((f) => `\n   ✗ ${f.status} ${f.method} ${f.path} ${f.answer.slice(0, 160)}`).join(''),
    )
  }
  /** Starts a step: calls still arriving from the last one are its own. */
  const begin = async () => {
    const late = await recorder.take()
    const last = pages[pages.length - 1]
    if (last && late.length) {
      all.push(...late)
      const failed = failedOf(late)
      last.calls += late.length
      last.answered += late.length - failed.length
      last.failed.push(...failed)
    }
    errors = []
  }
  const visit = async (name: string, title: string, url: string) => {
    await begin()
    await page.goto(`${client}${url}`)
    await settle()
    await keep(name, title)
  }
  const act = async (name: string, title: string, how: () => Promise<unknown>) => {
    await begin()
    await how().catch((e) => errors.push(`walk: ${String(e.message ?? e).slice(0, 200)}`))
    await settle()
    await keep(name, title)
  }

  // 登录: the page, its slider and the sign-in.
  const { accessToken, uuid } = await signInBuyer(page, context, client, dataDir)
  await settle()
  await keep('login', '登录', '/login')
  const call = buyerApi(api, accessToken, uuid)
  await ensureAddress(call)
  const freePay = await walletWithFreePay(call, api, dataDir, uuid)
  console.log(`buyer: 免密支付 ${freePay.limit} yuan a day, ${freePay.left} left today`)

  // What the pages take in their links, from the buyer's own data.
  const first = async (url: string) => (await call('GET', url)).result?.records?.[0] as Any
  const goods = (await call('GET', '/buyer/goods/goods/es?pageNumber=1&pageSize=30&storeId=2001')).result
    .records as Any[]
  const wallet = (await call('GET', '/buyer/wallet/wallet')).result?.memberWallet ?? 0
  const sku =
    goods.find((g) => g.price > 0 && g.price <= Math.min(wallet, freePay.left) && (g.quantity ?? 1) > 0) ??
    goods[0]
  const category = (await call('GET', '/buyer/goods/category/get/0')).result?.[0]
  const pointsGoods = await first('/buyer/promotion/pointsGoods?pageNumber=1&pageSize=1')
  const article = await first('/buyer/other/article?pageNumber=1&pageSize=1')
  const indexPage = (await call('GET', '/buyer/other/pageData/getIndex?clientType=PC')).result
  const evaluation = await first('/buyer/member/evaluation?pageNumber=1&pageSize=1')
  const complaint = await first('/buyer/order/complain?pageNumber=1&pageSize=1')
  const afterSale = await first('/buyer/order/afterSale/page?pageNumber=1&pageSize=1')
  const message = await first('/buyer/message/member?pageNumber=1&pageSize=1')
  const address = await first('/buyer/member/address?pageNumber=1&pageSize=1')
  const orders = (await call('GET', '/buyer/order/order?pageNumber=1&pageSize=50')).result.records as Any[]
  const completed = orders.filter((o) => o.orderStatus === 'COMPLETE' || o.orderStatus === 'COMPLETED')
  const toReview =
    completed.find((o) => o.orderItems?.some((i: Any) => i.commentStatus === 'UNFINISHED')) ?? completed[0]
  const toReturn =
    completed.find((o) => o.orderItems?.some((i: Any) => i.afterSaleStatus === 'NOT_APPLIED')) ?? completed[0]
  const returnItem =
    toReturn?.orderItems?.find((i: Any) => i.afterSaleStatus === 'NOT_APPLIED') ?? toReturn?.orderItems?.[0]
  const q = (o: Record<string, unknown>) =>
    `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v ?? '')]))}`

  await visit('Index', '首页', '/')
  await visit('GoodsList', '商品列表（搜索）', `/goodsList${q({ keyword: '茶' })}`)
  if (category) await visit('GoodsList', '商品列表（分类）', `/goodsList${q({ categoryId: category.id })}`)

  // The purchase, through the client's buttons; the cart holds only this goods.
  await call('DELETE', '/buyer/trade/carts')
  await visit('GoodsDetail', '商品详情', `/goodsDetail${q({ skuId: sku.id, goodsId: sku.goodsId })}`)
  const collect = page.locator('.goodsConfig span', { hasText: /^收藏$/ })
  if (await collect.count())
    await act('GoodsDetail', '商品详情：收藏', async () => {
      await collect.click()
      await page.locator('.goodsConfig span', { hasText: '已收藏' }).waitFor({ timeout: 5000 })
    })
  await act('ShoppingCart', '加入购物车 → 加购成功', async () => {
    await page.getByRole('button', { name: '加入购物车' }).click()
    await page.waitForURL(/\/shoppingCart/, { timeout: 10_000 })
  })
  await visit('Cart', '购物车', '/cart')
  await act('Pay', '去结算 → 订单结算', async () => {
    await page.locator('.pay', { hasText: '去结算' }).click()
    await page.waitForURL(/\/pay\?/, { timeout: 10_000 })
  })
  await act('PayMent', '提交订单 → 收银台', async () => {
    await page.locator('.pay', { hasText: '提交订单' }).click()
    await page.waitForURL(/\/payMent/i, { timeout: 15_000 })
  })
  const paymentUrl = page.url()
  let payAnswer = ''
  page.on('response', async (r) => {
    if (r.url().includes('/buyer/payment/cashier/pay/WALLET/')) payAnswer = (await r.text()).slice(0, 240)
  })
  await act('PayDone', '余额支付 → 支付成功', async () => {
    await page.locator('.-box-item', { hasText: '余额支付' }).click()
    await page.locator('.ivu-modal-confirm-footer .ivu-btn-primary').click()
    await page.waitForURL(/\/payDone/, { timeout: 15_000 })
  })
  const paid = /"success":true/.test(payAnswer)
  console.log(`buyer: wallet payment from the cashier: ${paid ? 'paid' : 'NOT paid'} ${payAnswer}`)
  await opts.shot(page, '5b-wallet-paid.webp')
  const sn = new URL(paymentUrl).searchParams.get('sn')
  const trade = sn
    ? (
        await call(
          'GET',
          `/buyer/payment/cashier/tradeDetail${q({ sn, orderType: 'TRADE', clientType: 'PC' })}`,
        )
      ).result
    : null
  const newOrder = (await call('GET', '/buyer/order/order?pageNumber=1&pageSize=1')).result.records[0]
  console.log(`buyer: trade ${sn} ${JSON.stringify(trade)?.slice(0, 120)}`)

  // A top-up at the cashier: 支付宝 opens the client's third-party payment page.
  const recharge = await call('POST', '/buyer/trade/recharge', { price: '10' })
  if (recharge.success) {
    await visit(
      'PayMent',
      '收银台（充值）',
      `/payMent${q({ sn: recharge.result.rechargeSn ?? recharge.result.sn, orderType: 'RECHARGE' })}`,
    )
    await act('qrpay', '支付宝 → 扫码支付', async () => {
      await page.locator('.-box-item').first().click()
      await page.waitForURL(/\/qrpay/, { timeout: 10_000 })
    })
  }

  // The store page always offers 收藏店铺 (upstream left its check commented out): once, while not collected.
  const storeId = sku.storeId ?? '2001'
  await visit('Merchant', '店铺', `/merchant${q({ id: storeId })}`)
  const follow = page.locator('span.hover-pointer', { hasText: /^收藏店铺$/ })
  if (!(await call('GET', `/buyer/member/storeCollection/isCollection/STORE/${storeId}`)).result)
    await act('Merchant', '店铺：收藏店铺', async () => {
      await follow.click()
      await page.locator('span.hover-pointer', { hasText: '已收藏店铺' }).waitFor({ timeout: 5000 })
    })
  await visit('seckill', '限时秒杀', '/seckill')
  await visit('coupon', '领券中心', '/coupon')
  await visit('PointMall', '积分商城', '/PointMall')
  if (pointsGoods)
    await visit('PointGoodsDetail', '积分商品', `/pointGoodsDetail${q({ id: pointsGoods.id })}`)
  await visit('article', '帮助中心', '/article')
  if (article) await visit('articleDetail', '帮助中心（文章）', `/article/detail${q({ id: article.id })}`)
  if (indexPage?.id) await visit('topic', '专题', `/topic${q({ id: indexPage.id })}`)
  await visit('shopEntry', '店铺入驻', '/shopEntry')

  // 会员中心.
  await visit('Home', '会员中心', '/home')
  await visit('MyOrder', '我的订单', '/home/MyOrder')
  if (newOrder) await visit('OrderDetail', '订单详情', `/home/OrderDetail${q({ sn: newOrder.sn })}`)
  await visit('AfterSale', '售后', '/home/AfterSale')
  if (afterSale) await visit('AfterSaleDetail', '售后详情', `/home/AfterSaleDetail${q({ sn: afterSale.sn })}`)
  if (returnItem) await visit('ApplyAfterSale', '申请售后', `/home/ApplyAfterSale${q({ sn: returnItem.sn })}`)
  if (toReview) await visit('AddEval', '添加评价', `/home/AddEval${q({ sn: toReview.sn, index: 0 })}`)
  if (toReview) await visit('Complain', '投诉', `/home/Complain${q({ sn: toReview.sn, index: 0 })}`)
  await visit('CommentList', '评价列表', '/home/CommentList')
  if (evaluation) await visit('EvalDetail', '评价详情', `/home/EvalDetail${q({ id: evaluation.id })}`)
  await visit('ComplainList', '投诉列表', '/home/ComplainList')
  if (complaint) await visit('ComplainDetail', '投诉详情', `/home/ComplainDetail${q({ id: complaint.id })}`)
  await visit('Favorites', '我的收藏（商品）', '/home/Favorites')
  await visit('Favorites', '我的收藏（店铺）', `/home/Favorites${q({ type: 'STORE' })}`)
  await visit('MyTracks', '我的足迹', '/home/MyTracks')
  await visit('Coupons', '我的优惠券', '/home/Coupons')
  await visit('MoneyManagement', '资金管理', '/home/MoneyManagement')
  await visit('Point', '我的积分', '/home/Point')
  await visit('Distribution', '分销推荐', '/home/Distribution')
  await visit('MsgList', '我的消息', '/home/MsgList')
  if (message) await visit('MsgDetail', '我的消息（详情）', `/home/MsgDetail${q({ id: message.id })}`)
  await visit('MyAddress', '收货地址', '/home/MyAddress')
  await visit('AddAddress', '新增地址', '/home/AddAddress')
  if (address) await visit('AddAddress', '编辑地址', `/home/AddAddress${q({ id: address.id })}`)
  await visit('Profile', '用户信息', '/home/Profile')
  await visit('AccountSafe', '账户安全', '/home/AccountSafe')
  await visit('ModifyPwd', '修改密码', '/home/ModifyPwd')
  await begin()
  await browser.close()

  const walked = new Set(distinctCalls(all).flatMap((d) => d.fn?.split(', ') ?? []))
  return {
    pages,
    calls: distinctCalls(all),
    wallet: { freePay, paid, answer: payAnswer },
    catalogue: { functions: CALLS.length, walked: walked.size },
  }
}
