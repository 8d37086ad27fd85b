import { settings } from '@silk/db/schema/system'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'

/** The BASE_SETTING row as upstream returns it: `settingValue` is a JSON string (reference §17.1). */
export async function getSiteSetting(ctx: Pick<Ctx, 'db'>) {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.id, 'BASE_SETTING'))
  if (!row) throw new BizError('PAGE_NOT_EXIST', { detail: '站点设置' })
  return {
    id: row.id,
    settingValue: JSON.stringify(row.settingValue),
    createBy: null,
    createTime: formatDateTime(row.createTime),
    updateBy: null,
    updateTime: formatDateTime(row.updateTime),
    deleteFlag: false,
  }
}
