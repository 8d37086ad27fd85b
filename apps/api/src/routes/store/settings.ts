import { envelope } from '@silk/contracts/envelope'
import {
  FreightTemplateForm,
  FreightTemplateView,
  PickupPointForm,
  PickupPointView,
  StoreAddressesForm,
  StoreSettingsForm,
  StoreSettingsView,
} from '@silk/contracts/freight'
import { GoodsIdList } from '@silk/contracts/goods-publish'
import { LiliDeliverAddress, LiliDeliverAddressForm } from '@silk/contracts/lili-store-settings'
import { PageQuery, page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import { IdParams } from '@silk/contracts/store-staff'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addTemplate,
  deleteTemplate,
  editTemplate,
  getTemplate,
  listTemplates,
} from '../../modules/freight/templates.ts'
import { setGoodsTemplate } from '../../modules/store-goods/manage.ts'
import { liliDeliverAddress, saveLiliDeliverAddress } from '../../modules/stores/lili-deliver-address.ts'
import {
  addPickupPoint,
  deletePickupPoint,
  editPickupPoint,
  getSettings,
  listPickupPoints,
  saveAddresses,
  saveSettings,
} from '../../modules/stores/settings.ts'
import { done, ok } from '../../shared/envelope.ts'
import { pageOfAll } from '../../shared/paging.ts'
import { storeCtx } from '../../shared/store-ctx.ts'
import { can, tags } from './access.ts'

/**
 * 配送模板 (`/store/setting/freightTemplate`, lilishop FreightTemplateStoreController), the goods'
 * template in bulk, 店铺设置 (`/store/settings/storeSettings`) and 自提点 (`/store/member/storeAddress`).
 */
export async function storeSettingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  r.get(
    '/store/setting/freightTemplate',
    {
      ...can('setting', 'read'),
      schema: { tags, summary: '运费模板列表', response: { 200: envelope(z.array(FreightTemplateView)) } },
    },
    async (req) => ok(await listTemplates(storeCtx(req))),
  )
  r.get(
    '/store/setting/freightTemplate/:id',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '运费模板详情',
        params: IdParams,
        response: { 200: envelope(FreightTemplateView) },
      },
    },
    async (req) => ok(await getTemplate(storeCtx(req), req.params.id)),
  )
  r.post(
    '/store/setting/freightTemplate',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '新增运费模板',
        body: FreightTemplateForm,
        response: { 200: envelope(FreightTemplateView) },
      },
    },
    async (req) => ok(await addTemplate(storeCtx(req), req.body)),
  )
  r.put(
    '/store/setting/freightTemplate/:id',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '修改运费模板',
        params: IdParams,
        body: FreightTemplateForm,
        response: { 200: envelope(FreightTemplateView) },
      },
    },
    async (req) => ok(await editTemplate(storeCtx(req), req.params.id, req.body)),
  )
  r.delete(
    '/store/setting/freightTemplate/:id',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '删除运费模板（无商品使用时）',
        params: IdParams,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await deleteTemplate(storeCtx(req), req.params.id)
      return done()
    },
  )
  r.put(
    '/store/goods/goods/freight',
    {
      ...can('goods', 'write'),
      schema: {
        tags,
        summary: '设置商品运费模板（批量）',
        querystring: GoodsIdList.extend({ templateId: z.union([z.literal('0'), Id]) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await setGoodsTemplate(storeCtx(req), req.query.goodsId, req.query.templateId)
      return done()
    },
  )
  r.get(
    '/store/settings/storeSettings',
    {
      ...can('setting', 'read'),
      schema: { tags, summary: '店铺设置', response: { 200: envelope(StoreSettingsView) } },
    },
    async (req) => ok(await getSettings(storeCtx(req))),
  )
  r.put(
    '/store/settings/storeSettings',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '修改店铺信息（名称、标志、横幅、简介、联系方式）',
        body: StoreSettingsForm,
        response: { 200: envelope(StoreSettingsView) },
      },
    },
    async (req) => ok(await saveSettings(storeCtx(req), req.body)),
  )
  r.put(
    '/store/settings/storeSettings/address',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '修改发货地址与退货地址',
        body: StoreAddressesForm,
        response: { 200: envelope(StoreSettingsView) },
      },
    },
    async (req) => ok(await saveAddresses(storeCtx(req), req.body)),
  )
  r.get(
    '/store/settings/storeSettings/storeDeliverGoodsAddress',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '发货地址（lilishop StoreDeliverGoodsAddressDTO；未设置为 null）',
        response: { 200: envelope(LiliDeliverAddress.nullable()) },
      },
    },
    async (req) => ok(await liliDeliverAddress(storeCtx(req))),
  )
  r.put(
    '/store/settings/storeSettings/storeDeliverGoodsAddress',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '修改发货地址（lilishop 商家端；退货地址不变）',
        querystring: LiliDeliverAddressForm,
        response: { 200: envelope(LiliDeliverAddress.nullable()) },
      },
    },
    async (req) => ok(await saveLiliDeliverAddress(storeCtx(req), req.query)),
  )
  r.get(
    '/store/member/storeAddress',
    {
      ...can('setting', 'read'),
      schema: {
        tags,
        summary: '自提点列表（分页，如 lilishop）',
        querystring: PageQuery,
        response: { 200: envelope(page(PickupPointView)) },
      },
    },
    async (req) => ok(pageOfAll(await listPickupPoints(storeCtx(req)), req.query)),
  )
  r.post(
    '/store/member/storeAddress',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '新增自提点',
        body: PickupPointForm,
        response: { 200: envelope(PickupPointView) },
      },
    },
    async (req) => ok(await addPickupPoint(storeCtx(req), req.body)),
  )
  r.put(
    '/store/member/storeAddress/:id',
    {
      ...can('setting', 'write'),
      schema: {
        tags,
        summary: '修改自提点',
        params: IdParams,
        body: PickupPointForm,
        response: { 200: envelope(PickupPointView) },
      },
    },
    async (req) => ok(await editPickupPoint(storeCtx(req), req.params.id, req.body)),
  )
  r.delete(
    '/store/member/storeAddress/:id',
    {
      ...can('setting', 'write'),
      schema: { tags, summary: '删除自提点', params: IdParams, response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      await deletePickupPoint(storeCtx(req), req.params.id)
      return done()
    },
  )
}
