import { settings } from '@silk/db/schema/system'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'

/**
 * `GET /common/common/IM`: where the customer-service chat is (reference §17.1). An address the
 * operator set in IM_SETTING (an external service) wins; otherwise, while the built-in chat is on
 * (`CHAT_ENABLED`, decision 142), its full-screen page `/im` on this site, which lilishop's client
 * opens with `?id={storeId}[&goodsId=&skuId=]` (the `token` it also appends is dropped at once: the
 * page signs in with the site's own login). 1006 when neither.
 */
export async function getImUrl(ctx: Pick<Ctx, 'db' | 'config'>): Promise<string> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.id, 'IM_SETTING'))
  const url = (row?.settingValue as { httpUrl?: string } | undefined)?.httpUrl
  if (url) return url
  if (ctx.config.CHAT_ENABLED) return `${ctx.config.PUBLIC_ORIGIN.replace(/\/+$/, '')}/im`
  throw new BizError('IM_NOT_SETTING')
}
