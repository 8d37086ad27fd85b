import { refusal } from '@silk/contracts/issue-english'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { goodsArt } from '../modules/media/art/index.ts'
import { logoSvg, mediaCacheDir, parseSeed, renderGoodsImage } from '../modules/media/render-goods-image.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Generated demo pictures (no image is downloaded): goods still-lifes drawn from the product type
 * (modules/media/art) and cached on disk (MEDIA_CACHE_DIR), sized variants 200/400/800: the seeded ones
 * drawn before the node is ready (server.ts), any other on its first request; store and brand monograms
 * as SVG.
 */
export async function mediaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const cacheDir = mediaCacheDir(app.services.config)
  r.get(
    '/media/goods/:art/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          art: z.string().refine((a) => Object.hasOwn(goodsArt, a), refusal('图片不存在', 'No such picture')),
          file: z
            .string()
            .regex(/^[0-9a-z]{1,40}-[0-3](-(200|400|800))?\.webp$/, '图片不存在')
            .refine(
              (f) => parseSeed(f.split('-')[0] ?? '') !== null,
              refusal('图片不存在', 'No such picture'),
            ),
        }),
      },
    },
    async (request, reply) => {
      const [seed = '', view = '0', size = '800'] = request.params.file.replace('.webp', '').split('-')
      const image = await renderGoodsImage(cacheDir, request.params.art, seed, Number(view), Number(size))
      return reply.header('content-type', 'image/webp').header('cache-control', IMMUTABLE).send(image)
    },
  )
  r.get(
    '/media/logo/:hue/:text',
    {
      schema: {
        hide: true,
        params: z.object({ hue: z.coerce.number().int().min(0).max(359), text: z.string().min(5).max(60) }),
      },
    },
    async (request, reply) => {
      const text = request.params.text.replace(/\.svg$/, '')
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', IMMUTABLE)
        .send(logoSvg(request.params.hue, text))
    },
  )
}
