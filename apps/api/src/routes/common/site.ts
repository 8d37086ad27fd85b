import { SiteSetting } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { getSiteSetting } from '../../modules/system/get-site-setting.ts'
import { onChange } from '../../shared/change-feed.ts'
import { serializedCache } from '../../shared/serialized-cache.ts'

export async function siteRoutes(app: FastifyInstance) {
  // Read on every page view by every client: loaded and serialized at most every 30 s per node.
  const cached = serializedCache(app, SiteSetting, () => getSiteSetting({ db: app.services.database.db }), 30)
  // The operator changed the name or logo: the next page renders them (other nodes within 30 s).
  const unsubscribe = onChange((change) => change.kind === 'site' && cached.clear())
  app.addHook('onClose', async () => unsubscribe())
  app.withTypeProvider<ZodTypeProvider>().get(
    '/common/common/site',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['common'],
        summary: '站点基础设置 (BASE_SETTING)',
        response: { 200: envelope(SiteSetting) },
      },
    },
    (_request, reply) => cached(reply, 'BASE_SETTING'),
  )
}
