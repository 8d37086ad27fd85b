/**
 * The seller walk's data (issue 67): the demo seeds no after-sales, complaints, clerks or store
 * promotions, so before walking the seller console this makes them through this API's own endpoints,
 * as a buyer and seller1 would (once per data directory; every step is skipped when its rows exist):
 * the walk's paid order is shipped and received, then the buyer asks to return it (退货) and
 * complains about it; a second order is paid and refunded before shipping (退款); seller1 adds a
 * role and a clerk (店员/角色管理), a full discount (满额活动), a group buy (拼团), a live room (直播间) with
 * one live goods (直播商品) and a store category (店铺分类); the operator opens tomorrow's flash sale and
 * seller1 applies a SKU to it (秒杀活动); the buyer follows the demo distributor's link and buys a
 * distribution goods of the store (分销订单); the operator cuts the bills, seller1 confirms its bill
 * and the operator approves and pays it, two more bills wait for the store's check (财务对账, 店铺结算); the operator sends the store a
 * 站内信 (系统消息). The demo seed is not changed.
 */
import { createHash, randomUUID } from 'node:crypto'
import { chinaDateTime, DAY_MS } from '@silk/contracts/china-time'
import sharp from 'sharp'
import { sliderAnswer } from './slider.ts'

// biome-ignore lint/suspicious/noExplicitAny: a script reading answers of many shapes
type Answer = any
/** `UPLOAD` posts `body` (a FormData) as multipart. */
type Call = (
  method: string,
  url: string,
  query?: Record<string, string>,
  body?: object | FormData,
) => Promise<Answer>

/** Signs in through the slider and the password login `path` (buyer or seller) and calls as that user. */
export async function signedIn(api: string, dataDir: string, path: string, username: string): Promise<Call> {
  const uuid = randomUUID()
  await fetch(`${api}/common/common/slider/LOGIN`, { headers: { uuid } })
  const x = await sliderAnswer(dataDir, uuid)
  await fetch(`${api}/common/common/slider/LOGIN?verificationEnums=LOGIN&xPos=${x}`, {
    method: 'POST',
    headers: { uuid },
  })
  const password = createHash('md5').update('silk123456').digest('hex')
  const login = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { uuid, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  })
  const answer = (await login.json()) as Answer
  if (!answer.success) throw new Error(`${username}: ${JSON.stringify(answer)}`)
  const accessToken = answer.result.accessToken as string
  return async (method, url, query, body) => {
    const q = query ? `${url.includes('?') ? '&' : '?'}${new URLSearchParams(query)}` : ''
    const upload = body instanceof FormData
    // The walk's data makes several orders in a minute: the API's rate limit (1003) asks it to wait.
    for (let tries = 0; ; tries++) {
      const res = await fetch(`${api}${url}${q}`, {
        method: upload ? 'POST' : method,
        headers: { accessToken, uuid, ...(body && !upload && { 'content-type': 'application/json' }) },
        body: upload ? body : body ? JSON.stringify(body) : undefined,
      })
      const answer = (await res.json()) as Answer
      if (answer?.code !== 1003 || tries >= 12) return answer
      await new Promise((r) => setTimeout(r, 5000))
    }
  }
}

const step = (name: string, answer: Answer) =>
  console.log(`seller data: ${name} ${answer?.success ? 'ok' : `✗ ${JSON.stringify(answer).slice(0, 200)}`}`)

/** A second paid order of the store (the buyer's cart → trade → wallet), for a refund before shipping. */
async function paidOrder(buyer: Call, storeId: string): Promise<string | null> {
  const goods = (await buyer('GET', `/buyer/goods/goods/es?pageNumber=1&pageSize=20&storeId=${storeId}`))
    .result.records as { id: string }[]
  await buyer('DELETE', '/buyer/trade/carts')
  for (const g of goods)
    if ((await buyer('POST', `/buyer/trade/carts?skuId=${g.id}&num=1&cartType=CART`)).success) break
  const trade = await buyer('POST', '/buyer/trade/carts/create/trade', undefined, {
    way: 'CART',
    client: 'PC',
    remark: [],
  })
  if (!trade.success) return null
  await buyer('GET', '/buyer/payment/cashier/pay/WALLET/NATIVE', {
    paymentMethod: 'WALLET',
    paymentClient: 'NATIVE',
    orderType: 'TRADE',
    sn: trade.result.sn,
    clientType: 'PC',
  })
  return trade.result.orderSns?.[0] ?? null
}

/** The delivery form: the store's first carrier and a waybill number. */
async function carrier(seller: Call) {
  const list = (await seller('GET', '/store/other/logistics')).result as {
    logisticsId?: string
    id?: string
  }[]
  return { logisticsId: String(list[0]?.logisticsId ?? list[0]?.id), logisticsNo: `SF${Date.now()}` }
}

const itemOf = async (buyer: Call, sn: string) => {
  const d = (await buyer('GET', `/buyer/order/order/${sn}`)).result
  return d.orderItems[0] as { sn: string; goodsId: string; skuId: string }
}

export async function sellerWalkData(api: string, dataDir: string, storeId = '2001') {
  const buyer = await signedIn(api, dataDir, '/buyer/passport/member/userLogin', 'demo')
  const seller = await signedIn(api, dataDir, '/store/passport/login/userLogin', 'seller1')
  const orders = (await seller('GET', '/store/order/order', { pageNumber: '1', pageSize: '20' })).result
    .records as {
    sn: string
    orderStatus: string
  }[]
  // The walk's first order: shipped, received, then returned (退货) and complained about.
  const first = orders[orders.length - 1]
  if (first?.orderStatus === 'UNDELIVERED') {
    step('deliver', await seller('POST', `/store/order/order/${first.sn}/delivery`, await carrier(seller)))
    step('receive', await buyer('POST', `/buyer/order/order/${first.sn}/receiving`))
    const item = await itemOf(buyer, first.sn)
    step(
      'return goods',
      await buyer('POST', `/buyer/order/afterSale/save/${item.sn}`, {
        orderItemSn: item.sn,
        serviceType: 'RETURN_GOODS',
        num: '1',
        reason: '质量问题',
        problemDesc: '茶杯有裂纹',
        images: '',
        refundWay: 'ORIGINAL',
      }),
    )
    step(
      'complaint',
      await buyer('POST', '/buyer/order/complain', {
        complainTopic: '商品质量问题',
        content: '收到的茶具有裂纹',
        images: '',
        orderSn: first.sn,
        goodsId: item.goodsId,
        skuId: item.skuId,
      }),
    )
  }
  // A second order, shipped and received, then refunded without return (退款: RETURN_MONEY).
  const refunds = await seller('GET', '/store/order/afterSale/page', {
    pageNumber: '1',
    pageSize: '1',
    serviceType: 'RETURN_MONEY',
  })
  if (refunds.result?.total === 0) {
    const sn =
      orders.find((o) => o.orderStatus === 'UNDELIVERED' && o.sn !== first?.sn)?.sn ??
      (await paidOrder(buyer, storeId))
    if (sn) {
      step('deliver 2', await seller('POST', `/store/order/order/${sn}/delivery`, await carrier(seller)))
      step('receive 2', await buyer('POST', `/buyer/order/order/${sn}/receiving`))
      const item = await itemOf(buyer, sn)
      step(
        'refund',
        await buyer('POST', `/buyer/order/afterSale/save/${item.sn}`, {
          orderItemSn: item.sn,
          serviceType: 'RETURN_MONEY',
          num: '1',
          reason: '不想要了',
          problemDesc: '拍错了',
          images: '',
          refundWay: 'ORIGINAL',
        }),
      )
    }
  }
  if ((await seller('GET', '/store/role', { pageNumber: '1', pageSize: '10' })).result.total === 0) {
    const role = await seller('POST', '/store/role', {
      roleName: '客服',
      description: '处理订单与售后',
      permissions: 'order:read,afterSale:read,afterSale:write',
    })
    step('role', role)
    step(
      'clerk',
      await seller('POST', '/store/clerk', {
        username: 'demo',
        clerkName: '小丝',
        roleIds: role.result?.id ?? '',
      }),
    )
  }
  // 部门管理: a department with the role above as its default (decision 173).
  if (((await seller('GET', '/store/department')).result ?? []).length === 0)
    step('department', await seller('POST', '/store/department', { title: '运营中心' }))
  if (
    (await seller('GET', '/store/promotion/fullDiscount', { pageNumber: '1', pageSize: '10' })).result
      .total === 0
  )
    step(
      'full discount',
      await seller('POST', '/store/promotion/fullDiscount', undefined, {
        promotionName: '满199减20',
        startTime: chinaDateTime(Date.now() + 3_600_000),
        endTime: chinaDateTime(Date.now() + 30 * DAY_MS),
        fullMoney: 199,
        discountType: 'MINUS',
        fullMinus: 20,
        scopeType: 'ALL',
        goodsIds: [],
        description: '全店满199元减20元',
      }),
    )
  const [sku] = (
    await seller('GET', '/store/goods/goods/sku/list', {
      pageNumber: '1',
      pageSize: '1',
      marketEnable: 'UPPER',
      authFlag: 'PASS',
    })
  ).result.records as { id: string; goodsId: string; price: number }[]
  if (
    sku &&
    (await seller('GET', '/store/promotion/pintuan', { pageNumber: '1', pageSize: '1' })).result.total === 0
  )
    step(
      'pintuan',
      await seller('POST', '/store/promotion/pintuan', undefined, {
        promotionName: '两人拼团',
        goodsId: sku.goodsId,
        requiredNum: 2,
        limitHours: 24,
        fictitious: false,
        startTime: chinaDateTime(Date.now() + 3_600_000),
        endTime: chinaDateTime(Date.now() + 30 * DAY_MS),
        skus: [{ skuId: sku.id, price: Math.floor(sku.price * 80) / 100 }],
      }),
    )
  if (
    (await seller('GET', '/store/broadcast/studio', { pageNumber: '1', pageSize: '1' })).result.total === 0
  ) {
    // The room's pictures are uploads of the store, as the console uploads them (a plain 600 × 400 PNG).
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#8a3b2e' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'live.png')
    const uploaded = (await seller('UPLOAD', '/common/common/upload/file', undefined, form)).result as string
    step(
      'live room',
      await seller('POST', '/store/broadcast/studio', undefined, {
        name: '丝路茶器直播间',
        anchorName: '小丝',
        anchorWechat: 'silkroad_tea',
        coverImg: uploaded,
        shareImg: uploaded,
        startTime: chinaDateTime(Date.now() + DAY_MS),
        endTime: chinaDateTime(Date.now() + DAY_MS + 3 * 3_600_000),
      }),
    )
  }
  if ((await seller('GET', '/store/goods/label')).result?.length === 0)
    step(
      'store category',
      await seller('POST', '/store/goods/label', { labelName: '茶具', parentId: '0', sortOrder: '1' }),
    )
  if (
    sku &&
    (await seller('GET', '/store/broadcast/commodity', { pageNumber: '1', pageSize: '1' })).result.total === 0
  )
    step(
      'live goods',
      await seller('POST', '/store/broadcast/commodity', undefined, [
        { skuId: sku.id, name: '直播茶具', price: Math.floor(sku.price * 90) / 100 },
      ]),
    )
  await platformSteps(api, dataDir, buyer, seller, storeId)
  await liveGoodsApproved(seller)
}

/**
 * 直播商品 opens on its 已审核 tab: the sandbox approves a live goods a minute after it is submitted and
 * the live-sync job writes the verdict (api.sh runs it every 15 s); waits for that, at most 3 minutes.
 */
async function liveGoodsApproved(seller: Call) {
  for (let waited = 0; waited <= 180; waited += 10) {
    const approved = await seller('GET', '/store/broadcast/commodity', {
      pageNumber: '1',
      pageSize: '1',
      auditStatus: '2',
    })
    if (approved.result?.total > 0) return
    await new Promise((r) => setTimeout(r, 10_000))
  }
  console.log('seller data: ✗ no live goods approved after 3 minutes (LIVE_SYNC_INTERVAL_SECONDS?)')
}

/** The demo distributor (buyer2, seeded PASS): its share link binds a buyer (decision 166). */
const DEMO_DISTRIBUTOR = '1000000000000000802'
const chinaDay = (ms: number) => chinaDateTime(ms).slice(0, 10)

/** The steps that need the operator: a flash sale, the bills, a message; and the distribution order. */
async function platformSteps(api: string, dataDir: string, buyer: Call, seller: Call, storeId: string) {
  const admin = await signedIn(api, dataDir, '/manager/passport/user/login', 'admin')
  // 秒杀活动: tomorrow's sessions, open for applications until 09:00; seller1 applies one SKU.
  const applies = await seller('GET', '/store/promotion/seckill/apply', { pageNumber: '1', pageSize: '1' })
  if (applies.result?.total === 0) {
    const day = chinaDay(Date.now() + DAY_MS)
    const made = await admin('POST', '/manager/promotion/seckill', undefined, {
      seckillName: '明日整点秒杀',
      day,
      hours: [10, 20],
      applyEndTime: `${day} 09:00:00`,
      seckillRule: '每人限购一件',
    })
    step('seckill', made)
    const [sku] = (
      await seller('GET', '/store/goods/goods/sku/list', {
        pageNumber: '1',
        pageSize: '1',
        marketEnable: 'UPPER',
        authFlag: 'PASS',
      })
    ).result.records as { id: string; price: number; quantity: number }[]
    if (made.success && sku)
      step(
        'seckill apply',
        await seller('POST', `/store/promotion/seckill/${made.result.id}/apply`, undefined, {
          timeLine: 10,
          skuId: sku.id,
          price: Math.max(0.01, Math.floor(sku.price * 70) / 100),
          quantity: Math.max(1, Math.min(5, sku.quantity)),
        }),
      )
  }
  // 分销订单: the buyer opens the distributor's link, then buys a goods the store opened to distribution.
  const distributed = await seller('GET', '/store/distribution/order', { pageNumber: '1', pageSize: '1' })
  if (distributed.result?.total === 0) {
    step(
      'bind distributor',
      await buyer('GET', `/buyer/distribution/distribution/bindingDistribution/${DEMO_DISTRIBUTOR}`),
    )
    const [goods] = (await seller('GET', '/store/distribution/goods', { pageNumber: '1', pageSize: '1' }))
      .result.records as { skuId: string }[]
    if (goods) {
      await buyer('DELETE', '/buyer/trade/carts')
      step(
        'distribution cart',
        await buyer('POST', `/buyer/trade/carts?skuId=${goods.skuId}&num=1&cartType=CART`),
      )
      const trade = await buyer('POST', '/buyer/trade/carts/create/trade', undefined, {
        way: 'CART',
        client: 'PC',
        remark: [],
      })
      step('distribution trade', trade)
      if (trade.success)
        step(
          'distribution pay',
          await buyer('GET', '/buyer/payment/cashier/pay/WALLET/NATIVE', {
            paymentMethod: 'WALLET',
            paymentClient: 'NATIVE',
            orderType: 'TRADE',
            sn: trade.result.sn,
            clientType: 'PC',
          }),
        )
    }
  }
  // 店铺结算: the operator cuts the bills now; seller1 confirms its bill, the operator approves and pays
  // it. 财务对账 lists the bills waiting for the store's check: the distribution order, delivered and
  // received after that, goes into a second cut, and one more order into a third.
  const bills = await seller('GET', '/store/order/bill/getByPage', { pageNumber: '1', pageSize: '1' })
  if (bills.result?.total === 0) {
    step('bill cut', await admin('POST', '/manager/order/bill/close'))
    const [bill] = (await seller('GET', '/store/order/bill/getByPage', { pageNumber: '1', pageSize: '1' }))
      .result.records as { sn: string }[]
    if (bill) {
      step('bill check', await seller('PUT', `/store/order/bill/check/${bill.sn}`))
      step('bill examine', await admin('PUT', `/manager/order/bill/examine/${bill.sn}`))
      step(
        'bill pay',
        await admin('PUT', `/manager/order/bill/pay/${bill.sn}`, { payReference: `WALK${Date.now()}` }),
      )
    }
    const waiting = (
      await seller('GET', '/store/order/order', {
        pageNumber: '1',
        pageSize: '1',
        orderStatus: 'UNDELIVERED',
      })
    ).result?.records as { sn: string }[] | undefined
    const sn = waiting?.[0]?.sn
    if (sn) {
      step('deliver 3', await seller('POST', `/store/order/order/${sn}/delivery`, await carrier(seller)))
      step('receive 3', await buyer('POST', `/buyer/order/order/${sn}/receiving`))
      step('bill cut 2', await admin('POST', '/manager/order/bill/close'))
    }
    // A third bill waiting for the store's check: the manager's data checks one of the two (店铺结算
    // lists checked bills), the other stays in the seller's 财务对账.
    const fourth = await paidOrder(buyer, storeId)
    if (fourth) {
      step('deliver 4', await seller('POST', `/store/order/order/${fourth}/delivery`, await carrier(seller)))
      step('receive 4', await buyer('POST', `/buyer/order/order/${fourth}/receiving`))
      step('bill cut 3', await admin('POST', '/manager/order/bill/close'))
    }
  }
  // 系统消息: the operator's 站内信 to seller1's store (decision 174).
  const messages = await seller('GET', '/store/message/storeMessage', { pageNumber: '1', pageSize: '1' })
  if (messages.result?.total === 0) {
    step(
      'message to all',
      await admin('POST', '/manager/other/message', undefined, {
        title: '平台春节物流安排',
        content: '春节期间（2月8日至2月17日）快递停运，请各店铺提前安排发货并在店铺公告中告知买家。',
        messageRange: 'ALL',
      }),
    )
    step(
      'message to seller1',
      await admin('POST', '/manager/other/message', undefined, {
        title: '店铺资质即将到期',
        content: '贵店的营业执照将于30天后到期，请在“店铺设置”中上传新的证照。',
        messageRange: 'APPOINT',
        userIds: [storeId],
      }),
    )
  }
}
