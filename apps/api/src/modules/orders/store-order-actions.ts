import { ErrorCodes, type ErrorName } from '@silk/contracts/errors'
import { formatFen } from '@silk/contracts/money'
import { BATCH_DELIVER_MAX_LINES, type ConsigneeInput } from '@silk/contracts/store-order'
import { logistics, orderItems, orderReceipts, orders, trades } from '@silk/db/schema/index'
import { parse } from 'csv-parse/sync'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError, errorText } from '../../shared/errors.ts'
import { orderLine } from '../../shared/log-lines.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { regionPath } from '../addresses/addresses.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { shipLocked, storeActor } from './order-actions.ts'
import { lockTrade } from './order-queries.ts'
import { logOrder, type OrderRow } from './state-machine.ts'
import { storeOrder } from './store-orders.ts'

const yuan = (fen: number) => formatFen(fen, { sign: '¥', grouping: false })

/**
 * Locks an order of the seller's store the way the cashier and every cancellation do: its trade's
 * row first, then the order's (`lockTrade`), so a change that touches the trade queues behind a
 * payment of it (or the payment behind the change) instead of interleaving.
 */
export async function lockedWithTrade(tx: Parameters<typeof storeOrder>[0], ctx: StoreCtx, sn: string) {
  const peek = await storeOrder(tx, ctx, sn)
  await lockTrade(tx, peek.tradeSn)
  return storeOrder(tx, ctx, sn, true)
}

/**
 * `PUT /store/order/order/update/{sn}/price`: a new amount to pay, only while the order is unpaid.
 * The order, its items (the difference spread in proportion, the last item taking the rounding), its
 * invoice and its trade move together under the trade's lock, so a payment sees either the old price
 * everywhere or the new one everywhere: the wallet debits what it read under that lock, and an online
 * payment started at the old price no longer matches and is credited back to the buyer's wallet
 * (`applyPaymentNotice`).
 */
export async function changeOrderPrice(ctx: StoreCtx, sn: string, orderPrice: number) {
  const price = Math.round(orderPrice * 100)
  await ctx.db.transaction(async (tx) => {
    const order = await lockedWithTrade(tx, ctx, sn)
    if (order.orderStatus !== 'UNPAID' || order.payStatus !== 'UNPAID')
      throw new BizError('STORE_ORDER_PRICE_ERROR')
    if (price === order.flowPrice) throw new BizError('STORE_ORDER_PRICE_SAME')
    const diff = price - order.flowPrice
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderSn, sn))
      .orderBy(asc(orderItems.id))
      .for('update')
    const itemsTotal = items.reduce((sum, i) => sum + i.flowPrice, 0)
    // The freight stays what it was; the goods lines carry the change (never below zero).
    const target = Math.max(0, itemsTotal + diff)
    let given = 0
    for (const [k, item] of items.entries()) {
      const share =
        k === items.length - 1
          ? target - given
          : itemsTotal > 0
            ? Math.floor((item.flowPrice * target) / itemsTotal)
            : 0
      given += share
      await tx.update(orderItems).set({ flowPrice: share }).where(eq(orderItems.id, item.id))
    }
    await tx
      .update(orders)
      .set({
        flowPrice: price,
        updatePrice: order.updatePrice + diff,
        priceDetail: {
          ...order.priceDetail,
          updatePrice: (order.priceDetail.updatePrice ?? 0) + diff,
          flowPrice: price,
        },
        updateTime: new Date(),
      })
      .where(eq(orders.sn, sn))
    await tx
      .update(trades)
      .set({ flowPrice: sql`${trades.flowPrice} + ${diff}`, updateTime: new Date() })
      .where(eq(trades.sn, order.tradeSn))
    await tx.update(orderReceipts).set({ receiptPrice: price }).where(eq(orderReceipts.orderSn, sn))
    await logOrder(
      tx,
      order,
      storeActor(ctx, order),
      orderLine('ORDER_PRICE_CHANGED', { sn, from: yuan(order.flowPrice), to: yuan(price) }),
    )
    await postMemberMessage(tx, {
      memberId: order.memberId,
      memberName: order.memberName,
      title: '订单改价通知',
      content: `商家已将您的订单[${sn}]应付金额由${yuan(order.flowPrice)}调整为${yuan(price)}，请按新金额付款。`,
      messageId: sn,
    })
  })
}

/** `POST /store/order/order/update/{sn}/consignee`: a new consignee, only before shipping. */
export async function changeConsignee(ctx: StoreCtx, sn: string, input: z.infer<typeof ConsigneeInput>) {
  const consigneeAddressPath = await regionPath(ctx.db, input.consigneeAddressIdPath)
  await ctx.db.transaction(async (tx) => {
    const order = await storeOrder(tx, ctx, sn, true)
    const open = ['UNPAID', 'PAID', 'UNDELIVERED'].includes(order.orderStatus)
    if (!open || order.deliverStatus !== 'UNDELIVERED' || order.deliveryMethod !== 'LOGISTICS')
      throw new BizError('STORE_ORDER_CONSIGNEE_ERROR')
    await tx
      .update(orders)
      .set({
        consigneeName: input.consigneeName,
        consigneeMobile: input.consigneeMobile,
        consigneeAddressIdPath: input.consigneeAddressIdPath,
        consigneeAddressPath,
        consigneeDetail: input.consigneeDetail,
        updateTime: new Date(),
      })
      .where(eq(orders.sn, sn))
    const before = `${order.consigneeName ?? ''} ${order.consigneeMobile ?? ''} ${order.consigneeAddressPath ?? ''} ${order.consigneeDetail ?? ''}`
    const after = `${input.consigneeName} ${input.consigneeMobile} ${consigneeAddressPath} ${input.consigneeDetail}`
    await logOrder(
      tx,
      order,
      storeActor(ctx, order),
      orderLine('ORDER_CONSIGNEE_CHANGED', { sn, from: before, to: after }),
    )
  })
}

/** `PUT /store/order/order/{sn}/sellerRemark`: the store's own note on the order (any status). */
export async function setSellerRemark(ctx: StoreCtx, sn: string, remark: string) {
  await ctx.db.transaction(async (tx) => {
    const order = await storeOrder(tx, ctx, sn, true)
    await tx
      .update(orders)
      .set({ sellerRemark: remark || null, updateTime: new Date() })
      .where(eq(orders.sn, sn))
    await logOrder(
      tx,
      order,
      storeActor(ctx, order),
      remark ? orderLine('ORDER_REMARK', { sn, remark }) : orderLine('ORDER_REMARK_CLEARED', { sn }),
    )
  })
}

type Line = {
  line: number
  orderSn: string
  logisticsName: string
  logisticsNo: string
  code: number | null
  message: string
}

const TRACKING = /^[A-Za-z0-9-]{6,40}$/

/**
 * `PUT /store/order/order/batchDeliver`: ships the orders of an uploaded CSV (`订单编号,物流公司,物流单号`,
 * a header line first; the carrier by its name, code or id). Every line is checked first; one bad
 * line and nothing is shipped, each line saying why (or that it was held back). Otherwise all lines
 * are shipped in one transaction, the orders locked in sn order; an order that moved meanwhile rolls
 * the whole batch back the same way.
 */
export async function batchDeliver(ctx: StoreCtx, csv: string) {
  let records: { record: string[]; info: { lines: number } }[]
  try {
    records = parse(csv, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records
  } catch {
    throw new BizError('STORE_ORDER_BATCH_FORMAT')
  }
  // A first line that is not an order sn is the header (the template's, or the seller's own).
  if (records.length > 0 && !/^[A-Za-z]?\d{6,}$/.test(records[0].record[0] ?? '')) records = records.slice(1)
  records = records.filter((r) => r.record.some((cell) => cell !== ''))
  if (records.length === 0) throw new BizError('STORE_ORDER_BATCH_EMPTY')
  if (records.length > BATCH_DELIVER_MAX_LINES) throw new BizError('STORE_ORDER_BATCH_TOO_MANY')

  const text = (name: ErrorName) => errorText(ErrorCodes[name], ctx.locale)
  const carriers = await ctx.db.select().from(logistics).where(eq(logistics.disabled, 'OPEN'))
  const carrierOf = (cell: string) =>
    carriers.find((c) => c.name === cell || c.code.toLowerCase() === cell.toLowerCase() || c.id === cell)
  const sns = [...new Set(records.map((r) => r.record[0] ?? '').filter((sn) => sn && sn.length <= 40))]
  const found = sns.length ? await ctx.db.select().from(orders).where(inArray(orders.sn, sns)) : []
  const bySn = new Map(found.map((o) => [o.sn, o]))
  const seen = new Map<string, number>()
  for (const r of records) seen.set(r.record[0] ?? '', (seen.get(r.record[0] ?? '') ?? 0) + 1)

  const lines: (Line & { carrier?: { id: string; name: string; code: string }; order?: OrderRow })[] =
    records.map(({ record, info }) => {
      const [orderSn = '', carrierCell = '', logisticsNo = ''] = record
      const base = { line: info.lines, orderSn, logisticsName: carrierCell, logisticsNo }
      const fail = (name: ErrorName) => ({ ...base, code: ErrorCodes[name].code, message: text(name) })
      const order = bySn.get(orderSn)
      // Another store's order reads as unknown here: the file must not tell what exists elsewhere.
      if (!order || order.storeId !== ctx.seller.storeId) return fail('ORDER_NOT_EXIST')
      if ((seen.get(orderSn) ?? 0) > 1) return fail('STORE_ORDER_BATCH_DUPLICATE')
      const carrier = carrierOf(carrierCell)
      if (!carrier) return fail('STORE_ORDER_BATCH_CARRIER')
      if (!TRACKING.test(logisticsNo)) return fail('STORE_ORDER_BATCH_TRACKING')
      if (order.orderStatus !== 'UNDELIVERED' || order.deliveryMethod !== 'LOGISTICS')
        return fail('ORDER_DELIVER_ERROR')
      return { ...base, logisticsName: carrier.name, code: null, message: '', carrier, order }
    })
  const heldBack = ctx.locale === 'en' ? 'Not shipped: other lines have errors' : '未发货：其他行有错误'
  const answer = (applied: boolean) => ({
    applied,
    shipped: applied ? lines.length : 0,
    lines: lines.map(({ carrier: _c, order: _o, ...l }) =>
      l.code === null
        ? { ...l, message: applied ? (ctx.locale === 'en' ? 'Shipped' : '已发货') : heldBack }
        : l,
    ),
  })
  if (lines.some((l) => l.code !== null)) return answer(false)

  let current: (typeof lines)[number] | undefined
  try {
    await ctx.db.transaction(async (tx) => {
      for (const l of [...lines].sort((x, y) => (x.orderSn < y.orderSn ? -1 : 1))) {
        current = l
        const order = await storeOrder(tx, ctx, l.orderSn, true)
        await shipLocked(
          tx,
          ctx,
          order,
          l.carrier as { id: string; name: string; code: string },
          l.logisticsNo,
        )
      }
    })
  } catch (error) {
    if (!(error instanceof BizError) || !current) throw error
    current.code = error.def.code
    current.message = errorText(error.def, ctx.locale)
    return answer(false)
  }
  return answer(true)
}
