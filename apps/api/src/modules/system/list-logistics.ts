import { logistics } from '@silk/db/schema/system'
import { asc, eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'

/**
 * Carriers, enabled ones by default; domestic express first (the seeded sort order). With `page`, that
 * page of them (the buyer's call pages as the specification says: 1 of 200).
 */
export async function listLogistics(
  ctx: Pick<Ctx, 'db'>,
  disabled: 'OPEN' | 'CLOSE' = 'OPEN',
  page?: { pageNumber: number; pageSize: number },
) {
  const query = ctx.db
    .select()
    .from(logistics)
    .where(eq(logistics.disabled, disabled))
    .orderBy(asc(logistics.sort), asc(logistics.code))
  const rows = page
    ? await query.limit(page.pageSize).offset((page.pageNumber - 1) * page.pageSize)
    : await query
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
