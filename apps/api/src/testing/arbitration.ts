import { orders, paymentRefunds } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { TestApp } from './app.ts'
import { completedOrder, deliveredOrder, type OrderFixtureOptions, paidOrder } from './orders.ts'

/**
 * A completed order whose buyer asked for a refund of its item (RETURN_MONEY, every unit) and whose
 * store refused it; with `escalate`, the buyer has taken it to the platform (decision 115).
 */
export async function refusedAfterSale(
  t: TestApp,
  options: OrderFixtureOptions & { escalate?: boolean } = {},
) {
  const f = await completedOrder(t, options)
  const applied = await f.buyer.post(
    `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_MONEY&num=${options.num ?? 1}&reason=${encodeURIComponent('质量问题')}&problemDesc=${encodeURIComponent('杯口有裂纹')}`,
  )
  if (!applied.success) throw new Error(`apply: ${JSON.stringify(applied)}`)
  const sn: string = applied.result.sn
  const refused = await f.seller.post(
    `/store/order/afterSale/review/${sn}?serviceStatus=REFUSE&remark=${encodeURIComponent('商品无质量问题')}`,
  )
  if (!refused.success) throw new Error(`refuse: ${JSON.stringify(refused)}`)
  if (options.escalate !== false) {
    const escalated = await f.buyer.post(
      `/buyer/order/afterSale/escalate/${sn}?reason=${encodeURIComponent('商家拒绝不合理，附照片为证')}`,
    )
    if (!escalated.success) throw new Error(`escalate: ${JSON.stringify(escalated)}`)
  }
  return { ...f, sn }
}

/**
 * A completed order paid by bank transfer (the OFFLINE refund way) whose refund the store approved:
 * the after-sale waits for the platform's transfer (WAIT_REFUND).
 */
export async function waitingOfflineRefund(t: TestApp, options: OrderFixtureOptions = {}) {
  const f = await completedOrder(t, options)
  await t.database.db.update(orders).set({ paymentMethod: 'BANK_TRANSFER' }).where(eq(orders.sn, f.orderSn))
  const applied = await f.buyer.post(
    `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=${encodeURIComponent('不想要了')}&problemDesc=${encodeURIComponent('退款')}&bankDepositName=${encodeURIComponent('中国银行')}&bankAccountName=${encodeURIComponent('张三')}&bankAccountNumber=6222000011112222`,
  )
  if (!applied.success) throw new Error(`apply: ${JSON.stringify(applied)}`)
  const sn: string = applied.result.sn
  const passed = await f.seller.post(`/store/order/afterSale/review/${sn}?serviceStatus=PASS`)
  if (!passed.success || passed.result.serviceStatus !== 'WAIT_REFUND')
    throw new Error(`approve: ${JSON.stringify(passed)}`)
  return { ...f, sn }
}

type OrderFixture = Awaited<ReturnType<typeof deliveredOrder>>

/** The buyer of `f`'s order complains about its goods (商品质量问题); the complaint's id. */
export async function fileComplaint(f: Pick<OrderFixture, 'buyer' | 'orderSn' | 'sku'>): Promise<string> {
  const filed = await f.buyer.post('/buyer/order/complain', {
    complainTopic: '商品质量问题',
    content: '收到的茶具有裂纹',
    orderSn: f.orderSn,
    goodsId: f.sku.goodsId,
    skuId: f.sku.id,
  })
  if (!filed.success) throw new Error(`complain: ${JSON.stringify(filed)}`)
  return filed.result.id
}

/** A delivered order with a complaint its buyer filed (NEW); with `appeal`, the store has appealed. */
export async function filedComplaint(t: TestApp, options: { appeal?: boolean } = {}) {
  const f = await deliveredOrder(t)
  const id = await fileComplaint(f)
  if (options.appeal) {
    const appealed = await f.seller.put(
      `/store/order/complain/appeal?orderComplaintId=${id}&appealContent=${encodeURIComponent('发货前已检查，完好无损')}`,
    )
    if (!appealed.success) throw new Error(`appeal: ${JSON.stringify(appealed)}`)
  }
  return { ...f, complaintId: id }
}

/**
 * A paid order (through the sandbox of `method`, which must have no keys in `t`) its buyer cancelled,
 * whose refund the gateway refused (decision 148): the refund row is FAILED, as the refund job leaves a
 * refusal. Its refund number.
 */
export async function failedGatewayRefund(
  t: TestApp,
  method: 'ALIPAY' | 'WECHAT' = 'ALIPAY',
): Promise<string> {
  const f = await paidOrder(t, { pay: false })
  const url = (
    await f.buyer.get(`/buyer/payment/cashier/pay/${method}/NATIVE?orderType=TRADE&sn=${f.tradeSn}`)
  ).result as string
  const outTradeNo = new URL(url).searchParams.get('outTradeNo') as string
  const paid = await f.buyer.post(`/buyer/payment/sandbox/${outTradeNo}/confirm`)
  if (!paid.success) throw new Error(`pay: ${JSON.stringify(paid)}`)
  const cancelled = await f.buyer.post(`/buyer/order/order/${f.orderSn}/cancel?reason=x`)
  if (!cancelled.success) throw new Error(`cancel: ${JSON.stringify(cancelled)}`)
  const refundNo = `C${f.orderSn}`
  await t.database.db
    .update(paymentRefunds)
    .set({ status: 'FAILED', lastError: 'sandbox: refused', attempts: 1 })
    .where(eq(paymentRefunds.refundNo, refundNo))
  return refundNo
}
