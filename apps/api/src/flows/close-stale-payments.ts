import { paymentIntents } from '@silk/db/schema/index'
import { and, eq, sql } from 'drizzle-orm'
import { providerNamed } from '../modules/payment/gateways.ts'
import type { Ctx } from '../shared/context.ts'
import { queryRows } from '../shared/sql-rows.ts'
import { applyPaymentNotice } from './pay.ts'

/**
 * Open payments whose target can no longer be paid through them: the orders were cancelled (by the
 * buyer or the auto-cancel) or paid another way, the recharge is no longer unpaid.
 */
const STALE = sql`
  select pi.out_trade_no, pi.provider from payment_intent pi
   where pi.status = 'PENDING'
     and case pi.order_type
           when 'RECHARGE' then not exists (
             select 1 from recharge r where r.recharge_sn = pi.sn and r.pay_status = 'UNPAID')
           when 'TRADE' then not exists (
             select 1 from orders o where o.trade_sn = pi.sn and o.order_status = 'UNPAID')
           else not exists (
             select 1 from orders o where o.sn = pi.sn and o.order_status = 'UNPAID')
         end
   order by pi.create_time
   limit 100`

/**
 * Closes the gateway's order of every stale payment (decision 141), so the buyer cannot pay what is
 * gone. It asks first: a payment the gateway took meanwhile is counted as paid, which refunds it (its
 * target is no longer payable). A gateway that cannot be reached is asked again at the next run.
 */
export async function closeStaleIntents(ctx: Pick<Ctx, 'db' | 'config' | 'log' | 'jobs'>) {
  const stale = await queryRows<{ out_trade_no: string; provider: string }>(ctx.db, STALE)
  let closed = 0
  let paid = 0
  for (const intent of stale) {
    try {
      const provider = providerNamed(ctx.config, intent.provider)
      const trade = await provider.query(intent.out_trade_no)
      if (trade.state === 'PAID') {
        await applyPaymentNotice(ctx, intent.provider, { outTradeNo: intent.out_trade_no, ...trade })
        paid++
        continue
      }
      if (trade.state !== 'CLOSED') await provider.close(intent.out_trade_no)
      await ctx.db
        .update(paymentIntents)
        .set({ status: 'CLOSED', closedTime: new Date() })
        .where(and(eq(paymentIntents.outTradeNo, intent.out_trade_no), eq(paymentIntents.status, 'PENDING')))
      closed++
    } catch (error) {
      ctx.log.warn({ err: error, outTradeNo: intent.out_trade_no }, 'closing a payment failed')
    }
  }
  return { stale: stale.length, closed, paid }
}
