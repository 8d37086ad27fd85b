import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { distributionGoods, memberEvaluations } from '@silk/db/schema/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grantPoints } from '../../modules/points/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, makeSku, makeStore } from '../../testing/trade.ts'

/**
 * lilishop's 会员评价, 积分历史, 售后原因, 分销商品, 分销订单, 敏感词 and 行政地区 pages (issue #67): the
 * fields each page reads, at lilishop's paths. Who may call them: manager/access-matrix.test.ts.
 */
let t: TestApp
let admin: ReturnType<typeof caller>
beforeAll(async () => {
  t = await createTestApp()
  admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
}, 60_000)
afterAll(() => t.close())

const pageShape = {
  records: expect.any(Array),
  total: expect.any(Number),
  current: 1,
  pages: expect.any(Number),
}

describe('lilishop manager pages over what this product keeps', () => {
  it('会员评价: lists every store’s reviews, opens one and hides it from the goods page', async () => {
    const store = await makeStore(t)
    const id = nextId()
    await t.database.db.insert(memberEvaluations).values({
      id,
      memberId: nextId(),
      memberName: `评价人${id.slice(-6)}`,
      storeId: store.id,
      storeName: store.storeName,
      goodsId: nextId(),
      skuId: nextId(),
      goodsName: '青花瓷茶具',
      grade: 'MODERATE',
      content: '还行',
      deliveryScore: 4,
    })
    const list = await admin.get(`/manager/member/evaluation/getByPage?memberName=${id.slice(-6)}`)
    expect(list.result).toMatchObject({ ...pageShape, total: 1 })
    expect(list.result.records[0]).toMatchObject({
      id,
      goodsName: '青花瓷茶具',
      grade: 'MODERATE',
      deliveryScore: 4,
      serviceScore: 5,
      descriptionScore: 5,
      status: 'OPEN',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    })
    expect((await admin.get(`/manager/member/evaluation/updateStatus/${id}?status=CLOSE`)).success).toBe(true)
    expect((await admin.get(`/manager/member/evaluation/get/${id}`)).result.status).toBe('CLOSE')
    const bad = await admin.get(`/manager/member/evaluation/updateStatus/${id}?status=HIDE`)
    expect(bad.success).toBe(false)
    expect((await admin.get(`/manager/member/evaluation/get/${nextId()}`)).code).toBe(
      ErrorCodes.EVALUATION_NOT_EXIST.code,
    )
  })

  it('积分历史: every member’s points log by member name, and the platform’s totals', async () => {
    const buyer = await createMember(t)
    await grantPoints(t.database.db, { memberId: buyer.member.id, points: 30, content: '签到获得积分' })
    const list = await admin.get(
      `/manager/member/memberPointsHistory/getByPage?memberName=${encodeURIComponent(buyer.member.nickName ?? buyer.member.username)}`,
    )
    expect(list.result).toMatchObject({ ...pageShape, total: 1 })
    expect(list.result.records[0]).toMatchObject({
      memberId: buyer.member.id,
      beforePoint: 0,
      variablePoint: 30,
      point: 30,
      pointType: 'INCREASE',
      content: '签到获得积分',
    })
    const totals = (await admin.get('/manager/member/memberPointsHistory/queryMemberPointsStatistics')).result
    expect(totals.totalPoint).toBeGreaterThanOrEqual(30)
    expect(totals.unUsedPoint).toBeGreaterThanOrEqual(30)
  })

  it('售后原因: the reasons of one service type as a page (取消 by default); an unknown type is refused', async () => {
    const refunds = (await admin.get('/manager/order/afterSaleReason/getByPage?serviceType=RETURN_MONEY'))
      .result
    expect(refunds).toMatchObject(pageShape)
    expect(refunds.records.length).toBeGreaterThan(0)
    for (const r of refunds.records)
      expect(r).toMatchObject({ serviceType: 'RETURN_MONEY', createBy: 'admin' })
    const first = (await admin.get('/manager/order/afterSaleReason/getByPage')).result.records[0]
    expect(first.serviceType).toBe('CANCEL')
    const bad = await t.app.inject({
      url: '/manager/order/afterSaleReason/getByPage?serviceType=NOPE',
      headers: (await makeAdmin(t, { superUser: true })).headers,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('分销商品 and 分销订单: every store’s SKUs in the programme by goods or store name', async () => {
    const store = await makeStore(t, `分销店${nextId().slice(-5)}`)
    const sku = await makeSku(t, store, { price: 5000, name: '分销测试茶' })
    await t.database.db
      .insert(distributionGoods)
      .values({ id: nextId(), goodsId: sku.goodsId, skuId: sku.id, storeId: store.id, commission: 300 })
    const goods = await admin.get(
      `/manager/distribution/goods/getByPage?storeName=${encodeURIComponent(store.storeName)}`,
    )
    expect(goods.result).toMatchObject({ ...pageShape, total: 1 })
    expect(goods.result.records[0]).toMatchObject({ storeName: store.storeName, commission: 3, price: 50 })
    const orders = await admin.get(
      '/manager/distribution/order/getByPage?startTime=2026-01-01&endTime=2026-12-31',
    )
    expect(orders.result).toMatchObject(pageShape)
    expect((await admin.get('/manager/distribution/order/getByPage?storeId=abc')).success).toBe(false)
  })

  it('敏感词: adds a word from lilishop’s form, lists it in lilishop’s fields and deletes it by ids', async () => {
    const word = `违禁${nextId().slice(-6)}`
    const res = await t.app.inject({
      method: 'POST',
      url: '/manager/other/sensitiveWords',
      headers: {
        ...(await makeAdmin(t, { superUser: true })).headers,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `sensitiveWord=${encodeURIComponent(word)}`,
    })
    const added = res.json().result
    expect(added).toMatchObject({ sensitiveWord: word, createBy: null })
    const list = (await admin.get('/manager/other/sensitiveWords?pageSize=100')).result
    expect(list.records).toContainEqual({ ...added, updateTime: added.createTime })
    expect(
      (await admin.post(`/manager/other/sensitiveWords?sensitiveWord=${encodeURIComponent(word)}`)).code,
    ).toBe(ErrorCodes.CHAT_WORD_EXISTS.code)
    expect((await admin.del(`/manager/other/sensitiveWords/delByIds/${added.id}`)).success).toBe(true)
    const after = (await admin.get('/manager/other/sensitiveWords?pageSize=100')).result.records
    expect(after.map((w: { id: string }) => w.id)).not.toContain(added.id)
  })

  it('分销设置: reads and saves lilishop’s DISTRIBUTION_SETTING form, the switch distribution calls obey', async () => {
    const before = (await admin.get('/manager/setting/setting/get/DISTRIBUTION_SETTING')).result
    expect(before).toEqual({ isOpen: expect.any(Boolean), distributionDay: expect.any(Number) })
    const saved = await admin.put('/manager/setting/setting/put/DISTRIBUTION_SETTING', {
      isOpen: false,
      distributionDay: 15,
    })
    expect(saved.result).toEqual({ isOpen: false, distributionDay: 15 })
    const buyer = await createMember(t)
    const closed = await caller(t, buyer.headers).get('/buyer/distribution/goods?pageNumber=1&pageSize=10')
    expect(closed.code).toBe(ErrorCodes.DISTRIBUTION_CLOSE.code)
    await admin.put('/manager/setting/setting/put/DISTRIBUTION_SETTING', {
      isOpen: true,
      distributionDay: 30,
    })
  })

  it('行政地区: the provinces under 0, then a province’s cities', async () => {
    const provinces = (await admin.get('/manager/setting/region/item/0')).result
    const zj = provinces.find((p: { name: string }) => p.name === '浙江省')
    expect(zj).toMatchObject({ parentId: '0', level: 'province' })
    const cities = (await admin.get(`/manager/setting/region/item/${zj.id}`)).result
    expect(cities.map((c: { name: string }) => c.name)).toContain('杭州市')
  })
})
