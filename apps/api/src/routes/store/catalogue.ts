import {
  CategoryBrandView,
  CategoryIdParams,
  GoodsUnitPage,
  ParameterGroupView,
  SpecView,
} from '@silk/contracts/catalogue-admin'
import { envelope } from '@silk/contracts/envelope'
import { CategoryVO } from '@silk/contracts/goods'
import { PageQuery } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { categoryBrandList } from '../../modules/goods/admin-brands.ts'
import {
  categorySpecList,
  listGoodsUnits,
  parameterGroupList,
} from '../../modules/goods/admin-goods-templates.ts'
import { categoryIndex, listCategories } from '../../modules/goods/list-categories.ts'
import { approvedCategories } from '../../modules/store-goods/store-categories.ts'
import { localeOf } from '../../shared/context.ts'
import { ok } from '../../shared/envelope.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/**
 * What the publish form offers (lilishop `/store/goods/category`, `categorySpec`, `categoryParameters`,
 * `goodsUnit`): the enabled platform tree, a category's brands and specs (bound to it or to any
 * category above it), a leaf's parameter groups, the units. Platform data, the same for every store,
 * but for the tree: a store opened through 商家入驻 is offered only the top categories approved for it.
 */
export async function storeCatalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const read = can('goods', 'read')
  /** The category's path root → itself in the enabled tree; empty when it is unknown or disabled. */
  const pathOf = async (db: Parameters<typeof categoryIndex>[0]['db'], id: string) => {
    const index = await categoryIndex({ db })
    const path: string[] = []
    for (let node = index.byId.get(id); node; node = index.byId.get(node.parentId)) path.unshift(node.id)
    return path
  }
  r.get(
    '/store/goods/category/all',
    {
      ...read,
      schema: {
        tags,
        summary: '可发布的平台分类树（本店获批的经营类目）',
        response: { 200: envelope(z.array(CategoryVO)) },
      },
    },
    async (req) => {
      const ctx = storeCtx(req)
      const tree = await listCategories({ db: ctx.db, locale: localeOf(req.headers['accept-language']) }, '0')
      // A store opened through 商家入驻 publishes only under the top categories it was approved for.
      const approved = await approvedCategories(ctx.db, ctx.seller.storeId)
      return ok(approved ? tree.filter((c) => approved.has(c.id)) : tree)
    },
  )
  r.get(
    '/store/goods/category/:categoryId/brands',
    {
      ...read,
      schema: {
        tags,
        summary: '分类可选品牌（本分类及上级分类关联的启用品牌）',
        params: CategoryIdParams,
        response: { 200: envelope(z.array(CategoryBrandView)) },
      },
    },
    async (req) => {
      const { db, locale } = req.ctx()
      return ok(await categoryBrandList(db, await pathOf(db, req.params.categoryId), true, locale))
    },
  )
  r.get(
    '/store/goods/categorySpec/:categoryId',
    {
      ...read,
      schema: {
        tags,
        summary: '分类规格模板（本分类及上级分类关联的规格）',
        params: CategoryIdParams,
        response: { 200: envelope(z.array(SpecView)) },
      },
    },
    async (req) => {
      const { db } = req.ctx()
      return ok(await categorySpecList(db, await pathOf(db, req.params.categoryId)))
    },
  )
  r.get(
    '/store/goods/categoryParameters/:categoryId',
    {
      ...read,
      schema: {
        tags,
        summary: '三级分类的参数组与参数',
        params: CategoryIdParams,
        response: { 200: envelope(z.array(ParameterGroupView)) },
      },
    },
    async (req) => ok(await parameterGroupList(req.ctx().db, req.params.categoryId)),
  )
  r.get(
    '/store/goods/goodsUnit',
    {
      ...read,
      schema: {
        tags,
        summary: '计量单位',
        querystring: PageQuery,
        response: { 200: envelope(GoodsUnitPage) },
      },
    },
    async (req) => ok(await listGoodsUnits(req.ctx(), req.query)),
  )
}
