import { ErrorCodes } from '@silk/contracts/errors'
import { isValidPrcIdNumber } from '@silk/contracts/validation'
import {
  distributionBindings,
  distributionCommissions,
  distributionGoods,
  distributions,
  goods,
  memberWallets,
  orderItems,
  walletLogs,
} from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refundDistributionItem } from '../../../modules/distribution/orders.ts'
import { credit } from '../../../modules/wallet/ledger.ts'
import { createMember } from '../../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import {
  distributionRow,
  makeDistributor,
  openForDistribution,
  setDistributionSetting,
  TEST_CARD,
  TEST_ID_NUMBER,
} from '../../../testing/distribution.ts'
import { addAddress, caller, makeSeller, makeSku, makeStore } from '../../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function member() {
  const m = await createMember(t)
  return { ...m, api: caller(t, m.headers) }
}

const applyQuery = (values: Record<string, string> = {}) =>
  new URLSearchParams({
    name: '王小明',
    idNumber: TEST_ID_NUMBER,
    settlementBankBranchName: '中国银行上海分行',
    settlementBankAccountName: '王小明',
    settlementBankAccountNum: TEST_CARD,
    ...values,
  }).toString()

/** A PASS distributor with its own store, a distribution SKU (commission in fen) and a plain SKU. */
async function setup(commission = 550, price = 10_000) {
  const distributor = await member()
  const record = await makeDistributor(t, distributor.member)
  const store = await makeStore(t)
  const sku = await makeSku(t, store, { price, stock: 50, name: '青花瓷茶杯' })
  const plain = await makeSku(t, store, { price: 3000, stock: 50, name: '普通杯垫' })
  const dg = await openForDistribution(t, sku, store.id, commission)
  const seller = await member()
  await makeSeller(t, seller, store.id)
  return { distributor, record, store, sku, plain, dg, seller }
}

/** A buyer with an address and money; optionally bound to a distributor through its share link. */
async function buyer(bindTo?: string) {
  const b = await member()
  await addAddress(t, b.headers)
  await credit(
    t.database.db,
    { memberId: b.member.id, memberName: b.member.username },
    1_000_000,
    'WALLET_RECHARGE',
    '测试充值',
  )
  if (bindTo) {
    const bound = await b.api.get(`/buyer/distribution/distribution/bindingDistribution/${bindTo}`)
    expect(bound).toMatchObject({ success: true, result: true })
  }
  return b
}

async function buy(b: Awaited<ReturnType<typeof buyer>>, lines: { skuId: string; num: number }[]) {
  for (const l of lines) {
    expect((await b.api.post(`/buyer/trade/carts?skuId=${l.skuId}&num=${l.num}`)).success).toBe(true)
  }
  const trade = await b.api.post('/buyer/trade/carts/create/trade', { way: 'CART', client: 'PC' })
  expect(trade.success).toBe(true)
  return { tradeSn: trade.result.sn as string, orderSn: trade.result.orderSns[0] as string }
}

async function pay(b: Awaited<ReturnType<typeof buyer>>, tradeSn: string) {
  const paid = await b.api.get(`/buyer/payment/cashier/pay/WALLET/NATIVE?orderType=TRADE&sn=${tradeSn}`)
  expect(paid.code).toBe(ErrorCodes.PAY_SUCCESS.code)
}

async function shipAndReceive(
  seller: Awaited<ReturnType<typeof member>>,
  b: Awaited<ReturnType<typeof buyer>>,
  orderSn: string,
) {
  const carriers = (await b.api.get('/buyer/other/logistics')).result
  const shipped = await seller.api.post(
    `/store/order/order/${orderSn}/delivery?logisticsId=${carriers[0].id}&logisticsNo=SF${Date.now()}`,
  )
  expect(shipped.success).toBe(true)
  expect((await b.api.post(`/buyer/order/order/${orderSn}/receiving`)).success).toBe(true)
}

const walletOf = async (memberId: string) => {
  const [w] = await t.database.db.select().from(memberWallets).where(eq(memberWallets.memberId, memberId))
  return w?.balance ?? 0
}

describe('PRC id numbers', () => {
  it('accepts real check characters and birth dates only', () => {
    expect(isValidPrcIdNumber('11010519850612123X')).toBe(true)
    expect(isValidPrcIdNumber('11010519850612123x')).toBe(true)
    expect(isValidPrcIdNumber('330106199003072810')).toBe(true)
    expect(isValidPrcIdNumber('330106199003072811')).toBe(false) // wrong check digit
    expect(isValidPrcIdNumber('110105198502301231')).toBe(false) // 30 February
    expect(isValidPrcIdNumber('990105198506121232')).toBe(false) // no such province
    expect(isValidPrcIdNumber('1101051985061212')).toBe(false)
    expect(isValidPrcIdNumber('110105208506121230', new Date('2026-01-01'))).toBe(false) // future
  })
})

describe('switch (DISTRIBUTION_SETTING)', () => {
  it('answers 22000 on every call while closed', async () => {
    const m = await member()
    await setDistributionSetting(t, { isOpen: false, distributionDay: 30 })
    try {
      for (const [method, url] of [
        ['GET', '/buyer/distribution/distribution'],
        ['POST', `/buyer/distribution/distribution?${applyQuery()}`],
        ['GET', '/buyer/distribution/distribution/bindingDistribution/123'],
        ['GET', '/buyer/distribution/goods'],
        ['GET', '/buyer/distribution/goods/checked/123?checked=true'],
        ['POST', '/buyer/distribution/cash?price=10'],
        ['GET', '/buyer/distribution/cash'],
        ['GET', '/buyer/distribution/order'],
      ] as const) {
        const body = method === 'GET' ? await m.api.get(url) : await m.api.post(url)
        expect(body.code, url).toBe(ErrorCodes.DISTRIBUTION_CLOSE.code)
      }
    } finally {
      await setDistributionSetting(t, { isOpen: true, distributionDay: 30 })
    }
  })

  it('needs a token (401, 20003)', async () => {
    for (const url of [
      '/buyer/distribution/distribution',
      '/buyer/distribution/distribution/bindingDistribution/123',
      '/buyer/distribution/cash',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe(ErrorCodes.USER_NOT_LOGIN.code)
    }
  })
})

describe('applying', () => {
  it('starts at APPLY with zero totals, masks numbers, refuses a second application (22002)', async () => {
    const m = await member()
    expect((await m.api.get('/buyer/distribution/distribution')).result).toBeNull()
    const applied = await m.api.post(`/buyer/distribution/distribution?${applyQuery()}`)
    expect(applied.success).toBe(true)
    expect(applied.result).toMatchObject({
      memberId: m.member.id,
      memberName: m.member.nickName,
      name: '王小明',
      idNumber: '110***********123X',
      settlementBankAccountNum: '***************8907',
      distributionStatus: 'APPLY',
      rebateTotal: 0,
      canRebate: 0,
      commissionFrozen: 0,
      distributionOrderCount: 0,
    })
    const mine = await m.api.get('/buyer/distribution/distribution')
    expect(mine.result.id).toBe(applied.result.id)
    const again = await m.api.post(`/buyer/distribution/distribution?${applyQuery({ name: '王小明二' })}`)
    expect(again.code).toBe(ErrorCodes.DISTRIBUTION_IS_APPLY.code)
  })

  it('validates the form: id checksum, bank card, names', async () => {
    const m = await member()
    const cases: Record<string, string>[] = [
      { idNumber: '110105198506121231' },
      { idNumber: 'abc' },
      { settlementBankAccountNum: '6217000012345678900' },
      { name: '' },
      { settlementBankBranchName: '' },
      { settlementBankAccountName: 'x'.repeat(40) },
    ]
    for (const values of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/buyer/distribution/distribution?${applyQuery(values)}`,
        headers: m.headers,
      })
      expect(res.statusCode, JSON.stringify(values)).toBe(400)
      expect(res.json().code).toBe(ErrorCodes.PARAMS_ERROR.code)
    }
    expect((await m.api.get('/buyer/distribution/distribution')).result).toBeNull()
  })

  it('accepts the form as a urlencoded body too', async () => {
    const m = await member()
    const res = await t.app.inject({
      method: 'POST',
      url: '/buyer/distribution/distribution',
      headers: { ...m.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: applyQuery({ idNumber: '11010519850612123x' }),
    })
    expect(res.json().result.distributionStatus).toBe('APPLY')
  })

  it('re-submits REFUSE and RETREAT records as APPLY, keeping the money; PASS stays (22002)', async () => {
    for (const status of ['REFUSE', 'RETREAT'] as const) {
      const m = await member()
      const record = await makeDistributor(t, m.member, status, { canRebate: 1200 })
      const res = await m.api.post(`/buyer/distribution/distribution?${applyQuery({ name: '赵六' })}`)
      expect(res.result).toMatchObject({
        id: record.id,
        name: '赵六',
        distributionStatus: 'APPLY',
        canRebate: 12,
      })
    }
    const pass = await member()
    await makeDistributor(t, pass.member, 'PASS')
    expect((await pass.api.post(`/buyer/distribution/distribution?${applyQuery()}`)).code).toBe(
      ErrorCodes.DISTRIBUTION_IS_APPLY.code,
    )
  })

  it('creates one record under a double submit', async () => {
    const m = await member()
    const [a, b] = await Promise.all([
      m.api.post(`/buyer/distribution/distribution?${applyQuery({ name: '甲甲' })}`),
      m.api.post(`/buyer/distribution/distribution?${applyQuery({ name: '乙乙' })}`),
    ])
    expect([a.success, b.success].sort()).toEqual([false, true])
    expect([a.code, b.code]).toContain(ErrorCodes.DISTRIBUTION_IS_APPLY.code)
    const rows = await t.database.db
      .select()
      .from(distributions)
      .where(eq(distributions.memberId, m.member.id))
    expect(rows).toHaveLength(1)
  })
})

describe('distribution goods', () => {
  it('lists selected and unselected goods of PASS distributors only, with filters and paging', async () => {
    const { distributor, dg, sku, store } = await setup(800, 12_800)
    const other = await makeSku(t, store, { price: 5000, name: '紫砂壶小号' })
    const dgOther = await openForDistribution(t, other, store.id, 300)
    const api = distributor.api

    const unchecked = (await api.get('/buyer/distribution/goods?checked=false&pageSize=100')).result
    const ids = unchecked.records.map((r: { id: string }) => r.id)
    expect(ids).toEqual(expect.arrayContaining([dg.id, dgOther.id]))
    const vo = unchecked.records.find((r: { id: string }) => r.id === dg.id)
    expect(vo).toMatchObject({
      goodsName: '青花瓷茶杯',
      skuId: sku.id,
      goodsId: sku.goodsId,
      price: 128,
      commission: 8,
      storeName: store.storeName,
      specs: '标准',
    })
    expect((await api.get(`/buyer/distribution/goods/checked/${dg.id}?checked=true`)).success).toBe(true)
    // Selecting twice is harmless.
    expect((await api.get(`/buyer/distribution/goods/checked/${dg.id}?checked=true`)).success).toBe(true)
    const checked = (await api.get('/buyer/distribution/goods?checked=true')).result
    expect(checked.records.map((r: { id: string }) => r.id)).toEqual([dg.id])
    expect(checked.total).toBe(1)
    const rest = (await api.get('/buyer/distribution/goods?pageSize=100')).result
    expect(rest.records.map((r: { id: string }) => r.id)).not.toContain(dg.id)

    const named = (await api.get(`/buyer/distribution/goods?goodsName=${encodeURIComponent('紫砂')}`)).result
    expect(named.records.map((r: { id: string }) => r.id)).toEqual([dgOther.id])
    const paged = (await api.get('/buyer/distribution/goods?pageSize=1&pageNumber=1')).result
    expect(paged.records).toHaveLength(1)
    expect(paged.size).toBe(1)

    // Delisted goods drop out of both lists.
    await t.database.db.update(goods).set({ marketEnable: 'DOWN' }).where(eq(goods.id, other.goodsId))
    const afterDelist = (await api.get(`/buyer/distribution/goods?goodsName=${encodeURIComponent('紫砂')}`))
      .result
    expect(afterDelist.total).toBe(0)

    // Another distributor's choices are its own.
    const second = await member()
    await makeDistributor(t, second.member)
    const theirs = (await second.api.get('/buyer/distribution/goods?checked=true')).result
    expect(theirs.records.map((r: { id: string }) => r.id)).not.toContain(dg.id)

    expect((await api.get(`/buyer/distribution/goods/checked/${dg.id}?checked=false`)).success).toBe(true)
    expect((await api.get('/buyer/distribution/goods?checked=true')).result.total).toBe(0)
    expect((await api.get('/buyer/distribution/goods/checked/999999?checked=true')).code).toBe(
      ErrorCodes.DISTRIBUTION_GOODS_NOT_EXIST.code,
    )
    expect((await api.get(`/buyer/distribution/goods/checked/${dg.id}?checked=maybe`)).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
  })

  it('answers 22001 to members who are not PASS distributors', async () => {
    const { dg } = await setup()
    const nobody = await member()
    const applying = await member()
    await makeDistributor(t, applying.member, 'APPLY')
    const retreated = await member()
    await makeDistributor(t, retreated.member, 'RETREAT')
    for (const m of [nobody, applying, retreated]) {
      expect((await m.api.get('/buyer/distribution/goods')).code).toBe(ErrorCodes.DISTRIBUTION_NOT_EXIST.code)
      expect((await m.api.get(`/buyer/distribution/goods/checked/${dg.id}?checked=true`)).code).toBe(
        ErrorCodes.DISTRIBUTION_NOT_EXIST.code,
      )
      expect((await m.api.post('/buyer/distribution/cash?price=1')).code).toBe(
        ErrorCodes.DISTRIBUTION_NOT_EXIST.code,
      )
    }
  })
})

describe('binding through a share link', () => {
  it('binds to PASS distributors only, never oneself, and keeps a standing binding', async () => {
    const { distributor, record } = await setup()
    const second = await member()
    const secondRecord = await makeDistributor(t, second.member)
    const applying = await member()
    const applyingRecord = await makeDistributor(t, applying.member, 'APPLY')
    const b = await member()
    const bind = (id: string) => b.api.get(`/buyer/distribution/distribution/bindingDistribution/${id}`)

    expect((await bind('123456')).code).toBe(ErrorCodes.DISTRIBUTION_NOT_EXIST.code)
    expect((await bind(applyingRecord.id)).code).toBe(ErrorCodes.DISTRIBUTION_NOT_EXIST.code)
    expect((await bind('not-a-number')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect(
      (await distributor.api.get(`/buyer/distribution/distribution/bindingDistribution/${record.id}`)).result,
    ).toBe(false)

    expect((await bind(record.id)).result).toBe(true)
    const [first] = await t.database.db
      .select()
      .from(distributionBindings)
      .where(eq(distributionBindings.memberId, b.member.id))
    expect(first.distributionId).toBe(record.id)
    const days = (first.expireTime.getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)

    // A second distributor's link does not take over a standing binding.
    expect((await bind(secondRecord.id)).result).toBe(false)
    // Once it has expired, the next link binds.
    await t.database.db
      .update(distributionBindings)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(distributionBindings.memberId, b.member.id))
    expect((await bind(secondRecord.id)).result).toBe(true)
    const [now] = await t.database.db
      .select()
      .from(distributionBindings)
      .where(eq(distributionBindings.memberId, b.member.id))
    expect(now.distributionId).toBe(secondRecord.id)
  })
})

describe('commissions', () => {
  it('follow a bound buyer order: fixed at checkout, frozen when paid, withdrawable when completed', async () => {
    const { distributor, record, sku, plain, seller, store, dg } = await setup(550, 10_000)
    const b = await buyer(record.id)
    const { tradeSn, orderSn } = await buy(b, [
      { skuId: sku.id, num: 2 },
      { skuId: plain.id, num: 1 },
    ])
    // Agreed at checkout, but nothing to show before payment.
    const agreed = await t.database.db
      .select()
      .from(distributionCommissions)
      .where(eq(distributionCommissions.orderSn, orderSn))
    expect(agreed.map((c) => c.rebate)).toEqual([1100])
    expect((await distributor.api.get('/buyer/distribution/order')).result.total).toBe(0)
    // A later change of the commission does not change what was agreed.
    await t.database.db
      .update(distributionGoods)
      .set({ commission: 9900 })
      .where(eq(distributionGoods.id, dg.id))

    await pay(b, tradeSn)
    let list = (await distributor.api.get('/buyer/distribution/order')).result
    expect(list.total).toBe(1)
    expect(list.records[0]).toMatchObject({
      distributionOrderStatus: 'NO_COMPLETED',
      orderSn,
      skuId: sku.id,
      goodsName: '青花瓷茶杯',
      num: 2,
      rebate: 11,
      distributionId: record.id,
      storeId: store.id,
      settleCycle: null,
    })
    expect(list.records[0].memberName).toMatch(/^.\*+$/)
    let mine = (await distributor.api.get('/buyer/distribution/distribution')).result
    expect(mine).toMatchObject({
      rebateTotal: 11,
      commissionFrozen: 11,
      canRebate: 0,
      distributionOrderCount: 1,
      distributionOrderPrice: 200,
    })
    // Nothing to withdraw yet.
    expect((await distributor.api.post('/buyer/distribution/cash?price=1')).code).toBe(
      ErrorCodes.WALLET_WITHDRAWAL_INSUFFICIENT.code,
    )

    await shipAndReceive(seller, b, orderSn)
    list = (await distributor.api.get('/buyer/distribution/distribution/distributionOrder')).result
    expect(list.records[0].distributionOrderStatus).toBe('COMPLETE')
    expect(list.records[0].settleCycle).not.toBeNull()
    mine = (await distributor.api.get('/buyer/distribution/distribution')).result
    expect(mine).toMatchObject({ rebateTotal: 11, commissionFrozen: 0, canRebate: 11 })

    // Filters.
    const byStatus = await distributor.api.get('/buyer/distribution/order?distributionOrderStatus=REFUND')
    expect(byStatus.result.total).toBe(0)
    const bySn = await distributor.api.get(`/buyer/distribution/order?orderSn=${orderSn}`)
    expect(bySn.result.total).toBe(1)
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
    const byDay = await distributor.api.get(`/buyer/distribution/order?startTime=${today}&endTime=${today}`)
    expect(byDay.result.total).toBe(1)
    // The buyer sees none of it: they are not the distributor.
    expect((await b.api.get('/buyer/distribution/order')).result.total).toBe(0)
  })

  it('are taken back when a paid order is cancelled', async () => {
    const { distributor, record, sku } = await setup(300)
    const b = await buyer(record.id)
    const { tradeSn, orderSn } = await buy(b, [{ skuId: sku.id, num: 3 }])
    await pay(b, tradeSn)
    expect((await distributor.api.get('/buyer/distribution/distribution')).result.commissionFrozen).toBe(9)
    const cancelled = await b.api.post(
      `/buyer/order/order/${orderSn}/cancel?reason=${encodeURIComponent('不想要了')}`,
    )
    expect(cancelled.success).toBe(true)
    const list = (await distributor.api.get('/buyer/distribution/order')).result
    expect(list.records[0]).toMatchObject({ distributionOrderStatus: 'REFUND', rebate: 9, sellBackRebate: 9 })
    expect((await distributor.api.get('/buyer/distribution/distribution')).result).toMatchObject({
      rebateTotal: 0,
      commissionFrozen: 0,
      canRebate: 0,
      distributionOrderCount: 0,
      distributionOrderPrice: 0,
    })
  })

  it('are not earned by unbound buyers, expired bindings or retreated distributors', async () => {
    const { distributor, record, sku } = await setup(500)
    const unbound = await buyer()
    const a = await buy(unbound, [{ skuId: sku.id, num: 1 }])
    await pay(unbound, a.tradeSn)

    const expired = await buyer(record.id)
    await t.database.db
      .update(distributionBindings)
      .set({ expireTime: new Date(Date.now() - 1000) })
      .where(eq(distributionBindings.memberId, expired.member.id))
    const e = await buy(expired, [{ skuId: sku.id, num: 1 }])
    await pay(expired, e.tradeSn)

    const late = await buyer(record.id)
    await t.database.db
      .update(distributions)
      .set({ distributionStatus: 'RETREAT' })
      .where(eq(distributions.id, record.id))
    const l = await buy(late, [{ skuId: sku.id, num: 1 }])
    await pay(late, l.tradeSn)
    await t.database.db
      .update(distributions)
      .set({ distributionStatus: 'PASS' })
      .where(eq(distributions.id, record.id))

    expect((await distributor.api.get('/buyer/distribution/order')).result.total).toBe(0)
    expect((await distributionRow(t, record.id)).rebateTotal).toBe(0)
  })
})

describe('after-sale refunds (refundDistributionItem)', () => {
  const refund = (itemSn: string, num: number) =>
    t.database.db.transaction((tx) => refundDistributionItem(tx, itemSn, num))
  const itemOf = async (orderSn: string) => {
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderSn, orderSn))
    return item.sn
  }

  it('gives back the refunded units of an open distribution order, then turns it REFUND', async () => {
    const { distributor, record, sku } = await setup(333)
    const b = await buyer(record.id)
    const { tradeSn, orderSn } = await buy(b, [{ skuId: sku.id, num: 3 }])
    await pay(b, tradeSn)
    const itemSn = await itemOf(orderSn)
    await refund(itemSn, 1)
    let row = await distributionRow(t, record.id)
    expect(row).toMatchObject({ rebateTotal: 666, commissionFrozen: 666, canRebate: 0 })
    let list = (await distributor.api.get('/buyer/distribution/order')).result.records
    expect(list[0]).toMatchObject({ distributionOrderStatus: 'NO_COMPLETED', sellBackRebate: 3.33 })
    await refund(itemSn, 5) // more than is left: only the last two units
    row = await distributionRow(t, record.id)
    expect(row).toMatchObject({ rebateTotal: 0, commissionFrozen: 0, distributionOrderPrice: 0 })
    list = (await distributor.api.get('/buyer/distribution/order')).result.records
    expect(list[0]).toMatchObject({ distributionOrderStatus: 'REFUND', sellBackRebate: 9.99 })
    await refund(itemSn, 1) // nothing left to refund
    expect((await distributionRow(t, record.id)).rebateTotal).toBe(0)
  })

  it('takes a settled commission back from canRebate, never below zero', async () => {
    const { distributor, record, sku, seller } = await setup(500)
    const b = await buyer(record.id)
    const { tradeSn, orderSn } = await buy(b, [{ skuId: sku.id, num: 2 }])
    await pay(b, tradeSn)
    await shipAndReceive(seller, b, orderSn)
    expect((await distributionRow(t, record.id)).canRebate).toBe(1000)
    expect((await distributor.api.post('/buyer/distribution/cash?price=8')).success).toBe(true)
    const itemSn = await itemOf(orderSn)
    await refund(itemSn, 1)
    expect(await distributionRow(t, record.id)).toMatchObject({ canRebate: 0, rebateTotal: 500 })
  })
})

describe('cash-out to the wallet', () => {
  it('checks the amount, pays into the wallet at once and lists only my own records', async () => {
    const distributor = await member()
    const record = await makeDistributor(t, distributor.member, 'PASS', {
      canRebate: 2050,
      rebateTotal: 2050,
    })
    const api = distributor.api
    for (const price of ['0.99', '0', '10000', '-1', 'abc', '1.234']) {
      const res = await api.post(`/buyer/distribution/cash?price=${price}`)
      expect(res.success, price).toBe(false)
      expect([ErrorCodes.PARAMS_ERROR.code, ErrorCodes.WALLET_ERROR_INSUFFICIENT.code]).toContain(res.code)
    }
    expect((await api.post('/buyer/distribution/cash?price=20.51')).code).toBe(
      ErrorCodes.WALLET_WITHDRAWAL_INSUFFICIENT.code,
    )
    const before = await walletOf(distributor.member.id)
    const cash = await api.post('/buyer/distribution/cash?price=20.5')
    expect(cash.success).toBe(true)
    expect(cash.result).toMatchObject({
      distributionId: record.id,
      price: 20.5,
      distributionCashStatus: 'VIA_AUDITING',
      name: '李四',
      idNumber: '110***********123X',
    })
    expect(cash.result.sn).toMatch(/^D\d+$/)
    expect(cash.result.payTime).not.toBeNull()
    expect(await walletOf(distributor.member.id)).toBe(before + 2050)
    const row = await distributionRow(t, record.id)
    expect(row).toMatchObject({ canRebate: 0, commissionFrozen: 0, rebateTotal: 2050 })
    const [log] = await t.database.db
      .select()
      .from(walletLogs)
      .where(
        and(eq(walletLogs.memberId, distributor.member.id), eq(walletLogs.serviceType, 'WALLET_COMMISSION')),
      )
    expect(log).toMatchObject({ money: 2050, detail: `分销[${cash.result.sn}]佣金提现到余额[20.50]` })
    const ledger = (await api.get('/buyer/wallet/log')).result.records
    expect(ledger[0]).toMatchObject({ serviceType: 'WALLET_COMMISSION', money: 20.5 })

    const list = (await api.get('/buyer/distribution/cash')).result
    expect(list.total).toBe(1)
    expect(list.records[0].sn).toBe(cash.result.sn)
    const stranger = await member()
    expect((await stranger.api.get('/buyer/distribution/cash')).result.total).toBe(0)
    expect((await api.post('/buyer/distribution/cash?price=1')).code).toBe(
      ErrorCodes.WALLET_WITHDRAWAL_INSUFFICIENT.code,
    )
  })

  it('never overdraws under concurrent cash-outs', async () => {
    const distributor = await member()
    const record = await makeDistributor(t, distributor.member, 'PASS', { canRebate: 10_000 })
    const before = await walletOf(distributor.member.id)
    const results = await Promise.all(
      ['60', '70', '80'].map((p) => distributor.api.post(`/buyer/distribution/cash?price=${p}`)),
    )
    const ok = results.filter((r) => r.success)
    expect(ok).toHaveLength(1)
    expect(results.filter((r) => r.code === ErrorCodes.WALLET_WITHDRAWAL_INSUFFICIENT.code)).toHaveLength(2)
    const row = await distributionRow(t, record.id)
    const paid = Math.round(ok[0].result.price * 100)
    expect(row.canRebate).toBe(10_000 - paid)
    expect(row.commissionFrozen).toBe(0)
    expect(await walletOf(distributor.member.id)).toBe(before + paid)
    expect((await distributor.api.get('/buyer/distribution/cash')).result.total).toBe(1)
  })
})
