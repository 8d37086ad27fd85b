import { envelope } from '@silk/contracts/envelope'
import { PageQuery, page } from '@silk/contracts/paging'
import { Id } from '@silk/contracts/primitives'
import {
  AddToCartQuery,
  CheckedBody,
  CountQuery,
  NumBody,
  ReceiptQuery,
  RemoveQuery,
  SelectCouponQuery,
  ShippingAddressQuery,
  ShippingMethodQuery,
  StoreAddress,
  StoreAddressQuery,
  Trade,
  TradeDTO,
  TradeParams,
  WayOrCart,
  WayQuery,
} from '@silk/contracts/trade'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createTrade } from '../../../flows/create-trade.ts'
import {
  chooseReceipt,
  chooseShippingAddress,
  chooseShippingMethod,
  chooseStoreAddress,
  countUsableCoupons,
  listStoreAddresses,
  selectCoupon,
  shippingMethods,
  viewCart,
} from '../../../modules/cart/cart-choices.ts'
import {
  addToCart,
  clearCart,
  countLines,
  removeLines,
  setChecked,
  setLineNum,
} from '../../../modules/cart/cart-lines.ts'
import { preventDuplicate, releaseGuardOnFailure } from '../../../plugins/duplicate-submit.ts'
import { done, ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

const Done = { 200: envelope(z.null()) }

/** Cart and checkout (reference §7.2): every call needs a token. */
export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['cart']
  releaseGuardOnFailure(app)

  r.post(
    '/buyer/trade/carts',
    { ...auth, schema: { tags, summary: '加入购物车', querystring: AddToCartQuery, response: Done } },
    async (req) => {
      await addToCart(buyerCtx(req), req.query)
      return done()
    },
  )
  r.get(
    '/buyer/trade/carts/all',
    { ...auth, schema: { tags, summary: '购物车全部商品', response: { 200: envelope(TradeDTO) } } },
    async (req) => ok(await viewCart(buyerCtx(req), 'CART', 'all')),
  )
  r.get(
    '/buyer/trade/carts/count',
    {
      ...auth,
      schema: {
        tags,
        summary: '购物车商品行数',
        querystring: CountQuery,
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (req) => ok(await countLines(buyerCtx(req), req.query.checked)),
  )
  r.get(
    '/buyer/trade/carts/checked',
    {
      ...auth,
      schema: { tags, summary: '结算页', querystring: WayQuery, response: { 200: envelope(TradeDTO) } },
    },
    async (req) => ok(await viewCart(buyerCtx(req), req.query.way, 'checked')),
  )
  r.post(
    '/buyer/trade/carts/sku/num/:skuId',
    {
      ...auth,
      schema: {
        tags,
        summary: '修改购买数量',
        params: z.object({ skuId: Id }),
        querystring: NumBody,
        response: Done,
      },
    },
    async (req) => {
      await setLineNum(buyerCtx(req), req.params.skuId, req.query.num)
      return done()
    },
  )
  r.post(
    '/buyer/trade/carts/sku/checked/:skuId',
    {
      ...auth,
      schema: {
        tags,
        summary: '勾选商品',
        params: z.object({ skuId: Id }),
        querystring: CheckedBody,
        response: Done,
      },
    },
    async (req) => {
      await setChecked(buyerCtx(req), req.query.checked, { skuId: req.params.skuId })
      return done()
    },
  )
  r.post(
    '/buyer/trade/carts/sku/checked',
    { ...auth, schema: { tags, summary: '全选', querystring: CheckedBody, response: Done } },
    async (req) => {
      await setChecked(buyerCtx(req), req.query.checked, {})
      return done()
    },
  )
  r.post(
    '/buyer/trade/carts/store/:storeId',
    {
      ...auth,
      schema: {
        tags,
        summary: '勾选店铺',
        params: z.object({ storeId: Id }),
        querystring: CheckedBody,
        response: Done,
      },
    },
    async (req) => {
      await setChecked(buyerCtx(req), req.query.checked, { storeId: req.params.storeId })
      return done()
    },
  )
  r.delete(
    '/buyer/trade/carts/sku/remove',
    { ...auth, schema: { tags, summary: '删除商品', querystring: RemoveQuery, response: Done } },
    async (req) => {
      await removeLines(buyerCtx(req), req.query.skuIds)
      return done()
    },
  )
  r.delete(
    '/buyer/trade/carts',
    { ...auth, schema: { tags, summary: '清空购物车', response: Done } },
    async (req) => {
      await clearCart(buyerCtx(req))
      return done()
    },
  )
  r.get(
    '/buyer/trade/carts/coupon/num',
    {
      ...auth,
      schema: {
        tags,
        summary: '可用优惠券数量',
        querystring: WayQuery,
        response: { 200: envelope(z.number().int()) },
      },
    },
    async (req) => ok(await countUsableCoupons(buyerCtx(req), req.query.way)),
  )
  r.get(
    '/buyer/trade/carts/select/coupon',
    { ...auth, schema: { tags, summary: '选择/取消优惠券', querystring: SelectCouponQuery, response: Done } },
    async (req) => {
      await selectCoupon(buyerCtx(req), req.query.way, req.query.memberCouponId, req.query.used)
      return done()
    },
  )
  r.get(
    '/buyer/trade/carts/shippingAddress',
    { ...auth, schema: { tags, summary: '选择收货地址', querystring: ShippingAddressQuery, response: Done } },
    async (req) => {
      await chooseShippingAddress(buyerCtx(req), req.query.way, req.query.shippingAddressId)
      return done()
    },
  )
  r.get(
    '/buyer/trade/carts/storeAddress',
    { ...auth, schema: { tags, summary: '选择自提地址', querystring: StoreAddressQuery, response: Done } },
    async (req) => {
      await chooseStoreAddress(buyerCtx(req), req.query.way, req.query.storeAddressId)
      return done()
    },
  )
  r.put(
    '/buyer/trade/carts/shippingMethod',
    { ...auth, schema: { tags, summary: '选择配送方式', querystring: ShippingMethodQuery, response: Done } },
    async (req) => {
      await chooseShippingMethod(buyerCtx(req), req.query.way, req.query.shippingMethod)
      return done()
    },
  )
  r.get(
    '/buyer/trade/carts/shippingMethodList',
    {
      ...auth,
      schema: {
        tags,
        summary: '可选配送方式',
        querystring: z.object({ way: WayOrCart }),
        response: { 200: envelope(z.array(z.string())) },
      },
    },
    async (req) => ok(await shippingMethods(buyerCtx(req), req.query.way)),
  )
  r.get(
    '/buyer/trade/carts/select/receipt',
    { ...auth, schema: { tags, summary: '选择发票', querystring: ReceiptQuery, response: Done } },
    async (req) => {
      const { way, ...receipt } = req.query
      await chooseReceipt(buyerCtx(req), way, receipt)
      return done()
    },
  )
  r.post(
    '/buyer/trade/carts/create/trade',
    {
      ...auth,
      preHandler: [app.requireMember, preventDuplicate],
      schema: { tags, summary: '创建交易（JSON）', body: TradeParams, response: { 200: envelope(Trade) } },
    },
    async (req) => ok(await createTrade(buyerCtx(req), req.body)),
  )
  r.get(
    '/buyer/store/address/page/:storeId',
    {
      schema: {
        tags,
        summary: '店铺自提点',
        params: z.object({ storeId: Id }),
        querystring: PageQuery,
        response: { 200: envelope(page(StoreAddress)) },
      },
    },
    async (req) => ok(await listStoreAddresses(req.ctx(), req.params.storeId, req.query)),
  )
}
