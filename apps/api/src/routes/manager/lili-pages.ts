import { Region, RegionParams } from '@silk/contracts/common'
import { DistributionGoodsVO, DistributionOrder } from '@silk/contracts/distribution'
import { envelope } from '@silk/contracts/envelope'
import { MyEvaluationVO } from '@silk/contracts/evaluation'
import {
  AfterSaleReasonPage,
  AfterSaleReasonPageQuery,
  EvaluationStatusQuery,
  LiliSensitiveWord,
  LiliSensitiveWordForm,
  LiliSensitiveWordPage,
  ManagerDistributionGoodsQuery,
  ManagerDistributionOrderQuery,
  ManagerEvaluationQuery,
  ManagerPointsHistoryQuery,
  MemberPointsStatistics,
  SensitiveWordIdsParams,
} from '@silk/contracts/lili-manager-pages'
import { PageQuery, page } from '@silk/contracts/paging'
import { MemberPointsHistory } from '@silk/contracts/points'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pageReasons } from '../../modules/after-sale/reasons.ts'
import {
  addSensitiveWord,
  deleteSensitiveWord,
  listSensitiveWords,
} from '../../modules/chat/sensitive-words.ts'
import {
  listAllDistributionGoods,
  listAllDistributionOrders,
} from '../../modules/distribution/admin-goods-orders.ts'
import {
  getEvaluation,
  listAllEvaluations,
  setEvaluationStatus,
} from '../../modules/evaluations/admin-evaluations.ts'
import { listAllPointsHistory, pointsStatistics } from '../../modules/points/admin-points.ts'
import { listRegions } from '../../modules/system/list-regions.ts'
import { jsonIntoQuery } from '../../plugins/params.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

/** A chat sensitive word as lilishop's 敏感词 page reads it. */
const liliWord = (w: { id: string; word: string; createTime: string }) => ({
  id: w.id,
  sensitiveWord: w.word,
  createTime: w.createTime,
  updateTime: w.createTime,
  createBy: null,
})

/**
 * lilishop manager pages over what this product keeps (issue #67): 会员评价 (`member`), 积分历史
 * (`member`), 售后原因 (`order`), 分销商品 and 分销订单 (`distribution`) and 敏感词 (`setting`, the
 * chat word list this product's console edits under the same area) and 行政地区 (`setting`, read-only:
 * the regions are seeded from the official list).
 */
export async function managerLiliPageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/manager/member/evaluation/getByPage',
    {
      ...can('member', 'read'),
      schema: {
        tags,
        summary: '会员评价（全部店铺）',
        querystring: ManagerEvaluationQuery,
        response: { 200: envelope(page(MyEvaluationVO)) },
      },
    },
    async (req) => ok(await listAllEvaluations(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/member/evaluation/get/:id',
    {
      ...can('member', 'read'),
      schema: {
        tags,
        summary: '会员评价详情',
        params: z.object({ id: Id }),
        response: { 200: envelope(MyEvaluationVO) },
      },
    },
    async (req) => ok(await getEvaluation(managerCtx(req), req.params.id)),
  )
  r.get(
    '/manager/member/evaluation/updateStatus/:id',
    {
      ...can('member', 'write'),
      schema: {
        tags,
        summary: '显示或隐藏会员评价（lilishop 以 GET 发送）',
        params: z.object({ id: Id }),
        querystring: EvaluationStatusQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setEvaluationStatus(managerCtx(req), req.params.id, req.query.status)
      return done()
    },
  )
  r.get(
    '/manager/member/memberPointsHistory/getByPage',
    {
      ...can('member', 'read'),
      schema: {
        tags,
        summary: '积分历史（全部会员）',
        querystring: ManagerPointsHistoryQuery,
        response: { 200: envelope(page(MemberPointsHistory)) },
      },
    },
    async (req) => ok(await listAllPointsHistory(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/member/memberPointsHistory/queryMemberPointsStatistics',
    {
      ...can('member', 'read'),
      schema: { tags, summary: '积分累计发放与未使用', response: { 200: envelope(MemberPointsStatistics) } },
    },
    async (req) => ok(await pointsStatistics(managerCtx(req))),
  )
  r.get(
    '/manager/order/afterSaleReason/getByPage',
    {
      ...can('order', 'read'),
      schema: {
        tags,
        summary: '售后原因（按服务类型）',
        querystring: AfterSaleReasonPageQuery,
        response: { 200: envelope(AfterSaleReasonPage) },
      },
    },
    async (req) => ok(await pageReasons(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/distribution/goods/getByPage',
    {
      ...can('distribution', 'read'),
      schema: {
        tags,
        summary: '分销商品（全部店铺）',
        querystring: ManagerDistributionGoodsQuery,
        response: { 200: envelope(page(DistributionGoodsVO)) },
      },
    },
    async (req) => ok(await listAllDistributionGoods(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/distribution/order/getByPage',
    {
      ...can('distribution', 'read'),
      schema: {
        tags,
        summary: '分销订单（全部店铺）',
        querystring: ManagerDistributionOrderQuery,
        response: { 200: envelope(page(DistributionOrder)) },
      },
    },
    async (req) => ok(await listAllDistributionOrders(managerCtx(req), req.query)),
  )
  r.get(
    '/manager/other/sensitiveWords',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '敏感词（lilishop 管理端）',
        querystring: PageQuery,
        response: { 200: envelope(LiliSensitiveWordPage) },
      },
    },
    async (req) => {
      const words = await listSensitiveWords(managerCtx(req), req.query)
      return ok({ ...words, records: words.records.map(liliWord) })
    },
  )
  r.post(
    '/manager/other/sensitiveWords',
    {
      ...can('setting', 'write'),
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '新增敏感词（lilishop 管理端）',
        querystring: LiliSensitiveWordForm,
        response: { 200: envelope(LiliSensitiveWord) },
      },
    },
    async (req) => ok(liliWord(await addSensitiveWord(managerCtx(req), { word: req.query.sensitiveWord }))),
  )
  r.delete(
    '/manager/other/sensitiveWords/delByIds/:ids',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '删除敏感词（逗号分隔的编号）',
        params: SensitiveWordIdsParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      for (const id of new Set(req.params.ids.split(','))) await deleteSensitiveWord(managerCtx(req), id)
      return done()
    },
  )
  r.get(
    '/manager/setting/region/item/:id',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '下级行政地区（lilishop 行政地区页，0 为省级）',
        params: RegionParams,
        response: { 200: envelope(z.array(Region)) },
      },
    },
    async (req) => ok(await listRegions(managerCtx(req), req.params.id)),
  )
}
