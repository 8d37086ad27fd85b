import type { BillFlowQuery, BillStatus, ManagerBillQuery, StoreBillQuery } from '@silk/contracts/settlement'
import type { DbOrTx } from '@silk/db/client'
import { billFlows, bills } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

type BillRow = typeof bills.$inferSelect
type FlowRow = typeof billFlows.$inferSelect

export function billView(b: BillRow) {
  return {
    id: b.id,
    sn: b.sn,
    storeId: b.storeId,
    storeName: b.storeName,
    startTime: formatDateTime(b.startTime) ?? '',
    endTime: formatDateTime(b.endTime) ?? '',
    orderPrice: fenToYuan(b.orderPrice),
    refundPrice: fenToYuan(b.refundPrice),
    commissionPrice: fenToYuan(b.commissionPrice),
    refundCommissionPrice: fenToYuan(b.refundCommissionPrice),
    distributionCommission: fenToYuan(b.distributionCommission),
    distributionRefundCommission: fenToYuan(b.distributionRefundCommission),
    siteCouponCommission: fenToYuan(b.siteCouponCommission),
    billPrice: fenToYuan(b.billPrice),
    orderCount: b.orderCount,
    refundCount: b.refundCount,
    billStatus: b.billStatus as BillStatus,
    payReference: b.payReference,
    checkTime: formatDateTime(b.checkTime),
    examineTime: formatDateTime(b.examineTime),
    payTime: formatDateTime(b.payTime),
    createTime: formatDateTime(b.createTime) ?? '',
  }
}

export function flowView(f: FlowRow) {
  return {
    id: f.id,
    flowType: f.flowType as 'ORDER' | 'REFUND',
    sn: f.sn,
    orderSn: f.orderSn,
    price: fenToYuan(f.price),
    commissionPrice: fenToYuan(f.commissionPrice),
    distributionCommission: fenToYuan(f.distributionCommission),
    siteCouponCommission: fenToYuan(f.siteCouponCommission),
    finalPrice: fenToYuan(f.finalPrice),
    flowTime: formatDateTime(f.flowTime) ?? '',
  }
}

async function pageOf(db: DbOrTx, where: SQL | undefined, query: z.infer<typeof StoreBillQuery>) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bills)
      .where(where)
      .orderBy(desc(bills.endTime), desc(bills.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(bills).where(where),
  ])
  return toPage(rows.map(billView), total, query)
}

/** A bill by sn, if `storeId` (the seller's) owns it; another store's bill answers as missing. */
async function billOf(db: DbOrTx, sn: string, storeId?: string): Promise<BillRow> {
  const [row] = await db
    .select()
    .from(bills)
    .where(and(eq(bills.sn, sn), storeId ? eq(bills.storeId, storeId) : undefined))
  if (!row) throw new BizError('BILL_NOT_EXIST')
  return row
}

async function flowsOf(db: DbOrTx, sn: string, query: z.infer<typeof BillFlowQuery>) {
  const where = and(
    eq(billFlows.billSn, sn),
    query.flowType ? eq(billFlows.flowType, query.flowType) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(billFlows)
      .where(where)
      .orderBy(asc(billFlows.flowTime), asc(billFlows.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(billFlows).where(where),
  ])
  return toPage(rows.map(flowView), total, query)
}

/**
 * Moves a bill from one state to the next by one conditional update, so of two calls racing only one
 * finds it still in `from`; the other answers BILL_STATUS_ERROR.
 */
async function transition(
  db: DbOrTx,
  sn: string,
  from: BillStatus,
  set: Partial<typeof bills.$inferInsert> & { billStatus: BillStatus },
  storeId?: string,
): Promise<BillRow> {
  const [row] = await db
    .update(bills)
    .set(set)
    .where(
      and(eq(bills.sn, sn), eq(bills.billStatus, from), storeId ? eq(bills.storeId, storeId) : undefined),
    )
    .returning()
  if (row) return row
  await billOf(db, sn, storeId)
  throw new BizError('BILL_STATUS_ERROR')
}

// ——— the seller (`/store/order/bill`) ———

export function listStoreBills(ctx: StoreCtx, query: z.infer<typeof StoreBillQuery>) {
  const where = and(
    eq(bills.storeId, ctx.seller.storeId),
    query.billStatus ? eq(bills.billStatus, query.billStatus) : undefined,
    query.sn ? eq(bills.sn, query.sn) : undefined,
  )
  return pageOf(ctx.db, where, query)
}

export async function getStoreBill(ctx: StoreCtx, sn: string) {
  return billView(await billOf(ctx.db, sn, ctx.seller.storeId))
}

export async function storeBillFlows(ctx: StoreCtx, sn: string, query: z.infer<typeof BillFlowQuery>) {
  await billOf(ctx.db, sn, ctx.seller.storeId)
  return flowsOf(ctx.db, sn, query)
}

/** 核对结算单: OUT → CHECK, once. */
export async function confirmStoreBill(ctx: StoreCtx, sn: string) {
  const row = await transition(
    ctx.db,
    sn,
    'OUT',
    { billStatus: 'CHECK', checkTime: new Date() },
    ctx.seller.storeId,
  )
  return billView(row)
}

/** The bill and every line, for the CSV download. */
export async function storeBillExport(ctx: StoreCtx, sn: string) {
  const bill = await billOf(ctx.db, sn, ctx.seller.storeId)
  const lines = await ctx.db
    .select()
    .from(billFlows)
    .where(eq(billFlows.billSn, sn))
    .orderBy(asc(billFlows.flowTime), asc(billFlows.id))
  return { bill, lines }
}

// ——— the operator (`/manager/order/bill`) ———

export function listBills(ctx: ManagerCtx, query: z.infer<typeof ManagerBillQuery>) {
  const where = and(
    query.billStatus ? eq(bills.billStatus, query.billStatus) : undefined,
    query.sn ? eq(bills.sn, query.sn) : undefined,
    query.storeName ? ilike(bills.storeName, containsPattern(query.storeName)) : undefined,
  )
  return pageOf(ctx.db, where, query)
}

export async function getBill(ctx: ManagerCtx, sn: string) {
  return billView(await billOf(ctx.db, sn))
}

export async function billFlowsOf(ctx: ManagerCtx, sn: string, query: z.infer<typeof BillFlowQuery>) {
  await billOf(ctx.db, sn)
  return flowsOf(ctx.db, sn, query)
}

/** 审核: CHECK → EXAMINE, once, logged. */
export function examineBill(ctx: ManagerCtx, sn: string) {
  return adminWrite(ctx, { action: 'bill.examine', target: sn }, async (tx) => {
    const row = await transition(tx, sn, 'CHECK', { billStatus: 'EXAMINE', examineTime: new Date() })
    return {
      before: { sn, billStatus: 'CHECK' },
      after: { sn, billStatus: 'EXAMINE' },
      result: billView(row),
    }
  })
}

/** 付款: EXAMINE → PAY with the transfer's reference, once, logged; the seller sees both. */
export function payBill(ctx: ManagerCtx, sn: string, payReference: string) {
  return adminWrite(ctx, { action: 'bill.pay', target: sn }, async (tx) => {
    const row = await transition(tx, sn, 'EXAMINE', { billStatus: 'PAY', payTime: new Date(), payReference })
    return {
      before: { sn, billStatus: 'EXAMINE' },
      after: { sn, billStatus: 'PAY', payReference, billPrice: fenToYuan(row.billPrice) },
      result: billView(row),
    }
  })
}
