import { nextId } from '@silk/db/ids'
import {
  paymentIntents,
  paymentRefunds,
  reconciliationDifferences,
  reconciliationLines,
  reconciliationRuns,
} from '@silk/db/schema/index'
import { and, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { DAY_MS, formatDate, parseChinaDateTime } from '../../shared/dates.ts'
import type { BillLine } from './bills.ts'
import { providerFor } from './gateways.ts'

/** The gateways that publish a trade bill (decision 149). */
export const RECONCILED_GATEWAYS = ['alipay', 'wechat'] as const
export type Gateway = (typeof RECONCILED_GATEWAYS)[number]

type ReconcileCtx = Pick<Ctx, 'db' | 'config' | 'log'>

export interface Difference {
  kind: 'PAYMENT' | 'REFUND'
  type: 'MISSING_LOCAL' | 'MISSING_GATEWAY' | 'AMOUNT_DIFFERS'
  key: string
  outTradeNo: string
  providerNo: string | null
  gatewayAmount: number | null
  localAmount: number | null
  localStatus: string | null
}

export type ReconcileResult =
  | { status: 'NOT_CONFIGURED' }
  | { status: 'UNAVAILABLE'; reason: string }
  | { status: 'READY'; lines: number; matched: number; differences: number }

const methodOf = (gateway: Gateway) => (gateway === 'alipay' ? 'ALIPAY' : 'WECHAT')

/** Whether the gateway runs for real under this configuration (the sandbox has no bills). */
export const reconciled = (config: ReconcileCtx['config'], gateway: Gateway) =>
  providerFor(config, methodOf(gateway)).name === gateway

/** Yesterday in China time: the day whose bills the morning job reads. */
export const yesterday = (now = Date.now()) => formatDate(now - DAY_MS) as string

/**
 * Reconciles one gateway's trade bill of one day (`yyyy-MM-dd`, China time) with our payment and
 * refund log (decision 149). Every line of the bill is looked up by its key (a payment's out_trade_no,
 * a refund's number) whatever day we recorded it: paid or refunded there but not here is MISSING_LOCAL,
 * other amounts AMOUNT_DIFFERS. Our payments paid and refunds made that day that the bill lacks — and
 * that no other day's bill of that gateway holds (a payment near midnight) — are MISSING_GATEWAY.
 *
 * The bill is fetched outside any transaction; the result is written in one, under the lock of the
 * day's run row, so a rerun or a second node doing the same day at once leaves one result set: lines
 * replaced, differences merged (a resolved one keeps its note; an open one no longer found goes).
 */
export async function reconcileDay(
  ctx: ReconcileCtx,
  gateway: Gateway,
  billDate: string,
): Promise<ReconcileResult> {
  const provider = providerFor(ctx.config, methodOf(gateway))
  if (provider.name !== gateway || !provider.tradeBill) return { status: 'NOT_CONFIGURED' }
  const start = parseChinaDateTime(billDate)
  if (!start) throw new Error(`bad bill date ${billDate}`)
  const end = new Date(start.getTime() + DAY_MS)
  const bill = await provider.tradeBill(billDate)
  if (bill.status === 'UNAVAILABLE') {
    // Kept as the day's state only while the day has no bill read (a later rerun may find one).
    await ctx.db
      .insert(reconciliationRuns)
      .values({
        id: nextId(),
        provider: gateway,
        billDate,
        status: 'UNAVAILABLE',
        reason: bill.reason,
        runs: 1,
      })
      .onConflictDoUpdate({
        target: [reconciliationRuns.provider, reconciliationRuns.billDate],
        set: {
          reason: bill.reason.slice(0, 300),
          runs: sql`${reconciliationRuns.runs} + 1`,
          runTime: new Date(),
        },
        setWhere: eq(reconciliationRuns.status, 'UNAVAILABLE'),
      })
    return { status: 'UNAVAILABLE', reason: bill.reason }
  }
  // One line per kind and key (a repeated line is counted once).
  const lines = [...new Map(bill.lines.map((l) => [`${l.kind}|${l.key}`, l])).values()]
  const payments = lines.filter((l) => l.kind === 'PAYMENT')
  const refunds = lines.filter((l) => l.kind === 'REFUND')

  const intents = await ctx.db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.provider, gateway),
        or(
          payments.length
            ? inArray(
                paymentIntents.outTradeNo,
                payments.map((l) => l.key),
              )
            : undefined,
          and(
            eq(paymentIntents.status, 'PAID'),
            gte(paymentIntents.paidTime, start),
            lt(paymentIntents.paidTime, end),
          ),
        ),
      ),
    )
  const ourRefunds = await ctx.db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.provider, gateway),
        or(
          refunds.length
            ? inArray(
                paymentRefunds.refundNo,
                refunds.map((l) => l.key),
              )
            : undefined,
          // Refunds the gateway took that day: done, or still pending with the gateway's number.
          and(
            or(
              eq(paymentRefunds.status, 'SUCCESS'),
              and(eq(paymentRefunds.status, 'PENDING'), isNotNull(paymentRefunds.providerRefundNo)),
            ),
            gte(sql`coalesce(${paymentRefunds.refundTime}, ${paymentRefunds.updateTime})`, start),
            lt(sql`coalesce(${paymentRefunds.refundTime}, ${paymentRefunds.updateTime})`, end),
          ),
        ),
      ),
    )
  const intentOf = new Map(intents.map((i) => [i.outTradeNo, i]))
  const refundOf = new Map(ourRefunds.map((r) => [r.refundNo, r]))
  const differences: Difference[] = []
  let matched = 0
  const compare = (line: BillLine, local: { amount: number; status: string } | undefined, ok: boolean) => {
    const base = {
      kind: line.kind,
      key: line.key,
      outTradeNo: line.outTradeNo,
      providerNo: line.providerNo,
      gatewayAmount: line.amount,
      localAmount: local?.amount ?? null,
      localStatus: local?.status ?? null,
    }
    if (!local || !ok) differences.push({ ...base, type: 'MISSING_LOCAL' })
    else if (local.amount !== line.amount) differences.push({ ...base, type: 'AMOUNT_DIFFERS' })
    else matched++
  }
  for (const line of payments) {
    const local = intentOf.get(line.key)
    compare(line, local, local?.status === 'PAID')
  }
  for (const line of refunds) {
    const local = refundOf.get(line.key)
    compare(line, local, local !== undefined && local.status !== 'FAILED')
  }
  const inBill = new Set(lines.map((l) => `${l.kind}|${l.key}`))
  const absent: Difference[] = [
    ...intents
      .filter((i) => i.status === 'PAID' && !inBill.has(`PAYMENT|${i.outTradeNo}`))
      .map((i) => ({
        kind: 'PAYMENT' as const,
        key: i.outTradeNo,
        outTradeNo: i.outTradeNo,
        providerNo: i.providerTradeNo,
        localAmount: i.amount,
        localStatus: i.status,
      })),
    ...ourRefunds
      .filter((r) => r.status !== 'FAILED' && !inBill.has(`REFUND|${r.refundNo}`))
      .map((r) => ({
        kind: 'REFUND' as const,
        key: r.refundNo,
        outTradeNo: r.outTradeNo,
        providerNo: r.providerRefundNo,
        localAmount: r.amount,
        localStatus: r.status,
      })),
  ].map((d) => ({ ...d, type: 'MISSING_GATEWAY' as const, gatewayAmount: null }))
  // Another day's bill of this gateway may hold them (paid just before or after midnight).
  const elsewhere = absent.length
    ? await ctx.db
        .select({ kind: reconciliationLines.kind, key: reconciliationLines.key })
        .from(reconciliationLines)
        .where(
          and(
            eq(reconciliationLines.provider, gateway),
            ne(reconciliationLines.billDate, billDate),
            inArray(
              reconciliationLines.key,
              absent.map((d) => d.key),
            ),
          ),
        )
    : []
  const seen = new Set(elsewhere.map((l) => `${l.kind}|${l.key}`))
  differences.push(...absent.filter((d) => !seen.has(`${d.kind}|${d.key}`)))

  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(reconciliationRuns)
      .values({ id: nextId(), provider: gateway, billDate, status: 'READY' })
      .onConflictDoNothing()
    // The day's lock: a second run of the same day (another node, a rerun) waits here.
    await tx
      .select({ id: reconciliationRuns.id })
      .from(reconciliationRuns)
      .where(and(eq(reconciliationRuns.provider, gateway), eq(reconciliationRuns.billDate, billDate)))
      .for('update')
    await tx
      .delete(reconciliationLines)
      .where(and(eq(reconciliationLines.provider, gateway), eq(reconciliationLines.billDate, billDate)))
    for (let i = 0; i < lines.length; i += 500)
      await tx.insert(reconciliationLines).values(
        lines.slice(i, i + 500).map((l) => ({
          provider: gateway,
          billDate,
          kind: l.kind,
          key: l.key.slice(0, 64),
          outTradeNo: l.outTradeNo.slice(0, 64),
          providerNo: l.providerNo.slice(0, 64),
          amount: l.amount,
          time: l.time.slice(0, 20),
        })),
      )
    const existing = await tx
      .select()
      .from(reconciliationDifferences)
      .where(
        and(
          eq(reconciliationDifferences.provider, gateway),
          eq(reconciliationDifferences.billDate, billDate),
        ),
      )
    const before = new Map(existing.map((d) => [`${d.kind}|${d.key}`, d]))
    const now = new Set<string>()
    for (const d of differences) {
      const id = `${d.kind}|${d.key}`
      now.add(id)
      const old = before.get(id)
      const values = {
        type: d.type,
        outTradeNo: d.outTradeNo.slice(0, 64),
        providerNo: d.providerNo?.slice(0, 64) ?? null,
        gatewayAmount: d.gatewayAmount,
        localAmount: d.localAmount,
        localStatus: d.localStatus,
      }
      if (!old) {
        await tx.insert(reconciliationDifferences).values({
          id: nextId(),
          provider: gateway,
          billDate,
          kind: d.kind,
          key: d.key.slice(0, 64),
          ...values,
        })
      } else if (
        old.type !== d.type ||
        old.gatewayAmount !== d.gatewayAmount ||
        old.localAmount !== d.localAmount ||
        old.localStatus !== d.localStatus
      ) {
        // The same difference keeps its resolution; a different one is open again.
        const same =
          old.type === d.type && old.gatewayAmount === d.gatewayAmount && old.localAmount === d.localAmount
        await tx
          .update(reconciliationDifferences)
          .set(
            same
              ? values
              : {
                  ...values,
                  status: 'OPEN',
                  note: null,
                  resolvedBy: null,
                  resolverName: null,
                  resolvedTime: null,
                },
          )
          .where(eq(reconciliationDifferences.id, old.id))
      }
    }
    const gone = existing.filter((d) => d.status === 'OPEN' && !now.has(`${d.kind}|${d.key}`))
    if (gone.length)
      await tx.delete(reconciliationDifferences).where(
        inArray(
          reconciliationDifferences.id,
          gone.map((d) => d.id),
        ),
      )
    // Our payment another day called missing at the gateway is in this bill: not a difference after all.
    if (lines.length)
      await tx.delete(reconciliationDifferences).where(
        and(
          eq(reconciliationDifferences.provider, gateway),
          ne(reconciliationDifferences.billDate, billDate),
          eq(reconciliationDifferences.type, 'MISSING_GATEWAY'),
          eq(reconciliationDifferences.status, 'OPEN'),
          inArray(
            reconciliationDifferences.key,
            lines.map((l) => l.key),
          ),
        ),
      )
    await tx
      .update(reconciliationRuns)
      .set({
        status: 'READY',
        reason: null,
        gatewayPayments: payments.length,
        gatewayRefunds: refunds.length,
        matched,
        paymentTotal: payments.reduce((s, l) => s + l.amount, 0),
        refundTotal: refunds.reduce((s, l) => s + l.amount, 0),
        runs: sql`${reconciliationRuns.runs} + 1`,
        runTime: new Date(),
      })
      .where(and(eq(reconciliationRuns.provider, gateway), eq(reconciliationRuns.billDate, billDate)))
  })
  return { status: 'READY', lines: lines.length, matched, differences: differences.length }
}

/** The morning job: yesterday's bill of every gateway that runs for real. */
export async function reconcileYesterday(ctx: ReconcileCtx, billDate = yesterday()) {
  const results: Record<string, ReconcileResult> = {}
  const failures: string[] = []
  for (const gateway of RECONCILED_GATEWAYS) {
    if (!reconciled(ctx.config, gateway)) continue
    // One gateway failing does not keep the other's bill from being read; the run fails after both.
    try {
      results[gateway] = await reconcileDay(ctx, gateway, billDate)
    } catch (error) {
      failures.push(`${gateway}: ${(error as Error).message}`)
    }
  }
  if (failures.length) throw new Error(`reconciliation ${billDate}: ${failures.join('; ')}`)
  return { billDate, results }
}
