import type { DistributionCash } from '@silk/contracts/distribution'
import type { PageQuery } from '@silk/contracts/paging'
import type { Db } from '@silk/db/client'
import { distributionCashes } from '@silk/db/schema/index'
import { count, desc, eq, type SQL } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { distributionOf, maskAccount, maskId } from './distributors.ts'
import { requireOpen } from './setting.ts'

export function cashView(r: typeof distributionCashes.$inferSelect): DistributionCash {
  return {
    id: r.id,
    sn: r.sn,
    distributionId: r.distributionId,
    distributionName: r.distributionName,
    price: fenToYuan(r.price),
    payTime: formatDateTime(r.payTime),
    distributionCashStatus: r.distributionCashStatus as DistributionCash['distributionCashStatus'],
    name: r.name,
    idNumber: maskId(r.idNumber),
    settlementBankAccountName: r.settlementBankAccountName,
    settlementBankAccountNum: maskAccount(r.settlementBankAccountNum),
    settlementBankBranchName: r.settlementBankBranchName,
    createTime: formatDateTime(r.createTime) ?? '',
  }
}

/** `GET /buyer/distribution/cash`: the caller's own cash-outs, newest first (empty if never applied). */
export async function listDistributionCash(ctx: BuyerCtx, query: PageQuery) {
  await requireOpen(ctx.db)
  const me = await distributionOf(ctx.db, ctx.member.id)
  if (!me) return toPage([], 0, query)
  return cashPage(ctx.db, eq(distributionCashes.distributionId, me.id), query)
}

/** One page of the cash-outs `where` picks, newest first: a distributor's own, or the operator's list. */
export async function cashPage(db: Db, where: SQL | undefined, query: PageQuery) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(distributionCashes)
      .where(where)
      .orderBy(desc(distributionCashes.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(distributionCashes).where(where),
  ])
  return toPage(rows.map(cashView), total, query)
}
