import { envelope } from '@silk/contracts/envelope'
import { CategoryVO, HotWordsQuery } from '@silk/contracts/goods'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { flushHotWords, listHotWords } from '../../../modules/goods/hot-words.ts'
import { listCategories } from '../../../modules/goods/list-categories.ts'
import { onChange } from '../../../shared/change-feed.ts'
import { localeOf } from '../../../shared/context.ts'
import { ok } from '../../../shared/envelope.ts'
import { serializedCache } from '../../../shared/serialized-cache.ts'

export async function categoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  app.addHook('onClose', async () => {
    await flushHotWords(app.services.database.db)
  })
  // The tree is on every shop page (header category panel): serialised every 10 s per node and
  // language (`en:0`), on top of the minute the category index itself is kept.
  const tree = serializedCache(
    app,
    z.array(CategoryVO),
    (key) => {
      const [locale, id = '0'] = key.split(':')
      return listCategories({ db: app.services.database.db, locale: localeOf(locale) }, id)
    },
    10,
  )
  // An operator's edit of the tree or the brands shows on the next request (change feed).
  const unsubscribe = onChange((change) => {
    if (change.kind === 'catalogue') tree.clear()
  })
  app.addHook('onClose', async () => unsubscribe())
  r.get(
    '/buyer/goods/category/get/:id',
    {
      config: { sameForEveryone: true },
      // Answered by sendOkJson, which compresses each cached answer once.
      compress: false,
      schema: {
        tags: ['goods'],
        summary: '分类：0 为整棵树，其他为该分类的子分类',
        params: z.object({ id: z.string().regex(/^\d{1,20}$/, '分类编号格式不正确') }),
        response: { 200: envelope(z.array(CategoryVO)) },
      },
    },
    (request, reply) => tree(reply, `${localeOf(request.headers['accept-language'])}:${request.params.id}`),
  )
  r.get(
    '/buyer/goods/goods/hot-words',
    {
      schema: {
        tags: ['goods'],
        summary: '热搜词（近 7 天搜索 + 运营设置）',
        querystring: HotWordsQuery,
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (request) => ok(await listHotWords(request.ctx(), request.query.count ?? 10)),
  )
}
