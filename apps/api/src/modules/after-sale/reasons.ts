import type { ReasonType } from '@silk/contracts/after-sale'
import { afterSaleReasons } from '@silk/db/schema/index'
import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { toPage } from '../../shared/paging.ts'

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

/**
 * `GET /manager/order/afterSaleReason/getByPage?serviceType=` (lilishop 售后原因): the same reasons as a
 * page, with lilishop's `createBy` (seeded by the platform). Reasons are seeded, not edited, here.
 */
export async function pageReasons(
  ctx: Pick<Ctx, 'db'>,
  query: { serviceType: z.infer<typeof ReasonType>; pageNumber: number; pageSize: number },
) {
  const all = await listReasons(ctx, query.serviceType)
  const start = (query.pageNumber - 1) * query.pageSize
  const records = all.slice(start, start + query.pageSize).map((r) => ({ ...r, createBy: 'admin' }))
  return toPage(records, all.length, query)
}
