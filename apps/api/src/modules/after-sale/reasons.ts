import type { ReasonType } from '@silk/contracts/after-sale'
import { afterSaleReasons } from '@silk/db/schema/index'
import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'

/** The reasons of one service type in their seeded order (cancel dialog, after-sale and complaint forms). */
export async function listReasons(ctx: Pick<Ctx, 'db'>, serviceType: z.infer<typeof ReasonType>) {
  const rows = await ctx.db
    .select()
    .from(afterSaleReasons)
    .where(eq(afterSaleReasons.serviceType, serviceType))
    .orderBy(asc(afterSaleReasons.sort), asc(afterSaleReasons.id))
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    serviceType,
    createTime: formatDateTime(r.createTime)!,
  }))
}
