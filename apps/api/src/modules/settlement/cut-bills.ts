import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { billFlows, bills, stores } from '@silk/db/schema/index'
import { desc, eq, sql } from 'drizzle-orm'
import { DAY_MS } from '../../shared/dates.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { settlementCycleDays } from '../system/platform-settings.ts'

/** `fee = round(fen × bp / 10 000)` in integers (decision 114), half up. */
export const commissionOf = (fen: number, bp: number) => Math.floor((fen * bp + 5_000) / 10_000)

type Flow = typeof billFlows.$inferInsert
type BillRow = typeof bills.$inferSelect

/**
 * How a store's bills are cut (decision 122):
 * - `due`: the scheduled job. Periods run `settlementCycleDays` from the end of the store's last bill
 *   (its opening for the first); the job bills up to the last period boundary that has passed. A store
 *   with nothing to bill gets no bill, and its next bill starts where the last one ended.
 * - `now`: the operator's 立即出账: the current period is cut at this moment.
 */
export type CutMode = 'due' | 'now'

/** Stores with a completed order or refund that is in no bill yet. */
async function storesWithUnbilled(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ store_id: string }>(
    db,
    sql`select distinct o.store_id from orders o
        where o.complete_time is not null
          and not exists (select 1 from bill_flow f where f.flow_type = 'ORDER' and f.sn = o.sn)
        union
        select distinct a.store_id from after_sale a
        where a.service_status = 'COMPLETE' and a.refund_time is not null
          and not exists (select 1 from bill_flow f where f.flow_type = 'REFUND' and f.sn = a.sn)`,
  )
  return rows.map((r) => r.store_id)
}

/**
 * Cuts the bills that are due (or, `now`, every store's current period). Each store is billed in its own
 * transaction under an advisory lock on the store: the job on several nodes takes it with a try (a node
 * that finds it taken skips the store this round), the operator's action waits for it. The unique
 * (store, period start) and (line type, sn) indexes are the second guard: a period is billed once and an
 * order or refund enters one bill. Returns the bills made.
 */
export async function cutBills(db: DbOrTx, options: { mode: CutMode; now?: Date; storeId?: string }) {
  const now = options.now ?? new Date()
  const cycleMs = (await settlementCycleDays(db)) * DAY_MS
  const storeIds = options.storeId ? [options.storeId] : await storesWithUnbilled(db)
  const made: BillRow[] = []
  for (const storeId of storeIds) {
    const bill = await db.transaction(async (tx) => {
      if (options.mode === 'due') {
        const [lock] = await queryRows<{ locked: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(hashtext('bill_cut'), hashtext(${storeId})) as locked`,
        )
        if (!lock?.locked) return null
      } else {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bill_cut'), hashtext(${storeId}))`)
      }
      const [store] = await tx
        .select({ id: stores.id, storeName: stores.storeName, createTime: stores.createTime })
        .from(stores)
        .where(eq(stores.id, storeId))
      if (!store) return null
      const [last] = await tx
        .select({ endTime: bills.endTime })
        .from(bills)
        .where(eq(bills.storeId, storeId))
        .orderBy(desc(bills.endTime))
        .limit(1)
      const start = last?.endTime ?? store.createTime
      let end: Date
      if (options.mode === 'now') {
        end = now
      } else {
        const periods = Math.floor((now.getTime() - start.getTime()) / cycleMs)
        if (periods < 1) return null
        end = new Date(start.getTime() + periods * cycleMs)
      }
      if (end.getTime() <= start.getTime()) return null
      return billStore(tx, store, start, end)
    })
    if (bill) made.push(bill)
  }
  return made
}

interface OrderLine {
  sn: string
  flow_price: number
  site_coupon: number
  complete_time: Date | string
}
interface ItemRate {
  sn: string
  order_sn: string
  flow_price: number
  rate: number
}
interface RefundLine {
  sn: string
  order_sn: string
  order_item_sn: string
  amount: number
  num: number
  refund_time: Date | string
  rate: number
  item_flow: number
}

/** The lines of one store's period ending at `end`, and the bill that adds them up. */
async function billStore(
  tx: DbOrTx,
  store: { id: string; storeName: string },
  start: Date,
  end: Date,
): Promise<BillRow | null> {
  // Completed orders not billed yet (an order completed before `start` and never billed is not lost).
  const orderRows = await queryRows<OrderLine>(
    tx,
    sql`select o.sn, o.flow_price,
               coalesce((o.price_detail->>'siteCouponPrice')::int, 0)
                 + case when o.discount_bearer = 'PLATFORM' then o.discount_price else 0 end as site_coupon,
               o.complete_time
        from orders o
        where o.store_id = ${store.id} and o.complete_time is not null and o.complete_time < ${end}
          and not exists (select 1 from bill_flow f where f.flow_type = 'ORDER' and f.sn = o.sn)
        order by o.complete_time, o.sn`,
  )
  // Refunds made before `end` of orders completed before `end`: a refund of an order that never
  // completes (closed by refunds while on its way) is billed with neither, so the store is never
  // charged back for money it was never paid.
  const refundRows = await queryRows<RefundLine>(
    tx,
    sql`select a.sn, a.order_sn, a.order_item_sn, coalesce(a.actual_refund_price, a.apply_refund_price) as amount,
               a.num, a.refund_time, coalesce(c.commission_rate, 0) as rate, i.flow_price as item_flow
        from after_sale a
        join orders o on o.sn = a.order_sn
        join order_item i on i.sn = a.order_item_sn
        left join category c on c.id = i.category_id
        where a.store_id = ${store.id} and a.service_status = 'COMPLETE'
          and a.refund_time is not null and a.refund_time < ${end}
          and o.complete_time is not null and o.complete_time < ${end}
          and not exists (select 1 from bill_flow f where f.flow_type = 'REFUND' and f.sn = a.sn)
        order by a.refund_time, a.sn`,
  )
  if (orderRows.length === 0 && refundRows.length === 0) return null
  const orderSns = orderRows.map((o) => o.sn)
  const items = orderSns.length
    ? await queryRows<ItemRate>(
        tx,
        sql`select i.sn, i.order_sn, i.flow_price, coalesce(c.commission_rate, 0) as rate
            from order_item i left join category c on c.id = i.category_id
            where i.order_sn in ${orderSns}`,
      )
    : []
  const rebates = orderSns.length
    ? await queryRows<{ order_sn: string; rebate: number }>(
        tx,
        sql`select order_sn, sum(rebate)::int as rebate from distribution_order
            where order_sn in ${orderSns} group by order_sn`,
      )
    : []
  const billSn = `B${nextId()}`
  const flows: Flow[] = []
  const charged = new Map<string, number>()
  for (const o of orderRows) {
    const itemCommissions: Record<string, number> = {}
    for (const i of items.filter((x) => x.order_sn === o.sn)) {
      itemCommissions[i.sn] = commissionOf(Number(i.flow_price), Number(i.rate))
      charged.set(i.sn, itemCommissions[i.sn])
    }
    const commission = Object.values(itemCommissions).reduce((sum, c) => sum + c, 0)
    const distribution = Number(rebates.find((r) => r.order_sn === o.sn)?.rebate ?? 0)
    const price = Number(o.flow_price)
    const site = Number(o.site_coupon)
    flows.push({
      id: nextId(),
      billSn,
      storeId: store.id,
      flowType: 'ORDER',
      sn: o.sn,
      orderSn: o.sn,
      price,
      commissionPrice: commission,
      itemCommissions,
      distributionCommission: distribution,
      siteCouponCommission: site,
      finalPrice: price + site - commission - distribution,
      flowTime: new Date(o.complete_time),
    })
  }
  const sellBack = await distributionSellBack(
    tx,
    refundRows.map((r) => r.order_item_sn),
  )
  const givenBack = await commissionGivenBack(tx, refundRows, charged)
  for (const r of refundRows) {
    const price = Number(r.amount)
    const commission = givenBack.get(r.sn) ?? 0
    const distribution = sellBack.get(r.sn) ?? 0
    flows.push({
      id: nextId(),
      billSn,
      storeId: store.id,
      flowType: 'REFUND',
      sn: r.sn,
      orderSn: r.order_sn,
      price,
      commissionPrice: commission,
      distributionCommission: distribution,
      siteCouponCommission: 0,
      finalPrice: -price + commission + distribution,
      flowTime: new Date(r.refund_time),
    })
  }
  const sum = (type: 'ORDER' | 'REFUND', pick: (f: Flow) => number) =>
    flows.filter((f) => f.flowType === type).reduce((s, f) => s + pick(f), 0)
  const [bill] = await tx
    .insert(bills)
    .values({
      id: nextId(),
      sn: billSn,
      storeId: store.id,
      storeName: store.storeName,
      startTime: start,
      endTime: end,
      orderPrice: sum('ORDER', (f) => f.price),
      refundPrice: sum('REFUND', (f) => f.price),
      commissionPrice: sum('ORDER', (f) => f.commissionPrice),
      refundCommissionPrice: sum('REFUND', (f) => f.commissionPrice),
      distributionCommission: sum('ORDER', (f) => f.distributionCommission),
      distributionRefundCommission: sum('REFUND', (f) => f.distributionCommission),
      siteCouponCommission: sum('ORDER', (f) => f.siteCouponCommission),
      billPrice: flows.reduce((s, f) => s + f.finalPrice, 0),
      orderCount: orderRows.length,
      refundCount: refundRows.length,
    })
    .onConflictDoNothing()
    .returning()
  if (!bill) return null
  for (let i = 0; i < flows.length; i += 500) await tx.insert(billFlows).values(flows.slice(i, i + 500))
  return bill
}

/**
 * The platform commission each refund gives back, per after-sale sn (decision 144). Commission is
 * charged on an item's goods (`order_item.flow_price`, freight excluded), so a refund gives it back on
 * its goods part only: its amount less the freight it carries (`after_sale.flow_price` above the item's),
 * never below 0. Given back cumulatively against what earlier bills already gave back for the item:
 * once goods worth G of the item's F have been billed as refunded, `round(C × G / F)` of the commission
 * C its order line was charged has come back (all of C when G reaches F), and each refund line gives
 * the step it adds. So however the refunds of a whole order are split, ordered, committed or cut into
 * bills, together they give back exactly what was charged, whatever rate the category has now (bills
 * of a store are cut one at a time under its lock, so the billed lines read here are all there are).
 * C is the order line's recorded `item_commissions` (`charged`: lines cut in this bill), or, for a line
 * cut before they were recorded, the item at its category's current rate.
 */
async function commissionGivenBack(
  tx: DbOrTx,
  refundRows: RefundLine[],
  charged: Map<string, number>,
): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (refundRows.length === 0) return out
  const itemSns = [...new Set(refundRows.map((r) => r.order_item_sn))]
  const missing = [...new Set(refundRows.filter((r) => !charged.has(r.order_item_sn)).map((r) => r.order_sn))]
  if (missing.length) {
    const billed = await queryRows<{ item_commissions: Record<string, number> | null }>(
      tx,
      sql`select item_commissions from bill_flow where flow_type = 'ORDER' and sn in ${missing}`,
    )
    for (const b of billed)
      for (const [sn, fen] of Object.entries(b.item_commissions ?? {})) charged.set(sn, Number(fen))
  }
  const refunds = await queryRows<{ sn: string; order_item_sn: string; goods: number; back: number | null }>(
    tx,
    sql`select a.sn, a.order_item_sn, f.commission_price as back,
               greatest(coalesce(a.actual_refund_price, a.apply_refund_price) - (a.flow_price - i.flow_price), 0)
                 as goods
        from after_sale a join order_item i on i.sn = a.order_item_sn
        left join bill_flow f on f.flow_type = 'REFUND' and f.sn = a.sn
        where a.order_item_sn in ${itemSns} and a.service_status = 'COMPLETE' and a.refund_time is not null`,
  )
  const unbilled = new Set(refundRows.map((r) => r.sn))
  for (const itemSn of itemSns) {
    const line = refundRows.find((r) => r.order_item_sn === itemSn) as RefundLine
    const total = Number(line.item_flow)
    const c = charged.get(itemSn) ?? commissionOf(total, Number(line.rate))
    const upTo = (g: number) => (g >= total ? c : Math.floor((2 * c * g + total) / (2 * total)))
    const mine = refunds.filter((x) => x.order_item_sn === itemSn)
    let goods = 0
    let back = 0
    for (const r of mine.filter((x) => x.back !== null)) {
      goods += Number(r.goods)
      back += Number(r.back)
    }
    // In the bill's own order (refund time, sn).
    for (const r of refundRows.filter((x) => x.order_item_sn === itemSn && unbilled.has(x.sn))) {
      goods = Math.min(goods + Number(mine.find((x) => x.sn === r.sn)?.goods ?? 0), total)
      const step = upTo(goods) - back
      out.set(r.sn, step)
      back += step
    }
  }
  return out
}

/**
 * The distributor's commission each refund took back, per after-sale sn: the refunds of an order line
 * in the order they were made, through the same rule as `refundDistributionItem`
 * (modules/distribution/orders.ts): the refunded units' share of the rebate, rounded down, and the rest
 * when the last unit goes.
 */
async function distributionSellBack(tx: DbOrTx, itemSns: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (itemSns.length === 0) return out
  const lines = await queryRows<{ order_item_sn: string; rebate: number; num: number }>(
    tx,
    sql`select order_item_sn, rebate, num from distribution_order where order_item_sn in ${itemSns}`,
  )
  if (lines.length === 0) return out
  const refunds = await queryRows<{ sn: string; order_item_sn: string; num: number }>(
    tx,
    sql`select sn, order_item_sn, num from after_sale
        where order_item_sn in ${lines.map((l) => l.order_item_sn)}
          and service_status = 'COMPLETE' and refund_time is not null
        order by refund_time, sn`,
  )
  for (const line of lines) {
    const rebate = Number(line.rebate)
    const total = Number(line.num)
    let units = 0
    let back = 0
    for (const r of refunds.filter((x) => x.order_item_sn === line.order_item_sn)) {
      const take = Math.min(Number(r.num), total - units)
      if (take <= 0) {
        out.set(r.sn, 0)
        continue
      }
      const all = units + take >= total
      const share = all ? rebate - back : Math.min(rebate - back, Math.floor((rebate * take) / total))
      units += take
      back += share
      out.set(r.sn, share)
    }
  }
  return out
}
