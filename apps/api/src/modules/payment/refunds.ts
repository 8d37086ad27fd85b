import { formatFen } from '@silk/contracts/money'
import type { DbOrTx, Tx } from '@silk/db/client'
import { afterSales, orders, paymentIntents, paymentRefunds } from '@silk/db/schema/index'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Ctx } from '../../shared/context.ts'
import { jobRef } from '../../shared/jobs.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { logPaymentEvent } from './events.ts'
import { providerNamed } from './gateways.ts'
import type { RefundOutcome } from './provider.ts'

type RefundCtx = Pick<Ctx, 'db' | 'config' | 'log'>

/**
 * The `payment-refund` job as its senders need it: queued with a refund number in the transaction
 * that decides the refund (its definition and schedule: jobs/payment-refund.ts).
 */
export const paymentRefundJob = jobRef(
  'payment-refund',
  z.object({ refundNo: z.string().max(64).optional() }).nullish(),
)

/**
 * Why money goes back through a gateway: it arrived for something no longer payable, an after-sale the
 * store approved, an after-sale the platform ruled for, a paid order cancelled (decision 148).
 */
export type RefundSource = 'LATE_PAYMENT' | 'AFTER_SALE' | 'ARBITRATION' | 'ORDER_CANCEL'

/**
 * Sends one PENDING refund to the gateway that took the payment, or asks again about one the gateway
 * has taken (the same `refundNo`, so a repeat never refunds twice), and records the answer. A network
 * failure or a passing gateway error counts an attempt and throws: the job retries it.
 */
export async function settleRefund(ctx: RefundCtx, refundNo: string): Promise<string | null> {
  const [row] = await ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo))
  if (row?.status !== 'PENDING') return row?.status ?? null
  const [intent] = await ctx.db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.outTradeNo, row.outTradeNo))
  if (!intent?.providerTradeNo) throw new Error(`refund ${refundNo}: payment ${row.outTradeNo} is not paid`)
  const provider = providerNamed(ctx.config, row.provider)
  const request = {
    refundNo,
    outTradeNo: row.outTradeNo,
    providerTradeNo: intent.providerTradeNo,
    totalAmount: intent.amount,
    amount: row.amount,
    reason: row.reason,
  }
  let outcome: RefundOutcome
  try {
    outcome = row.providerRefundNo ? await provider.queryRefund(request) : await provider.refund(request)
  } catch (error) {
    await ctx.db
      .update(paymentRefunds)
      .set({
        attempts: sql`${paymentRefunds.attempts} + 1`,
        lastError: String((error as Error).message ?? error).slice(0, 500),
        updateTime: new Date(),
      })
      .where(eq(paymentRefunds.refundNo, refundNo))
    throw error
  }
  return recordRefundOutcome(ctx.db, refundNo, outcome)
}

/**
 * The gateway's answer about a refund (its reply, its later notification or our query): SUCCESS and
 * FAILED are final, and only a PENDING row takes one, under its lock, so two answers arriving together
 * count once. A refusal is logged for the operator.
 */
export async function recordRefundOutcome(db: DbOrTx, refundNo: string, outcome: RefundOutcome) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundNo, refundNo))
      .for('update')
    if (row?.status !== 'PENDING') return row?.status ?? null
    const now = new Date()
    if (outcome.status === 'REFUSED') {
      await tx
        .update(paymentRefunds)
        .set({
          status: 'FAILED',
          attempts: row.attempts + 1,
          lastError: outcome.reason.slice(0, 500),
          updateTime: now,
        })
        .where(eq(paymentRefunds.refundNo, refundNo))
      await logPaymentEvent(tx, 'REFUND_REFUSED', row.outTradeNo, row.provider, refundNo, {
        refundNo,
        amount: row.amount,
        reason: outcome.reason.slice(0, 200),
      })
      return 'FAILED'
    }
    const providerRefundNo = outcome.providerRefundNo ?? row.providerRefundNo ?? refundNo
    await tx
      .update(paymentRefunds)
      .set({
        status: outcome.status,
        providerRefundNo,
        attempts: row.attempts + 1,
        lastError: null,
        refundTime: outcome.status === 'SUCCESS' ? now : null,
        updateTime: now,
      })
      .where(eq(paymentRefunds.refundNo, refundNo))
    if (outcome.status === 'SUCCESS') await refunded(tx, row, providerRefundNo)
    return outcome.status
  })
}

const yuan = (fen: number) => formatFen(fen, { sign: '￥', grouping: false })

/**
 * What a refund's success brings, once, under its row's lock: the gateway's refund number on the
 * after-sale (`payOrderNo`), and the buyer's message that the money is on its way back.
 */
async function refunded(tx: Tx, row: typeof paymentRefunds.$inferSelect, providerRefundNo: string) {
  if (row.source === 'AFTER_SALE' || row.source === 'ARBITRATION') {
    const [done] = await tx
      .update(afterSales)
      .set({ payOrderNo: providerRefundNo })
      .where(eq(afterSales.sn, row.sourceSn))
      .returning()
    if (!done) return
    await postMemberMessage(tx, {
      memberId: done.memberId,
      memberName: done.memberName,
      title: '退款成功',
      content: `售后单[${done.sn}]（${done.goodsName}）退款${yuan(row.amount)}已按原支付方式退回。`,
      messageId: done.sn,
    })
  } else if (row.source === 'ORDER_CANCEL') {
    const [order] = await tx.select().from(orders).where(eq(orders.sn, row.sourceSn))
    if (!order) return
    await postMemberMessage(tx, {
      memberId: order.memberId,
      memberName: order.memberName,
      title: '退款成功',
      content: `订单[${order.sn}]退款${yuan(row.amount)}已按原支付方式退回。`,
      messageId: order.sn,
    })
  }
}

/** PENDING refunds nobody touched for two minutes (a lost job, a gateway still at it): sent or asked again. */
export async function sweepRefunds(ctx: RefundCtx, now = new Date()) {
  const due = await ctx.db
    .select({ refundNo: paymentRefunds.refundNo })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'PENDING'),
        lt(paymentRefunds.updateTime, new Date(now.getTime() - 120_000)),
      ),
    )
    .orderBy(asc(paymentRefunds.updateTime))
    .limit(50)
  let settled = 0
  for (const { refundNo } of due) {
    try {
      if ((await settleRefund(ctx, refundNo)) !== 'PENDING') settled++
    } catch (error) {
      ctx.log.warn({ err: error, refundNo }, 'refund retry failed')
    }
  }
  return { due: due.length, settled }
}
