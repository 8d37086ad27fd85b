import type { TradeParams } from '@silk/contracts/trade'
import type { Tx } from '@silk/db/client'
import { nextId, nextSn } from '@silk/db/ids'
import { orderReceipts } from '@silk/db/schema/index'
import type { z } from 'zod'
import { type CheckoutModel, loadCheckout } from '../modules/cart/cart-model.ts'
import { totalsOf } from '../modules/cart/cart-view.ts'
import { recordTradeCommissions } from '../modules/distribution/orders.ts'
import { forgetGoods } from '../modules/goods/detail-cache.ts'
import { insertTradeRows, type TradeRows } from '../modules/orders/insert-trade.ts'
import { takePromotions } from '../modules/promotions/checkout.ts'
import { takeBargain } from '../modules/promotions/kanjia-bargains.ts'
import { takeGroupPlace } from '../modules/promotions/pintuan-groups.ts'
import { formatDateTime } from '../shared/dates.ts'
import { BizError } from '../shared/errors.ts'
import { orderLine } from '../shared/log-lines.ts'
import { type BuyerCtx, memberName } from '../shared/member-ctx.ts'
import { fenToYuan } from '../shared/money.ts'
import { statement } from '../shared/statement.ts'
import { markPaidWithPoints } from './pay.ts'

/** Test seam: called between the steps inside the transaction (a throw must leave nothing behind). */
export type StepHook = (step: 'stock' | 'coupons' | 'orders') => void | Promise<void>

/**
 * `POST /buyer/trade/carts/create/trade`: one transaction marks the coupons used (each only once),
 * writes the trade, one order per store with its items, logs and invoice, empties the bought lines,
 * and finally takes the stock (conditional updates, SKUs in id order so concurrent checkouts cannot
 * deadlock). Any failure rolls all of it back.
 */
export async function createTrade(ctx: BuyerCtx, params: z.infer<typeof TradeParams>, hook?: StepHook) {
  const memberId = ctx.member.id
  const name = memberName(ctx.member)
  const bought: string[] = []
  const result = await ctx.db
    .transaction(async (tx) => {
      // One cart's lines become at most one trade: a concurrent checkout of the same cart waits here
      // and then reads the cart this one emptied.
      await lockCart(tx, [memberId, params.way])
      const model = await loadCheckout(tx, memberId, params.way)
      bought.push(...model.lines.map((l) => l.goodsId))
      // A checked line that cannot be bought stops the checkout rather than silently dropping out.
      const blocked = model.blocked[0]
      const points = params.way === 'POINTS'
      const group = params.way === 'PINTUAN'
      const bargain = params.way === 'KANJIA'
      if (blocked?.invalid) {
        if (group) throw new BizError('PINTUAN_NOT_RUNNING', { detail: blocked.goodsName })
        if (bargain) throw new BizError('KANJIA_ENDED', { detail: blocked.goodsName })
        throw new BizError(points ? 'POINTS_GOODS_NOT_EXIST' : 'GOODS_NOT_EXIST', {
          detail: blocked.goodsName,
        })
      }
      if (blocked?.wholesaleMin)
        throw new BizError('GOODS_WHOLESALE_MIN_NUM', {
          detail: `${blocked.goodsName} ${blocked.wholesaleMin}${blocked.goodsUnit}起批`,
        })
      if (blocked) {
        const short = points
          ? 'POINTS_GOODS_STOCK_NOT_ENOUGH'
          : bargain
            ? 'KANJIA_SOLD_OUT'
            : 'GOODS_SKU_QUANTITY_NOT_ENOUGH'
        throw new BizError(short, { detail: blocked.goodsName })
      }
      if (model.lines.length === 0) throw new BizError('ORDER_NOT_EXIST_VALID')
      if (model.staleCouponIds.length > 0) throw new StaleCoupons(model.staleCouponIds)
      const selfPickUp = model.deliveryMethod === 'SELF_PICK_UP'
      if (selfPickUp && !model.storeAddress) throw new BizError('STORE_ADDRESS_NOT_EXIST')
      if (!selfPickUp && !model.address) throw new BizError('MEMBER_ADDRESS_NOT_EXIST')

      const tradeSn = nextSn('T')
      const storeIds = [...new Set(model.lines.map((l) => l.storeId))]
      const orderSns = new Map(storeIds.map((s) => [s, nextSn('O')]))
      await useCoupons(tx, model, tradeSn, orderSns)
      await takePromotions(tx, memberId, model.lines, tradeSn)
      // 拼团 (decision 161): one line; its order takes a place in the group joined, or opens one.
      let groupId: string | null = null
      if (group) {
        const line = model.lines[0]
        if (model.lines.length !== 1 || line.promotion?.type !== 'PINTUAN')
          throw new BizError('PINTUAN_ONE_SKU')
        groupId = await takeGroupPlace(tx, ctx.jobs, {
          memberId,
          memberName: name,
          orderSn: orderSns.get(line.storeId) as string,
          pintuanId: line.promotion.pintuanId,
          parentOrderSn: params.parentOrderSn || undefined,
        })
      }
      // 砍价 (decision 167): one item at the bargain's current price, which is the price this checkout
      // read; the bargain becomes this order's and the offer gives one unit.
      if (bargain) {
        const line = model.lines[0]
        if (model.lines.length !== 1 || line.num !== 1 || line.promotion?.type !== 'KANJIA')
          throw new BizError('KANJIA_ONE_SKU')
        await takeBargain(tx, {
          memberId,
          bargainId: line.promotion.id,
          kanjiaGoodsId: line.promotion.kanjiaGoodsId,
          price: line.price,
          orderSn: orderSns.get(line.storeId) as string,
        })
      }
      await hook?.('coupons')

      const total = totalsOf(
        model.lines,
        [...model.freight.values()].reduce((a, b) => a + b, 0),
      )
      const a = selfPickUp ? null : model.address
      const consignee = {
        consigneeName: a?.name ?? null,
        consigneeMobile: a?.mobile ?? null,
        consigneeAddressPath: a?.consigneeAddressPath ?? null,
        consigneeAddressIdPath: a?.consigneeAddressIdPath ?? null,
      }
      const trade = {
        id: nextId(),
        sn: tradeSn,
        memberId,
        memberName: name,
        flowPrice: total.flowPrice,
        goodsPrice: total.goodsPrice,
        freightPrice: total.freightPrice,
        discountPrice: total.discountPrice,
        couponPrice: total.couponPrice,
        deliveryMethod: model.deliveryMethod,
        clientType: params.client,
        ...consignee,
      }
      const rows: TradeRows = { trade, orders: [], items: [], logs: [] }
      const receipts: (typeof orderReceipts.$inferInsert)[] = []
      const remarks = new Map((params.remark ?? []).map((r) => [r.storeId, r.remark]))
      for (const storeId of storeIds) {
        const lines = model.lines.filter((l) => l.storeId === storeId)
        const t = totalsOf(lines, model.freight.get(storeId) ?? 0)
        const sn = orderSns.get(storeId) as string
        const storeCoupon = model.storeCoupons.get(storeId)
        const site = model.platformCoupon && lines.some((l) => model.platformCoupon?.shares.has(l.skuId))
        // One full discount per order at most (decision 160): the store's best, already split over lines.
        const full = t.discountPrice > 0 ? model.fullDiscounts.get(storeId) : undefined
        rows.orders.push({
          id: nextId(),
          sn,
          tradeSn,
          storeId,
          storeName: lines[0].storeName,
          storeNameEn: lines[0].storeNameEn,
          memberId,
          memberName: name,
          deliveryMethod: model.deliveryMethod,
          ...consignee,
          consigneeDetail: a?.detail ?? null,
          storeAddressPath: selfPickUp ? (model.storeAddress?.address ?? null) : null,
          storeAddressMobile: selfPickUp ? (model.storeAddress?.mobile ?? null) : null,
          storeAddressCenter: selfPickUp ? (model.storeAddress?.center ?? null) : null,
          storeAddressName: selfPickUp ? (model.storeAddress?.addressName ?? null) : null,
          flowPrice: t.flowPrice,
          goodsPrice: t.goodsPrice,
          freightPrice: t.freightPrice,
          discountPrice: t.discountPrice,
          fullDiscountId: full?.activity.id ?? null,
          discountBearer: full ? (full.activity.storeId === '0' ? 'PLATFORM' : 'STORE') : null,
          couponPrice: t.couponPrice,
          priceDetail: {
            goodsPrice: t.goodsPrice,
            freightPrice: t.freightPrice,
            discountPrice: t.discountPrice,
            couponPrice: t.couponPrice,
            siteCouponPrice: t.siteCouponPrice,
            updatePrice: 0,
            flowPrice: t.flowPrice,
          },
          goodsNum: t.goodsNum,
          weight: t.weight,
          remark: remarks.get(storeId) || null,
          clientType: params.client,
          needReceipt: !!model.state.receipt,
          usePlatformMemberCouponId: site ? (model.platformCoupon?.coupon.id ?? null) : null,
          useStoreMemberCouponIds: storeCoupon?.coupon.id ?? null,
          orderPromotionType: points ? 'POINTS' : group ? 'PINTUAN' : bargain ? 'KANJIA' : 'NORMAL',
          pintuanGroupId: groupId,
        })
        for (const l of lines) {
          rows.items.push({
            id: nextId(),
            sn: nextSn('OI'),
            orderSn: sn,
            tradeSn,
            goodsId: l.goodsId,
            skuId: l.skuId,
            categoryId: l.categoryId,
            goodsName: l.goodsName,
            goodsNameEn: l.goodsNameEn,
            image: l.thumbnail,
            specs: Object.fromEntries(l.specs.map((s) => [s.specName, s.specValue])),
            specList: l.specs.map((s) => ({
              specName: s.specName,
              specValue: s.specValue,
              ...(s.specNameEn ? { specNameEn: s.specNameEn } : {}),
              ...(s.specValueEn ? { specValueEn: s.specValueEn } : {}),
            })),
            num: l.num,
            unitPrice: l.price,
            seckillGoodsId: l.promotion?.type === 'SECKILL' ? l.promotion.id : null,
            subTotal: l.subTotal,
            goodsPrice: l.subTotal,
            discountPrice: l.discountPrice,
            couponPrice: l.couponPrice,
            flowPrice: l.subTotal - l.discountPrice - l.couponPrice,
          })
        }
        rows.logs.push({
          id: nextId(),
          orderSn: sn,
          operatorId: memberId,
          operatorType: 'MEMBER',
          operatorName: name,
          toStatus: 'UNPAID',
          line: orderLine('ORDER_CREATED', { sn }),
        })
        if (model.state.receipt) {
          receipts.push({
            id: nextId(),
            orderSn: sn,
            ...model.state.receipt,
            receiptPrice: t.flowPrice,
            memberId,
            memberName: name,
            storeId,
            storeName: lines[0].storeName,
          })
        }
      }
      const createTime = await insertTradeRows(tx, rows)
      if (receipts.length) await tx.insert(orderReceipts).values(receipts)
      await recordTradeCommissions(
        tx,
        model.distributionId,
        rows.items.map((i) => ({ sn: i.sn, orderSn: i.orderSn, skuId: i.skuId, num: i.num })),
      )
      await hook?.('orders')
      // Stock last: its row locks are held until the commit, and a popular SKU is one row that every
      // checkout of it waits for, so the less work after this, the more checkouts per second.
      await takeStockAndClearCart(tx, memberId, params.way, model)
      await hook?.('stock')
      // A points exchange costs no money: its points were spent above, so its orders are paid now.
      if (points) await markPaidWithPoints(tx, { tradeSn, orderSns: [...orderSns.values()], memberId, name })
      return {
        id: trade.id,
        sn: trade.sn,
        memberId,
        memberName: name,
        paymentMethod: points ? 'POINT' : null,
        payStatus: points ? ('PAID' as const) : ('UNPAID' as const),
        flowPrice: fenToYuan(trade.flowPrice),
        goodsPrice: fenToYuan(trade.goodsPrice),
        freightPrice: fenToYuan(trade.freightPrice),
        discountPrice: fenToYuan(trade.discountPrice),
        couponPrice: fenToYuan(trade.couponPrice),
        deliveryMethod: trade.deliveryMethod,
        ...consignee,
        orderSns: [...orderSns.values()],
        createTime: formatDateTime(createTime) ?? '',
      }
    })
    .catch(async (err) => {
      // The buyer sees the new price before paying it: the stale choice leaves the cart, then the error.
      if (err instanceof StaleCoupons) await forgetCoupons(ctx.db, [memberId, params.way, err.couponIds])
      throw err
    })
  // Once more after the commit: a goods page read between the stock update and the commit would
  // otherwise stay cached with the old stock until its TTL.
  forgetGoods(bought)
  return result
}

/**
 * The last statement of a checkout. The bought lines leave the cart, and its coupon and invoice
 * choices (made for this checkout only) are cleared. The stock is taken: the SKU rows are locked in
 * id order first (`order by … for update`, so checkouts sharing SKUs cannot deadlock), then each
 * takes `num` only if the row it updates has that much left. The test is on the updated row `s`, not
 * on `locked`: when a restock commits between this statement's snapshot and its lock, PostgreSQL
 * re-checks the updated row's own conditions on the newest version, but `locked`'s columns can be those
 * of another version than the one `s.quantity - num` is computed from (a stock test on PostgreSQL hit
 * the non-negative CHECK that way). The ids taken come back; a missing one means
 * not enough stock. One statement where there were two plus one per SKU: each was a round trip.
 */
const takeStockClearCart = statement<{ id: string; cleared: number }>(
  'take_stock_clear_cart',
  `with gone as (
     delete from cart_line where member_id = $1 and way = $2 and sku_id = any($3::text[]) returning 1
   ), reset as (
     update cart_state set platform_coupon_id = null, store_coupons = '{}'::jsonb, receipt = null,
       coupons_by_buyer = false
     where member_id = $1 and way = $2
   ), locked as materialized (
     select id, quantity from goods_sku where id = any($3::text[]) order by id collate "C" for update
   )
   update goods_sku s set quantity = s.quantity - w.num
   from locked join unnest($3::text[], $4::int[]) as w(id, num) on w.id = locked.id
   where s.id = locked.id and s.quantity >= w.num
   returning s.id, (select count(*) from gone)::int as cleared`,
)

/**
 * A coupon the cart chose was used by another checkout of the member's (one coupon in two carts at
 * once: the other checkout committed first) or expired: charging without it would ask more than
 * the checkout showed, so this checkout stops and the choice is dropped.
 */
class StaleCoupons extends BizError {
  constructor(readonly couponIds: string[]) {
    super('COUPON_EXPIRED')
  }
}

const forgetCoupons = statement(
  'forget_stale_coupons',
  `update cart_state set
     platform_coupon_id = case when platform_coupon_id = any($3::text[]) then null else platform_coupon_id end,
     store_coupons = (select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb)
                      from jsonb_each(store_coupons) e where not (e.value #>> '{}' = any($3::text[])))
   where member_id = $1 and way = $2`,
)

/** Locks the member's lines of one cart way (the rows this checkout will delete). */
const lockCart = statement<{ skuId: string }>(
  'lock_cart',
  'select sku_id from cart_line where member_id = $1 and way = $2 for update',
)

async function takeStockAndClearCart(tx: Tx, memberId: string, way: string, model: CheckoutModel) {
  const taken = await takeStockClearCart(tx, [
    memberId,
    way,
    model.lines.map((l) => l.skuId),
    model.lines.map((l) => l.num),
  ])
  if (taken.length < model.lines.length) {
    const got = new Set(taken.map((t) => t.id))
    const short = [...model.lines]
      .sort((a, b) => (a.skuId < b.skuId ? -1 : 1))
      .find((l) => !got.has(l.skuId)) as (typeof model.lines)[number]
    throw new BizError('GOODS_SKU_QUANTITY_NOT_ENOUGH', { detail: short.goodsName })
  }
  // Every bought line must still have been in the cart: fewer means another checkout took them.
  if (taken[0].cleared < model.lines.length) throw new BizError('ORDER_NOT_EXIST_VALID')
  forgetGoods(model.lines.map((l) => l.goodsId))
}

/**
 * Marks a coupon USED only if still NEW and unexpired, and counts the use on its coupon, in one
 * statement. One coupon in two carts at once is used once: the second checkout finds no row, fails
 * with 41003 and rolls back.
 */
const useCoupon = statement<{ used: number }>(
  'use_coupon',
  `with used as (
     update member_coupon set member_coupon_status = 'USED', consumption_time = $2, used_order_sn = $3
     where id = $1 and member_coupon_status = 'NEW' and end_time > $2
     returning coupon_id
   ), counted as (
     update coupon set used_num = used_num + 1 where id in (select coupon_id from used)
   )
   select count(*)::int as used from used`,
)

/** The applied coupons: store coupons remember their order, the platform coupon its trade. */
async function useCoupons(tx: Tx, model: CheckoutModel, tradeSn: string, orderSns: Map<string, string>) {
  const uses = [...model.storeCoupons.entries()].map(([storeId, c]) => ({
    c,
    sn: orderSns.get(storeId) as string,
  }))
  if (model.platformCoupon) uses.push({ c: model.platformCoupon, sn: tradeSn })
  const now = new Date()
  for (const { c, sn } of uses) {
    const [row] = await useCoupon(tx, [c.coupon.id, now, sn])
    if (!row || row.used === 0) throw new BizError('COUPON_EXPIRED')
  }
}
