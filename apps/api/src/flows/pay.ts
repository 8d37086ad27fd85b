import { formatFen } from '@silk/contracts/money'
import { PAYMENT_METHOD_LABELS } from '@silk/contracts/wallet'
import type { Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { members, orders, paymentIntents, recharges, trades } from '@silk/db/schema/index'
import { and, eq, inArray } from 'drizzle-orm'
import { openDistributionOrders } from '../modules/distribution/orders.ts'
import { confirmPaidOrder } from '../modules/orders/confirm-paid.ts'
import { type Actor, SYSTEM, transition } from '../modules/orders/state-machine.ts'
import { type CashierType, loadPayable, type Payable } from '../modules/payment/payable.ts'
import type { PaymentNotice } from '../modules/payment/provider.ts'
import { sandboxProvider } from '../modules/payment/provider.ts'
import { credit, debit } from '../modules/wallet/ledger.ts'
import type { Ctx } from '../plugins/context.ts'
import { BizError } from '../shared/errors.ts'
import { orderLine } from '../shared/log-lines.ts'
import { type BuyerCtx, memberName } from '../shared/member-ctx.ts'
import { statement } from '../shared/statement.ts'

const LABEL: Record<string, string> = { ...PAYMENT_METHOD_LABELS, POINT: '积分' }

/**
 * Marks a locked payable paid: each unpaid order UNPAID → PAID → UNDELIVERED, or TAKE with a pickup
 * code for self pickup (its stock was taken at checkout), the trade PAID, or the recharge PAID with
 * its wallet credit.
 */
async function markPaid(
  tx: Tx,
  payable: Payable,
  method: string,
  receivableNo: string,
  holderName: string,
  actor: Actor = SYSTEM,
) {
  const now = new Date()
  if (payable.orderType === 'RECHARGE') {
    await tx
      .update(recharges)
      .set({ payStatus: 'PAID', rechargeWay: method, receivableNo, payTime: now })
      .where(eq(recharges.rechargeSn, payable.sn))
    await credit(
      tx,
      { memberId: payable.memberId, memberName: holderName },
      payable.amount,
      'WALLET_RECHARGE',
      `余额充值[${payable.sn}]`,
    )
    return
  }
  const rows = await tx.select().from(orders).where(inArray(orders.sn, payable.orderSns))
  for (const order of rows) {
    const paid = await transition(
      tx,
      order,
      'PAID',
      actor,
      orderLine('ORDER_PAID', { method: LABEL[method] ?? method }),
      {
        payStatus: 'PAID',
        paymentMethod: method,
        paymentTime: now,
        receivableNo,
      },
    )
    await confirmPaidOrder(tx, paid)
    await openDistributionOrders(tx, order.sn)
  }
  await countSales(tx, [rows.map((o) => o.sn)])
  const tradeSns = [...new Set(rows.map((o) => o.tradeSn))]
  for (const tradeSn of tradeSns) {
    const left = await tx
      .select({ sn: orders.sn })
      .from(orders)
      .where(and(eq(orders.tradeSn, tradeSn), eq(orders.orderStatus, 'UNPAID')))
    if (left.length === 0) {
      await tx
        .update(trades)
        .set({ payStatus: 'PAID', paymentMethod: method, updateTime: now })
        .where(eq(trades.sn, tradeSn))
    }
  }
}

/**
 * Paid items count as sales of their goods (the 销量 figure and sort). Goods rows are locked in id
 * order, so two payments of overlapping goods cannot deadlock; SKU rows are left alone, because
 * checkouts take stock on them.
 */
const countSales = statement(
  'count_goods_sales',
  `with sold as (
     select goods_id, sum(num)::int as n from order_item where order_sn = any($1::text[]) group by goods_id
   ), locked as (
     select g.id from goods g join sold on sold.goods_id = g.id order by g.id for update of g
   )
   update goods g set buy_count = g.buy_count + sold.n
   from sold join locked on locked.id = sold.goods_id where g.id = sold.goods_id`,
)

/** A points exchange's orders, paid at checkout with the points it spent in the same transaction. */
export async function markPaidWithPoints(
  tx: Tx,
  input: { tradeSn: string; orderSns: string[]; memberId: string; name: string },
) {
  const payable: Payable = {
    orderType: 'TRADE',
    sn: input.tradeSn,
    memberId: input.memberId,
    amount: 0,
    orderSns: input.orderSns,
    detail: '',
    createTime: new Date(),
    transferDeadline: null,
  }
  await markPaid(tx, payable, 'POINT', `PT${nextId()}`, input.name)
}

/**
 * A bank transfer the platform received for a payable it has locked (`loadPayable(…, true)`): paid as
 * any other payment, by BANK_TRANSFER with the bank's reference, and logged as the operator's doing.
 */
export async function markPaidByTransfer(tx: Tx, payable: Payable, receivableNo: string, operator: Actor) {
  if (payable.amount <= 0) throw new BizError('PAY_UN_WANTED')
  await markPaid(tx, payable, 'BANK_TRANSFER', receivableNo, operator.name, operator)
}

/** Wallet payment (reference §8.3): debit and mark paid in one transaction; 32001 on success. */
export async function payWithWallet(ctx: BuyerCtx, orderType: CashierType, sn: string) {
  if (orderType === 'RECHARGE') throw new BizError('CAN_NOT_RECHARGE_WALLET')
  const holder = { memberId: ctx.member.id, memberName: memberName(ctx.member) }
  await ctx.db.transaction(async (tx) => {
    const payable = await loadPayable(tx, orderType, sn, true)
    if (payable.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
    if (payable.amount <= 0) throw new BizError('PAY_UN_WANTED')
    await debit(
      tx,
      holder,
      payable.amount,
      'WALLET_PAY',
      `订单[${payable.orderSns.join(',')}]支付金额[${formatFen(payable.amount, { sign: '', grouping: false })}]`,
    )
    await markPaid(tx, payable, 'WALLET', `W${nextId()}`, holder.memberName)
  })
}

/** Starts an online payment: records the intent and asks the provider for what the client shows. */
export async function startOnlinePayment(
  ctx: BuyerCtx,
  input: { orderType: CashierType; sn: string; method: 'ALIPAY' | 'WECHAT'; client: string },
) {
  if (input.client !== 'NATIVE' && input.client !== 'H5') throw new BizError('PAY_NOT_SUPPORT')
  const payable = await loadPayable(ctx.db, input.orderType, input.sn)
  if (payable.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
  if (payable.amount <= 0) throw new BizError('PAY_UN_WANTED')
  const outTradeNo = `P${nextId()}`
  const provider = sandboxProvider(ctx.config)
  await ctx.db.insert(paymentIntents).values({
    outTradeNo,
    orderType: input.orderType,
    sn: input.sn,
    memberId: ctx.member.id,
    paymentMethod: input.method,
    paymentClient: input.client,
    provider: provider.name,
    amount: payable.amount,
  })
  return provider.start({
    outTradeNo,
    paymentMethod: input.method,
    paymentClient: input.client,
    amount: payable.amount,
    title: payable.detail,
  })
}

/**
 * A verified provider notice. Idempotent: the intent turns PAID once under a row lock, later
 * notices do nothing. Money that arrives for something no longer payable (cancelled meanwhile, or
 * paid another way) is credited to the buyer's wallet instead of being lost.
 */
export async function applyPaymentNotice(ctx: Pick<Ctx, 'db'>, notice: PaymentNotice): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.outTradeNo, notice.outTradeNo))
      .for('update')
    if (!intent || intent.amount !== notice.amount) return false
    if (intent.status === 'PAID') return true
    await tx
      .update(paymentIntents)
      .set({ status: 'PAID', paidTime: new Date() })
      .where(eq(paymentIntents.outTradeNo, intent.outTradeNo))
    const holderName = await ownerName(tx, intent.memberId)
    try {
      const payable = await loadPayable(tx, intent.orderType as CashierType, intent.sn, true)
      if (payable.amount !== intent.amount) throw new BizError('PAY_BAN')
      await markPaid(tx, payable, intent.paymentMethod, notice.providerTradeNo, holderName)
    } catch (error) {
      if (!(error instanceof BizError)) throw error
      await credit(
        tx,
        { memberId: intent.memberId, memberName: holderName },
        intent.amount,
        'WALLET_REFUND',
        `支付单[${intent.outTradeNo}]无法入账，款项退回余额`,
      )
    }
    return true
  })
}

async function ownerName(tx: Tx, memberId: string) {
  const [m] = await tx
    .select({ nick: members.nickName, username: members.username })
    .from(members)
    .where(eq(members.id, memberId))
  return m?.nick || m?.username || memberId
}
