import type { PageQuery } from '@silk/contracts/paging'
import type { CartWay } from '@silk/contracts/trade'
import type { CartReceipt } from '@silk/db/schema/index'
import { cartStates, memberAddresses, memberCoupons, storeAddresses } from '@silk/db/schema/index'
import { and, asc, count, eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { bestCouponChoice, sameChoice } from './best-coupons.ts'
import {
  buildCart,
  type CartModel,
  type CartState,
  emptyState,
  loadLines,
  reapplyCoupons,
} from './cart-model.ts'
import { tradeView } from './cart-view.ts'

/** Writes some checkout choices of a way (creating its state row on first use). */
async function saveState(ctx: BuyerCtx, way: CartWay, patch: Partial<CartState>) {
  const base = emptyState(ctx.member.id, way)
  await ctx.db
    .insert(cartStates)
    .values({ ...base, ...patch })
    .onConflictDoUpdate({
      target: [cartStates.memberId, cartStates.way],
      set: { ...patch, updateTime: new Date() },
    })
}

export async function viewCart(ctx: BuyerCtx, way: CartWay, mode: 'all' | 'checked') {
  const model = await buildCart(ctx.db, ctx.member.id, way, mode)
  if (mode === 'checked') await pickBestCoupons(ctx, way, model)
  return tradeView(
    ctx.db,
    model,
    { id: ctx.member.id, name: memberName(ctx.member) },
    mode === 'checked',
    ctx.locale,
  )
}

/**
 * Until the buyer chooses or drops a coupon, the checkout view applies the combination of usable
 * coupons that takes off the most (as JD and Tmall do). It is saved, so create/trade charges what
 * this view shows; the save yields to a choice the buyer made meanwhile.
 */
async function pickBestCoupons(ctx: BuyerCtx, way: CartWay, model: CartModel) {
  if (way === 'POINTS' || model.state.couponsByBuyer || model.lines.length === 0) return
  const best = bestCouponChoice(model.lines, model.canUse)
  if (sameChoice(best, model.state)) return
  const [saved] = await ctx.db
    .insert(cartStates)
    .values({ ...emptyState(ctx.member.id, way), ...best })
    .onConflictDoUpdate({
      target: [cartStates.memberId, cartStates.way],
      set: { ...best, updateTime: new Date() },
      setWhere: eq(cartStates.couponsByBuyer, false),
    })
    .returning({ memberId: cartStates.memberId })
  if (!saved) return
  model.state = { ...model.state, ...best }
  reapplyCoupons(model)
}

/** Rough count of coupons usable on the checked lines (`coupon/num`). */
export async function countUsableCoupons(ctx: BuyerCtx, way: CartWay) {
  const model = await buildCart(ctx.db, ctx.member.id, way, 'checked')
  return model.canUse.length
}

/** Any failure is 30005 as upstream: the address must be the member's own. */
export async function chooseShippingAddress(ctx: BuyerCtx, way: CartWay, addressId: string) {
  const [row] = await ctx.db
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, addressId), eq(memberAddresses.memberId, ctx.member.id)))
  if (!row) throw new BizError('SHIPPING_NOT_APPLY')
  await saveState(ctx, way, { addressId })
}

/** 30005 unless the point belongs to the one store of the checked lines (it must be picked up there). */
export async function chooseStoreAddress(ctx: BuyerCtx, way: CartWay, storeAddressId: string) {
  const [[row], lines] = await Promise.all([
    ctx.db
      .select({ storeId: storeAddresses.storeId })
      .from(storeAddresses)
      .where(eq(storeAddresses.id, storeAddressId)),
    loadLines(ctx.db, ctx.member.id, way),
  ])
  const storeIds = new Set(lines.filter((l) => l.checked).map((l) => l.storeId))
  if (!row || storeIds.size !== 1 || !storeIds.has(row.storeId)) throw new BizError('SHIPPING_NOT_APPLY')
  await saveState(ctx, way, { storeAddressId })
}

/** Delivery methods the checked cart allows: self pickup only for one store that has pickup points. */
export async function shippingMethods(ctx: BuyerCtx, way: CartWay): Promise<string[]> {
  const model = await buildCart(ctx.db, ctx.member.id, way, 'checked')
  const storeIds = [...new Set(model.lines.map((l) => l.storeId))]
  if (storeIds.length !== 1) return ['LOGISTICS']
  const [pickup] = await ctx.db
    .select({ id: storeAddresses.id })
    .from(storeAddresses)
    .where(eq(storeAddresses.storeId, storeIds[0]))
    .limit(1)
  return pickup ? ['LOGISTICS', 'SELF_PICK_UP'] : ['LOGISTICS']
}

export async function chooseShippingMethod(ctx: BuyerCtx, way: CartWay, method: string) {
  if (method !== 'LOGISTICS' && method !== 'SELF_PICK_UP') throw new BizError('SHIPPING_METHOD_ERROR')
  if (method === 'SELF_PICK_UP' && !(await shippingMethods(ctx, way)).includes('SELF_PICK_UP')) {
    throw new BizError('SHIPPING_METHOD_ERROR', { detail: '当前商品不支持自提' })
  }
  await saveState(ctx, way, { deliveryMethod: method })
}

export async function chooseReceipt(ctx: BuyerCtx, way: CartWay, receipt: CartReceipt) {
  await saveState(ctx, way, { receipt })
}

/**
 * Selects or drops a member coupon for the way's cart: at most one platform coupon and one per
 * store. A coupon whose threshold the cart does not reach is not applied (reference §7.6, §20 #11):
 * the `/checked` view shows what is applied.
 */
export async function selectCoupon(ctx: BuyerCtx, way: CartWay, memberCouponId: string, used: boolean) {
  const [coupon] = await ctx.db
    .select()
    .from(memberCoupons)
    .where(and(eq(memberCoupons.id, memberCouponId), eq(memberCoupons.memberId, ctx.member.id)))
  if (coupon?.memberCouponStatus !== 'NEW' || coupon.endTime <= new Date()) {
    throw new BizError('COUPON_EXPIRED')
  }
  const model = await buildCart(ctx.db, ctx.member.id, way, 'checked')
  const state = model.state
  const platform = coupon.storeId === '0'
  if (!used) {
    // A dropped coupon stays dropped: the checkout no longer picks for this buyer.
    if (platform && state.platformCouponId === coupon.id)
      await saveState(ctx, way, { platformCouponId: null, couponsByBuyer: true })
    if (!platform && state.storeCoupons[coupon.storeId] === coupon.id) {
      const { [coupon.storeId]: _dropped, ...rest } = state.storeCoupons
      await saveState(ctx, way, { storeCoupons: rest, couponsByBuyer: true })
    }
    return
  }
  if (!model.canUse.some((c) => c.id === coupon.id)) return
  if (platform) await saveState(ctx, way, { platformCouponId: coupon.id, couponsByBuyer: true })
  else
    await saveState(ctx, way, {
      storeCoupons: { ...state.storeCoupons, [coupon.storeId]: coupon.id },
      couponsByBuyer: true,
    })
}

/** Self-pickup points of a store (`GET /buyer/store/address/page/{storeId}`, public). */
export async function listStoreAddresses(ctx: Pick<BuyerCtx, 'db'>, storeId: string, query: PageQuery) {
  const where = eq(storeAddresses.storeId, storeId)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(storeAddresses)
      .where(where)
      .orderBy(asc(storeAddresses.createTime), asc(storeAddresses.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(storeAddresses).where(where),
  ])
  return toPage(
    rows.map(({ createTime: _c, ...r }) => r),
    total,
    query,
  )
}
