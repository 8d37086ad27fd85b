import { logistics } from '@silk/db/schema/system'
import { asc, eq } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { formatDateTime } from '../../shared/dates.ts'

/** Carriers, enabled ones by default; domestic express first (the seeded sort order). */
export async function listLogistics(ctx: Pick<Ctx, 'db'>, disabled: 'OPEN' | 'CLOSE' = 'OPEN') {
  const rows = await ctx.db
    .select()
    .from(logistics)
    .where(eq(logistics.disabled, disabled))
    .orderBy(asc(logistics.sort), asc(logistics.code))
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
    standBy: r.standBy,
    formItems: r.formItems,
    disabled: r.disabled,
    international: r.international,
    createTime: formatDateTime(r.createTime)!,
  }))
}
