import type {
  DifferenceQuery,
  ReconcileRunBody,
  ReconciliationQuery,
  ResolveDifferenceBody,
} from '@silk/contracts/reconciliation'
import { paymentIntents, reconciliationDifferences, reconciliationRuns } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { DAY_MS, formatDate, formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { GatewayError } from './alipay.ts'
import { BillError } from './bills.ts'
import { RECONCILED_GATEWAYS, reconcileDay, reconciled } from './reconcile.ts'

const yuan = (fen: number | null) => (fen === null ? null : fenToYuan(fen))

/** `GET /manager/order/reconciliation`: each gateway's reconciled days, newest first, with their counts. */
export async function listReconciliations(ctx: ManagerCtx, query: z.infer<typeof ReconciliationQuery>) {
  const where = and(
    query.provider ? eq(reconciliationRuns.provider, query.provider) : undefined,
    query.startDate ? gte(reconciliationRuns.billDate, query.startDate) : undefined,
    query.endDate ? lte(reconciliationRuns.billDate, query.endDate) : undefined,
  )
  // Correlated by hand: the run's columns qualified by its table, the difference's by an alias.
  const counted = (open: boolean) =>
    sql<number>`(select count(*)::int from reconciliation_difference x where x.provider = "reconciliation_run"."provider" and x.bill_date = "reconciliation_run"."bill_date"${open ? sql` and x.status = 'OPEN'` : sql``})`
  const differences = counted(false)
  const open = counted(true)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ run: reconciliationRuns, differences, open })
      .from(reconciliationRuns)
      .where(where)
      .orderBy(desc(reconciliationRuns.billDate), asc(reconciliationRuns.provider))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(reconciliationRuns).where(where),
  ])
  return {
    ...toPage(
      rows.map(({ run, differences, open }) => ({
        id: run.id,
        provider: run.provider as (typeof RECONCILED_GATEWAYS)[number],
        billDate: run.billDate,
        status: run.status as 'READY' | 'UNAVAILABLE',
        reason: run.reason,
        gatewayPayments: run.gatewayPayments,
        gatewayRefunds: run.gatewayRefunds,
        matched: run.matched,
        paymentTotal: fenToYuan(run.paymentTotal),
        refundTotal: fenToYuan(run.refundTotal),
        differences: Number(differences),
        open: Number(open),
        runs: run.runs,
        runTime: formatDateTime(run.runTime) ?? '',
      })),
      total,
      query,
    ),
    gateways: RECONCILED_GATEWAYS.filter((g) => reconciled(ctx.config, g)),
  }
}

type DifferenceRow = typeof reconciliationDifferences.$inferSelect
const toDifference = (d: DifferenceRow, intent: { orderType: string; sn: string } | null) => ({
  id: d.id,
  provider: d.provider as (typeof RECONCILED_GATEWAYS)[number],
  billDate: d.billDate,
  kind: d.kind as 'PAYMENT' | 'REFUND',
  type: d.type as 'MISSING_LOCAL' | 'MISSING_GATEWAY' | 'AMOUNT_DIFFERS',
  key: d.key,
  outTradeNo: d.outTradeNo,
  providerNo: d.providerNo,
  gatewayAmount: yuan(d.gatewayAmount),
  localAmount: yuan(d.localAmount),
  localStatus: d.localStatus,
  orderType: intent?.orderType ?? null,
  sn: intent?.sn ?? null,
  status: d.status as 'OPEN' | 'RESOLVED',
  note: d.note,
  resolverName: d.resolverName,
  resolvedTime: formatDateTime(d.resolvedTime),
  createTime: formatDateTime(d.createTime) ?? '',
})

/** `GET /manager/order/reconciliation/differences`: open ones first, then newest days first. */
export async function listDifferences(ctx: ManagerCtx, query: z.infer<typeof DifferenceQuery>) {
  const d = reconciliationDifferences
  const where = and(
    query.provider ? eq(d.provider, query.provider) : undefined,
    query.billDate ? eq(d.billDate, query.billDate) : undefined,
    query.status ? eq(d.status, query.status) : undefined,
    query.type ? eq(d.type, query.type) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({ d, orderType: paymentIntents.orderType, sn: paymentIntents.sn })
      .from(d)
      .leftJoin(paymentIntents, eq(paymentIntents.outTradeNo, d.outTradeNo))
      .where(where)
      .orderBy(desc(sql`${d.status} = 'OPEN'`), desc(d.billDate), asc(d.provider), asc(d.kind), asc(d.key))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(d).where(where),
  ])
  return toPage(
    rows.map((r) => toDifference(r.d, r.orderType && r.sn ? { orderType: r.orderType, sn: r.sn } : null)),
    total,
    query,
  )
}

/**
 * `PUT /manager/order/reconciliation/differences/{id}/resolve`: the operator says what was done (a
 * payment credited by hand, a refund sent again, the gateway asked…); who and when are kept. Once.
 */
export async function resolveDifference(
  ctx: ManagerCtx,
  id: string,
  body: z.infer<typeof ResolveDifferenceBody>,
) {
  return adminWrite(ctx, { action: 'order.reconcile.resolve', target: id }, async (tx) => {
    const [row] = await tx
      .select()
      .from(reconciliationDifferences)
      .where(eq(reconciliationDifferences.id, id))
      .for('update')
    if (!row) throw new BizError('RECONCILE_DIFFERENCE_NOT_EXIST', { status: 404 })
    if (row.status !== 'OPEN') throw new BizError('RECONCILE_ALREADY_RESOLVED')
    const [done] = await tx
      .update(reconciliationDifferences)
      .set({
        status: 'RESOLVED',
        note: body.note,
        resolvedBy: ctx.admin.id,
        resolverName: ctx.admin.username,
        resolvedTime: new Date(),
      })
      .where(eq(reconciliationDifferences.id, id))
      .returning()
    const [intent] = await tx
      .select({ orderType: paymentIntents.orderType, sn: paymentIntents.sn })
      .from(paymentIntents)
      .where(eq(paymentIntents.outTradeNo, row.outTradeNo))
    return {
      before: { status: row.status, type: row.type, key: row.key },
      after: { status: 'RESOLVED', note: body.note },
      result: toDifference(done, intent ?? null),
    }
  })
}

/**
 * `POST /manager/order/reconciliation/run`: reads a gateway's bill of a day again now (after the
 * gateway had none in the morning, or after fixing what a difference showed). Days up to today and
 * within the three months the gateways keep bills for.
 */
export async function rerunReconciliation(ctx: ManagerCtx, body: z.infer<typeof ReconcileRunBody>) {
  const today = formatDate(Date.now()) as string
  const earliest = formatDate(Date.now() - 92 * DAY_MS) as string
  // Today may be asked: the gateway then says it has no bill yet, and the page shows it.
  if (body.billDate > today || body.billDate < earliest) throw new BizError('RECONCILE_BILL_DATE')
  if (!reconciled(ctx.config, body.provider)) throw new BizError('RECONCILE_GATEWAY_OFF')
  let result: Awaited<ReturnType<typeof reconcileDay>>
  try {
    result = await reconcileDay(ctx, body.provider, body.billDate)
  } catch (error) {
    ctx.log.warn({ err: error, ...body }, 'reconciliation failed')
    if (error instanceof BillError || error instanceof GatewayError || error instanceof TypeError)
      throw new BizError('RECONCILE_BILL_FAILED')
    throw error
  }
  // The rerun is logged like any operator write (its result is the gateway's, written by reconcileDay).
  await adminWrite(
    ctx,
    { action: 'order.reconcile.run', target: `${body.provider}:${body.billDate}` },
    async () => ({
      after: result,
      result: null,
    }),
  )
  if (result.status === 'NOT_CONFIGURED') throw new BizError('RECONCILE_GATEWAY_OFF')
  return result.status === 'UNAVAILABLE'
    ? { status: 'UNAVAILABLE' as const, reason: result.reason, lines: 0, matched: 0, differences: 0 }
    : {
        status: 'READY' as const,
        reason: null,
        lines: result.lines,
        matched: result.matched,
        differences: result.differences,
      }
}
