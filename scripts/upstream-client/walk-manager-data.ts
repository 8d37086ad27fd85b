/**
 * The manager walk's data set-up (walk.ts calls it before walking): the demo seeds no rows for most of
 * the operator's queues, so this makes them through this API's own endpoints, as the people concerned
 * would — a buyer's withdrawal, top-up, distributor and store applications, an after-sale and a
 * complaint on a delivered order (seller1 delivers it), an order the buyer cancels after paying (its
 * refund), a member in the recycle bin, an operator role, a coupon activity and a platform 满减.
 * Each step runs only when its list is still empty (once per data directory) and logs, never throws:
 * a refused step leaves its page empty and the walk goes on. The demo seed itself is not changed.
 */
import { createHash, randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { demoAddress } from './demo-address.ts'
import { sliderAnswer } from './slider.ts'

// biome-ignore lint/suspicious/noExplicitAny: a script reading answers of many shapes
type Answer = any
type Params = Record<string, string | number | boolean>

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const qs = (p?: Params) =>
  p ? `?${new URLSearchParams(Object.entries(p).map(([k, v]) => [k, String(v)]))}` : ''
/** A China date-time `days` from now, `yyyy-MM-dd HH:mm:ss` (the forms' format). */
const chinaAt = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

interface Session {
  get(url: string, p?: Params): Promise<Answer>
  /** Uploads a picture as the clients do; answers its address. */
  upload(png: Buffer): Promise<string>
  /** `p` goes in the query; `body` as JSON, or as a form when `form` is set. */
  send(method: string, url: string, p?: Params, body?: object, form?: boolean): Promise<Answer>
}

/** Signs in through a console's or the buyer's password login after passing the LOGIN slider. */
async function signIn(api: string, dataDir: string, loginPath: string, username: string): Promise<Session> {
  const uuid = randomUUID()
  await fetch(`${api}/common/common/slider/LOGIN`, { headers: { uuid } })
  await fetch(
    `${api}/common/common/slider/LOGIN${qs({ verificationEnums: 'LOGIN', xPos: await sliderAnswer(dataDir, uuid) })}`,
    {
      method: 'POST',
      headers: { uuid },
    },
  )
  const login = (await (
    await fetch(`${api}${loginPath}`, {
      method: 'POST',
      headers: { uuid, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: md5('silk123456') }).toString(),
    })
  ).json()) as Answer
  if (!login.success) throw new Error(`${username}: ${login.message}`)
  const accessToken = login.result.accessToken as string
  const send = async (method: string, url: string, p?: Params, body?: object, form?: boolean) => {
    // The walk's data makes several orders in a minute: the API's rate limit (1003) asks it to wait.
    for (let tries = 0; ; tries++) {
      const answer = await sendOnce(method, url, p, body, form)
      if (answer?.code !== 1003 || tries >= 12) return answer
      await new Promise((r) => setTimeout(r, 5000))
    }
  }
  const sendOnce = async (method: string, url: string, p?: Params, body?: object, form?: boolean) =>
    (
      await fetch(`${api}${url}${qs(p)}`, {
        method,
        headers: {
          accessToken,
          uuid,
          ...(body && {
            'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
          }),
        },
        body: !body
          ? undefined
          : form
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body),
      })
    ).json()
  const upload = async (png: Buffer) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png')
    const res = (await (
      await fetch(`${api}/common/common/upload/file`, {
        method: 'POST',
        headers: { accessToken, uuid },
        body: form,
      })
    ).json()) as Answer
    if (!res.success) throw new Error(`upload: ${res.message}`)
    return res.result as string
  }
  return { get: (url, p) => send('GET', url, p), send, upload }
}

const total = (a: Answer) => (Array.isArray(a?.result) ? a.result.length : (a?.result?.total ?? 0))

/** One step: runs `make` when `list` answers no rows; logs what happened. */
async function step(name: string, list: () => Promise<Answer>, make: () => Promise<Answer>) {
  try {
    if (total(await list()) > 0) return console.log(`  data ${name}: already there`)
    const made = await make()
    console.log(`  data ${name}: ${made?.success === false ? `refused: ${made.message}` : 'made'}`)
  } catch (e) {
    console.log(`  data ${name}: failed: ${(e as Error).message}`)
  }
}

/**
 * The demo buyer buys one item of seller1's store (or the SKU `skuId`) and pays from its wallet; answers
 * the order's sn.
 */
async function paidOrder(buyer: Session, skuId?: string): Promise<string> {
  if ((await buyer.get('/buyer/member/address', { pageNumber: 1, pageSize: 10 })).result.total === 0) {
    const path: { id: string; name: string }[] = []
    for (let parent = '0'; path.length < 3; ) {
      const items = (await buyer.get(`/common/common/region/item/${parent}`)).result
      const next = items.find((r: { name: string }) => r.name === '浙江省') ?? items[0]
      path.push(next)
      parent = next.id
    }
    await buyer.send('POST', '/buyer/member/address', undefined, demoAddress(path), true)
  }
  const goods = (await buyer.get('/buyer/goods/goods/es', { pageNumber: 1, pageSize: 20, storeId: '2001' }))
    .result.records as { id: string }[]
  await buyer.send('DELETE', '/buyer/trade/carts')
  for (const id of skuId ? [skuId] : goods.map((g) => g.id))
    if ((await buyer.send('POST', '/buyer/trade/carts', { skuId: id, num: 1, cartType: 'CART' })).success)
      break
  const trade = await buyer.send('POST', '/buyer/trade/carts/create/trade', undefined, {
    way: 'CART',
    client: 'PC',
    remark: [],
  })
  if (!trade.success) throw new Error(`trade: ${trade.message}`)
  const paid = await buyer.get('/buyer/payment/cashier/pay/WALLET/NATIVE', {
    paymentMethod: 'WALLET',
    paymentClient: 'NATIVE',
    orderType: 'TRADE',
    sn: trade.result.sn,
    clientType: 'PC',
  })
  if (!paid.success) throw new Error(`pay: ${paid.message}`)
  const orders = await buyer.get('/buyer/order/order', { pageNumber: 1, pageSize: 10 })
  const order =
    (orders.result.records as { sn: string; tradeSn?: string }[]).find(
      (o) => o.tradeSn === trade.result.sn,
    ) ?? orders.result.records[0]
  return order.sn
}

export async function managerWalkData(api: string, dataDir: string) {
  console.log('manager walk data:')
  const admin = await signIn(api, dataDir, '/manager/passport/user/login', 'admin')
  const buyer = await signIn(api, dataDir, '/buyer/passport/member/userLogin', 'demo')

  // 角色权限: an auditor's role (read everywhere), as the operator would add one.
  await step(
    'role',
    () => admin.get('/manager/permission/role', { pageNumber: 1, pageSize: 10 }),
    async () => {
      const areas = [
        'member',
        'order',
        'goods',
        'promotion',
        'store',
        'wallet',
        'statistics',
        'setting',
        'log',
      ]
      return admin.send('POST', '/manager/permission/role', {
        roleName: '巡检员',
        description: '只读巡检各业务',
        permissions: areas.map((a) => `${a}:read`).join(','),
      })
    },
  )

  // 部门管理: a department of operators (decision 173).
  await step(
    'department',
    () => admin.get('/manager/permission/department'),
    () => admin.send('POST', '/manager/permission/department', { title: '平台运营部' }),
  )

  // 回收站: a member the operator adds, then disables.
  await step(
    'recycle bin',
    () => admin.get('/manager/passport/member', { pageNumber: 1, pageSize: 10, disabled: 'CLOSE' }),
    async () => {
      const name = `recycled${Date.now() % 100_000}`
      const added = await admin.send('POST', '/manager/passport/member', undefined, {
        username: name,
        password: md5('silk123456'),
        mobile: `139${String(Date.now() % 1e8).padStart(8, '0')}`,
      })
      if (!added.success) return added
      return admin.send('PUT', `/manager/passport/member/disable/${added.result.id}`)
    },
  )

  // 充值记录: a top-up the demo buyer starts (unpaid until the cashier).
  await step(
    'recharge',
    () => admin.get('/manager/wallet/recharge', { pageNumber: 1, pageSize: 10 }),
    () => buyer.send('POST', '/buyer/trade/recharge', { price: 100 }),
  )

  // 提现申请: the demo buyer asks to withdraw ¥10 of its balance.
  await step(
    'withdrawal',
    () => admin.get('/manager/wallet/withdrawApply', { pageNumber: 1, pageSize: 10 }),
    () =>
      buyer.send('POST', '/buyer/wallet/wallet/withdrawal', {
        price: 10,
        realName: '丝路买家',
        connectNumber: '6222000011112222',
      }),
  )

  // 分销申请 and 店铺审核: a new member (added by the operator) applies for both.
  const applicant = `applicant${Date.now() % 100_000}`
  let applicantSession: Session | null = null
  const asApplicant = async () => {
    if (applicantSession) return applicantSession
    const added = await admin.send('POST', '/manager/passport/member', undefined, {
      username: applicant,
      password: md5('silk123456'),
      mobile: `137${String(Date.now() % 1e8).padStart(8, '0')}`,
    })
    if (!added.success) throw new Error(`applicant: ${added.message}`)
    applicantSession = await signIn(api, dataDir, '/buyer/passport/member/userLogin', applicant)
    return applicantSession
  }
  await step(
    'distribution apply',
    () =>
      admin.get('/manager/distribution/distribution/getByPage', {
        pageNumber: 1,
        pageSize: 10,
        distributionStatus: 'APPLY',
      }),
    async () =>
      (await asApplicant()).send('POST', '/buyer/distribution/distribution', {
        name: '张三',
        idNumber: '11010519850612123X',
        settlementBankBranchName: '招商银行北京分行',
        settlementBankAccountName: '张三',
        settlementBankAccountNum: '6225880137706868',
      }),
  )
  await step(
    'store apply',
    () => admin.get('/manager/store/store', { pageNumber: 1, pageSize: 10, storeDisable: 'APPLYING' }),
    async () => {
      const me = await asApplicant()
      const logo = await me.upload(
        await sharp({ create: { width: 240, height: 240, channels: 3, background: '#1f6f5c' } })
          .png()
          .toBuffer(),
      )
      const first = await me.send('PUT', '/buyer/store/store/apply/first', {
        companyName: '丝路新茶贸易有限公司',
        companyAddressIdPath: '',
        companyAddressPath: '北京市,北京市,东城区',
        companyAddress: '东长安街1号',
        linkName: '王经理',
        linkPhone: '13800001111',
        licenseNum: '91110000802100433B',
        scope: '茶叶、茶具销售',
        licencePhoto: logo,
        legalName: '王五',
        legalId: '11010519850612123X',
        legalPhoto: logo,
      })
      if (!first.success) return first
      const second = await me.send('PUT', '/buyer/store/store/apply/second', {
        settlementBankAccountName: '丝路新茶贸易有限公司',
        settlementBankAccountNum: '4111 1111 1111 1111',
        settlementBankBranchName: '中国银行北京分行',
      })
      if (!second.success) return second
      const category = (await me.get('/buyer/goods/category/get/0')).result?.[0]?.id ?? ''
      return me.send('PUT', '/buyer/store/store/apply/third', {
        storeName: '丝路新茶',
        storeLogo: logo,
        storeDesc: '源头好茶，入驻申请中',
        goodsManagementCategory: category,
      })
    },
  )

  // 券活动: a registration gift of one of the platform's coupons.
  await step(
    'coupon activity',
    () => admin.get('/manager/promotion/couponActivity', { pageNumber: 1, pageSize: 10 }),
    async () => {
      const coupon = (await admin.get('/manager/promotion/coupon', { pageNumber: 1, pageSize: 10 })).result
        .records[0]
      return admin.send('POST', '/manager/promotion/couponActivity', undefined, {
        promotionName: '新人注册礼',
        couponActivityType: 'REGISTERED',
        startTime: chinaAt(1),
        endTime: chinaAt(30),
        couponActivityItems: [{ couponId: coupon.id, num: 1 }],
      })
    },
  )

  // 满额活动: the platform's 满100减10 on a goods of seller1's store.
  await step(
    'full discount',
    () => admin.get('/manager/promotion/fullDiscount', { pageNumber: 1, pageSize: 10 }),
    async () => {
      const goods = (
        await admin.get('/manager/goods/goods/list', { pageNumber: 1, pageSize: 1, marketEnable: 'UPPER' })
      ).result.records[0]
      return admin.send('POST', '/manager/promotion/fullDiscount', undefined, {
        promotionName: '平台满100减10',
        startTime: chinaAt(1),
        endTime: chinaAt(15),
        fullMoney: 100,
        discountType: 'MINUS',
        fullMinus: 10,
        scopeType: 'PORTION_GOODS',
        goodsIds: [goods.id],
      })
    },
  )

  // 售后管理 and 交易投诉: an order seller1 delivers, then the buyer asks for a refund and complains.
  await step(
    'after-sale and complaint',
    () => admin.get('/manager/order/afterSale/page', { pageNumber: 1, pageSize: 10 }),
    async () => {
      const sn = await paidOrder(buyer)
      const seller = await signIn(api, dataDir, '/store/passport/login/userLogin', 'seller1')
      const logistics = (await seller.get('/store/other/logistics')).result?.[0]?.id ?? '1'
      const delivered = await seller.send('POST', `/store/order/order/${sn}/delivery`, {
        logisticsId: logistics,
        logisticsNo: `SF${Date.now()}`,
      })
      if (!delivered.success) return delivered
      const detail = (await buyer.get(`/buyer/order/order/${sn}`)).result
      const item = detail.orderItems[0]
      const reason =
        (await buyer.get('/buyer/order/afterSale/get/afterSaleReason/RETURN_MONEY')).result?.[0]?.reason ??
        '不想要了'
      const applied = await buyer.send('POST', `/buyer/order/afterSale/save/${item.sn}`, {
        orderItemSn: item.sn,
        serviceType: 'RETURN_MONEY',
        num: 1,
        reason,
        problemDesc: '买多了，未拆封',
        refundWay: 'ORIGINAL',
      })
      if (!applied.success) return applied
      return buyer.send('POST', '/buyer/order/complain', {
        complainTopic: '物流太慢',
        content: '发货后三天没有物流信息',
        orderSn: sn,
        goodsId: item.goodsId,
        skuId: item.skuId,
      })
    },
  )

  // 积分历史: the demo buyer's daily sign-in (its points).
  await step(
    'points',
    () => admin.get('/manager/member/memberPointsHistory/getByPage', { pageNumber: 1, pageSize: 10 }),
    () => buyer.send('POST', '/buyer/members/sign'),
  )

  // 敏感词: a word the operator adds on lilishop's page.
  await step(
    'sensitive word',
    () => admin.get('/manager/other/sensitiveWords', { pageNumber: 1, pageSize: 10 }),
    () => admin.send('POST', '/manager/other/sensitiveWords', undefined, { sensitiveWord: '代购微信' }, true),
  )

  // 砍价活动: the operator offers a SKU in stock (from the distribution list, which shows stock).
  await step(
    'kanjia',
    () => admin.get('/manager/promotion/kanJiaGoods', { pageNumber: 1, pageSize: 10 }),
    async () => {
      const sku = (
        await admin.get('/manager/distribution/goods/getByPage', { pageNumber: 1, pageSize: 100 })
      ).result.records.find((g: { price: number; quantity: number }) => g.price >= 20 && g.quantity > 0)
      return admin.send('POST', '/manager/promotion/kanJiaGoods', undefined, {
        promotionName: '好友帮砍',
        skuId: sku.skuId,
        purchasePrice: Math.floor(sku.price / 2),
        lowestPrice: 1,
        highestPrice: 5,
        stock: 1,
        startTime: chinaAt(1),
        endTime: chinaAt(15),
      })
    },
  )

  // 分销订单 and 佣金提现: the demo buyer follows the demo distributor's share link and buys a distribution
  // SKU of seller1's store; seller1 delivers, the buyer receives (the commission settles) and the
  // distributor (buyer2) cashes it out.
  await step(
    'distribution order and cash',
    () => admin.get('/manager/distribution/cash/getByPage', { pageNumber: 1, pageSize: 10 }),
    async () => {
      const distributor = (
        await admin.get('/manager/distribution/distribution/getByPage', {
          pageNumber: 1,
          pageSize: 10,
          distributionStatus: 'PASS',
        })
      ).result.records[0]
      const bound = await buyer.get(`/buyer/distribution/distribution/bindingDistribution/${distributor.id}`)
      if (!bound.success) return bound
      const storeSkus = new Set(
        (
          await buyer.get('/buyer/goods/goods/es', { pageNumber: 1, pageSize: 100, storeId: '2001' })
        ).result.records.map((g: { id: string }) => g.id),
      )
      const offered = (
        await admin.get('/manager/distribution/goods/getByPage', { pageNumber: 1, pageSize: 100 })
      ).result.records.filter((g: { skuId: string }) => storeSkus.has(g.skuId)) as {
        skuId: string
        commission: number
      }[]
      for (const g of offered) {
        const sn = await paidOrder(buyer, g.skuId).catch(() => null)
        if (!sn) continue
        const seller = await signIn(api, dataDir, '/store/passport/login/userLogin', 'seller1')
        const logistics = (await seller.get('/store/other/logistics')).result?.[0]?.id ?? '1'
        const delivered = await seller.send('POST', `/store/order/order/${sn}/delivery`, {
          logisticsId: logistics,
          logisticsNo: `YT${Date.now()}`,
        })
        if (!delivered.success) return delivered
        const received = await buyer.send('POST', `/buyer/order/order/${sn}/receiving`)
        if (!received.success) return received
        const earner = await signIn(api, dataDir, '/buyer/passport/member/userLogin', 'buyer2')
        return earner.send('POST', '/buyer/distribution/cash', { price: String(Math.floor(g.commission)) })
      }
      return { success: false, message: 'no distribution SKU of seller1 could be bought' }
    },
  )

  // 商家对账: 立即出账 over the orders received so far (the seller's set-up receives two); 店铺结算 lists
  // the bills a store has checked (CHECK): seller1 checks its bill.
  await step(
    'bills',
    () => admin.get('/manager/order/bill/getByPage', { pageNumber: 1, pageSize: 10 }),
    () => admin.send('POST', '/manager/order/bill/close'),
  )
  await step(
    'bill checked',
    () => admin.get('/manager/order/bill/getByPage', { pageNumber: 1, pageSize: 10, billStatus: 'CHECK' }),
    async () => {
      const seller = await signIn(api, dataDir, '/store/passport/login/userLogin', 'seller1')
      const bill = (await seller.get('/store/order/bill/getByPage', { pageNumber: 1, pageSize: 10 })).result
        .records[0]
      return seller.send('PUT', `/store/order/bill/check/${bill.sn}`)
    },
  )

  // 退款流水: an order the buyer cancels after paying; its wallet payment is refunded.
  await step(
    'refund',
    () => admin.get('/manager/order/refundLog', { pageNumber: 1, pageSize: 10 }),
    async () => {
      const sn = await paidOrder(buyer)
      return buyer.send('POST', `/buyer/order/order/${sn}/cancel`, { reason: '拍错了，不想要了' })
    },
  )
}
