import type { ManagerDistributionQuery } from '@silk/contracts/admin'
import { distributions } from '@silk/db/schema/index'
import { and, count, desc, eq, ilike } from 'drizzle-orm'
import type { z } from 'zod'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { distributionView } from './distributors.ts'

/** `GET /manager/distribution/distribution`: applications and distributors, newest first. */
export async function listDistributors(ctx: ManagerCtx, query: z.infer<typeof ManagerDistributionQuery>) {
  const where = and(
    query.memberName ? ilike(distributions.memberName, containsPattern(query.memberName)) : undefined,
    query.distributionStatus ? eq(distributions.distributionStatus, query.distributionStatus) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(distributions)
      .where(where)
      .orderBy(desc(distributions.createTime), desc(distributions.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(distributions).where(where),
  ])
  return toPage(rows.map(distributionView), total, query)
}
