import { type CartWay, MAX_LINE_NUM } from '@silk/contracts/trade'
import type { DbOrTx } from '@silk/db/client'
import { cartLines, cartStates, goods, goodsSkus, stores } from '@silk/db/schema/index'
import { and, count, eq, inArray } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
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

function checkNum(num: number) {
  if (num <= 0) throw new BizError('CART_NUM_ERROR')
  if (num > MAX_LINE_NUM) throw new BizError('GOODS_SKU_NUM_LIMIT')
}

function checkStock(stock: number, num: number) {
  if (stock < num) throw new BizError('GOODS_SKU_QUANTITY_NOT_ENOUGH', { detail: `现有库存数量[${stock}]` })
}

/** Any change of the CART lines drops the selected coupons (reference §7.6). */
export async function dropCoupons(db: DbOrTx, memberId: string, way: CartWay) {
  await db
    .update(cartStates)
    .set({ platformCouponId: null, storeCoupons: {}, updateTime: new Date() })
    .where(and(eq(cartStates.memberId, memberId), eq(cartStates.way, way)))
}

/**
 * `POST /buyer/trade/carts`: CART adds to an existing line (capped at 99) and checks it; BUY_NOW
 * replaces its cart with this one line. The total may never exceed the stock.
 */
export async function addToCart(ctx: BuyerCtx, input: { skuId: string; num: number; cartType: CartWay }) {
  checkNum(input.num)
  const { sku } = await sellableSku(ctx.db, input.skuId)
  const memberId = ctx.member.id
  await ctx.db.transaction(async (tx) => {
    if (input.cartType === 'BUY_NOW') {
      checkStock(sku.quantity, input.num)
      await tx.delete(cartLines).where(and(eq(cartLines.memberId, memberId), eq(cartLines.way, 'BUY_NOW')))
      await tx.insert(cartLines).values({ memberId, way: 'BUY_NOW', skuId: sku.id, num: input.num })
    } else {
      const [existing] = await tx
        .select({ num: cartLines.num })
        .from(cartLines)
        .where(and(eq(cartLines.memberId, memberId), eq(cartLines.way, 'CART'), eq(cartLines.skuId, sku.id)))
        .for('update')
      const num = Math.min(MAX_LINE_NUM, (existing?.num ?? 0) + input.num)
      checkStock(sku.quantity, num)
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
      .innerJoin(goods, and(eq(goods.id, goodsSkus.goodsId), eq(goods.marketEnable, 'UPPER')))
      .where(and(eq(cartLines.memberId, ctx.member.id), eq(cartLines.way, 'CART')))
    return n
  }
  const lines = await loadLines(ctx.db, ctx.member.id, 'CART')
  return lines.filter((l) => !l.invalid && l.checked === checked).length
}
