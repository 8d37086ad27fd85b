import { NavEntry } from '@silk/contracts/content-admin'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listNavEntries } from '../../../modules/system/admin-nav.ts'
import { onChange } from '../../../shared/change-feed.ts'
import { serializedCache } from '../../../shared/serialized-cache.ts'

/**
 * The header's navigation row as the operator keeps it (decision 168). Every page's root loader asks
 * for it: one prepared answer per node for 30 s, dropped when the operator changes content.
 */
export async function navRoutes(app: FastifyInstance) {
  const entries = serializedCache(
    app,
    z.array(NavEntry),
    () => listNavEntries({ db: app.services.database.db }),
    30,
  )
  const unsubscribe = onChange((change) => {
    if (change.kind === 'content') entries.clear()
  })
  app.addHook('onClose', async () => unsubscribe())

  app.withTypeProvider<ZodTypeProvider>().get(
    '/buyer/other/navList',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['other'],
        summary: '页头导航（页面 / 出海指南 / 商品分类 / 外部链接 / 文字）',
        response: { 200: envelope(z.array(NavEntry)) },
      },
    },
    (_request, reply) => entries(reply, 'all'),
  )
}
