import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './app.ts'
import { completedOrder, paidOrder } from './orders.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

describe('order fixtures', () => {
  it('walk a real order to paid and to completed', async () => {
    const paid = await paidOrder(t, { price: 2500, num: 2 })
    const detail = (await paid.buyer.get(`/buyer/order/order/${paid.orderSn}`)).result
    expect(detail.order.orderStatus).toBe('UNDELIVERED')
    expect(detail.order.flowPrice).toBe(50)

    const done = await completedOrder(t)
    const finished = (await done.buyer.get(`/buyer/order/order/${done.orderSn}`)).result
    expect(finished.order.orderStatus).toBe('COMPLETED')
    expect(finished.orderItems[0]).toMatchObject({ sn: done.orderItemSn, commentStatus: 'UNFINISHED' })
  })
})
