import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { completedOrder } from '../../testing/orders.ts'
import { makeClerk, makeRole } from '../../testing/store-staff.ts'
import { caller } from '../../testing/trade.ts'
import { CONSOLE_NOT_SUPPORTED } from './client-calls.ts'

/** Issue 67: operations lilishop's seller and manager consoles call on opening a page, in its shape. */
let t: TestApp
let a: Awaited<ReturnType<typeof completedOrder>>
let b: Awaited<ReturnType<typeof completedOrder>>
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  a = await completedOrder(t)
  b = await completedOrder(t)
  const applied = await b.buyer.post(
    `/buyer/order/afterSale/save/${b.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
  )
  expect(applied.success).toBe(true)
})
afterAll(() => t.close())

const refused = { success: false, code: ErrorCodes.USER_AUTHORITY_ERROR.code }

describe('seller console', () => {
  it('pages the store’s own SKUs as GoodsSku (sku/list), for who may read goods', async () => {
    const page = (
      await a.seller.get('/store/goods/goods/sku/list?pageNumber=1&pageSize=10&marketEnable=UPPER')
    ).result
    expect(page).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 })
    expect(page.records[0]).toMatchObject({
      id: a.sku.id,
      goodsId: a.sku.goodsId,
      price: expect.any(Number),
      quantity: expect.any(Number),
      alertQuantity: expect.any(Number),
      marketEnable: 'UPPER',
      authFlag: 'PASS',
      storeId: a.store.id,
    })
    // Another store's goods are not in it; a filter that matches nothing gives an empty page.
    expect((await a.seller.get(`/store/goods/goods/sku/list?goodsId=${b.sku.goodsId}`)).result.total).toBe(0)
    expect((await a.seller.get('/store/goods/goods/sku/list?marketEnable=DOWN')).result.total).toBe(0)
    expect((await a.seller.get('/store/goods/goods/sku/list?marketEnable=SOLD')).success).toBe(false)
    const role = await makeRole(t, a.sellerMember.headers, '售后员', ['afterSale:read'])
    const clerk = await makeClerk(t, a.sellerMember.headers, a.store.id, [role.id])
    expect(await caller(t, clerk.headers).get('/store/goods/goods/sku/list')).toMatchObject(refused)
  })

  it('counts the store’s after-sales per status as AfterSaleNumVO', async () => {
    const mine = (await b.seller.get('/store/order/afterSale/afterSaleNumVO')).result
    expect(mine).toEqual({
      applyNum: 1,
      passNum: 0,
      refuseNum: 0,
      buyerReturnNum: 0,
      sellerConfirmNum: 0,
      sellerTerminationNum: 0,
      buyerCancelNum: 0,
      waitRefundNum: 0,
      completeNum: 0,
    })
    expect(
      (await b.seller.get('/store/order/afterSale/afterSaleNumVO?serviceType=RETURN_GOODS')).result.applyNum,
    ).toBe(0)
    // Store A does not see B's application.
    expect((await a.seller.get('/store/order/afterSale/afterSaleNumVO')).result.applyNum).toBe(0)
    const role = await makeRole(t, b.sellerMember.headers, '商品员', ['goods:read'])
    const clerk = await makeClerk(t, b.sellerMember.headers, b.store.id, [role.id])
    expect(await caller(t, clerk.headers).get('/store/order/afterSale/afterSaleNumVO')).toMatchObject(refused)
  })
})

describe('manager console', () => {
  it('answers the after-sale counts, carriers, distributors and the log in lilishop’s pages', async () => {
    const admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
    const numbers = (await admin.get('/manager/order/afterSale/afterSaleNumVO?serviceType=RETURN_MONEY'))
      .result
    expect(numbers.applyNum).toBeGreaterThanOrEqual(1)
    expect(Object.keys(numbers)).toHaveLength(9)

    const carriers = (await admin.get('/manager/other/logistics/getByPage?pageNumber=1&pageSize=2')).result
    expect(carriers).toMatchObject({ size: 2, current: 1, total: expect.any(Number) })
    expect(carriers.records).toHaveLength(2)
    expect(carriers.records[0]).toMatchObject({ name: expect.any(String), disabled: expect.any(String) })

    const operators = await admin.get('/manager/passport/user/getByCondition?username=&departmentId=&mobile=')
    expect(operators.result).toMatchObject({ total: expect.any(Number), current: 1 })
    expect(operators.result.records[0]).toMatchObject({ username: expect.any(String) })

    const applying = await admin.get('/manager/distribution/distribution/getByPage?distributionStatus=APPLY')
    expect(applying.result).toMatchObject({ records: expect.any(Array), current: 1 })

    // A logged action: turning a carrier off.
    const carrier = carriers.records[0]
    expect((await admin.put(`/manager/other/logistics/${carrier.id}?enabled=false`)).success).toBe(true)
    const log = (await admin.get('/manager/setting/log/getAllByPage?type=1&pageNumber=1&pageSize=5')).result
    expect(log.total).toBeGreaterThan(0)
    expect(log.records[0]).toMatchObject({
      name: expect.stringMatching(/物流/),
      customerLog: expect.stringContaining(carrier.id),
      username: expect.any(String),
      createTime: expect.any(String),
    })
  })

  it('counts every store’s goods per tab (GoodsNumVO) and lists provinces with their cities', async () => {
    const admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
    const nums = (await admin.get('/manager/goods/goods/goodsNumber')).result
    expect(Object.keys(nums).sort()).toEqual([
      'auditGoodsNum',
      'downGoodsNum',
      'refuseGoodsNum',
      'upperGoodsNum',
    ])
    expect(nums.upperGoodsNum).toBeGreaterThanOrEqual(2)
    const wallOnly = caller(t, (await makeAdmin(t, { permissions: ['wallet:read'] })).headers)
    expect(await wallOnly.get('/manager/goods/goods/goodsNumber')).toMatchObject(refused)
    // The seller console's goods tabs read the same names from the store's counts.
    expect((await a.seller.get('/store/goods/goods/goodsNumber')).result).toMatchObject({ upperGoodsNum: 1 })

    const tree = (await t.app.inject('/common/common/region/allCity')).json().result
    const zj = tree.find((p: { name: string }) => p.name === '浙江省')
    expect(zj).toMatchObject({ level: 'province', children: expect.any(Array) })
    expect(zj.children.map((c: { name: string }) => c.name)).toContain('杭州市')
    expect(zj.children.every((c: { level: string }) => c.level === 'city')).toBe(true)
  })

  it('refuses an operator without the area', async () => {
    const goodsOnly = caller(t, (await makeAdmin(t, { permissions: ['goods:read'] })).headers)
    for (const url of [
      '/manager/order/afterSale/afterSaleNumVO',
      '/manager/other/logistics/getByPage',
      '/manager/distribution/distribution/getByPage',
      '/manager/setting/log/getAllByPage',
      '/manager/passport/user/getByCondition',
    ])
      expect(await goodsOnly.get(url)).toMatchObject(refused)
  })
})

describe('calls listed as not supported', () => {
  it('still answer 404 (landing one flips its row in client-calls.ts)', async () => {
    const admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
    for (const call of CONSOLE_NOT_SUPPORTED) {
      const who = call.console === 'seller' ? a.seller : admin
      const answer =
        call.method === 'GET'
          ? await who.get(call.url)
          : call.method === 'POST'
            ? await who.post(call.url, {})
            : call.method === 'PUT'
              ? await who.put(call.url, {})
              : await who.del(call.url)
      expect({ url: call.url, method: call.method, code: answer.code }).toEqual({
        url: call.url,
        method: call.method,
        code: 404,
      })
    }
  })
})
