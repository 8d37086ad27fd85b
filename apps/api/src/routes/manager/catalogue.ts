import {
  BrandDisableForm,
  BrandForm,
  BrandPage,
  BrandQuery,
  BrandView,
  CatalogueIdParams,
  CatalogueIdsParams,
  CategoryBrandForm,
  CategoryBrandView,
  CategoryDisableForm,
  CategoryForm,
  CategoryIdParams,
  CategoryMoveForm,
  CategorySpecForm,
  GoodsUnitForm,
  GoodsUnitPage,
  GoodsUnitView,
  ManagerCategory,
  ParameterForm,
  ParameterGroupForm,
  ParameterGroupView,
  ParameterUpdateForm,
  SpecForm,
  SpecPage,
  SpecQuery,
  SpecView,
} from '@silk/contracts/catalogue-admin'
import { envelope } from '@silk/contracts/envelope'
import { PageQuery } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  allBrands,
  bindCategoryBrands,
  categoryBrandList,
  createBrand,
  deleteBrands,
  listBrands,
  setBrandDisabled,
  updateBrand,
} from '../../modules/goods/admin-brands.ts'
import {
  categoryTree,
  createCategory,
  deleteCategory,
  moveCategory,
  setCategoryDisabled,
  updateCategory,
} from '../../modules/goods/admin-categories.ts'
import {
  allSpecs,
  bindCategorySpecs,
  categorySpecList,
  createGoodsUnit,
  createParameter,
  createParameterGroup,
  createSpec,
  deleteGoodsUnits,
  deleteParameter,
  deleteParameterGroup,
  deleteSpecs,
  listGoodsUnits,
  listSpecs,
  parameterGroupList,
  updateGoodsUnit,
  updateParameter,
  updateParameterGroup,
  updateSpec,
} from '../../modules/goods/admin-goods-templates.ts'
import { done, ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const read = can('goods', 'read')
const write = can('goods', 'write')
const Done = { 200: envelope(z.null()) }

/**
 * The platform catalogue (lilishop 管理端 商品 → 商品分类, 品牌列表, 规格列表, 计量单位): categories
 * with commission and bindings, brands, spec templates, parameter groups, units. Reads need
 * `goods:read`, edits `goods:write`; every edit is logged (modules/operation-log/operation-log.ts).
 */
export async function managerCatalogueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const category = '/manager/goods/category'

  r.get(
    `${category}/allChildren`,
    {
      ...read,
      schema: {
        tags,
        summary: '商品分类树（含停用）',
        response: { 200: envelope(z.array(ManagerCategory)) },
      },
    },
    async (req) => ok(await categoryTree(managerCtx(req))),
  )
  r.post(
    category,
    {
      ...write,
      schema: {
        tags,
        summary: '添加商品分类',
        querystring: CategoryForm,
        response: { 200: envelope(ManagerCategory) },
      },
    },
    async (req) => ok(await createCategory(managerCtx(req), req.query)),
  )
  r.put(
    `${category}/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '编辑商品分类',
        params: CatalogueIdParams,
        querystring: CategoryForm.omit({ parentId: true }),
        response: { 200: envelope(ManagerCategory) },
      },
    },
    async (req) => ok(await updateCategory(managerCtx(req), req.params.id, { ...req.query, parentId: '0' })),
  )
  r.delete(
    `${category}/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '删除商品分类（无商品、无子分类时）',
        params: CatalogueIdParams,
        response: Done,
      },
    },
    async (req) => {
      await deleteCategory(managerCtx(req), req.params.id)
      return done()
    },
  )
  r.put(
    `${category}/disable/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '停用/启用商品分类及其子分类（enableOperations=true 停用）',
        params: CatalogueIdParams,
        querystring: CategoryDisableForm,
        response: { 200: envelope(ManagerCategory) },
      },
    },
    async (req) => ok(await setCategoryDisabled(managerCtx(req), req.params.id, req.query.enableOperations)),
  )
  r.put(
    `${category}/move/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '同级上移/下移',
        params: CatalogueIdParams,
        querystring: CategoryMoveForm,
        response: { 200: envelope(ManagerCategory) },
      },
    },
    async (req) => ok(await moveCategory(managerCtx(req), req.params.id, req.query.direction)),
  )

  const brand = '/manager/goods/brand'
  r.get(
    `${brand}/getByPage`,
    {
      ...read,
      schema: { tags, summary: '品牌列表', querystring: BrandQuery, response: { 200: envelope(BrandPage) } },
    },
    async (req) => ok(await listBrands(managerCtx(req), req.query)),
  )
  r.get(
    `${brand}/all`,
    { ...read, schema: { tags, summary: '全部品牌', response: { 200: envelope(z.array(BrandView)) } } },
    async (req) => ok(await allBrands(managerCtx(req))),
  )
  r.post(
    brand,
    {
      ...write,
      schema: { tags, summary: '添加品牌', querystring: BrandForm, response: { 200: envelope(BrandView) } },
    },
    async (req) => ok(await createBrand(managerCtx(req), req.query)),
  )
  r.put(
    `${brand}/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '编辑品牌',
        params: CatalogueIdParams,
        querystring: BrandForm,
        response: { 200: envelope(BrandView) },
      },
    },
    async (req) => ok(await updateBrand(managerCtx(req), req.params.id, req.query)),
  )
  r.put(
    `${brand}/disable/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '停用/启用品牌（disable=true 停用）',
        params: CatalogueIdParams,
        querystring: BrandDisableForm,
        response: { 200: envelope(BrandView) },
      },
    },
    async (req) => ok(await setBrandDisabled(managerCtx(req), req.params.id, req.query.disable)),
  )
  r.delete(
    `${brand}/delByIds/:ids`,
    {
      ...write,
      schema: { tags, summary: '删除品牌（无商品时）', params: CatalogueIdsParams, response: Done },
    },
    async (req) => {
      await deleteBrands(managerCtx(req), req.params.ids)
      return done()
    },
  )
  r.get(
    '/manager/goods/categoryBrand/:categoryId',
    {
      ...read,
      schema: {
        tags,
        summary: '分类关联的品牌',
        params: CategoryIdParams,
        response: { 200: envelope(z.array(CategoryBrandView)) },
      },
    },
    async (req) => {
      const { db, locale } = managerCtx(req)
      return ok(await categoryBrandList(db, [req.params.categoryId], false, locale))
    },
  )
  r.post(
    '/manager/goods/categoryBrand/:categoryId',
    {
      ...write,
      schema: {
        tags,
        summary: '设置分类关联的品牌（整体替换）',
        params: CategoryIdParams,
        querystring: CategoryBrandForm,
        response: { 200: envelope(z.array(CategoryBrandView)) },
      },
    },
    async (req) =>
      ok(await bindCategoryBrands(managerCtx(req), req.params.categoryId, req.query.categoryBrands ?? [])),
  )

  const spec = '/manager/goods/spec'
  r.get(
    spec,
    {
      ...read,
      schema: { tags, summary: '规格列表', querystring: SpecQuery, response: { 200: envelope(SpecPage) } },
    },
    async (req) => ok(await listSpecs(managerCtx(req), req.query)),
  )
  r.get(
    `${spec}/all`,
    { ...read, schema: { tags, summary: '全部规格', response: { 200: envelope(z.array(SpecView)) } } },
    async (req) => ok(await allSpecs(managerCtx(req))),
  )
  r.post(
    spec,
    {
      ...write,
      schema: { tags, summary: '添加规格', querystring: SpecForm, response: { 200: envelope(SpecView) } },
    },
    async (req) => ok(await createSpec(managerCtx(req), req.query)),
  )
  r.put(
    `${spec}/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '编辑规格',
        params: CatalogueIdParams,
        querystring: SpecForm,
        response: { 200: envelope(SpecView) },
      },
    },
    async (req) => ok(await updateSpec(managerCtx(req), req.params.id, req.query)),
  )
  r.delete(
    `${spec}/:ids`,
    { ...write, schema: { tags, summary: '删除规格', params: CatalogueIdsParams, response: Done } },
    async (req) => {
      await deleteSpecs(managerCtx(req), req.params.ids)
      return done()
    },
  )
  r.get(
    '/manager/goods/categorySpec/:categoryId',
    {
      ...read,
      schema: {
        tags,
        summary: '分类关联的规格',
        params: CategoryIdParams,
        response: { 200: envelope(z.array(SpecView)) },
      },
    },
    async (req) => ok(await categorySpecList(managerCtx(req).db, [req.params.categoryId])),
  )
  r.post(
    '/manager/goods/categorySpec/:categoryId',
    {
      ...write,
      schema: {
        tags,
        summary: '设置分类关联的规格（整体替换）',
        params: CategoryIdParams,
        querystring: CategorySpecForm,
        response: { 200: envelope(z.array(SpecView)) },
      },
    },
    async (req) =>
      ok(await bindCategorySpecs(managerCtx(req), req.params.categoryId, req.query.categorySpecs ?? [])),
  )

  const groups = '/manager/goods/categoryParameters'
  const Groups = { 200: envelope(z.array(ParameterGroupView)) }
  r.get(
    `${groups}/:categoryId`,
    { ...read, schema: { tags, summary: '分类的参数组与参数', params: CategoryIdParams, response: Groups } },
    async (req) => ok(await parameterGroupList(managerCtx(req).db, req.params.categoryId)),
  )
  r.post(
    groups,
    {
      ...write,
      schema: { tags, summary: '添加参数组（三级分类）', querystring: ParameterGroupForm, response: Groups },
    },
    async (req) => ok(await createParameterGroup(managerCtx(req), req.query)),
  )
  r.put(
    `${groups}/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '编辑参数组',
        params: CatalogueIdParams,
        querystring: ParameterGroupForm.omit({ categoryId: true }),
        response: Groups,
      },
    },
    async (req) => ok(await updateParameterGroup(managerCtx(req), req.params.id, req.query)),
  )
  r.delete(
    `${groups}/:id`,
    {
      ...write,
      schema: { tags, summary: '删除参数组及其参数', params: CatalogueIdParams, response: Groups },
    },
    async (req) => ok(await deleteParameterGroup(managerCtx(req), req.params.id)),
  )
  const params = '/manager/goods/parameters'
  r.post(
    params,
    { ...write, schema: { tags, summary: '添加参数', querystring: ParameterForm, response: Groups } },
    async (req) => ok(await createParameter(managerCtx(req), req.query)),
  )
  r.put(
    `${params}/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '编辑参数',
        params: CatalogueIdParams,
        querystring: ParameterUpdateForm,
        response: Groups,
      },
    },
    async (req) => ok(await updateParameter(managerCtx(req), req.params.id, req.query)),
  )
  r.delete(
    `${params}/:id`,
    { ...write, schema: { tags, summary: '删除参数', params: CatalogueIdParams, response: Groups } },
    async (req) => ok(await deleteParameter(managerCtx(req), req.params.id)),
  )

  const units = '/manager/goods/goodsUnit'
  r.get(
    units,
    {
      ...read,
      schema: {
        tags,
        summary: '计量单位',
        querystring: PageQuery,
        response: { 200: envelope(GoodsUnitPage) },
      },
    },
    async (req) => ok(await listGoodsUnits(managerCtx(req), req.query)),
  )
  r.post(
    units,
    {
      ...write,
      schema: {
        tags,
        summary: '添加计量单位',
        querystring: GoodsUnitForm,
        response: { 200: envelope(GoodsUnitView) },
      },
    },
    async (req) => ok(await createGoodsUnit(managerCtx(req), req.query)),
  )
  r.put(
    `${units}/:id`,
    {
      ...write,
      schema: {
        tags,
        summary: '编辑计量单位',
        params: CatalogueIdParams,
        querystring: GoodsUnitForm,
        response: { 200: envelope(GoodsUnitView) },
      },
    },
    async (req) => ok(await updateGoodsUnit(managerCtx(req), req.params.id, req.query)),
  )
  r.delete(
    `${units}/delete/:ids`,
    { ...write, schema: { tags, summary: '删除计量单位', params: CatalogueIdsParams, response: Done } },
    async (req) => {
      await deleteGoodsUnits(managerCtx(req), req.params.ids)
      return done()
    },
  )
}
