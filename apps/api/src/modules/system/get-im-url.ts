import { settings } from '@silk/db/schema/system'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { BizError } from '../../shared/errors.ts'

/** The customer-service chat URL from IM_SETTING; 1006 when none is configured (reference §17.1). */
export async function getImUrl(ctx: Pick<Ctx, 'db'>): Promise<string> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.id, 'IM_SETTING'))
  const url = (row?.settingValue as { httpUrl?: string } | undefined)?.httpUrl
  if (!url) throw new BizError('IM_NOT_SETTING')
  return url
}
