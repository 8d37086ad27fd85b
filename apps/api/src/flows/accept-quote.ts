import { tierPrice } from '@silk/contracts/rfq'
import { nextId, nextSn } from '@silk/db/ids'
import { goods, goodsSkus, purchaseOrders, purchaseQuotes, stores } from '@silk/db/schema/index'
import { and, eq, ne, sql } from 'drizzle-orm'
import { defaultAddressRow, ownAddress } from '../modules/addresses/addresses.ts'
import { forgetGoods } from '../modules/goods/detail-cache.ts'
import { insertTradeRows } from '../modules/orders/insert-trade.ts'
import { chinaToday, lockPurchase } from '../modules/rfq/index.ts'
import { BizError } from '../shared/errors.ts'
import { orderLine } from '../shared/log-lines.ts'
import { type BuyerCtx, memberName } from '../shared/member-ctx.ts'
import { fenToYuan } from '../shared/money.ts'

/**
 * `POST /buyer/other/purchase/purchase/{id}/accept` (decision 132): the request's owner accepts one
 * quote, and it becomes an ordinary UNPAID order of the quoted SKU, `quantity` pieces at the tier
 * price reached, paid at the cashier and shipped like any other. One transaction under the request's
 * row lock: a second accept (double click, two tabs) waits, then finds the request ACCEPTED (60711)
 * and writes nothing. Stock is taken with the same conditional update as a checkout; short stock
 * rolls the acceptance back. No freight: the quote's incoterm prices the delivery terms.
 */
export async function acceptQuote(ctx: BuyerCtx, id: string, form: { quoteId: string; addressId?: string }) {
  const memberId = ctx.member.id
  const name = memberName(ctx.member)
  let goodsId = ''
  const result = await ctx.db.transaction(async (tx) => {
    const r = await lockPurchase(tx, id)
    if (r.memberId !== memberId) throw new BizError('PURCHASE_NOT_EXIST')
    if (r.status === 'ACCEPTED') throw new BizError('PURCHASE_ALREADY_ACCEPTED')
    const [q] = await tx
      .select()
      .from(purchaseQuotes)
      .where(and(eq(purchaseQuotes.id, form.quoteId), eq(purchaseQuotes.purchaseOrderId, id)))
    if (!q) throw new BizError('PURCHASE_QUOTE_NOT_EXIST')
    if (q.validUntil < chinaToday()) throw new BizError('PURCHASE_QUOTE_EXPIRED')
    const unit = tierPrice(q.tiers, r.quantity)
    if (unit === null || r.quantity < q.moq) throw new BizError('PURCHASE_QUOTE_MOQ_TOO_HIGH')
    const address = form.addressId
      ? await ownAddress(tx, memberId, form.addressId)
      : await defaultAddressRow(tx, memberId)
    if (!address) throw new BizError('MEMBER_ADDRESS_NOT_EXIST')
    const [line] = await tx
      .select({
        goodsId: goods.id,
        goodsName: goods.goodsName,
        goodsNameEn: goods.goodsNameEn,
        categoryId: goods.categoryId,
        goodsImages: goods.images,
        marketEnable: goods.marketEnable,
        skuImages: goodsSkus.images,
        specs: goodsSkus.specs,
        weight: sql<number>`coalesce(nullif(${goodsSkus.weight}, 0), goods.weight_grams, 0)`,
        storeName: stores.storeName,
        storeNameEn: stores.storeNameEn,
        storeDisable: stores.storeDisable,
      })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .where(and(eq(goodsSkus.id, q.skuId), eq(goods.storeId, q.storeId)))
    if (line?.marketEnable !== 'UPPER' || line.storeDisable !== 'OPEN')
      throw new BizError('GOODS_NOT_EXIST', { detail: q.goodsName })
    goodsId = line.goodsId

    const tradeSn = nextSn('T')
    const orderSn = nextSn('O')
    const subTotal = unit * r.quantity
    const consignee = {
      consigneeName: address.name,
      consigneeMobile: address.mobile,
      consigneeAddressPath: address.consigneeAddressPath,
      consigneeAddressIdPath: address.consigneeAddressIdPath,
    }
    const specs = line.specs ?? []
    await insertTradeRows(tx, {
      trade: {
        id: nextId(),
        sn: tradeSn,
        memberId,
        memberName: name,
        flowPrice: subTotal,
        goodsPrice: subTotal,
        freightPrice: 0,
        couponPrice: 0,
        deliveryMethod: 'LOGISTICS',
        clientType: 'PC',
        ...consignee,
      },
      orders: [
        {
          id: nextId(),
          sn: orderSn,
          tradeSn,
          storeId: q.storeId,
          storeName: line.storeName,
          storeNameEn: line.storeNameEn,
          memberId,
          memberName: name,
          deliveryMethod: 'LOGISTICS',
          ...consignee,
          consigneeDetail: address.detail,
          flowPrice: subTotal,
          goodsPrice: subTotal,
          freightPrice: 0,
          couponPrice: 0,
          priceDetail: {
            goodsPrice: subTotal,
            freightPrice: 0,
            discountPrice: 0,
            couponPrice: 0,
            siteCouponPrice: 0,
            updatePrice: 0,
            flowPrice: subTotal,
          },
          goodsNum: r.quantity,
          weight: (line.weight ?? 0) * r.quantity,
          remark: `采购需求 ${r.sn} · ${q.incoterm}`,
          clientType: 'PC',
          needReceipt: false,
          orderPromotionType: 'NORMAL',
        },
      ],
      items: [
        {
          id: nextId(),
          sn: nextSn('OI'),
          orderSn,
          tradeSn,
          goodsId: line.goodsId,
          skuId: q.skuId,
          categoryId: line.categoryId,
          goodsName: line.goodsName,
          goodsNameEn: line.goodsNameEn,
          image: line.skuImages?.[0] ?? line.goodsImages[0] ?? '',
          specs: Object.fromEntries(specs.map((s) => [s.specName, s.specValue])),
          specList: specs.map((s) => ({ specName: s.specName, specValue: s.specValue })),
          num: r.quantity,
          unitPrice: unit,
          subTotal,
          goodsPrice: subTotal,
          couponPrice: 0,
          flowPrice: subTotal,
        },
      ],
      logs: [
        {
          id: nextId(),
          orderSn,
          operatorId: memberId,
          operatorType: 'MEMBER',
          operatorName: name,
          toStatus: 'UNPAID',
          line: orderLine('ORDER_CREATED_FROM_QUOTE', { sn: orderSn, request: r.sn }),
        },
      ],
    })
    const taken = await tx
      .update(goodsSkus)
      .set({ quantity: sql`${goodsSkus.quantity} - ${r.quantity}` })
      .where(and(eq(goodsSkus.id, q.skuId), sql`${goodsSkus.quantity} >= ${r.quantity}`))
      .returning({ id: goodsSkus.id })
    if (taken.length === 0) throw new BizError('GOODS_SKU_QUANTITY_NOT_ENOUGH', { detail: line.goodsName })
    await tx
      .update(purchaseQuotes)
      .set({ status: 'ACCEPTED', updateTime: new Date() })
      .where(eq(purchaseQuotes.id, q.id))
    await tx
      .update(purchaseQuotes)
      .set({ status: 'DECLINED', updateTime: new Date() })
      .where(and(eq(purchaseQuotes.purchaseOrderId, id), ne(purchaseQuotes.id, q.id)))
    await tx
      .update(purchaseOrders)
      .set({ status: 'ACCEPTED', acceptedQuoteId: q.id, orderSn, tradeSn, updateTime: new Date() })
      .where(eq(purchaseOrders.id, id))
    return { tradeSn, orderSn, flowPrice: fenToYuan(subTotal) }
  })
  forgetGoods([goodsId])
  return result
}
