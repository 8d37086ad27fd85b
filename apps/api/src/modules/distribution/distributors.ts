import type { Distribution, DistributionApply, DistributionStatus } from '@silk/contracts/distribution'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { distributionBindings, distributions } from '@silk/db/schema/index'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { DAY_MS, formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { fenToYuan } from '../../shared/money.ts'
import { requireOpen } from './setting.ts'

export type DistributionRow = typeof distributions.$inferSelect
type ApplyInput = z.output<typeof DistributionApply>

/** Id and account numbers leave the server masked: the first 3 and last 4 characters only. */
export const maskId = (id: string) =>
  id.length > 7 ? `${id.slice(0, 3)}${'*'.repeat(id.length - 7)}${id.slice(-4)}` : id
export const maskAccount = (n: string) => (n.length > 4 ? `${'*'.repeat(n.length - 4)}${n.slice(-4)}` : n)

export function distributionView(row: DistributionRow): Distribution {
  return {
    id: row.id,
    memberId: row.memberId,
    memberName: row.memberName,
    name: row.name,
    idNumber: maskId(row.idNumber),
    rebateTotal: fenToYuan(row.rebateTotal),
    canRebate: fenToYuan(row.canRebate),
    commissionFrozen: fenToYuan(row.commissionFrozen),
    distributionOrderCount: row.distributionOrderCount,
    distributionOrderPrice: fenToYuan(row.distributionOrderPrice),
    distributionStatus: row.distributionStatus as DistributionStatus,
    settlementBankAccountName: row.settlementBankAccountName,
    settlementBankAccountNum: maskAccount(row.settlementBankAccountNum),
    settlementBankBranchName: row.settlementBankBranchName,
    createTime: formatDateTime(row.createTime) ?? '',
    updateTime: formatDateTime(row.updateTime),
  }
}

export async function distributionOf(db: DbOrTx, memberId: string, lock = false) {
  const query = db.select().from(distributions).where(eq(distributions.memberId, memberId))
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

/** The caller's record if it is PASS; 22001 otherwise (reference §14: goods and cash need it). */
export async function requirePassDistributor(ctx: BuyerCtx): Promise<DistributionRow> {
  await requireOpen(ctx.db)
  const row = await distributionOf(ctx.db, ctx.member.id)
  if (row?.distributionStatus !== 'PASS') throw new BizError('DISTRIBUTION_NOT_EXIST')
  return row
}

/** `GET /buyer/distribution/distribution`: mine, or null when the member never applied. */
export async function myDistribution(ctx: BuyerCtx): Promise<Distribution | null> {
  await requireOpen(ctx.db)
  const row = await distributionOf(ctx.db, ctx.member.id)
  return row ? distributionView(row) : null
}

/**
 * `POST /buyer/distribution/distribution`. A first application starts at APPLY with zero totals; a
 * REFUSE or RETREAT record is re-submitted as APPLY (keeping its money); anything else is 22002.
 * Both paths are single conditional statements, so a double submit cannot create two records.
 */
export async function applyDistribution(ctx: BuyerCtx, input: ApplyInput): Promise<Distribution> {
  await requireOpen(ctx.db)
  const fields = {
    name: input.name,
    idNumber: input.idNumber,
    settlementBankAccountName: input.settlementBankAccountName,
    settlementBankAccountNum: input.settlementBankAccountNum,
    settlementBankBranchName: input.settlementBankBranchName,
  }
  const [created] = await ctx.db
    .insert(distributions)
    .values({ id: nextId(), memberId: ctx.member.id, memberName: memberName(ctx.member), ...fields })
    .onConflictDoNothing({ target: distributions.memberId })
    .returning()
  if (created) return distributionView(created)
  const [resubmitted] = await ctx.db
    .update(distributions)
    .set({
      ...fields,
      memberName: memberName(ctx.member),
      distributionStatus: 'APPLY',
      updateTime: new Date(),
    })
    .where(
      and(
        eq(distributions.memberId, ctx.member.id),
        inArray(distributions.distributionStatus, ['REFUSE', 'RETREAT']),
      ),
    )
    .returning()
  if (!resubmitted) throw new BizError('DISTRIBUTION_IS_APPLY')
  return distributionView(resubmitted)
}

/**
 * `GET /buyer/distribution/distribution/bindingDistribution/{id}`: binds the caller to a PASS
 * distributor for `distributionDay` days, as a row (every node sees it). A standing binding to
 * another distributor is kept until it expires (the first share link wins its window); the same
 * distributor's link renews it. One's own link binds nothing. Returns whether the caller is now
 * bound to that distributor.
 */
export async function bindDistribution(ctx: BuyerCtx, distributionId: string): Promise<boolean> {
  const setting = await requireOpen(ctx.db)
  const [target] = await ctx.db.select().from(distributions).where(eq(distributions.id, distributionId))
  if (target?.distributionStatus !== 'PASS') throw new BizError('DISTRIBUTION_NOT_EXIST')
  if (target.memberId === ctx.member.id || setting.distributionDay <= 0) return false
  const now = new Date()
  const expireTime = new Date(now.getTime() + setting.distributionDay * DAY_MS)
  const [bound] = await ctx.db
    .insert(distributionBindings)
    .values({ memberId: ctx.member.id, distributionId, expireTime })
    .onConflictDoUpdate({
      target: distributionBindings.memberId,
      set: { distributionId, expireTime, createTime: now },
      // Replace only an expired binding or renew the same distributor's.
      setWhere: sql`${distributionBindings.expireTime} <= now() or ${distributionBindings.distributionId} = ${distributionId}`,
    })
    .returning({ distributionId: distributionBindings.distributionId })
  return bound?.distributionId === distributionId
}

/**
 * The id of the PASS distributor a buyer is bound to now (never the buyer's own record), or null, as a
 * scalar subquery over the parameter that holds the buyer's member id (`member`, e.g. `$1`).
 * Checkout reads it together with the cart, in one statement (commission is fixed at checkout).
 */
export const boundDistributorIdSql = (member: string) =>
  `(select d.id from distribution_binding b join distribution d on d.id = b.distribution_id
    where b.member_id = ${member} and d.distribution_status = 'PASS' and b.expire_time > now()
      and d.member_id <> ${member})`
