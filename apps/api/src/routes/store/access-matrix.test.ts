import { ErrorCodes } from '@silk/contracts/errors'
import { SELLER_MENU_TREE } from '@silk/contracts/lili-menus'
import {
  afterSales,
  bills,
  chatConversations,
  chatStoreSettings,
  coupons,
  distributionGoods,
  freightTemplates,
  fullDiscounts,
  goods,
  goodsSkus,
  liveCommodities,
  liveStudioGoods,
  liveStudios,
  memberEvaluations,
  orderComplaints,
  orders,
  pintuans,
  platformMessages,
  purchaseQuotes,
  seckillGoods,
  storeAddresses,
  storeClerks,
  storeDepartmentRoles,
  storeDepartments,
  storeGoodsLabels,
  storeMessages,
  storeRoles,
  stores,
} from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSession } from '../../modules/accounts/sessions.ts'
import { cutBills } from '../../modules/settlement/cut-bills.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeLiveGoods, makeStudio } from '../../testing/broadcast.ts'
import { openForDistribution } from '../../testing/distribution.ts'
import { completedOrder } from '../../testing/orders.ts'
import { makeSeckill, makeSeckillApply } from '../../testing/seckill.ts'
import { goodsForm, makeCategoryPath } from '../../testing/store-goods.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'
import { regionPath } from '../../testing/trade.ts'

/**
 * The seller-centre walls, over every `/store/**` route the app serves: seller A can neither read nor
 * change seller B's data, and a clerk passes a route only with the permission it declares. A route
 * added without a row here fails the first test.
 */
let t: TestApp
type Fixture = Awaited<ReturnType<typeof completedOrder>>
let a: Fixture
let b: Fixture
let studio: Awaited<ReturnType<typeof makeStudio>>
let liveGoods: Awaited<ReturnType<typeof makeLiveGoods>>
const ids = {
  afterSale: '',
  complaint: '',
  evaluation: '',
  role: '',
  clerk: '',
  department: '',
  carrier: '',
  label: '',
  category: '',
  draft: '',
  template: '',
  pickup: '',
  coupon: '',
  fullDiscount: '',
  pintuan: '',
  region: '',
  bill: '',
  rfq: '',
  chat: '',
  quickReply: '',
  seckill: '',
  seckillApply: '',
  distributionGoods: '',
  studio: '',
  storeMessage: '',
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  a = await completedOrder(t)
  b = await completedOrder(t)
  // B's store gets one of everything: a review, a complaint, an after-sale, a role and a clerk.
  const review = await b.buyer.post(
    `/buyer/member/evaluation?${new URLSearchParams({ orderItemSn: b.orderItemSn, goodsId: b.sku.goodsId, skuId: b.sku.id, grade: 'GOOD', content: '很好', deliveryScore: '5', serviceScore: '5', descriptionScore: '5' })}`,
  )
  ids.evaluation = review.result.id
  ids.label = (await b.seller.post(`/store/goods/label?labelName=${encodeURIComponent('B店茶具')}`)).result.id
  ids.carrier = (await b.seller.get('/store/other/logistics')).result[0].id
  ids.category = await makeCategoryPath(t)
  ids.draft = (
    await b.seller.post('/store/goods/draftGoods/save', { form: { goodsName: 'B店草稿' } })
  ).result.id
  const complaint = await b.buyer.post('/buyer/order/complain', {
    complainTopic: '商品质量问题',
    content: '有裂纹',
    orderSn: b.orderSn,
    goodsId: b.sku.goodsId,
    skuId: b.sku.id,
  })
  ids.complaint = complaint.result.id
  const afterSale = await b.buyer.post(
    `/buyer/order/afterSale/save/${b.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
  )
  ids.afterSale = afterSale.result.sn
  const role = await makeRole(t, b.sellerMember.headers, 'B店客服', ['order:read'])
  ids.role = role.id
  ids.clerk = (await makeClerk(t, b.sellerMember.headers, b.store.id, [role.id])).clerkId
  ids.department = (
    await b.seller.post(`/store/department?title=${encodeURIComponent('B店客服部')}`)
  ).result.id
  await b.seller.put(`/store/departmentRole/${ids.department}`, [{ roleId: role.id }])
  ids.template = (
    await b.seller.post('/store/setting/freightTemplate', {
      name: 'B店运费',
      pricingMethod: 'NUM',
      firstUnit: 1,
      firstFee: 10,
      extraUnit: 1,
      extraFee: 5,
    })
  ).result.id
  await b.seller.put(`/store/goods/goods/freight?goodsId=${b.sku.goodsId}&templateId=${ids.template}`)
  ids.pickup = (
    await b.seller.post('/store/member/storeAddress', {
      addressName: 'B店自提点',
      address: '杭州市西湖区湖滨路1号',
      mobile: '057188886666',
    })
  ).result.id
  ids.coupon = (
    await b.seller.post('/store/promotion/coupon', {
      couponName: 'B店券',
      couponType: 'PRICE',
      price: 5,
      consumeThreshold: 50,
      rangeDayType: 'FIXEDTIME',
      startTime: '2026-01-01 00:00:00',
      endTime: '2099-01-01 00:00:00',
      publishNum: 10,
      couponLimitNum: 1,
      scopeType: 'ALL',
    })
  ).result.id
  ids.region = await regionPath(t)
  // B's completed order is billed: B has a bill waiting for its confirmation.
  // A request for quotation addressed to B's store, and B's quote on it.
  const categoryId = ids.category.split(',').at(-1)
  const rfq = await b.buyer.post('/buyer/other/purchase/purchase', {
    title: 'B店询价',
    categoryId,
    quantity: 50,
    unit: '件',
    incoterm: 'FOB',
    destinationCountry: 'DE',
    deadline: new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10),
    storeId: b.store.id,
  })
  ids.rfq = rfq.result.id
  const bQuote = await b.seller.post('/store/rfq/quote', rfqQuote(ids.rfq, b.sku.id))
  if (!bQuote.success) throw new Error(`B quote: ${JSON.stringify(bQuote)}`)
  // B's customer-service conversation and quick reply (decision 142).
  const talk = await b.buyer.post(`/buyer/im/talk?storeId=${b.store.id}`)
  ids.chat = talk.result.id
  await b.buyer.post('/buyer/im/message', {
    type: 'TEXT',
    conversationId: ids.chat,
    clientId: 'matrix-b-1',
    content: '在吗',
  })
  ids.quickReply = (
    await b.seller.post(`/store/im/quickReply?content=${encodeURIComponent('B店快捷回复')}`)
  ).result.id
  // B's 满减, starting tomorrow (decision 160).
  const fd = await b.seller.post('/store/promotion/fullDiscount', fullDiscountForm([b.sku.goodsId]))
  if (!fd.success) throw new Error(`B full discount: ${JSON.stringify(fd)}`)
  ids.fullDiscount = fd.result.id
  // B's 拼团, starting tomorrow (decision 161).
  const pt = await b.seller.post('/store/promotion/pintuan', pintuanForm(b.sku.goodsId, b.sku.id))
  if (!pt.success) throw new Error(`B pintuan: ${JSON.stringify(pt)}`)
  ids.pintuan = pt.result.id
  // A flash sale open for applications, and B's application to it (issue 66).
  const seckill = await makeSeckill(t)
  ids.seckill = seckill.id
  ids.seckillApply = (await makeSeckillApply(t, seckill, b.sku, b.store.id)).id
  // B's SKU in the distribution programme (decision 166).
  ids.distributionGoods = (await openForDistribution(t, b.sku, b.store.id, 100)).id
  // B's live room with its approved live goods in it (decision 169).
  studio = await makeStudio(t, b.store.id)
  liveGoods = await makeLiveGoods(t, b.sku, b.store.id, studio)
  ids.studio = studio.id
  // The operator's 站内信 to B's store alone (decision 174).
  await t.database.db.insert(platformMessages).values({
    id: '9174000000000000001',
    title: 'B店通知',
    content: '只发给B店',
    messageRange: 'APPOINT',
    adminId: '1',
  })
  ids.storeMessage = '9174000000000000002'
  await t.database.db.insert(storeMessages).values({
    id: ids.storeMessage,
    messageId: '9174000000000000001',
    storeId: b.store.id,
    storeName: b.store.storeName,
  })
  ids.bill = (await cutBills(t.database.db, { mode: 'now', storeId: b.store.id }))[0]?.sn ?? ''
  for (const [k, v] of Object.entries(ids)) if (!v) throw new Error(`fixture ${k} missing`)
}, 60_000)
afterAll(() => t.close())

const fullDiscountForm = (goodsIds: string[]) => ({
  promotionName: '满减',
  startTime: new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 19).replace('T', ' '),
  endTime: new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 19).replace('T', ' '),
  fullMoney: 100,
  discountType: 'MINUS',
  fullMinus: 10,
  scopeType: 'PORTION_GOODS',
  goodsIds,
})

/** A room form (pictures are stored-upload paths; the sandbox does not read them). */
const liveStudioForm = () => {
  const at = (ms: number) =>
    new Date(Date.now() + 8 * 3_600_000 + ms).toISOString().slice(0, 19).replace('T', ' ')
  return {
    name: '矩阵直播间名称',
    anchorName: '矩阵主播',
    anchorWechat: 'matrix-anchor',
    coverImg: '/uploads/202611/abcdef123456.webp',
    shareImg: '/uploads/202611/abcdef123457.webp',
    startTime: at(3_600_000),
    endTime: at(7_200_000),
  }
}

const pintuanForm = (goodsId: string, skuId: string) => ({
  promotionName: '拼团',
  goodsId,
  requiredNum: 2,
  limitHours: 24,
  startTime: new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 19).replace('T', ' '),
  endTime: new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 19).replace('T', ' '),
  skus: [{ skuId, price: 1 }],
})

const rfqQuote = (purchaseOrderId: string, skuId: string) => ({
  purchaseOrderId,
  skuId,
  tiers: [{ num: 10, price: 5 }],
  moq: 10,
  incoterm: 'FOB',
  leadDays: 7,
  validUntil: new Date(Date.now() + 8 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 10),
})

/** Today in China, as the report's range takes it. */
const reportDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())

type Probe = {
  /** What the route declares: `area:access`, or null for any signed-in seller. */
  perm: string | null
  url: () => string
  payload?: () => object
  /** What seller A observes when aiming at B's data (and that B's data did not move). */
  cross: (res: LightMyRequestResponse) => Promise<void> | void
}

const refused = (res: LightMyRequestResponse) =>
  expect(res.json().code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
const notYours = (res: LightMyRequestResponse) => expect(res.json().code).toBe(ErrorCodes.CHAT_NOT_EXIST.code)
let nextClient = 1000
/** A's try at B's store message: "not found", and B's copy is still there, unread. */
const storeMessageUntouched = async (res: LightMyRequestResponse) => {
  expect(res.json().code).toBe(ErrorCodes.STORE_MESSAGE_NOT_EXIST.code)
  const [row] = await t.database.db.select().from(storeMessages).where(eq(storeMessages.id, ids.storeMessage))
  expect(row?.status).toBe('UN_READY')
}

const noneOfB = (res: LightMyRequestResponse) => {
  expect(res.json().success).toBe(true)
  expect(JSON.stringify(res.json().result)).not.toContain(b.store.id)
}

const probes: Record<string, Probe> = {
  // 在线客服 (decision 142): A never reaches B's conversation, quick replies or settings.
  'GET /store/im/talk': { perm: 'chat:read', url: () => '/store/im/talk?scope=ALL', cross: noneOfB },
  'GET /store/im/unread': {
    perm: 'chat:read',
    url: () => '/store/im/unread',
    cross: (res) => expect(res.json().result.unread).toBe(0),
  },
  'GET /store/im/talk/{id}': { perm: 'chat:read', url: () => `/store/im/talk/${ids.chat}`, cross: notYours },
  'GET /store/im/talk/{id}/message': {
    perm: 'chat:read',
    url: () => `/store/im/talk/${ids.chat}/message`,
    cross: notYours,
  },
  'GET /store/im/talk/{id}/orders': {
    perm: 'chat:read',
    url: () => `/store/im/talk/${ids.chat}/orders`,
    cross: notYours,
  },
  'PUT /store/im/talk/{id}/read': {
    perm: 'chat:read',
    url: () => `/store/im/talk/${ids.chat}/read?seq=1`,
    cross: notYours,
  },
  'POST /store/im/message': {
    perm: 'chat:write',
    url: () => '/store/im/message',
    payload: () => ({
      type: 'TEXT',
      conversationId: ids.chat,
      clientId: `matrix-${nextClient++}`,
      content: '冒充',
    }),
    cross: async (res) => {
      notYours(res)
      const [row] = await t.database.db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.id, ids.chat))
      expect(row.lastSeq).toBe(1)
    },
  },
  'POST /store/im/talk/{id}/transfer': {
    perm: 'chat:write',
    url: () => `/store/im/talk/${ids.chat}/transfer?clerkMemberId=${a.sellerMember.member.id}`,
    cross: notYours,
  },
  'PUT /store/im/talk/{id}/block': {
    perm: 'chat:write',
    url: () => `/store/im/talk/${ids.chat}/block`,
    cross: notYours,
  },
  'PUT /store/im/talk/{id}/unblock': {
    perm: 'chat:write',
    url: () => `/store/im/talk/${ids.chat}/unblock`,
    cross: notYours,
  },
  'GET /store/im/clerks': {
    perm: 'chat:read',
    url: () => '/store/im/clerks',
    cross: (res) => expect(JSON.stringify(res.json().result)).not.toContain(b.sellerMember.member.id),
  },
  'GET /store/im/quickReply': {
    perm: 'chat:read',
    url: () => '/store/im/quickReply',
    cross: (res) => expect(JSON.stringify(res.json().result)).not.toContain(ids.quickReply),
  },
  'POST /store/im/quickReply': {
    perm: 'chat:write',
    url: () => `/store/im/quickReply?content=${encodeURIComponent('A店回复')}`,
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'PUT /store/im/quickReply/{id}': {
    perm: 'chat:write',
    url: () => `/store/im/quickReply/${ids.quickReply}?content=hack`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.CHAT_QUICK_REPLY_NOT_EXIST.code),
  },
  'DELETE /store/im/quickReply/{id}': {
    perm: 'chat:write',
    url: () => `/store/im/quickReply/${ids.quickReply}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.CHAT_QUICK_REPLY_NOT_EXIST.code),
  },
  'GET /store/im/setting': {
    perm: 'setting:read',
    url: () => '/store/im/setting',
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'PUT /store/im/setting': {
    perm: 'setting:write',
    url: () => `/store/im/setting?greeting=${encodeURIComponent('A店欢迎语')}`,
    cross: async (res) => {
      expect(res.json().success).toBe(true)
      const [row] = await t.database.db
        .select()
        .from(chatStoreSettings)
        .where(eq(chatStoreSettings.storeId, b.store.id))
      expect(row).toBeUndefined()
    },
  },
  'GET /store/menu/session': {
    perm: null,
    url: () => '/store/menu/session',
    cross: (res) => expect(res.json().result.storeId).toBe(a.store.id),
  },
  'GET /store/menu/memberMenu': {
    perm: null,
    url: () => '/store/menu/memberMenu',
    // lilishop's menu tree: the same pages for any store's owner, nothing of another store in it.
    cross: (res) => expect(res.json().result.map((m: { name: string }) => m.name)).toContain('goods'),
  },
  'POST /store/passport/login/logout': {
    perm: null,
    url: () => '/store/passport/login/logout',
    // Runs last for each caller (see order below): ends only the caller's own login.
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'PUT /store/passport/login/modifyPass': {
    perm: null,
    url: () =>
      '/store/passport/login/modifyPass?password=00000000000000000000000000000000&newPassword=11111111111111111111111111111111',
    // Acts on the caller's own account only: a wrong old password is the caller's 20016.
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.USER_OLD_PASSWORD_ERROR.code),
  },
  'GET /store/other/logistics': {
    perm: 'order:read',
    url: () => '/store/other/logistics',
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'POST /store/order/order/{sn}/delivery': {
    perm: 'order:write',
    url: () => `/store/order/order/${b.orderSn}/delivery?logisticsId=${ids.carrier}&logisticsNo=SF1234567890`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, b.orderSn))
      expect(row.orderStatus).toBe('COMPLETED')
    },
  },
  'GET /store/order/order': {
    perm: 'order:read',
    url: () => '/store/order/order',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(b.orderSn)
    },
  },
  'GET /store/order/order/orderNum': {
    perm: 'order:read',
    url: () => '/store/order/order/orderNum',
    // A's one completed order only; B's never counted.
    cross: (res) => expect(res.json().result).toMatchObject({ ALL: 1, COMPLETED: 1 }),
  },
  // 统计报表 (decision 158): A's report is A's, whatever store it names.
  'GET /store/statistics/report': {
    perm: 'statistics:read',
    url: () => `/store/statistics/report?from=${reportDay()}&to=${reportDay()}&storeId=${b.store.id}`,
    cross: (res) => {
      const report = res.json().result
      expect(report.totals.orders).toBe(1)
      expect(report.goodsByAmount.map((g: { goodsId: string }) => g.goodsId)).toEqual([a.sku.goodsId])
    },
  },
  // lilishop's 统计 pages (issue 67): A's report in lilishop's VOs, whatever store the console names.
  'GET /store/shop': {
    perm: 'statistics:read',
    url: () => '/store/shop?pageNumber=1&pageSize=10',
    cross: (res) =>
      expect(res.json().result.records).toEqual([{ id: a.store.id, storeName: expect.any(String) }]),
  },
  'GET /store/statistics/goods': {
    perm: 'statistics:read',
    url: () => `/store/statistics/goods?searchType=TODAY&type=PRICE&storeId=${b.store.id}`,
    cross: (res) =>
      expect(res.json().result.map((g: { goodsId: string }) => g.goodsId)).toEqual([a.sku.goodsId]),
  },
  'GET /store/statistics/order': {
    perm: 'statistics:read',
    url: () => `/store/statistics/order?searchType=TODAY&storeId=${b.store.id}`,
    cross: (res) => {
      const [day, ...more] = res.json().result
      expect(more).toEqual([])
      expect(day.createTime).toBe(reportDay())
      expect(day.price).toBeGreaterThan(0)
    },
  },
  'GET /store/statistics/order/overview': {
    perm: 'statistics:read',
    url: () => `/store/statistics/order/overview?searchType=TODAY&storeId=${b.store.id}`,
    cross: (res) =>
      expect(res.json().result).toMatchObject({ paymentOrderNum: 1, paymentsNum: 1, refundOrderNum: 0 }),
  },
  'GET /store/statistics/order/order': {
    perm: 'statistics:read',
    url: () => `/store/statistics/order/order?searchType=TODAY&storeId=${b.store.id}`,
    cross: (res) => expect(res.json().result.records.map((o: { sn: string }) => o.sn)).toEqual([a.orderSn]),
  },
  'GET /store/statistics/order/refund': {
    perm: 'statistics:read',
    url: () => `/store/statistics/order/refund?searchType=TODAY&storeId=${b.store.id}`,
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(b.orderSn)
    },
  },
  'GET /store/statistics/view/list': {
    perm: 'statistics:read',
    url: () => `/store/statistics/view/list?searchType=LAST_SEVEN&storeId=${b.store.id}`,
    cross: (res) => expect(res.json().result).toHaveLength(7),
  },
  'GET /store/statistics/report/export': {
    perm: 'statistics:read',
    url: () =>
      `/store/statistics/report/export?table=goodsAmount&from=${reportDay()}&to=${reportDay()}&storeId=${b.store.id}`,
    cross: (res) => {
      expect(res.body).toContain(a.sku.goodsId)
      expect(res.body).not.toContain(b.sku.goodsId)
    },
  },
  'GET /store/order/order/queryExportOrder': {
    perm: 'order:read',
    url: () => '/store/order/order/queryExportOrder',
    cross: (res) => {
      expect(res.body).toContain(a.orderSn)
      expect(res.body).not.toContain(b.orderSn)
    },
  },
  'GET /store/order/order/downLoadDeliverExcel': {
    perm: 'order:read',
    url: () => '/store/order/order/downLoadDeliverExcel',
    cross: (res) => expect(res.body).not.toContain(b.orderSn),
  },
  'PUT /store/order/order/batchDeliver': {
    perm: 'order:write',
    url: () => '/store/order/order/batchDeliver',
    payload: () => ({ csv: `${b.orderSn},${ids.carrier},SF1234567890` }),
    cross: async (res) => {
      expect(res.json().result.applied).toBe(false)
      expect(res.json().result.lines[0].code).toBe(31002)
      const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, b.orderSn))
      expect(row.orderStatus).toBe('COMPLETED')
    },
  },
  'GET /store/order/order/{sn}': {
    perm: 'order:read',
    url: () => `/store/order/order/${b.orderSn}`,
    cross: refused,
  },
  'PUT /store/order/order/update/{sn}/price': {
    perm: 'order:write',
    url: () => `/store/order/order/update/${b.orderSn}/price?orderPrice=1`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, b.orderSn))
      expect(row.flowPrice).not.toBe(100)
    },
  },
  'POST /store/order/order/update/{sn}/consignee': {
    perm: 'order:write',
    url: () => `/store/order/order/update/${b.orderSn}/consignee`,
    payload: () => ({
      consigneeName: '越权',
      consigneeMobile: '13900139000',
      consigneeAddressIdPath: ids.region,
      consigneeDetail: '越权路1号',
    }),
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, b.orderSn))
      expect(row.consigneeName).not.toBe('越权')
    },
  },
  'PUT /store/order/order/{sn}/sellerRemark': {
    perm: 'order:write',
    url: () => `/store/order/order/${b.orderSn}/sellerRemark?sellerRemark=${encodeURIComponent('越权')}`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, b.orderSn))
      expect(row.sellerRemark).toBeNull()
    },
  },
  'POST /store/order/order/{sn}/cancel': {
    perm: 'order:write',
    url: () => `/store/order/order/${b.orderSn}/cancel?reason=${encodeURIComponent('越权')}`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(orders).where(eq(orders.sn, b.orderSn))
      expect(row.orderStatus).toBe('COMPLETED')
    },
  },
  'PUT /store/order/order/take/{orderSn}/{verificationCode}': {
    perm: 'order:write',
    url: () => `/store/order/order/take/${b.orderSn}/12345678`,
    cross: refused,
  },
  'GET /store/order/afterSale/page': {
    perm: 'afterSale:read',
    url: () => '/store/order/afterSale/page',
    cross: (res) => {
      noneOfB(res)
      expect(res.json().result.total).toBe(0)
    },
  },
  'GET /store/order/afterSale/get/{sn}': {
    perm: 'afterSale:read',
    url: () => `/store/order/afterSale/get/${ids.afterSale}`,
    cross: refused,
  },
  'POST /store/order/afterSale/review/{sn}': {
    perm: 'afterSale:write',
    url: () => `/store/order/afterSale/review/${ids.afterSale}?serviceStatus=PASS`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(afterSales).where(eq(afterSales.sn, ids.afterSale))
      expect(row.serviceStatus).toBe('APPLY')
    },
  },
  'POST /store/order/afterSale/confirm/{sn}': {
    perm: 'afterSale:write',
    url: () => `/store/order/afterSale/confirm/${ids.afterSale}?serviceStatus=PASS`,
    cross: refused,
  },
  'GET /store/rfq': {
    perm: 'rfq:read',
    url: () => '/store/rfq',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.rfq)
    },
  },
  'GET /store/rfq/skus': {
    perm: 'rfq:write',
    url: () => '/store/rfq/skus',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(JSON.stringify(res.json().result)).not.toContain(b.sku.id)
    },
  },
  'GET /store/rfq/{id}': {
    perm: 'rfq:read',
    url: () => `/store/rfq/${ids.rfq}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.PURCHASE_NOT_EXIST.code),
  },
  'POST /store/rfq/quote': {
    perm: 'rfq:write',
    url: () => '/store/rfq/quote',
    payload: () => rfqQuote(ids.rfq, a.sku.id),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.PURCHASE_NOT_ADDRESSED.code)
      const quotes = await t.database.db
        .select()
        .from(purchaseQuotes)
        .where(eq(purchaseQuotes.purchaseOrderId, ids.rfq))
      expect(quotes.map((q) => q.storeId)).toEqual([b.store.id])
    },
  },
  'GET /store/order/complain': {
    perm: 'complaint:read',
    url: () => '/store/order/complain',
    cross: (res) => {
      noneOfB(res)
      expect(res.json().result.total).toBe(0)
    },
  },
  'GET /store/order/complain/{id}': {
    perm: 'complaint:read',
    url: () => `/store/order/complain/${ids.complaint}`,
    cross: refused,
  },
  'POST /store/order/complain/communication': {
    perm: 'complaint:write',
    url: () =>
      `/store/order/complain/communication?complainId=${ids.complaint}&content=${encodeURIComponent('越权')}`,
    cross: refused,
  },
  'PUT /store/order/complain/appeal': {
    perm: 'complaint:write',
    url: () =>
      `/store/order/complain/appeal?orderComplaintId=${ids.complaint}&appealContent=${encodeURIComponent('越权')}`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db
        .select()
        .from(orderComplaints)
        .where(eq(orderComplaints.id, ids.complaint))
      expect(row.complainStatus).toBe('NEW')
    },
  },
  'PUT /store/member/evaluation/reply/{id}': {
    perm: 'evaluation:write',
    url: () => `/store/member/evaluation/reply/${ids.evaluation}?reply=${encodeURIComponent('越权回复')}`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db
        .select()
        .from(memberEvaluations)
        .where(eq(memberEvaluations.id, ids.evaluation))
      expect(row.replyStatus).toBe(false)
    },
  },
  // Seller queues and store coupons (decision 121).
  'GET /store/order/afterSale/afterSaleNumVO': {
    perm: 'afterSale:read',
    url: () => '/store/order/afterSale/afterSaleNumVO',
    // B's after-sale is not counted in A's figures.
    cross: (res) => expect(Object.values(res.json().result).every((n) => n === 0)).toBe(true),
  },
  'GET /store/order/afterSale/numbers': {
    perm: 'afterSale:read',
    url: () => '/store/order/afterSale/numbers',
    cross: (res) => expect(res.json().result.APPLY).toBe(0),
  },
  'GET /store/order/afterSale/log/{sn}': {
    perm: 'afterSale:read',
    url: () => `/store/order/afterSale/log/${ids.afterSale}`,
    cross: refused,
  },
  'GET /store/order/afterSale/getStoreAfterSaleAddress/{sn}': {
    perm: 'afterSale:read',
    url: () => `/store/order/afterSale/getStoreAfterSaleAddress/${ids.afterSale}`,
    cross: refused,
  },
  'GET /store/member/evaluation': {
    perm: 'evaluation:read',
    url: () => '/store/member/evaluation',
    cross: (res) => {
      noneOfB(res)
      expect(res.json().result.total).toBe(0)
    },
  },
  'GET /store/member/evaluation/numbers': {
    perm: 'evaluation:read',
    url: () => '/store/member/evaluation/numbers',
    cross: (res) => expect(res.json().result.all).toBe(0),
  },
  'GET /store/promotion/coupon': {
    perm: 'promotion:read',
    url: () => '/store/promotion/coupon',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.coupon)
    },
  },
  'GET /store/promotion/coupon/{couponId}': {
    perm: 'promotion:read',
    url: () => `/store/promotion/coupon/${ids.coupon}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.STORE_COUPON_NOT_EXIST.code),
  },
  'GET /store/promotion/coupon/received': {
    perm: 'promotion:read',
    url: () => `/store/promotion/coupon/received?couponId=${ids.coupon}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.STORE_COUPON_NOT_EXIST.code),
  },
  'POST /store/promotion/coupon': {
    perm: 'promotion:write',
    url: () => '/store/promotion/coupon',
    // A's coupon cannot cover B's goods.
    payload: () => ({
      couponName: 'A店券',
      couponType: 'PRICE',
      price: 5,
      consumeThreshold: 50,
      rangeDayType: 'FIXEDTIME',
      startTime: '2026-01-01 00:00:00',
      endTime: '2099-01-01 00:00:00',
      publishNum: 10,
      couponLimitNum: 1,
      scopeType: 'PORTION_GOODS',
      goodsIds: [b.sku.goodsId],
    }),
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.STORE_COUPON_SCOPE_ERROR.code),
  },
  // 满额活动 (decision 160): A never sees, edits or ends B's, nor discounts B's goods.
  'GET /store/promotion/fullDiscount': {
    perm: 'promotion:read',
    url: () => '/store/promotion/fullDiscount',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.fullDiscount)
    },
  },
  'GET /store/promotion/fullDiscount/{id}': {
    perm: 'promotion:read',
    url: () => `/store/promotion/fullDiscount/${ids.fullDiscount}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.FULL_DISCOUNT_NOT_EXIST.code),
  },
  'POST /store/promotion/fullDiscount': {
    perm: 'promotion:write',
    url: () => '/store/promotion/fullDiscount',
    payload: () => fullDiscountForm([b.sku.goodsId]),
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.FULL_DISCOUNT_SCOPE_ERROR.code),
  },
  'PUT /store/promotion/fullDiscount/{id}': {
    perm: 'promotion:write',
    url: () => `/store/promotion/fullDiscount/${ids.fullDiscount}`,
    payload: () => ({ ...fullDiscountForm([b.sku.goodsId]), promotionName: '被改' }),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.FULL_DISCOUNT_NOT_EXIST.code)
      const [row] = await t.database.db
        .select()
        .from(fullDiscounts)
        .where(eq(fullDiscounts.id, ids.fullDiscount))
      expect(row.promotionName).toBe('满减')
    },
  },
  'PUT /store/promotion/fullDiscount/{id}/close': {
    perm: 'promotion:write',
    url: () => `/store/promotion/fullDiscount/${ids.fullDiscount}/close`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.FULL_DISCOUNT_NOT_EXIST.code)
      const [row] = await t.database.db
        .select()
        .from(fullDiscounts)
        .where(eq(fullDiscounts.id, ids.fullDiscount))
      expect(row.closeTime).toBeNull()
    },
  },
  // 拼团 (decision 161): A never sees, edits or closes B's, nor puts B's goods in one.
  'GET /store/promotion/pintuan': {
    perm: 'promotion:read',
    url: () => '/store/promotion/pintuan',
    cross: (res) => expect(JSON.stringify(res.json().result)).not.toContain(ids.pintuan),
  },
  'GET /store/promotion/pintuan/{id}': {
    perm: 'promotion:read',
    url: () => `/store/promotion/pintuan/${ids.pintuan}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.PINTUAN_NOT_EXIST.code),
  },
  'POST /store/promotion/pintuan': {
    perm: 'promotion:write',
    url: () => '/store/promotion/pintuan',
    payload: () => pintuanForm(b.sku.goodsId, b.sku.id),
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.PINTUAN_GOODS_ERROR.code),
  },
  'PUT /store/promotion/pintuan/{id}': {
    perm: 'promotion:write',
    url: () => `/store/promotion/pintuan/${ids.pintuan}`,
    payload: () => ({ ...pintuanForm(b.sku.goodsId, b.sku.id), promotionName: '被改' }),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.PINTUAN_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(pintuans).where(eq(pintuans.id, ids.pintuan))
      expect(row.promotionName).toBe('拼团')
    },
  },
  'PUT /store/promotion/pintuan/{id}/close': {
    perm: 'promotion:write',
    url: () => `/store/promotion/pintuan/${ids.pintuan}/close`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.PINTUAN_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(pintuans).where(eq(pintuans.id, ids.pintuan))
      expect(row.closeTime).toBeNull()
    },
  },
  // 分销商品 / 分销订单 (decision 166): A neither sees nor changes B's, nor opts B's SKUs in.
  'GET /store/distribution/goods': {
    perm: 'promotion:read',
    url: () => '/store/distribution/goods',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.distributionGoods)
    },
  },
  'PUT /store/distribution/goods/checked/{id}': {
    perm: 'promotion:write',
    url: () => `/store/distribution/goods/checked/${b.sku.id}?commission=0.5`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.DISTRIBUTION_GOODS_SKU_ERROR.code)
      const rows = await t.database.db
        .select()
        .from(distributionGoods)
        .where(eq(distributionGoods.skuId, b.sku.id))
      expect(rows.map((r) => [r.id, r.commission])).toEqual([[ids.distributionGoods, 100]])
    },
  },
  'DELETE /store/distribution/goods/cancel/{id}': {
    perm: 'promotion:write',
    url: () => `/store/distribution/goods/cancel/${ids.distributionGoods}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.DISTRIBUTION_GOODS_NOT_EXIST.code)
      const rows = await t.database.db
        .select()
        .from(distributionGoods)
        .where(eq(distributionGoods.id, ids.distributionGoods))
      expect(rows).toHaveLength(1)
    },
  },
  'GET /store/distribution/order': {
    perm: 'promotion:read',
    url: () => '/store/distribution/order',
    cross: noneOfB,
  },
  // 直播 (decision 169): A neither sees nor changes B's rooms and live goods, nor submits B's SKU.
  'GET /store/broadcast/mode': {
    perm: 'promotion:read',
    url: () => '/store/broadcast/mode',
    cross: (res) => expect(res.json().result).toEqual({ sandbox: true }),
  },
  'GET /store/message/storeMessage': {
    perm: 'message:read',
    url: () => '/store/message/storeMessage',
    cross: (res) => {
      noneOfB(res)
      expect(res.json().result.total).toBe(0)
    },
  },
  'GET /store/message/storeMessage/all': {
    perm: 'message:read',
    url: () => '/store/message/storeMessage/all',
    cross: (res) => {
      noneOfB(res)
      expect(res.json().result.UN_READY.total).toBe(0)
    },
  },
  'GET /store/message/storeMessage/count': {
    perm: 'message:read',
    url: () => '/store/message/storeMessage/count',
    cross: (res) => expect(res.json().result).toBe(0),
  },
  'PUT /store/message/storeMessage/{ids}/read': {
    perm: 'message:read',
    url: () => `/store/message/storeMessage/${ids.storeMessage}/read`,
    cross: (res) => storeMessageUntouched(res),
  },
  'DELETE /store/message/storeMessage/{ids}/delete': {
    perm: 'message:write',
    url: () => `/store/message/storeMessage/${ids.storeMessage}/delete`,
    cross: (res) => storeMessageUntouched(res),
  },
  'PUT /store/message/storeMessage/{ids}/reduction': {
    perm: 'message:write',
    url: () => `/store/message/storeMessage/${ids.storeMessage}/reduction`,
    cross: (res) => storeMessageUntouched(res),
  },
  'DELETE /store/message/storeMessage/{ids}': {
    perm: 'message:write',
    url: () => `/store/message/storeMessage/${ids.storeMessage}`,
    cross: (res) => storeMessageUntouched(res),
  },
  'GET /store/broadcast/studio': {
    perm: 'promotion:read',
    url: () => '/store/broadcast/studio',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.studio)
    },
  },
  'GET /store/broadcast/studio/studioInfo/{studioId}': {
    perm: 'promotion:read',
    url: () => `/store/broadcast/studio/studioInfo/${ids.studio}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.LIVE_STUDIO_NOT_EXIST.code),
  },
  'POST /store/broadcast/studio': {
    perm: 'promotion:write',
    url: () => '/store/broadcast/studio',
    payload: () => liveStudioForm(),
    // A's own room, whatever it sends.
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(res.json().result.storeId).not.toBe(b.store.id)
    },
  },
  'PUT /store/broadcast/studio/edit': {
    perm: 'promotion:write',
    url: () => '/store/broadcast/studio/edit',
    payload: () => ({ ...liveStudioForm(), id: ids.studio }),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.LIVE_STUDIO_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(liveStudios).where(eq(liveStudios.id, ids.studio))
      expect(row.name).toBe(studio.name)
    },
  },
  'DELETE /store/broadcast/studio/{studioId}': {
    perm: 'promotion:write',
    url: () => `/store/broadcast/studio/${ids.studio}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.LIVE_STUDIO_NOT_EXIST.code)
      expect(
        await t.database.db.select().from(liveStudios).where(eq(liveStudios.id, ids.studio)),
      ).toHaveLength(1)
    },
  },
  'PUT /store/broadcast/studio/push/{roomId}/{liveGoodsId}': {
    perm: 'promotion:write',
    url: () => `/store/broadcast/studio/push/${studio.roomId}/${liveGoods.liveGoodsId}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.LIVE_STUDIO_NOT_EXIST.code),
  },
  'DELETE /store/broadcast/studio/deleteInRoom/{roomId}/{liveGoodsId}': {
    perm: 'promotion:write',
    url: () => `/store/broadcast/studio/deleteInRoom/${studio.roomId}/${liveGoods.liveGoodsId}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.LIVE_STUDIO_NOT_EXIST.code)
      const pairs = await t.database.db
        .select()
        .from(liveStudioGoods)
        .where(eq(liveStudioGoods.studioId, ids.studio))
      expect(pairs).toHaveLength(1)
    },
  },
  'GET /store/broadcast/commodity': {
    perm: 'promotion:read',
    url: () => '/store/broadcast/commodity',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(liveGoods.id)
    },
  },
  'POST /store/broadcast/commodity': {
    perm: 'promotion:write',
    url: () => '/store/broadcast/commodity',
    payload: () => [{ skuId: b.sku.id, price: 1 }],
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.LIVE_GOODS_NOT_STORE.code)
      const rows = await t.database.db
        .select()
        .from(liveCommodities)
        .where(eq(liveCommodities.skuId, b.sku.id))
      expect(rows.map((r) => r.id)).toEqual([liveGoods.id])
    },
  },
  'PUT /store/broadcast/commodity/resubmit/{goodsId}': {
    perm: 'promotion:write',
    url: () => `/store/broadcast/commodity/resubmit/${liveGoods.liveGoodsId}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.LIVE_GOODS_NOT_EXIST.code),
  },
  'PUT /store/broadcast/commodity/withdraw/{goodsId}': {
    perm: 'promotion:write',
    url: () => `/store/broadcast/commodity/withdraw/${liveGoods.liveGoodsId}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.LIVE_GOODS_NOT_EXIST.code),
  },
  'DELETE /store/broadcast/commodity/{goodsId}': {
    perm: 'promotion:write',
    url: () => `/store/broadcast/commodity/${liveGoods.liveGoodsId}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.LIVE_GOODS_NOT_EXIST.code)
      const [row] = await t.database.db
        .select()
        .from(liveCommodities)
        .where(eq(liveCommodities.id, liveGoods.id))
      expect(row.auditStatus).toBe(2)
    },
  },
  // 秒杀报名 (issue 66): A sees only its own applications and counts, and cannot apply B's goods.
  'GET /store/promotion/seckill': {
    perm: 'promotion:read',
    url: () => '/store/promotion/seckill',
    cross: (res) => {
      const row = res.json().result.records.find((r: { id: string }) => r.id === ids.seckill)
      expect([row?.applyCount, row?.passCount]).toEqual([0, 0])
    },
  },
  'GET /store/promotion/seckill/apply': {
    perm: 'promotion:read',
    url: () => `/store/promotion/seckill/apply?seckillId=${ids.seckill}`,
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.seckillApply)
    },
  },
  'POST /store/promotion/seckill/{seckillId}/apply': {
    perm: 'promotion:write',
    url: () => `/store/promotion/seckill/${ids.seckill}/apply`,
    payload: () => ({ timeLine: 14, skuId: b.sku.id, price: 1, quantity: 1 }),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.SECKILL_SKU_NOT_OWN.code)
      const rows = await t.database.db.select().from(seckillGoods).where(eq(seckillGoods.skuId, b.sku.id))
      expect(rows.map((r) => r.id)).toEqual([ids.seckillApply])
    },
  },
  'PUT /store/promotion/coupon': {
    perm: 'promotion:write',
    url: () => '/store/promotion/coupon',
    payload: () => ({
      id: ids.coupon,
      couponName: '被改',
      couponType: 'PRICE',
      price: 5,
      consumeThreshold: 50,
      rangeDayType: 'FIXEDTIME',
      startTime: '2026-01-01 00:00:00',
      endTime: '2099-01-01 00:00:00',
      publishNum: 10,
      couponLimitNum: 1,
      scopeType: 'ALL',
    }),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.STORE_COUPON_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, ids.coupon))
      expect(row.couponName).toBe('B店券')
    },
  },
  'PUT /store/promotion/coupon/status': {
    perm: 'promotion:write',
    url: () => `/store/promotion/coupon/status?couponIds=${ids.coupon}&promotionStatus=CLOSE`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.STORE_COUPON_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, ids.coupon))
      expect(row.status).toBe('OPEN')
    },
  },
  'PUT /store/goods/goods/update/stocks': {
    perm: 'goods:write',
    url: () => '/store/goods/goods/update/stocks',
    payload: () => [{ skuId: b.sku.id, quantity: 0 }],
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(goodsSkus).where(eq(goodsSkus.id, b.sku.id))
      expect(row.quantity).toBeGreaterThan(0)
    },
  },
  'GET /store/goods/goods/sku/list': {
    perm: 'goods:read',
    url: () => `/store/goods/goods/sku/list?pageSize=100&goodsId=${b.sku.goodsId}`,
    // Aimed at B's goods, A gets none of them.
    cross: (res) => {
      noneOfB(res)
      expect(res.json().result.total).toBe(0)
    },
  },
  'GET /store/goods/goods/list/stocks': {
    perm: 'goods:read',
    url: () => '/store/goods/goods/list/stocks?pageSize=100',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(JSON.stringify(res.json().result)).not.toContain(b.sku.id)
    },
  },
  'PUT /store/settings/storeSettings/updateStockWarning': {
    perm: 'setting:write',
    url: () => '/store/settings/storeSettings/updateStockWarning?stockWarning=5',
    cross: async (res) => {
      expect(res.json().success).toBe(true)
      const [theirs] = await t.database.db.select().from(stores).where(eq(stores.id, b.store.id))
      expect(theirs.stockWarning).toBe(0)
    },
  },
  'GET /store/setting/freightTemplate': {
    perm: 'setting:read',
    url: () => '/store/setting/freightTemplate',
    cross: (res) => {
      noneOfB(res)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.template)
    },
  },
  'GET /store/setting/freightTemplate/{id}': {
    perm: 'setting:read',
    url: () => `/store/setting/freightTemplate/${ids.template}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code),
  },
  'POST /store/setting/freightTemplate': {
    perm: 'setting:write',
    url: () => '/store/setting/freightTemplate',
    payload: () => ({
      name: 'A店包邮',
      pricingMethod: 'FREE',
      firstUnit: 1,
      firstFee: 0,
      extraUnit: 1,
      extraFee: 0,
    }),
    // Creates A's own template only.
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'PUT /store/setting/freightTemplate/{id}': {
    perm: 'setting:write',
    url: () => `/store/setting/freightTemplate/${ids.template}`,
    payload: () => ({
      name: '被改',
      pricingMethod: 'FREE',
      firstUnit: 1,
      firstFee: 0,
      extraUnit: 1,
      extraFee: 0,
    }),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code)
      const [row] = await t.database.db
        .select()
        .from(freightTemplates)
        .where(eq(freightTemplates.id, ids.template))
      expect(row).toMatchObject({ name: 'B店运费', pricingMethod: 'NUM' })
    },
  },
  'DELETE /store/setting/freightTemplate/{id}': {
    perm: 'setting:write',
    url: () => `/store/setting/freightTemplate/${ids.template}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.FREIGHT_TEMPLATE_NOT_EXIST.code)
      expect(
        await t.database.db.select().from(freightTemplates).where(eq(freightTemplates.id, ids.template)),
      ).toHaveLength(1)
    },
  },
  'PUT /store/goods/goods/freight': {
    perm: 'goods:write',
    url: () => `/store/goods/goods/freight?goodsId=${b.sku.goodsId}&templateId=0`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(goods).where(eq(goods.id, b.sku.goodsId))
      expect(row.templateId).toBe(ids.template)
    },
  },
  'GET /store/settings/storeSettings': {
    perm: 'setting:read',
    url: () => '/store/settings/storeSettings',
    cross: (res) => expect(res.json().result.storeId).toBe(a.store.id),
  },
  'PUT /store/settings/storeSettings': {
    perm: 'setting:write',
    url: () => '/store/settings/storeSettings',
    payload: () => ({ storeName: a.store.storeName, storeLogo: '/logo.png', storeDesc: '<p>A</p>' }),
    cross: async (res) => {
      expect(res.json().result.storeId).toBe(a.store.id)
      const [theirs] = await t.database.db.select().from(stores).where(eq(stores.id, b.store.id))
      expect(theirs.storeDesc).not.toBe('<p>A</p>')
    },
  },
  'PUT /store/settings/storeSettings/address': {
    perm: 'setting:write',
    url: () => '/store/settings/storeSettings/address',
    payload: () => ({ shipAddress: null, returnAddress: null }),
    cross: (res) => expect(res.json().result.storeId).toBe(a.store.id),
  },
  // lilishop's StoreDeliverGoodsAddressDTO over the ship-from address (issue 67): A's own store only.
  'GET /store/settings/storeSettings/storeDeliverGoodsAddress': {
    perm: 'setting:read',
    url: () => '/store/settings/storeSettings/storeDeliverGoodsAddress',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(JSON.stringify(res.json().result ?? '')).not.toContain('B 的发货人')
    },
  },
  'PUT /store/settings/storeSettings/storeDeliverGoodsAddress': {
    perm: 'setting:write',
    url: () =>
      `/store/settings/storeSettings/storeDeliverGoodsAddress?salesConsignorName=${encodeURIComponent('A 的发货人')}&salesConsignorMobile=13800138000&salesConsignorAddressId=${ids.region}&salesConsignorDetail=${encodeURIComponent('一号')}`,
    cross: async (res) => {
      expect(res.json().result.salesConsignorName).toBe('A 的发货人')
      const [own, other] = await Promise.all(
        [a.store.id, b.store.id].map(async (id) => {
          const [row] = await t.database.db.select().from(stores).where(eq(stores.id, id))
          return row.shipAddress?.name ?? null
        }),
      )
      expect(own).toBe('A 的发货人')
      expect(other).not.toBe('A 的发货人')
    },
  },
  'GET /store/member/storeAddress': {
    perm: 'setting:read',
    url: () => '/store/member/storeAddress',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.pickup)
    },
  },
  'POST /store/member/storeAddress': {
    perm: 'setting:write',
    url: () => '/store/member/storeAddress',
    payload: () => ({ addressName: 'A店自提点', address: '杭州市上城区1号', mobile: '057188880000' }),
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'PUT /store/member/storeAddress/{id}': {
    perm: 'setting:write',
    url: () => `/store/member/storeAddress/${ids.pickup}`,
    payload: () => ({ addressName: '被改', address: '杭州市上城区1号', mobile: '057188880000' }),
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.STORE_PICKUP_POINT_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(storeAddresses).where(eq(storeAddresses.id, ids.pickup))
      expect(row.addressName).toBe('B店自提点')
    },
  },
  'DELETE /store/member/storeAddress/{id}': {
    perm: 'setting:write',
    url: () => `/store/member/storeAddress/${ids.pickup}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.STORE_PICKUP_POINT_NOT_EXIST.code)
      expect(
        await t.database.db.select().from(storeAddresses).where(eq(storeAddresses.id, ids.pickup)),
      ).toHaveLength(1)
    },
  },
  'GET /store/goods/goods/list': {
    perm: 'goods:read',
    url: () => '/store/goods/goods/list?pageSize=100',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(JSON.stringify(res.json().result)).not.toContain(b.sku.goodsId)
    },
  },
  'GET /store/goods/goods/goodsNumber': {
    perm: 'goods:read',
    url: () => '/store/goods/goods/goodsNumber',
    // A's goods only: the fixture gave A one goods.
    cross: (res) => expect(res.json().result.all).toBeLessThan(3),
  },
  'GET /store/goods/goods/get/{goodsId}': {
    perm: 'goods:read',
    url: () => `/store/goods/goods/get/${b.sku.goodsId}`,
    cross: refused,
  },
  'POST /store/goods/goods/create': {
    perm: 'goods:write',
    url: () => '/store/goods/goods/create',
    // A's goods cannot file under B's store category.
    payload: () => goodsForm(ids.category, { storeCategoryPath: ids.label }),
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.STORE_LABEL_NOT_EXIST.code),
  },
  'PUT /store/goods/goods/update/{goodsId}': {
    perm: 'goods:write',
    url: () => `/store/goods/goods/update/${b.sku.goodsId}`,
    payload: () => goodsForm(ids.category, { goodsName: '被改的商品' }),
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(goods).where(eq(goods.id, b.sku.goodsId))
      expect(row.goodsName).not.toBe('被改的商品')
    },
  },
  'PUT /store/goods/goods/under': {
    perm: 'goods:write',
    url: () => `/store/goods/goods/under?goodsId=${b.sku.goodsId}`,
    cross: async (res) => {
      refused(res)
      const [row] = await t.database.db.select().from(goods).where(eq(goods.id, b.sku.goodsId))
      expect(row.marketEnable).toBe('UPPER')
    },
  },
  'PUT /store/goods/goods/up': {
    perm: 'goods:write',
    url: () => `/store/goods/goods/up?goodsId=${b.sku.goodsId}`,
    cross: refused,
  },
  'PUT /store/goods/goods/delete': {
    perm: 'goods:write',
    url: () => `/store/goods/goods/delete?goodsId=${b.sku.goodsId}`,
    cross: async (res) => {
      refused(res)
      expect(await t.database.db.select().from(goods).where(eq(goods.id, b.sku.goodsId))).toHaveLength(1)
    },
  },
  // The publish form's platform data: the same for every store, nothing of B's to leak.
  'GET /store/goods/category/all': {
    perm: 'goods:read',
    url: () => '/store/goods/category/all',
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'GET /store/goods/category/{categoryId}/brands': {
    perm: 'goods:read',
    url: () => `/store/goods/category/${ids.category.split(',').at(-1)}/brands`,
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'GET /store/goods/categorySpec/{categoryId}': {
    perm: 'goods:read',
    url: () => `/store/goods/categorySpec/${ids.category.split(',').at(-1)}`,
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'GET /store/goods/categoryParameters/{categoryId}': {
    perm: 'goods:read',
    url: () => `/store/goods/categoryParameters/${ids.category.split(',').at(-1)}`,
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'GET /store/goods/goodsUnit': {
    perm: 'goods:read',
    url: () => '/store/goods/goodsUnit',
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'GET /store/goods/draftGoods/page': {
    perm: 'goods:read',
    url: () => '/store/goods/draftGoods/page?pageSize=100',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.draft)
    },
  },
  'GET /store/goods/draftGoods/get/{id}': {
    perm: 'goods:read',
    url: () => `/store/goods/draftGoods/get/${ids.draft}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.GOODS_DRAFT_NOT_EXIST.code),
  },
  'POST /store/goods/draftGoods/save': {
    perm: 'goods:write',
    url: () => '/store/goods/draftGoods/save',
    payload: () => ({ id: ids.draft, form: { goodsName: '被改的草稿' } }),
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.GOODS_DRAFT_NOT_EXIST.code),
  },
  'DELETE /store/goods/draftGoods/delete/{id}': {
    perm: 'goods:write',
    url: () => `/store/goods/draftGoods/delete/${ids.draft}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.GOODS_DRAFT_NOT_EXIST.code),
  },
  'GET /store/goods/label': {
    perm: 'goods:read',
    url: () => '/store/goods/label',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(JSON.stringify(res.json().result)).not.toContain(ids.label)
    },
  },
  'POST /store/goods/label': {
    perm: 'goods:write',
    // A's new category cannot hang under B's.
    url: () => `/store/goods/label?labelName=x&parentId=${ids.label}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.STORE_LABEL_NOT_EXIST.code),
  },
  'PUT /store/goods/label/{id}': {
    perm: 'goods:write',
    url: () => `/store/goods/label/${ids.label}?labelName=${encodeURIComponent('被改名')}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.STORE_LABEL_NOT_EXIST.code)
      const [row] = await t.database.db
        .select()
        .from(storeGoodsLabels)
        .where(eq(storeGoodsLabels.id, ids.label))
      expect(row.labelName).toBe('B店茶具')
    },
  },
  'DELETE /store/goods/label/{id}': {
    perm: 'goods:write',
    url: () => `/store/goods/label/${ids.label}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.STORE_LABEL_NOT_EXIST.code)
      expect(
        await t.database.db.select().from(storeGoodsLabels).where(eq(storeGoodsLabels.id, ids.label)),
      ).toHaveLength(1)
    },
  },
  'GET /store/role': { perm: 'staff:read', url: () => '/store/role', cross: noneOfBRole },
  'POST /store/role': {
    perm: 'staff:write',
    url: () => `/store/role?roleName=${encodeURIComponent(`A店角色${Math.random()}`)}&permissions=order:read`,
    cross: async (res) => {
      expect(res.json().success).toBe(true)
      const [row] = await t.database.db
        .select()
        .from(storeRoles)
        .where(eq(storeRoles.id, res.json().result.id))
      expect(row.storeId).toBe(a.store.id)
    },
  },
  'PUT /store/role/{id}': {
    perm: 'staff:write',
    url: () => `/store/role/${ids.role}?roleName=${encodeURIComponent('被改名')}&permissions=goods:write`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.ROLE_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(storeRoles).where(eq(storeRoles.id, ids.role))
      expect(row).toMatchObject({ roleName: 'B店客服', permissions: ['order:read'] })
    },
  },
  'DELETE /store/role/{id}': {
    perm: 'staff:write',
    url: () => `/store/role/${ids.role}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.ROLE_NOT_EXIST.code)
      expect(await t.database.db.select().from(storeRoles).where(eq(storeRoles.id, ids.role))).toHaveLength(1)
    },
  },
  'GET /store/clerk': {
    perm: 'staff:read',
    url: () => '/store/clerk',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(res.json().result.records.map((c: { id: string }) => c.id)).not.toContain(ids.clerk)
    },
  },
  'POST /store/clerk': {
    perm: 'staff:write',
    // B's clerk cannot be taken over by A.
    url: () => '/store/clerk?username=nobody-at-all&clerkName=x',
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.CLERK_MEMBER_NOT_EXIST.code),
  },
  'PUT /store/clerk/{id}': {
    perm: 'staff:write',
    url: () => `/store/clerk/${ids.clerk}?status=false`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.CLERK_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(storeClerks).where(eq(storeClerks.id, ids.clerk))
      expect(row.status).toBe(true)
    },
  },
  'DELETE /store/clerk/{id}': {
    perm: 'staff:write',
    url: () => `/store/clerk/${ids.clerk}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.CLERK_NOT_EXIST.code)
      expect(
        await t.database.db.select().from(storeClerks).where(eq(storeClerks.id, ids.clerk)),
      ).toHaveLength(1)
    },
  },
  'GET /store/department': {
    perm: 'staff:read',
    url: () => '/store/department',
    cross: (res) => {
      expect(res.json().success).toBe(true)
      expect(res.json().result).toEqual([])
    },
  },
  'GET /store/department/{id}': {
    perm: 'staff:read',
    url: () => `/store/department/${ids.department}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.DEPARTMENT_NOT_EXIST.code),
  },
  'POST /store/department': {
    perm: 'staff:write',
    // Not under B's department.
    url: () => `/store/department?title=x&parentId=${ids.department}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.DEPARTMENT_NOT_EXIST.code),
  },
  'PUT /store/department/{id}': {
    perm: 'staff:write',
    url: () => `/store/department/${ids.department}?title=${encodeURIComponent('被改名')}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.DEPARTMENT_NOT_EXIST.code)
      const [row] = await t.database.db
        .select()
        .from(storeDepartments)
        .where(eq(storeDepartments.id, ids.department))
      expect(row.title).toBe('B店客服部')
    },
  },
  'DELETE /store/department/{id}': {
    perm: 'staff:write',
    url: () => `/store/department/${ids.department}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.DEPARTMENT_NOT_EXIST.code)
      expect(
        await t.database.db.select().from(storeDepartments).where(eq(storeDepartments.id, ids.department)),
      ).toHaveLength(1)
    },
  },
  'GET /store/departmentRole/{id}': {
    perm: 'staff:read',
    url: () => `/store/departmentRole/${ids.department}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.DEPARTMENT_NOT_EXIST.code),
  },
  'PUT /store/departmentRole/{id}': {
    perm: 'staff:write',
    url: () => `/store/departmentRole/${ids.department}`,
    payload: () => [],
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.DEPARTMENT_NOT_EXIST.code)
      expect(
        await t.database.db
          .select()
          .from(storeDepartmentRoles)
          .where(eq(storeDepartmentRoles.departmentId, ids.department)),
      ).toHaveLength(1)
    },
  },
  'GET /store/menu/tree': {
    perm: 'staff:read',
    url: () => '/store/menu/tree',
    cross: (res) => expect(res.json().success).toBe(true),
  },
  'GET /store/roleMenu/{roleId}': {
    perm: 'staff:read',
    url: () => `/store/roleMenu/${ids.role}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.ROLE_NOT_EXIST.code),
  },
  'POST /store/roleMenu/{roleId}': {
    perm: 'staff:write',
    url: () => `/store/roleMenu/${ids.role}`,
    payload: () => [{ menuId: 'goods.goods-list.goods', isSuper: 1 }],
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.ROLE_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(storeRoles).where(eq(storeRoles.id, ids.role))
      expect(row.permissions).toEqual(['order:read'])
    },
  },
  'GET /store/order/bill/getByPage': {
    perm: 'finance:read',
    url: () => '/store/order/bill/getByPage',
    cross: (res) => {
      noneOfB(res)
      expect(res.json().result.records).toEqual([])
    },
  },
  'GET /store/order/bill/get/{sn}': {
    perm: 'finance:read',
    url: () => `/store/order/bill/get/${ids.bill}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.BILL_NOT_EXIST.code),
  },
  'GET /store/order/bill/{sn}/getStoreFlow': {
    perm: 'finance:read',
    url: () => `/store/order/bill/${ids.bill}/getStoreFlow`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.BILL_NOT_EXIST.code),
  },
  'GET /store/order/bill/downLoad/{sn}': {
    perm: 'finance:read',
    url: () => `/store/order/bill/downLoad/${ids.bill}`,
    cross: (res) => expect(res.json().code).toBe(ErrorCodes.BILL_NOT_EXIST.code),
  },
  'PUT /store/order/bill/check/{sn}': {
    perm: 'finance:write',
    url: () => `/store/order/bill/check/${ids.bill}`,
    cross: async (res) => {
      expect(res.json().code).toBe(ErrorCodes.BILL_NOT_EXIST.code)
      const [row] = await t.database.db.select().from(bills).where(eq(bills.sn, ids.bill))
      expect(row.billStatus).toBe('OUT')
    },
  },
  'GET /store/statistics/dashboard': {
    perm: null,
    url: () => '/store/statistics/dashboard',
    // A's own figures: B's bill waiting for confirmation is not counted.
    cross: (res) => expect(res.json().result.pending.billsToConfirm).toBe(0),
  },
  'GET /store/statistics/index': {
    perm: null,
    url: () => '/store/statistics/index',
    // lilishop's home: A's own figures, B's bill waiting for confirmation is not counted.
    cross: (res) => expect(res.json().result.waitPayBill).toBe(0),
  },
}

function noneOfBRole(res: LightMyRequestResponse) {
  expect(res.json().success).toBe(true)
  expect(res.json().result.records.map((r: { id: string }) => r.id)).not.toContain(ids.role)
}

/** Every `/store/**` operation but sign-in and refresh, from the OpenAPI document the app serves. */
function storeOperations(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  const open = [
    '/store/passport/login/userLogin',
    '/store/passport/login/smsLogin',
    '/store/passport/login/refresh/{refreshToken}',
  ]
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/store/') && !open.includes(path))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path}`),
    )
    .sort()
}

// Logout last: it ends the caller's login.
const keys = () =>
  Object.keys(probes).sort((x, y) => Number(x.includes('logout')) - Number(y.includes('logout')))
const inject = (key: string, headers: Record<string, string>) => {
  const [method] = key.split(' ')
  const payload = probes[key].payload?.()
  return t.app.inject({
    method: method as 'GET',
    url: probes[key].url(),
    headers,
    ...(payload ? { payload } : {}),
  })
}

describe('every /store/** route', () => {
  it('has a row in this matrix', () => {
    expect(Object.keys(probes).sort()).toEqual(storeOperations())
  })

  it('refuses callers without a token (401/20003) and buyer tokens (403/20005)', async () => {
    for (const key of keys()) {
      const anonymous = await inject(key, {})
      expect([key, anonymous.statusCode, anonymous.json().code]).toEqual([
        key,
        401,
        ErrorCodes.USER_NOT_LOGIN.code,
      ])
      const buyer = await inject(key, a.buyerMember.headers)
      expect([key, buyer.statusCode, buyer.json().code]).toEqual([
        key,
        403,
        ErrorCodes.USER_AUTHORITY_ERROR.code,
      ])
    }
  })

  it('never lets seller A read or change seller B’s data', async () => {
    for (const key of keys()) {
      const res = await inject(key, a.sellerMember.headers)
      expect(res.statusCode, key).toBeLessThan(500)
      await probes[key].cross(res)
    }
  })

  it('lets a clerk through exactly the routes its permissions cover', async () => {
    // Fresh sign-in for A's owner: the matrix above logged the old one out.
    const tokens = await startSession(
      { db: t.database.db, store: t.store, config: t.config },
      a.sellerMember.member,
      'PC',
      {
        audience: 'STORE',
        storeId: a.store.id,
      },
    )
    const owner = { accessToken: tokens.accessToken, uuid: 'owner-a' }
    const perms = [...new Set(Object.values(probes).flatMap((p) => (p.perm ? [p.perm] : [])))]
    const nobody = await makeClerk(t, owner, a.store.id, [])
    const clerks = new Map<string, Record<string, string>>()
    for (const perm of perms) {
      const role = await makeRole(t, owner, `仅${perm}`, [perm])
      clerks.set(perm, (await makeClerk(t, owner, a.store.id, [role.id])).headers)
    }
    const readOnly = await makeRole(
      t,
      owner,
      '只读',
      perms.map((p) => p.replace(':write', ':read')),
    )
    const reader = (await makeClerk(t, owner, a.store.id, [readOnly.id])).headers
    for (const key of keys().filter((k) => !k.includes('logout') && !k.includes('modifyPass'))) {
      const { perm } = probes[key]
      const bare = await inject(key, nobody.headers)
      if (perm)
        expect([key, bare.statusCode, bare.json().code]).toEqual([
          key,
          403,
          ErrorCodes.USER_AUTHORITY_ERROR.code,
        ])
      else expect([key, bare.statusCode]).not.toEqual([key, 403])
      if (!perm) continue
      const allowed = await inject(key, clerks.get(perm) as Record<string, string>)
      expect([key, allowed.statusCode]).not.toEqual([key, 403])
      const ro = await inject(key, reader)
      if (perm.endsWith(':write'))
        expect([key, ro.statusCode, ro.json().code]).toEqual([key, 403, ErrorCodes.USER_AUTHORITY_ERROR.code])
      else expect([key, ro.statusCode]).not.toEqual([key, 403])
    }
    // lilishop's menu tree shows a clerk exactly the pages of its role's areas, as this shop's own
    // menu does: a clerk of orders alone sees the order pages, none of goods or settings.
    const lili = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/store/menu/memberMenu', headers })).json().result as {
        name: string
        level: number
        children: { level: number; children: { frontRoute: string; level: number; children: [] }[] }[]
      }[]
    const orderClerk = await lili(
      clerks.get('order:read') ?? (clerks.get('order:write') as Record<string, string>),
    )
    expect(orderClerk.map((m) => m.name)).toEqual(['order'])
    expect(orderClerk[0].children.flatMap((g) => g.children.map((p) => p.frontRoute))).toEqual([
      'order/order/orderList',
    ])
    expect(await lili(nobody.headers)).toEqual([])
    const full = await lili(owner)
    expect(full.map((m) => m.name)).toEqual([
      'goods',
      'order',
      'bill',
      'promotion',
      'statistics',
      'settings',
      'messages',
    ])
    expect(
      full.every(
        (m) =>
          m.level === 0 && m.children.every((g) => g.level === 1 && g.children.every((p) => p.level === 2)),
      ),
    ).toBe(true)
    // The read-only clerk sees the pages of every area it reads (reading is what a menu needs).
    const readable = new Set(perms.map((p) => p.split(':')[0]))
    expect((await lili(reader)).map((m) => m.name)).toEqual(
      SELLER_MENU_TREE.filter(([, , groups]) =>
        groups.some(([, , leaves]) => leaves.some((leaf) => readable.has(leaf[3]))),
      ).map(([name]) => name),
    )
    // This shop's own seller centre keeps its session under its own path.
    const menu = (await t.app.inject({ url: '/store/menu/session', headers: reader })).json().result
    expect(menu.owner).toBe(false)
    expect(menu.menus.every((m: { write: boolean }) => !m.write)).toBe(true)
    expect(menu.menus.map((m: { area: string }) => m.area).sort()).toEqual(
      [...new Set(perms.map((p) => p.split(':')[0]))].sort(),
    )
  })
})
