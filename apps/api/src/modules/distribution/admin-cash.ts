import type { ManagerDistributionCashQuery } from '@silk/contracts/admin'
import { distributionCashes } from '@silk/db/schema/index'
import { and, eq, ilike } from 'drizzle-orm'
import type { z } from 'zod'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern } from '../../shared/paging.ts'
import { cashPage } from './cash.ts'

/**
 * `GET /manager/distribution/cash/getByPage` (佣金提现): every distributor's cash-outs, newest first.
 * They are paid into the wallet when made (decision 080), so the operator reads them; there is no review.
 */
export async function listAllDistributionCash(
  ctx: ManagerCtx,
  query: z.infer<typeof ManagerDistributionCashQuery>,
) {
  const where = and(
    query.memberName
      ? ilike(distributionCashes.distributionName, containsPattern(query.memberName))
      : undefined,
    query.sn ? eq(distributionCashes.sn, query.sn) : undefined,
    query.distributionCashStatus
      ? eq(distributionCashes.distributionCashStatus, query.distributionCashStatus)
      : undefined,
  )
  return cashPage(ctx.db, where, query)
}
