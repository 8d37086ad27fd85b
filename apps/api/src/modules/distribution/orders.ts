import type { DistributionOrder, DistributionOrderQuery } from '@silk/contracts/distribution'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import {
  distributionCommissions,
  distributionOrders,
  distributions,
  orderItems,
  orders,
} from '@silk/db/schema/index'
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { maskName } from '../../shared/mask.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { statement } from '../../shared/statement.ts'
import { distributionOf } from './distributors.ts'
import { requireOpen } from './setting.ts'

/*
 * Commission life cycle (reference §14 "Rebate rules"):
 *   create-trade  → the bound distributor's commission per line is fixed (distribution_commission)
 *   paid          → distribution_order rows NO_COMPLETED; rebateTotal and commissionFrozen grow
 *   cancelled     → rows REFUND; the amounts are taken back
 *   completed     → rows COMPLETE; commissionFrozen → canRebate (at once, not by a daily job)
 * Each step is a conditional statement inside the order's own transaction, so it happens once.
 */

/** The new trade's lines, as create/trade wrote them. */
export interface TradeLine {
  /** Order item sn. */
  sn: string
  orderSn: string
  skuId: string
  num: number
}

/**
 * The commission of every line whose SKU is a distribution goods (commission × quantity, as it is
 * now), from the lines create/trade just wrote: one statement, and none at all for the usual buyer,
 * who is bound to no distributor.
 */
const insertCommissions = statement(
  'insert_trade_commissions',
  `insert into distribution_commission (order_item_sn, order_sn, distribution_id, rebate)
   select u.sn, u.order_sn, $1, dg.commission * u.num
   from unnest($2::text[], $3::text[], $4::text[], $5::int[]) as u(sn, order_sn, sku_id, num)
   join distribution_goods dg on dg.sku_id = u.sku_id`,
)

/**
 * At checkout: when the buyer is bound to a PASS distributor (`distributionId`, read with the cart:
 * see `boundDistributorIdSql`), records the commission of every line of the trade whose SKU is a
 * distribution goods.
 */
export async function recordTradeCommissions(tx: DbOrTx, distributionId: string | null, lines: TradeLine[]) {
  if (!distributionId || lines.length === 0) return
  await insertCommissions(tx, [
    distributionId,
    lines.map((l) => l.sn),
    lines.map((l) => l.orderSn),
    lines.map((l) => l.skuId),
    lines.map((l) => l.num),
  ])
}

/** When an order is paid: its commission lines become distribution orders (once: unique item sn). */
export async function openDistributionOrders(tx: DbOrTx, orderSn: string) {
  const lines = await tx
    .select({ c: distributionCommissions, item: orderItems, order: orders, distributor: distributions })
    .from(distributionCommissions)
    .innerJoin(orderItems, eq(orderItems.sn, distributionCommissions.orderItemSn))
    .innerJoin(orders, eq(orders.sn, distributionCommissions.orderSn))
    .innerJoin(distributions, eq(distributions.id, distributionCommissions.distributionId))
    .where(eq(distributionCommissions.orderSn, orderSn))
  if (lines.length === 0) return
  const created = await tx
    .insert(distributionOrders)
    .values(
      lines.map(({ c, item, order, distributor }) => ({
        id: nextId(),
        distributionOrderStatus: 'NO_COMPLETED',
        memberId: order.memberId,
        memberName: order.memberName,
        distributionId: distributor.id,
        distributionName: distributor.memberName,
        rebate: c.rebate,
        storeId: order.storeId,
        storeName: order.storeName,
        orderSn: order.sn,
        orderItemSn: item.sn,
        goodsId: item.goodsId,
        goodsName: item.goodsName,
        skuId: item.skuId,
        specs: item.specs,
        image: item.image,
        num: item.num,
        flowPrice: item.flowPrice,
      })),
    )
    .onConflictDoNothing({ target: distributionOrders.orderItemSn })
    .returning()
  await adjust(tx, created, (sum) => ({
    rebateTotal: sql`${distributions.rebateTotal} + ${sum.rebate}`,
    commissionFrozen: sql`${distributions.commissionFrozen} + ${sum.rebate}`,
    distributionOrderCount: sql`${distributions.distributionOrderCount} + 1`,
    distributionOrderPrice: sql`${distributions.distributionOrderPrice} + ${sum.price}`,
  }))
}

/** When an order is cancelled: its open distribution orders turn REFUND and the amounts go back. */
export async function refundDistributionOrders(tx: DbOrTx, orderSn: string) {
  const refunded = await tx
    .update(distributionOrders)
    .set({ distributionOrderStatus: 'REFUND', sellBackRebate: sql`${distributionOrders.rebate}` })
    .where(
      and(
        eq(distributionOrders.orderSn, orderSn),
        eq(distributionOrders.distributionOrderStatus, 'NO_COMPLETED'),
      ),
    )
    .returning()
  await adjust(tx, refunded, (sum) => ({
    rebateTotal: sql`${distributions.rebateTotal} - ${sum.rebate}`,
    commissionFrozen: sql`${distributions.commissionFrozen} - ${sum.rebate}`,
    distributionOrderCount: sql`greatest(${distributions.distributionOrderCount} - 1, 0)`,
    distributionOrderPrice: sql`greatest(${distributions.distributionOrderPrice} - ${sum.price}, 0)`,
  }))
}

/**
 * When an order completes (from `onOrderCompleted`): its open distribution orders turn COMPLETE and
 * the commission moves from frozen to withdrawable at once. Upstream waits for a daily
 * profit-sharing job; see docs/decisions/080-distribution.md.
 */
export async function settleDistributionOrders(tx: DbOrTx, orderSn: string) {
  const settled = await tx
    .update(distributionOrders)
    .set({ distributionOrderStatus: 'COMPLETE', settleCycle: new Date() })
    .where(
      and(
        eq(distributionOrders.orderSn, orderSn),
        eq(distributionOrders.distributionOrderStatus, 'NO_COMPLETED'),
      ),
    )
    .returning()
  await adjust(tx, settled, (sum) => ({
    commissionFrozen: sql`${distributions.commissionFrozen} - ${sum.rebate}`,
    canRebate: sql`${distributions.canRebate} + ${sum.rebate}`,
  }))
}

/**
 * After-sale refund of `refundNum` units of one order item: the distribution order gives back the
 * commission of those units (proportional, rounded down; the last units take what is left) and turns
 * REFUND once every unit is refunded. An open row is taken from `commissionFrozen`; a settled one from
 * `canRebate`, never below zero (what was already cashed out stays paid). Call it in the refund's
 * transaction, once per completed refund (the row lock serialises concurrent refunds of one item).
 */
export async function refundDistributionItem(tx: DbOrTx, orderItemSn: string, refundNum: number) {
  const [row] = await tx
    .select()
    .from(distributionOrders)
    .where(eq(distributionOrders.orderItemSn, orderItemSn))
    .for('update')
  if (!row || row.distributionOrderStatus === 'REFUND' || refundNum <= 0) return
  const units = Math.min(refundNum, row.num - row.refundNum)
  if (units <= 0) return
  const all = row.refundNum + units >= row.num
  const left = row.rebate - row.sellBackRebate
  const share = all ? left : Math.min(left, Math.floor((row.rebate * units) / row.num))
  const settled = row.distributionOrderStatus === 'COMPLETE'
  await tx
    .update(distributionOrders)
    .set({
      refundNum: row.refundNum + units,
      sellBackRebate: row.sellBackRebate + share,
      distributionOrderStatus: all ? 'REFUND' : row.distributionOrderStatus,
    })
    .where(eq(distributionOrders.id, row.id))
  await tx
    .update(distributions)
    .set({
      rebateTotal: sql`greatest(${distributions.rebateTotal} - ${share}, 0)`,
      ...(settled
        ? { canRebate: sql`greatest(${distributions.canRebate} - ${share}, 0)` }
        : { commissionFrozen: sql`greatest(${distributions.commissionFrozen} - ${share}, 0)` }),
      ...(all
        ? {
            distributionOrderPrice: sql`greatest(${distributions.distributionOrderPrice} - ${row.flowPrice}, 0)`,
          }
        : {}),
      updateTime: new Date(),
    })
    .where(eq(distributions.id, row.distributionId))
}

type OrderRow = typeof distributionOrders.$inferSelect
type Sums = { rebate: number; price: number }

/** Applies one update per distributor touched, with the sums of its rows. */
async function adjust(
  tx: DbOrTx,
  rows: OrderRow[],
  set: (sum: Sums) => Partial<Record<keyof typeof distributions.$inferInsert, unknown>>,
) {
  const sums = new Map<string, Sums>()
  for (const r of rows) {
    const s = sums.get(r.distributionId) ?? { rebate: 0, price: 0 }
    s.rebate += r.rebate
    s.price += r.flowPrice
    sums.set(r.distributionId, s)
  }
  for (const [id, sum] of [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx
      .update(distributions)
      .set({ ...(set(sum) as object), updateTime: new Date() })
      .where(eq(distributions.id, id))
  }
}

/** A page of distribution orders matching `where`, newest first (a store's, and the operator's all). */
export async function distributionOrderPage(
  db: DbOrTx,
  where: SQL | undefined,
  query: { pageNumber: number; pageSize: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(distributionOrders)
      .where(where)
      .orderBy(desc(distributionOrders.createTime), desc(distributionOrders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(distributionOrders).where(where),
  ])
  return toPage(rows.map(distributionOrderView), total, query)
}

export function distributionOrderView(r: OrderRow): DistributionOrder {
  return {
    id: r.id,
    createTime: formatDateTime(r.createTime) ?? '',
    distributionOrderStatus: r.distributionOrderStatus as DistributionOrder['distributionOrderStatus'],
    memberId: r.memberId,
    memberName: r.memberName,
    distributionId: r.distributionId,
    distributionName: r.distributionName,
    settleCycle: formatDateTime(r.settleCycle),
    rebate: fenToYuan(r.rebate),
    sellBackRebate: fenToYuan(r.sellBackRebate),
    storeId: r.storeId,
    storeName: r.storeName,
    orderSn: r.orderSn,
    orderItemSn: r.orderItemSn,
    goodsId: r.goodsId,
    goodsName: r.goodsName,
    skuId: r.skuId,
    specs: Object.values(r.specs).join(' '),
    image: r.image,
    num: r.num,
  }
}

/**
 * `GET /buyer/distribution/order`: the caller's own distribution orders only. A member who is not a
 * distributor gets an empty page. The buyer's name is masked: a distributor sees who bought only
 * as "张**".
 */
export async function listDistributionOrders(ctx: BuyerCtx, query: z.infer<typeof DistributionOrderQuery>) {
  await requireOpen(ctx.db)
  const me = await distributionOf(ctx.db, ctx.member.id)
  if (!me) return toPage([], 0, query)
  const start = query.startTime ? parseChinaDateTime(query.startTime) : null
  const end = query.endTime ? parseChinaDateTime(query.endTime) : null
  const where = and(
    eq(distributionOrders.distributionId, me.id),
    query.orderSn ? eq(distributionOrders.orderSn, query.orderSn) : undefined,
    query.distributionOrderStatus
      ? eq(distributionOrders.distributionOrderStatus, query.distributionOrderStatus)
      : undefined,
    query.storeId ? eq(distributionOrders.storeId, query.storeId) : undefined,
    start ? gte(distributionOrders.createTime, start) : undefined,
    end ? lt(distributionOrders.createTime, endOf(query.endTime as string, end)) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(distributionOrders)
      .where(where)
      .orderBy(desc(distributionOrders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(distributionOrders).where(where),
  ])
  return toPage(
    rows.map((r) => ({ ...distributionOrderView(r), memberName: maskName(r.memberName) })),
    total,
    query,
  )
}

/** A date without a time covers the whole day. */
function endOf(text: string, parsed: Date) {
  return text.trim().length <= 10
    ? new Date(parsed.getTime() + 86_400_000)
    : new Date(parsed.getTime() + 1000)
}
