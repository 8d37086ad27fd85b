import { CashierOrderType, ClientType } from '@silk/contracts/wallet'
import type { DbOrTx } from '@silk/db/client'
import { orderItems, orders, recharges, trades } from '@silk/db/schema/index'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { lockTrade } from '../orders/order-queries.ts'

export type CashierType = 'TRADE' | 'ORDER' | 'RECHARGE'

/** The contract's codes for a bad cashier target (32004) or client type (32009). */
export function cashierTarget(input: { orderType: string; clientType?: string }): CashierType {
  if (input.clientType !== undefined && !ClientType.safeParse(input.clientType).success) {
    throw new BizError('PAY_CLIENT_TYPE_ERROR')
  }
  const parsed = CashierOrderType.safeParse(input.orderType)
  if (!parsed.success) throw new BizError('PAY_CASHIER_ERROR')
  return parsed.data
}

/** What a cashier sn stands for: who owns it, what is still to pay, and how it shows. */
export interface Payable {
  orderType: CashierType
  sn: string
  memberId: string
  amount: number
  orderSns: string[]
  detail: string
  createTime: Date
  /**
   * When the buyer chose bank transfer for every unpaid order: the earliest of their deadlines, which
   * is when the first of them is cancelled unpaid. Null while any still runs on the online window.
   */
  transferDeadline: Date | null
}

/**
 * Resolves and validates a cashier target (reference §8.2). With `lock` the rows are locked FOR
 * UPDATE, so a payment and a cancel (or two payments) of the same target run one after the other.
 */
export async function loadPayable(
  db: DbOrTx,
  orderType: CashierType,
  sn: string,
  lock = false,
): Promise<Payable> {
  if (orderType === 'RECHARGE') {
    const q = db.select().from(recharges).where(eq(recharges.rechargeSn, sn))
    const [r] = lock ? await q.for('update') : await q
    if (!r) throw new BizError('PAY_NOT_EXIST_ORDER')
    if (r.payStatus === 'PAID') throw new BizError('PAY_DOUBLE_ERROR')
    if (r.payStatus !== 'UNPAID') throw new BizError('PAY_BAN')
    return {
      orderType,
      sn,
      memberId: r.memberId,
      amount: r.rechargeMoney,
      orderSns: [sn],
      detail: '余额充值',
      createTime: r.createTime,
      transferDeadline: null,
    }
  }
  let memberId: string
  let createTime: Date
  let where: ReturnType<typeof eq>
  if (orderType === 'TRADE') {
    const q = db.select().from(trades).where(eq(trades.sn, sn))
    const [t] = lock ? await q.for('update') : await q
    if (!t) throw new BizError('PAY_NOT_EXIST_ORDER')
    memberId = t.memberId
    createTime = t.createTime
    where = eq(orders.tradeSn, sn)
  } else {
    where = eq(orders.sn, sn)
    // A trade before its orders (see lockTrade): paying one order may settle its trade.
    if (lock) {
      const [order] = await db.select({ tradeSn: orders.tradeSn }).from(orders).where(where)
      if (order) await lockTrade(db, order.tradeSn)
    }
  }
  const q = db.select().from(orders).where(where).orderBy(asc(orders.sn))
  const rows = lock ? await q.for('update') : await q
  if (rows.length === 0) throw new BizError('PAY_NOT_EXIST_ORDER')
  memberId = rows[0].memberId
  createTime = rows[0].createTime
  const unpaid = rows.filter((o) => o.orderStatus === 'UNPAID')
  if (unpaid.length === 0) {
    throw new BizError(rows.some((o) => o.payStatus === 'PAID') ? 'PAY_DOUBLE_ERROR' : 'PAY_BAN')
  }
  let detail = '在线支付'
  if (orderType === 'ORDER') {
    const items = await db
      .select({ name: orderItems.goodsName })
      .from(orderItems)
      .where(inArray(orderItems.orderSn, [sn]))
    detail = items
      .map((i) => i.name)
      .join(',')
      .slice(0, 30)
  }
  return {
    orderType,
    sn,
    memberId,
    amount: unpaid.reduce((sum, o) => sum + o.flowPrice, 0),
    orderSns: unpaid.map((o) => o.sn),
    detail,
    createTime,
    transferDeadline: earliest(unpaid.map((o) => o.transferDeadline)),
  }
}

const earliest = (dates: (Date | null)[]): Date | null =>
  dates.some((d) => d === null)
    ? null
    : dates.reduce<Date | null>((min, d) => (!min || d! < min ? d : min), null)

/** Whether the member's own trade, order or recharge is paid; another member's sn does not exist. */
export async function isPaid(
  db: DbOrTx,
  memberId: string,
  orderType: CashierType,
  sn: string,
): Promise<boolean> {
  const [row] =
    orderType === 'RECHARGE'
      ? await db
          .select({ s: recharges.payStatus })
          .from(recharges)
          .where(and(eq(recharges.rechargeSn, sn), eq(recharges.memberId, memberId)))
      : orderType === 'TRADE'
        ? await db
            .select({ s: trades.payStatus })
            .from(trades)
            .where(and(eq(trades.sn, sn), eq(trades.memberId, memberId)))
        : await db
            .select({ s: orders.payStatus })
            .from(orders)
            .where(and(eq(orders.sn, sn), eq(orders.memberId, memberId)))
  if (!row) throw new BizError('PAY_NOT_EXIST_ORDER')
  return row.s === 'PAID'
}
