import type { PaymentLogQuery, RefundLogQuery } from '@silk/contracts/admin-arbitration'
import { paymentRefunds } from '@silk/db/schema/index'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { DAY_MS, formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { ALL_REFUNDED_REASON } from '../orders/views.ts'
import { paymentRefundJob } from './refunds.ts'

/** `and` of the present conditions over the union's columns (`true` when none). */
function whereOf(parts: (SQL | null)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== null)
  return present.length ? sql.join(present, sql` and `) : sql`true`
}

function dayRange(startDate?: string, endDate?: string): (SQL | null)[] {
  const start = startDate ? parseChinaDateTime(startDate) : null
  const end = endDate ? parseChinaDateTime(endDate) : null
  return [
    start ? sql`create_time >= ${start.toISOString()}::timestamptz` : null,
    end ? sql`create_time < ${new Date(end.getTime() + DAY_MS).toISOString()}::timestamptz` : null,
  ]
}

async function pageFrom<R>(
  ctx: ManagerCtx,
  source: SQL,
  where: SQL,
  query: { pageNumber: number; pageSize: number },
) {
  const [rows, [{ total }]] = await Promise.all([
    queryRows<R>(
      ctx.db,
      sql`select * from (${source}) u where ${where} order by create_time desc, sn desc limit ${query.pageSize} offset ${offsetOf(query)}`,
    ),
    queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from (${source}) u where ${where}`,
    ),
  ])
  return { rows, total }
}

interface PaymentRow {
  kind: 'ORDER' | 'RECHARGE'
  sn: string
  member_id: string
  member_name: string
  amount: number
  payment_method: string | null
  pay_status: string
  receivable_no: string | null
  payment_time: string | Date | null
  create_time: string | Date
}

const PAYMENTS = sql`
  select 'ORDER' as kind, sn, member_id, member_name, flow_price as amount, payment_method, pay_status,
         receivable_no, payment_time, create_time
    from orders
  union all
  select 'RECHARGE', recharge_sn, member_id, member_name, recharge_money, recharge_way, pay_status,
         receivable_no, pay_time, create_time
    from recharge`

/**
 * `GET /manager/order/paymentLog` (lilishop 收款记录 and 充值记录 in one list): every order's payment
 * and every wallet recharge, newest first, filtered by kind, sn, member, method, state and day range.
 * Read-only.
 */
export async function listPayments(ctx: ManagerCtx, query: z.infer<typeof PaymentLogQuery>) {
  const where = whereOf([
    query.kind ? sql`kind = ${query.kind}` : null,
    query.sn ? sql`sn ilike ${containsPattern(query.sn)}` : null,
    query.memberName ? sql`member_name ilike ${containsPattern(query.memberName)}` : null,
    query.paymentMethod ? sql`payment_method = ${query.paymentMethod}` : null,
    query.payStatus ? sql`pay_status = ${query.payStatus}` : null,
    ...dayRange(query.startDate, query.endDate),
  ])
  const { rows, total } = await pageFrom<PaymentRow>(ctx, PAYMENTS, where, query)
  return toPage(
    rows.map((r) => ({
      kind: r.kind,
      sn: r.sn,
      memberId: r.member_id,
      memberName: r.member_name,
      amount: fenToYuan(Number(r.amount)),
      paymentMethod: r.payment_method,
      payStatus: r.pay_status,
      receivableNo: r.receivable_no,
      paymentTime: formatDateTime(r.payment_time),
      createTime: formatDateTime(r.create_time) ?? '',
    })),
    total,
    query,
  )
}

interface RefundRow {
  kind: 'AFTER_SALE' | 'ORDER_CANCEL' | 'LATE_PAYMENT'
  sn: string
  order_sn: string
  member_id: string
  member_name: string
  store_name: string
  amount: number
  payment_method: string | null
  refund_way: string
  refund_status: 'WAIT' | 'PENDING' | 'DONE' | 'FAILED'
  refund_no: string | null
  reference: string | null
  failure: string | null
  attempts: number
  refund_time: string | Date | null
  create_time: string | Date
  update_time: string | Date | null
}

/** A gateway refund's state as the log names it (a row without one is DONE: wallet or offline). */
const GATEWAY_STATE = sql`case r.status when 'PENDING' then 'PENDING' when 'FAILED' then 'FAILED' else 'DONE' end`

/**
 * After-sale refunds (through the gateway, to the wallet, or waiting for the platform's bank
 * transfer), paid orders cancelled (through the gateway or to the wallet, decision 148), and money a
 * gateway took for something no longer payable (decision 141). A gateway refund brings its state,
 * numbers, attempts and the gateway's reason. `create_time` is when the refund was asked for (the
 * after-sale), made (the cancel) or decided (a late payment).
 */
const REFUNDS = sql`
  select 'AFTER_SALE' as kind, a.sn, a.order_sn, a.member_id, a.member_name, a.store_name,
         coalesce(a.actual_refund_price, a.apply_refund_price) as amount, o.payment_method,
         case when a.refund_way = 'OFFLINE' then 'OFFLINE' when o.payment_method = 'WALLET' then 'WALLET' else 'ORIGINAL' end as refund_way,
         case when a.service_status <> 'COMPLETE' then 'WAIT' else ${GATEWAY_STATE} end as refund_status,
         r.refund_no, coalesce(r.provider_refund_no, a.pay_order_no) as reference, r.last_error as failure,
         coalesce(r.attempts, 0) as attempts,
         case when r.refund_no is null then a.refund_time else r.refund_time end as refund_time,
         a.create_time, r.update_time
    from after_sale a
    join orders o on o.sn = a.order_sn
    left join payment_refund r on r.source in ('AFTER_SALE', 'ARBITRATION') and r.source_sn = a.sn
   where a.service_status in ('COMPLETE', 'WAIT_REFUND')
  union all
  select 'ORDER_CANCEL', o.sn, o.sn, o.member_id, o.member_name, o.store_name, o.flow_price,
         o.payment_method, case when r.refund_no is null then 'WALLET' else 'ORIGINAL' end, ${GATEWAY_STATE},
         r.refund_no, r.provider_refund_no, r.last_error, coalesce(r.attempts, 0),
         case when r.refund_no is null then coalesce(o.update_time, o.create_time) else r.refund_time end,
         coalesce(o.update_time, o.create_time), r.update_time
    from orders o
    left join payment_refund r on r.source = 'ORDER_CANCEL' and r.source_sn = o.sn
   where o.order_status = 'CANCELLED' and o.pay_status = 'PAID'
     and coalesce(o.cancel_reason, '') <> ${ALL_REFUNDED_REASON}
  union all
  select 'LATE_PAYMENT', r.source_sn, r.source_sn, i.member_id, coalesce(m.nick_name, m.username, ''), '',
         r.amount, i.payment_method, 'ORIGINAL', ${GATEWAY_STATE}, r.refund_no, r.provider_refund_no,
         r.last_error, r.attempts, r.refund_time, r.create_time, r.update_time
    from payment_refund r
    join payment_intent i on i.out_trade_no = r.out_trade_no
    left join member m on m.id = i.member_id
   where r.source = 'LATE_PAYMENT'`

/** `GET /manager/order/refundLog` (退款记录, lilishop 退款流水): newest first, with filters. */
export async function listRefunds(ctx: ManagerCtx, query: z.infer<typeof RefundLogQuery>) {
  const where = whereOf([
    query.kind ? sql`kind = ${query.kind}` : null,
    query.sn
      ? sql`(sn ilike ${containsPattern(query.sn)} or order_sn ilike ${containsPattern(query.sn)})`
      : null,
    query.memberName ? sql`member_name ilike ${containsPattern(query.memberName)}` : null,
    query.paymentMethod ? sql`payment_method = ${query.paymentMethod}` : null,
    query.refundStatus ? sql`refund_status = ${query.refundStatus}` : null,
    ...dayRange(query.startDate, query.endDate),
  ])
  const { rows, total } = await pageFrom<RefundRow>(ctx, REFUNDS, where, query)
  return toPage(
    rows.map((r) => ({
      kind: r.kind,
      sn: r.sn,
      orderSn: r.order_sn,
      memberId: r.member_id,
      memberName: r.member_name,
      storeName: r.store_name,
      amount: fenToYuan(Number(r.amount)),
      paymentMethod: r.payment_method,
      refundWay: r.refund_way,
      refundStatus: r.refund_status,
      refundNo: r.refund_no,
      reference: r.reference,
      failure: r.failure,
      attempts: Number(r.attempts),
      refundTime: formatDateTime(r.refund_time),
      createTime: formatDateTime(r.create_time) ?? '',
      updateTime: formatDateTime(r.update_time),
    })),
    total,
    query,
  )
}

/**
 * `POST /manager/order/refundLog/{refundNo}/retry` (decision 148): a refund the gateway refused goes
 * back to PENDING and its job is queued, with the same number — the gateway's idempotency key, so
 * whatever the gateway did the first time, the money goes back at most once. Under the row's lock:
 * of two operators (or a double click), one sends it, the other gets 60426.
 */
export async function retryRefund(ctx: ManagerCtx, refundNo: string) {
  return adminWrite(ctx, { action: 'order.refund.retry', target: refundNo }, async (tx) => {
    const [row] = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundNo, refundNo))
      .for('update')
    if (!row) throw new BizError('PAYMENT_REFUND_NOT_EXIST')
    if (row.status !== 'FAILED') throw new BizError('PAYMENT_REFUND_NOT_FAILED')
    await tx
      .update(paymentRefunds)
      .set({ status: 'PENDING', updateTime: new Date() })
      .where(eq(paymentRefunds.refundNo, refundNo))
    await ctx.jobs.send(paymentRefundJob, { refundNo }, { tx })
    return {
      before: { status: row.status, lastError: row.lastError },
      after: { status: 'PENDING' },
      result: null,
    }
  })
}
