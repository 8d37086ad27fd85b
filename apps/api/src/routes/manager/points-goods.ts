import { envelope } from '@silk/contracts/envelope'
import {
  ManagerPointsCategory,
  ManagerPointsCategoryPage,
  ManagerPointsCategoryQuery,
  ManagerPointsGoods,
  ManagerPointsGoodsPage,
  ManagerPointsGoodsQuery,
  PointsCategoryForm,
  PointsGoodsEditForm,
  PointsGoodsForm,
  PointsGoodsStatusQuery,
  PointsSkuPage,
  PointsSkuQuery,
} from '@silk/contracts/points-admin'
import { Id } from '@silk/contracts/primitives'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  createPointsCategory,
  createPointsGoods,
  deletePointsCategory,
  deletePointsGoods,
  listManagerPointsCategories,
  listManagerPointsGoods,
  managerPointsGoodsDetail,
  searchPointsSkus,
  setPointsGoodsStatus,
  updatePointsCategory,
  updatePointsGoods,
} from '../../modules/promotions/admin-points-goods.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const IdParams = z.object({ id: Id })
const Done = { 200: envelope(z.null()) }
const goodsUrl = '/manager/promotion/pointsGoods'
const categoryUrl = '/manager/promotion/pointsGoodsCategory'

/**
 * The operator's points mall (decision 156; lilishop 管理端 促销 › 积分商品, 积分分类): points goods
 * listed, added, edited, put on and taken off sale, deleted; their categories. Area `promotion`.
 */
export async function managerPointsGoodsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // ---------------------------------------------------------------------------------- points goods
  r.get(
    goodsUrl,
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '积分商品列表（按商品名称、分类、状态）',
        querystring: ManagerPointsGoodsQuery,
        response: { 200: envelope(ManagerPointsGoodsPage) },
      },
    },
    async (req) => ok(await listManagerPointsGoods(managerCtx(req), req.query)),
  )
  // Before `/:id`, which would take `skus` as an id (and refuse it).
  r.get(
    `${goodsUrl}/skus`,
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '可选为积分商品的商品规格（在售，按名称、货号或编号）',
        querystring: PointsSkuQuery,
        response: { 200: envelope(PointsSkuPage) },
      },
    },
    async (req) => ok(await searchPointsSkus(managerCtx(req), req.query)),
  )
  r.get(
    `${goodsUrl}/:id`,
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '积分商品详情',
        params: IdParams,
        response: { 200: envelope(ManagerPointsGoods) },
      },
    },
    async (req) => ok(await managerPointsGoodsDetail(managerCtx(req), req.params.id)),
  )
  r.post(
    goodsUrl,
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '新增积分商品',
        body: PointsGoodsForm,
        response: { 200: envelope(ManagerPointsGoods) },
      },
    },
    async (req) => ok(await createPointsGoods(managerCtx(req), req.body)),
  )
  r.put(
    `${goodsUrl}/:id`,
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '修改积分商品（积分、库存、时间、分类）',
        params: IdParams,
        body: PointsGoodsEditForm,
        response: { 200: envelope(ManagerPointsGoods) },
      },
    },
    async (req) => ok(await updatePointsGoods(managerCtx(req), req.params.id, req.body)),
  )
  r.put(
    `${goodsUrl}/status/:id`,
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '上架或下架积分商品',
        params: IdParams,
        querystring: PointsGoodsStatusQuery,
        response: { 200: envelope(ManagerPointsGoods) },
      },
    },
    async (req) => ok(await setPointsGoodsStatus(managerCtx(req), req.params.id, req.query.status)),
  )
  r.delete(
    `${goodsUrl}/:id`,
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '删除积分商品', params: IdParams, response: Done },
    },
    async (req) => {
      await deletePointsGoods(managerCtx(req), req.params.id)
      return done()
    },
  )

  // ------------------------------------------------------------------------------------ categories
  r.get(
    categoryUrl,
    {
      ...can('promotion', 'read'),
      schema: {
        tags,
        summary: '积分商品分类列表',
        querystring: ManagerPointsCategoryQuery,
        response: { 200: envelope(ManagerPointsCategoryPage) },
      },
    },
    async (req) => ok(await listManagerPointsCategories(managerCtx(req), req.query)),
  )
  r.post(
    categoryUrl,
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '新增积分商品分类',
        body: PointsCategoryForm,
        response: { 200: envelope(ManagerPointsCategory) },
      },
    },
    async (req) => ok(await createPointsCategory(managerCtx(req), req.body)),
  )
  r.put(
    `${categoryUrl}/:id`,
    {
      ...can('promotion', 'write'),
      schema: {
        tags,
        summary: '修改积分商品分类',
        params: IdParams,
        body: PointsCategoryForm,
        response: { 200: envelope(ManagerPointsCategory) },
      },
    },
    async (req) => ok(await updatePointsCategory(managerCtx(req), req.params.id, req.body)),
  )
  r.delete(
    `${categoryUrl}/:id`,
    {
      ...can('promotion', 'write'),
      schema: { tags, summary: '删除积分商品分类（分类下无积分商品时）', params: IdParams, response: Done },
    },
    async (req) => {
      await deletePointsCategory(managerCtx(req), req.params.id)
      return done()
    },
  )
}
