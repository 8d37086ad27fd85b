import type { CartWay } from '@silk/contracts/trade'
import { MAX_LINE_NUM } from '@silk/contracts/trade-limits'
import type { DbOrTx } from '@silk/db/client'
import {
  cartLines,
  cartStates,
  goods,
  goodsSkus,
  pointsGoods,
  seckillMemberBuys,
  stores,
} from '@silk/db/schema/index'
import { and, count, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { statement } from '../../shared/statement.ts'
import { checkBargainBuyable } from '../promotions/kanjia-bargains.ts'
import { LIVE_PINTUAN_SKU } from '../promotions/pintuan.ts'
import { liveFlashOf } from '../promotions/seckill.ts'
import { loadLines } from './cart-model.ts'

/** A purchasable SKU or 11001. */
async function sellableSku(db: DbOrTx, skuId: string) {
  const [row] = await db
    .select({ sku: goodsSkus, goods, storeDisable: stores.storeDisable })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .leftJoin(stores, eq(stores.id, goods.storeId))
    .where(eq(goodsSkus.id, skuId))
  if (row?.goods.marketEnable !== 'UPPER' || row.goods.authFlag !== 'PASS' || row.storeDisable === 'CLOSED') {
    throw new BizError('GOODS_NOT_EXIST')
  }
  return row
}

const liveSkuPintuan = statement<{ id: string }>('live_sku_pintuan', LIVE_PINTUAN_SKU)

function checkNum(num: number) {
  if (num <= 0) throw new BizError('CART_NUM_ERROR')
  if (num > MAX_LINE_NUM) throw new BizError('GOODS_SKU_NUM_LIMIT')
}

function checkStock(stock: number, num: number) {
  if (stock < num) throw new BizError('GOODS_SKU_QUANTITY_NOT_ENOUGH', { detail: `现有库存数量[${stock}]` })
}

/**
 * The stock a line of `way` may take now: a points exchange needs its SKU on offer in the points mall
 * (the activity's stock counts too); a live flash sale counts its stock and refuses more than the
 * member may still buy of it. Checkout checks all of this again, atomically.
 */
async function promotionStock(
  ctx: BuyerCtx,
  sku: { id: string; quantity: number },
  num: number,
  way: CartWay,
  bargainId?: string,
): Promise<number> {
  if (way === 'POINTS') {
    const [offer] = await ctx.db
      .select({ activeStock: pointsGoods.activeStock })
      .from(pointsGoods)
      .where(
        and(
          eq(pointsGoods.skuId, sku.id),
          eq(pointsGoods.status, 'UPPER'),
          lte(pointsGoods.startTime, sql`now()`),
          gt(pointsGoods.endTime, sql`now()`),
        ),
      )
    if (!offer) throw new BizError('POINTS_GOODS_NOT_EXIST')
    if (offer.activeStock < num) throw new BizError('POINTS_GOODS_STOCK_NOT_ENOUGH')
    return sku.quantity
  }
  if (way === 'PINTUAN') {
    // Bought at the group price only while the SKU's 拼团 runs (decision 161).
    const [live] = await liveSkuPintuan(ctx.db, [sku.id])
    if (!live) throw new BizError('PINTUAN_NOT_RUNNING')
    return sku.quantity
  }
  if (way === 'KANJIA') {
    // The member's own running bargain, one item (decision 167).
    await checkBargainBuyable(ctx.db, ctx.member.id, sku.id, num, bargainId)
    return sku.quantity
  }
  const flash = await liveFlashOf(ctx.db, sku.id)
  if (!flash || flash.quantity <= 0) return sku.quantity
  if (flash.limitNum > 0) {
    const [bought] = await ctx.db
      .select({ num: seckillMemberBuys.num })
      .from(seckillMemberBuys)
      .where(
        and(eq(seckillMemberBuys.seckillGoodsId, flash.id), eq(seckillMemberBuys.memberId, ctx.member.id)),
      )
    if ((bought?.num ?? 0) + num > flash.limitNum) {
      throw new BizError('SECKILL_LIMIT_EXCEEDED', { detail: `每人限购${flash.limitNum}件` })
    }
  }
  return Math.min(sku.quantity, flash.quantity)
}

/**
 * Any change of the CART lines drops the selected coupons (reference §7.6); the checkout then picks
 * the best combination for the new lines again, whatever the buyer chose for the old ones.
 */
export async function dropCoupons(db: DbOrTx, memberId: string, way: CartWay) {
  await db
    .update(cartStates)
    .set({ platformCouponId: null, storeCoupons: {}, couponsByBuyer: false, updateTime: new Date() })
    .where(and(eq(cartStates.memberId, memberId), eq(cartStates.way, way)))
}

/**
 * `POST /buyer/trade/carts`: CART adds to an existing line (capped at 99) and checks it; BUY_NOW
 * replaces its cart with this one line. The total may never exceed the stock.
 */
export async function addToCart(
  ctx: BuyerCtx,
  input: { skuId: string; num: number; cartType: CartWay; kanjiaActivityId?: string },
) {
  checkNum(input.num)
  const { sku } = await sellableSku(ctx.db, input.skuId)
  const memberId = ctx.member.id
  const way = input.cartType
  const stock = await promotionStock(ctx, sku, input.num, way, input.kanjiaActivityId)
  await ctx.db.transaction(async (tx) => {
    if (way === 'BUY_NOW' || way === 'POINTS' || way === 'PINTUAN' || way === 'KANJIA') {
      checkStock(stock, input.num)
      await tx.delete(cartLines).where(and(eq(cartLines.memberId, memberId), eq(cartLines.way, way)))
      await tx.insert(cartLines).values({ memberId, way, skuId: sku.id, num: input.num })
    } else {
      const [existing] = await tx
        .select({ num: cartLines.num })
        .from(cartLines)
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.way, 'CART'), eq(cartLines.skuId, sku.id)))
        .for('update')
      const num = Math.min(MAX_LINE_NUM, (existing?.num ?? 0) + input.num)
      checkStock(stock, num)
      await tx
        .insert(cartLines)
        .values({ memberId, way: 'CART', skuId: sku.id, num })
        .onConflictDoUpdate({
          target: [cartLines.memberId, cartLines.way, cartLines.skuId],
          set: { num, checked: true },
        })
    }
    await dropCoupons(tx, memberId, input.cartType)
  })
}

/** `POST /buyer/trade/carts/sku/num/{skuId}`: overwrites the quantity of a CART line (1..99, ≤ stock). */
export async function setLineNum(ctx: BuyerCtx, skuId: string, num: number) {
  checkNum(num)
  const { sku } = await sellableSku(ctx.db, skuId)
  checkStock(sku.quantity, num)
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(cartLines)
      .values({ memberId: ctx.member.id, way: 'CART', skuId, num })
      .onConflictDoUpdate({ target: [cartLines.memberId, cartLines.way, cartLines.skuId], set: { num } })
    await dropCoupons(tx, ctx.member.id, 'CART')
  })
}

/** Check or uncheck CART lines: one SKU, one store, or all (skuId/storeId undefined). */
export async function setChecked(
  ctx: BuyerCtx,
  checked: boolean,
  scope: { skuId?: string; storeId?: string },
) {
  const memberId = ctx.member.id
  await ctx.db.transaction(async (tx) => {
    let skuIds: string[] | undefined
    if (scope.storeId) {
      const lines = await loadLines(tx, memberId, 'CART')
      skuIds = lines.filter((l) => l.storeId === scope.storeId).map((l) => l.skuId)
      if (skuIds.length === 0) return
    }
    await tx
      .update(cartLines)
      .set({ checked })
      .where(
        and(
          eq(cartLines.memberId, memberId),
          eq(cartLines.way, 'CART'),
          scope.skuId ? eq(cartLines.skuId, scope.skuId) : undefined,
          skuIds ? inArray(cartLines.skuId, skuIds) : undefined,
        ),
      )
    await dropCoupons(tx, memberId, 'CART')
  })
}

export async function removeLines(ctx: BuyerCtx, skuIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.memberId, ctx.member.id),
          eq(cartLines.way, 'CART'),
          inArray(cartLines.skuId, skuIds),
        ),
      )
    await dropCoupons(tx, ctx.member.id, 'CART')
  })
}

export async function clearCart(ctx: BuyerCtx) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(cartLines).where(and(eq(cartLines.memberId, ctx.member.id), eq(cartLines.way, 'CART')))
    await tx.delete(cartStates).where(and(eq(cartStates.memberId, ctx.member.id), eq(cartStates.way, 'CART')))
  })
}

/** Number of CART lines (not units) that are not invalid, optionally by check state (reference §20 #10). */
export async function countLines(ctx: BuyerCtx, checked?: boolean): Promise<number> {
  if (checked === undefined) {
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(cartLines)
      .innerJoin(goodsSkus, eq(goodsSkus.id, cartLines.skuId))
      .innerJoin(
        goods,
        and(eq(goods.id, goodsSkus.goodsId), eq(goods.marketEnable, 'UPPER'), eq(goods.authFlag, 'PASS')),
      )
      .leftJoin(stores, eq(stores.id, goods.storeId))
      // The same lines the cart page shows as sellable (cart-model's `invalid`), so badge and title agree.
      .where(
        and(
          eq(cartLines.memberId, ctx.member.id),
          eq(cartLines.way, 'CART'),
          or(isNull(stores.id), ne(stores.storeDisable, 'CLOSED')),
        ),
      )
    return n
  }
  const lines = await loadLines(ctx.db, ctx.member.id, 'CART')
  return lines.filter((l) => !l.invalid && l.checked === checked).length
}
