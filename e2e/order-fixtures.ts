import type { APIRequestContext } from '@playwright/test'
import { baseURL } from '../playwright.config.ts'
import { apiLogin } from './sign-in.ts'

/**
 * Orders for journeys that start after checkout (reviews, after-sale, complaints, distribution,
 * messages): the real API calls a buyer and a seller make — login, buy now, wallet payment, shipping,
 * receipt — against the demo seed (sellers seller1..3 own stores 2001..2003; password silk123456).
 */
type Envelope<T> = { success: boolean; code: number; message: string; result: T }

/**
 * One API call with a member token; throws with the server message when it fails. `path` is on the
 * journeys' site, or a full URL for a spec that runs a site of its own.
 */
export async function apiCall<T>(
  request: APIRequestContext,
  token: string,
  method: string,
  path: string,
  data?: object,
): Promise<T> {
  const response = await request.fetch(/^https?:/.test(path) ? path : `${baseURL}${path}`, {
    method,
    headers: { accessToken: token, uuid: `e2e-${token.slice(-12)}` },
    ...(data ? { data } : {}),
  })
  const body = (await response.json()) as Envelope<T>
  if (!body.success) throw new Error(`${method} ${path}: ${body.code} ${body.message}`)
  return body.result
}

/** Recharges the wallet through the cashier's sandbox channel (create, pay, the sandbox's notice). */
export async function topUpWallet(request: APIRequestContext, token: string, yuan = 3000): Promise<void> {
  const recharge = await apiCall<{ rechargeSn: string }>(
    request,
    token,
    'POST',
    `/buyer/trade/recharge?price=${yuan}`,
  )
  const payUrl = await apiCall<string>(
    request,
    token,
    'GET',
    `/buyer/payment/cashier/pay/ALIPAY/NATIVE?orderType=RECHARGE&sn=${recharge.rechargeSn}`,
  )
  const outTradeNo = new URL(payUrl, baseURL).searchParams.get('outTradeNo')
  await apiCall(request, token, 'POST', `/buyer/payment/sandbox/${outTradeNo}/confirm`)
}

/** `unpaid`: placed and left at the cashier (the platform may still cancel it, decision 116). */
export type OrderStage = 'unpaid' | 'paid' | 'delivered' | 'completed'
export interface DemoOrder {
  token: string
  sellerToken: string
  orderSn: string
  orderItemSn: string
  skuId: string
  goodsId: string
  goodsName: string
  storeId: string
}

type Sku = { id: string; goodsId: string; goodsName: string; storeId: string }

/**
 * A listed SKU of the store with stock left (the journeys share one demo database); `site` is the
 * journeys' site unless a spec runs one of its own.
 */
export async function skuWithStock(
  request: APIRequestContext,
  storeId: string,
  skip: number,
  site = baseURL,
): Promise<Sku> {
  const page = (await (
    await request.get(`${site}/buyer/goods/goods/es?storeId=${storeId}&sort=price&order=asc&pageSize=40`)
  ).json()) as Envelope<{ records: Sku[] }>
  const candidates = page.result.records.slice(skip % Math.max(1, page.result.records.length))
  for (const sku of [...candidates, ...page.result.records]) {
    const detail = (await (
      await request.get(`${site}/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)
    ).json()) as Envelope<{ data: { quantity: number; salesModel: string } }>
    // One piece of a wholesale goods is below its minimum (another journey publishes one here).
    if (detail.success && detail.result.data.quantity > 0 && detail.result.data.salesModel !== 'WHOLESALE')
      return sku
  }
  throw new Error(`no SKU with stock in store ${storeId}`)
}

/** A default address for the member, when it has none (`site`: as for `skuWithStock`). */
export async function ensureAddress(request: APIRequestContext, token: string, site = baseURL) {
  const mine = await apiCall<{ records: unknown[] }>(
    request,
    token,
    'GET',
    `${site}/buyer/member/address?pageSize=1`,
  )
  if (mine.records.length > 0) return
  const provinces = await apiCall<{ id: string }[]>(
    request,
    token,
    'GET',
    `${site}/common/common/region/item/0`,
  )
  const cities = await apiCall<{ id: string }[]>(
    request,
    token,
    'GET',
    `${site}/common/common/region/item/${provinces[0].id}`,
  )
  const districts = await apiCall<{ id: string }[]>(
    request,
    token,
    'GET',
    `${site}/common/common/region/item/${cities[0].id}`,
  )
  const path = [provinces[0].id, cities[0].id, districts[0]?.id].filter(Boolean).join(',')
  const query = new URLSearchParams({
    name: '王小明',
    mobile: '13800138000',
    consigneeAddressIdPath: path,
    detail: '建国路 88 号 SOHO 现代城 1 号楼',
    isDefault: 'true',
  })
  await apiCall(request, token, 'POST', `${site}/buyer/member/address?${query}`)
}

/**
 * Buys one piece of a SKU of `storeId` as `username` (buy now, wallet), then moves the order to
 * `stage` with the store's seller account. Returns the order and item sns for the page under test.
 */
export async function demoOrder(
  request: APIRequestContext,
  options: {
    username?: string
    storeId?: '2001' | '2002' | '2003'
    stage?: OrderStage
    skuId?: string
    goodsId?: string
  } = {},
): Promise<DemoOrder> {
  const storeId = options.storeId ?? '2001'
  const seller = `seller${storeId.slice(-1)}`
  const token = await apiLogin(request, options.username ?? 'demo')
  const sellerToken = await apiLogin(request, seller, 'store')
  await ensureAddress(request, token)
  const sku =
    options.skuId && options.goodsId
      ? { id: options.skuId, goodsId: options.goodsId, goodsName: '', storeId }
      : await skuWithStock(request, storeId, Date.now() % 17)
  await apiCall(request, token, 'POST', `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`)
  // The duplicate-submit guard refuses the same create/trade body within 3 s (code 1003): two
  // orders in a row for one member wait it out.
  const createTrade = () =>
    apiCall<{ sn: string; orderSns: string[] }>(request, token, 'POST', '/buyer/trade/carts/create/trade', {
      way: 'BUY_NOW',
      client: 'PC',
    })
  const trade = await createTrade().catch(async (error: Error) => {
    if (!error.message.includes(' 1003 ')) throw error
    await new Promise((resolve) => setTimeout(resolve, 3100))
    return createTrade()
  })
  const payWithWallet = () =>
    apiCall(request, token, 'GET', `/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${trade.sn}`)
  const stage = options.stage ?? 'completed'
  // Many journeys share the demo wallet: when it runs dry, top it up as a buyer would.
  if (stage !== 'unpaid')
    await payWithWallet().catch(async (error: Error) => {
      if (!error.message.includes(' 34001 ')) throw error
      await topUpWallet(request, token)
      return payWithWallet()
    })
  const orderSn = trade.orderSns[0]
  if (stage !== 'paid' && stage !== 'unpaid') {
    const carriers = await apiCall<{ id: string }[]>(request, token, 'GET', '/buyer/other/logistics')
    await apiCall(
      request,
      sellerToken,
      'POST',
      `/store/order/order/${orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${Date.now()}`,
    )
  }
  if (stage === 'completed') await apiCall(request, token, 'POST', `/buyer/order/order/${orderSn}/receiving`)
  const detail = await apiCall<{ orderItems: { sn: string; goodsName: string }[] }>(
    request,
    token,
    'GET',
    `/buyer/order/order/${orderSn}`,
  )
  return {
    token,
    sellerToken,
    orderSn,
    orderItemSn: detail.orderItems[0].sn,
    skuId: sku.id,
    goodsId: sku.goodsId,
    goodsName: detail.orderItems[0].goodsName,
    storeId,
  }
}

/**
 * buyer2 complains of a delivered order of store 2003 (商品质量问题: 茶盘有明显划痕) and the store
 * appeals (出库前已拍照检查): a complaint waiting for the operator's ruling.
 */
export async function appealedComplaint(request: APIRequestContext) {
  const order = await demoOrder(request, { username: 'buyer2', storeId: '2003', stage: 'delivered' })
  const { id } = await apiCall<{ id: string }>(request, order.token, 'POST', '/buyer/order/complain', {
    complainTopic: '商品质量问题',
    content: '茶盘有明显划痕',
    orderSn: order.orderSn,
    goodsId: order.goodsId,
    skuId: order.skuId,
  })
  await apiCall(
    request,
    order.sellerToken,
    'PUT',
    `/store/order/complain/appeal?orderComplaintId=${id}&appealContent=${encodeURIComponent('出库前已拍照检查')}`,
  )
  return { ...order, id }
}
