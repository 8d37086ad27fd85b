import { regions } from '@silk/db/schema/system'
import { asc, eq } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'

/** The children of a region (`0` = the provinces), in official order. */
export async function listRegions(ctx: Pick<Ctx, 'db'>, parentId: string) {
  const rows = await ctx.db
    .select()
    .from(regions)
    .where(eq(regions.parentId, parentId))
    .orderBy(asc(regions.orderNum), asc(regions.id))
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    level: r.level,
    adCode: r.id,
    center: r.center ?? '',
    orderNum: r.orderNum,
  }))
}
