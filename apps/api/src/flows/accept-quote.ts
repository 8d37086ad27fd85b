import { type AcceptQuoteForm, type OverseasConsignee, tierPrice } from '@silk/contracts/rfq'
import { nextId, nextSn } from '@silk/db/ids'
import { goods, goodsSkus, purchaseOrders, purchaseQuotes, stores } from '@silk/db/schema/index'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { defaultAddressRow, ownAddress } from '../modules/addresses/addresses.ts'
import { forgetGoods } from '../modules/goods/detail-cache.ts'
import { insertTradeRows } from '../modules/orders/insert-trade.ts'
import { chinaToday, lockPurchase } from '../modules/rfq/index.ts'
import { BizError } from '../shared/errors.ts'
import { orderLine } from '../shared/log-lines.ts'
import { type BuyerCtx, memberName } from '../shared/member-ctx.ts'
import { fenToYuan } from '../shared/money.ts'

/** A country's Chinese name (ICU's), as the order's address path shows it. */
const countryZh = (code: string) => new Intl.DisplayNames(['zh-CN'], { type: 'region' }).of(code) ?? code

/** The order's consignee columns for a consignee abroad (decision 145): no region ids, the country as the path. */
function overseasConsignee(c: OverseasConsignee) {
  return {
    consigneeName: c.name,
    consigneeMobile: c.phone,
    consigneeAddressPath: countryZh(c.country),
    consigneeAddressIdPath: null,
    consigneeDetail: c.postcode ? `${c.address} ${c.postcode}` : c.address,
  }
}

/**
 * `POST /buyer/other/purchase/purchase/{id}/accept` (decision 132): the request's owner accepts one
 * quote, and it becomes an ordinary UNPAID order of the quoted SKU, `quantity` pieces at the tier
 * price reached, paid at the cashier and shipped like any other. One transaction under the request's
 * row lock: a second accept (double click, two tabs) waits, then finds the request ACCEPTED (60711)
 * and writes nothing. Stock is taken with the same conditional update as a checkout; short stock
 * rolls the acceptance back. No freight: the quote's incoterm prices the delivery terms.
 * Where the goods go (decision 145): the consignee abroad the buyer typed, or an address of the
 * book; a request going abroad needs one of them said (60717), one delivered in China may take the
 * default address. The order keeps the agreed incoterm, the destination and the reference currency.
 */
export async function acceptQuote(ctx: BuyerCtx, id: string, form: z.infer<typeof AcceptQuoteForm>) {
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
    if (!form.consignee && !form.addressId && r.destinationCountry !== 'CN')
      throw new BizError('PURCHASE_CONSIGNEE_REQUIRED')
    const address = form.consignee
      ? null
      : form.addressId
        ? await ownAddress(tx, memberId, form.addressId)
        : await defaultAddressRow(tx, memberId)
    if (!form.consignee && !address) throw new BizError('MEMBER_ADDRESS_NOT_EXIST')
    const consignee = form.consignee
      ? overseasConsignee(form.consignee)
      : {
          consigneeName: address?.name ?? null,
          consigneeMobile: address?.mobile ?? null,
          consigneeAddressPath: address?.consigneeAddressPath ?? null,
          consigneeAddressIdPath: address?.consigneeAddressIdPath ?? null,
          consigneeDetail: address?.detail ?? null,
        }
    const tradeTerms = {
      purchaseSn: r.sn,
      incoterm: q.incoterm,
      destinationCountry: form.consignee?.country ?? 'CN',
      currency: r.currency,
    }
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
    const { consigneeDetail, ...tradeConsignee } = consignee
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
        ...tradeConsignee,
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
          tradeTerms,
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
    if (taken.length === 0) {
      // The stock fell below the quantity since the quote was made: say so, with the figures.
      const [now] = await tx
        .select({ quantity: goodsSkus.quantity })
        .from(goodsSkus)
        .where(eq(goodsSkus.id, q.skuId))
      const left = now?.quantity ?? 0
      throw new BizError('PURCHASE_QUOTE_STOCK_GONE', {
        detail: `${q.goodsName}：库存 ${left}，采购数量 ${r.quantity}`,
      })
    }
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
