import { PageDataQuery, PageDataVO } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { getPageData } from '../../../modules/system/get-page-data.ts'
import { ok } from '../../../shared/envelope.ts'

export async function pageDataRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/buyer/other/pageData',
    {
      schema: {
        tags: ['other'],
        summary: '页面装修数据',
        querystring: PageDataQuery,
        response: { 200: envelope(PageDataVO.nullable()) },
      },
    },
    async (request) => ok(await getPageData(request.ctx(), request.query)),
  )
}
