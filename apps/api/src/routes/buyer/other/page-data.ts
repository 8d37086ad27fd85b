import { IndexPageQuery, PageDataIdParams, PageDataQuery, PageDataVO } from '@silk/contracts/common'
import { envelope } from '@silk/contracts/envelope'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { getPageData, getPageDataById } from '../../../modules/system/get-page-data.ts'
import { ok } from '../../../shared/envelope.ts'

export async function pageDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/buyer/other/pageData/getIndex',
    {
      schema: {
        tags: ['other'],
        summary: '首页装修数据（分类菜单与楼层）',
        querystring: IndexPageQuery,
        response: { 200: envelope(PageDataVO.nullable()) },
      },
    },
    async (request) =>
      ok(await getPageData(request.ctx(), { pageType: 'INDEX', pageClientType: request.query.clientType })),
  )
  r.get(
    '/buyer/other/pageData/get/:id',
    {
      schema: {
        tags: ['other'],
        summary: '专题页装修数据',
        params: PageDataIdParams,
        response: { 200: envelope(PageDataVO) },
      },
    },
    async (request) => ok(await getPageDataById(request.ctx(), request.params.id)),
  )
  r.get(
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
