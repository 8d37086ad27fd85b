import { formatFen } from '@silk/contracts/money'
import { PAYMENT_METHOD_LABELS } from '@silk/contracts/wallet'
import type { Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { members, orders, paymentIntents, paymentRefunds, recharges, trades } from '@silk/db/schema/index'
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import { openDistributionOrders } from '../modules/distribution/orders.ts'
import { confirmPaidOrder } from '../modules/orders/confirm-paid.ts'
import { type Actor, SYSTEM, transition } from '../modules/orders/state-machine.ts'
import { logPaymentEvent } from '../modules/payment/events.ts'
import { notifyOrigin, providerFor, providerNamed } from '../modules/payment/gateways.ts'
import { type CashierType, loadPayable, type Payable } from '../modules/payment/payable.ts'
import type { OnlineMethod, PaymentNotice } from '../modules/payment/provider.ts'
import { paymentRefundJob } from '../modules/payment/refunds.ts'
import { markPlacePaid } from '../modules/promotions/pintuan-groups.ts'
import { orderAutoCancelMinutes } from '../modules/system/platform-settings.ts'
import { credit, debit } from '../modules/wallet/ledger.ts'
import { allowWithoutPassword } from '../modules/wallet/password.ts'
import type { Ctx } from '../shared/context.ts'
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
    // A group order waits (待成团) until its group fills; the payment that fills it confirms them all.
    if (paid.pintuanGroupId) await confirmFilledGroup(tx, paid.pintuanGroupId, paid.sn)
    else await confirmPaidOrder(tx, paid)
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
 * A group order's place is paid (decision 161); when that fills the group, each of its paid orders
 * still waiting (PAID) becomes shippable. The group row's lock is taken after this payment's trade and
 * order, as every payment and cancellation of a group order takes them.
 */
async function confirmFilledGroup(tx: Tx, groupId: string, orderSn: string) {
  const sns = await markPlacePaid(tx, groupId, orderSn)
  if (sns.length === 0) return
  const waiting = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.sn, sns), eq(orders.orderStatus, 'PAID')))
    .orderBy(asc(orders.sn))
    .for('update')
  for (const o of waiting) await confirmPaidOrder(tx, o)
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
export async function payWithWallet(
  ctx: BuyerCtx,
  orderType: CashierType,
  sn: string,
  /** Whether the payment password came with the payment and was checked (else: 免密, decision 155). */
  { passwordChecked }: { passwordChecked: boolean },
) {
  if (orderType === 'RECHARGE') throw new BizError('CAN_NOT_RECHARGE_WALLET')
  const holder = { memberId: ctx.member.id, memberName: memberName(ctx.member) }
  await ctx.db.transaction(async (tx) => {
    const payable = await loadPayable(tx, orderType, sn, true)
    if (payable.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
    if (payable.amount <= 0) throw new BizError('PAY_UN_WANTED')
    if (!passwordChecked) await allowWithoutPassword(tx, ctx.member.id, payable.amount)
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

/**
 * Starts an online payment: a fresh `outTradeNo` per attempt (the gateways refuse to change the amount
 * of one they have seen), recorded before the gateway is asked, and what the client shows: a QR code's
 * text (NATIVE) or the gateway page's URL (H5; `pc` chooses Alipay's computer page over its phone page).
 */
export async function startOnlinePayment(
  ctx: BuyerCtx,
  input: { orderType: CashierType; sn: string; method: OnlineMethod; client: string; pc: boolean },
) {
  if (input.client !== 'NATIVE' && input.client !== 'H5') throw new BizError('PAY_NOT_SUPPORT')
  const payable = await loadPayable(ctx.db, input.orderType, input.sn)
  if (payable.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
  if (payable.amount <= 0) throw new BizError('PAY_UN_WANTED')
  const outTradeNo = `P${nextId()}`
  const provider = providerFor(ctx.config, input.method)
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
  const minutes = await orderAutoCancelMinutes(ctx)
  const expiresAt =
    payable.transferDeadline ??
    new Date(Math.max(payable.createTime.getTime() + minutes * 60_000, Date.now() + 60_000))
  try {
    return await provider.start({
      outTradeNo,
      paymentMethod: input.method,
      paymentClient: input.client,
      pc: input.pc,
      amount: payable.amount,
      title: payable.detail,
      returnUrl: `${notifyOrigin(ctx.config)}/payDone?orderType=${input.orderType}&sn=${encodeURIComponent(input.sn)}`,
      expiresAt,
      clientIp: ctx.ip,
    })
  } catch (error) {
    ctx.log.warn({ err: error, outTradeNo, provider: provider.name }, 'payment gateway refused to start')
    await ctx.db
      .update(paymentIntents)
      .set({ status: 'CLOSED', closedTime: new Date() })
      .where(and(eq(paymentIntents.outTradeNo, outTradeNo), eq(paymentIntents.status, 'PENDING')))
    throw new BizError('PAY_ERROR')
  }
}

/**
 * What a verified payment statement did: PAID (the orders are paid now), ALREADY (it had been
 * counted), REFUNDING (money for something no longer payable: it goes back to where it came from),
 * MISMATCH (amount or gateway differ from the payment: refused and logged), UNKNOWN (not ours).
 */
export type NoticeOutcome = 'PAID' | 'ALREADY' | 'REFUNDING' | 'MISMATCH' | 'UNKNOWN'

/** Whether the gateway should stop repeating a notification that had this outcome. */
export const noticeAccepted = (outcome: NoticeOutcome) =>
  outcome === 'PAID' || outcome === 'ALREADY' || outcome === 'REFUNDING'

/**
 * A verified statement of a gateway that a payment was made (its notification, or its answer to our
 * query). Exactly once: the intent turns PAID under a row lock, later statements change nothing. Money
 * for something no longer payable (cancelled meanwhile, or paid another way) is refunded through the
 * gateway that took it (a `payment_refund` row and its job, in this transaction) and logged.
 */
export async function applyPaymentNotice(
  ctx: Pick<Ctx, 'db' | 'jobs'>,
  provider: string,
  notice: PaymentNotice,
): Promise<NoticeOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.outTradeNo, notice.outTradeNo))
      .for('update')
    if (!intent) return 'UNKNOWN'
    if (intent.status === 'PAID') return 'ALREADY'
    if (intent.amount !== notice.amount || intent.provider !== provider) {
      await logPaymentEvent(tx, 'AMOUNT_MISMATCH', intent.outTradeNo, provider, notice.providerTradeNo, {
        expected: intent.amount,
        notified: notice.amount,
        provider,
        providerTradeNo: notice.providerTradeNo,
      })
      return 'MISMATCH'
    }
    await tx
      .update(paymentIntents)
      .set({ status: 'PAID', paidTime: new Date(), providerTradeNo: notice.providerTradeNo })
      .where(eq(paymentIntents.outTradeNo, intent.outTradeNo))
    const holderName = await ownerName(tx, intent.memberId)
    try {
      const payable = await loadPayable(tx, intent.orderType as CashierType, intent.sn, true)
      if (payable.amount !== intent.amount) throw new BizError('PAY_BAN')
      await markPaid(tx, payable, intent.paymentMethod, notice.providerTradeNo, holderName)
      return 'PAID'
    } catch (error) {
      if (!(error instanceof BizError)) throw error
      const refundNo = `L${intent.outTradeNo}`
      await tx.insert(paymentRefunds).values({
        refundNo,
        outTradeNo: intent.outTradeNo,
        provider,
        amount: intent.amount,
        source: 'LATE_PAYMENT',
        sourceSn: intent.sn,
        reason: '支付时订单已取消或已付款，原路退回',
      })
      await logPaymentEvent(tx, 'LATE_PAYMENT', intent.outTradeNo, provider, notice.providerTradeNo, {
        amount: intent.amount,
        sn: intent.sn,
        refundNo,
        providerTradeNo: notice.providerTradeNo,
      })
      await ctx.jobs.send(paymentRefundJob, { refundNo }, { tx })
      return 'REFUNDING'
    }
  })
}

/**
 * The buyer is back at the shop (or polls the result): ask the gateway about their open payments of
 * this target rather than wait for a notification that may be late. A gateway that cannot be reached
 * leaves the answer to its notification.
 */
export async function queryOnReturn(
  ctx: Pick<Ctx, 'db' | 'jobs' | 'config' | 'log'>,
  memberId: string,
  orderType: CashierType,
  sn: string,
) {
  const open = await ctx.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.memberId, memberId),
        eq(paymentIntents.orderType, orderType),
        eq(paymentIntents.sn, sn),
        eq(paymentIntents.status, 'PENDING'),
        ne(paymentIntents.provider, 'sandbox'),
      ),
    )
    .orderBy(desc(paymentIntents.createTime))
    .limit(3)
  for (const intent of open) {
    try {
      const trade = await providerNamed(ctx.config, intent.provider).query(intent.outTradeNo)
      if (trade.state === 'PAID')
        await applyPaymentNotice(ctx, intent.provider, { outTradeNo: intent.outTradeNo, ...trade })
    } catch (error) {
      ctx.log.warn({ err: error, outTradeNo: intent.outTradeNo }, 'payment query failed')
    }
  }
}

async function ownerName(tx: Tx, memberId: string) {
  const [m] = await tx
    .select({ nick: members.nickName, username: members.username })
    .from(members)
    .where(eq(members.id, memberId))
  return m?.nick || m?.username || memberId
}
