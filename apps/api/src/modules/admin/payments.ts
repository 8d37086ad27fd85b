import type { PaymentLogQuery, RefundLogQuery } from '@silk/contracts/admin-arbitration'
import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { ALL_REFUNDED_REASON } from '../../flows/after-sale-review.ts'
import { DAY_MS, formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { queryRows } from '../../shared/sql-rows.ts'

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
  kind: 'AFTER_SALE' | 'ORDER_CANCEL'
  sn: string
  order_sn: string
  member_id: string
  member_name: string
  store_name: string
  amount: number
  payment_method: string | null
  refund_way: string
  refund_status: 'WAIT' | 'DONE'
  reference: string | null
  refund_time: string | Date | null
  create_time: string | Date
}

/**
 * After-sale refunds (done, or waiting for the platform's bank transfer) and paid orders cancelled
 * before shipping (refunded to the wallet in the cancel, decision 030). `create_time` is when the
 * refund was asked for (the after-sale) or made (the cancel).
 */
const REFUNDS = sql`
  select 'AFTER_SALE' as kind, a.sn, a.order_sn, a.member_id, a.member_name, a.store_name,
         coalesce(a.actual_refund_price, a.apply_refund_price) as amount, o.payment_method,
         case when a.refund_way = 'OFFLINE' then 'OFFLINE' when o.payment_method = 'WALLET' then 'WALLET' else 'ORIGINAL' end as refund_way,
         case when a.service_status = 'COMPLETE' then 'DONE' else 'WAIT' end as refund_status,
         a.pay_order_no as reference, a.refund_time, a.create_time
    from after_sale a
    join orders o on o.sn = a.order_sn
   where a.service_status in ('COMPLETE', 'WAIT_REFUND')
  union all
  select 'ORDER_CANCEL', o.sn, o.sn, o.member_id, o.member_name, o.store_name, o.flow_price,
         o.payment_method, 'WALLET', 'DONE', null, coalesce(o.update_time, o.create_time),
         coalesce(o.update_time, o.create_time)
    from orders o
   where o.order_status = 'CANCELLED' and o.pay_status = 'PAID'
     and coalesce(o.cancel_reason, '') <> ${ALL_REFUNDED_REASON}`

/** `GET /manager/order/refundLog` (lilishop 退款流水): read-only, newest first, with filters. */
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
      reference: r.reference,
      refundTime: formatDateTime(r.refund_time),
      createTime: formatDateTime(r.create_time) ?? '',
    })),
    total,
    query,
  )
}
