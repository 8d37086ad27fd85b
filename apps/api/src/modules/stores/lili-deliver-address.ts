import type { LiliDeliverAddressForm } from '@silk/contracts/lili-store-settings'
import { stores } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { regionPathWriter } from '../system/region-names.ts'
import { resolved } from './settings.ts'

/**
 * lilishop's StoreDeliverGoodsAddressDTO over this product's ship-from address (`stores.ship_address`,
 * edited in its own 店铺设置): null while the store has none, as lilishop answers.
 */
export async function liliDeliverAddress(ctx: StoreCtx) {
  const [s] = await ctx.db
    .select({ ship: stores.shipAddress })
    .from(stores)
    .where(eq(stores.id, ctx.seller.storeId))
  if (!s) throw new BizError('STORE_NOT_EXIST')
  if (!s.ship) return null
  const region = await regionPathWriter(ctx.db, ctx.locale)
  return {
    salesConsignorName: s.ship.name,
    salesConsignorMobile: s.ship.mobile,
    salesConsignorAddressId: s.ship.regionIdPath,
    salesConsignorAddressPath: region(s.ship.regionPath, s.ship.regionIdPath) ?? s.ship.regionPath,
    salesConsignorDetail: s.ship.detail,
  }
}

/** Saves the ship-from address (the region names from the ids); the return address is untouched. */
export async function saveLiliDeliverAddress(ctx: StoreCtx, form: LiliDeliverAddressForm) {
  const ship = await resolved(ctx.db, {
    name: form.salesConsignorName,
    mobile: form.salesConsignorMobile,
    regionIdPath: form.salesConsignorAddressId,
    regionPath: form.salesConsignorAddressPath,
    detail: form.salesConsignorDetail,
  })
  await ctx.db.update(stores).set({ shipAddress: ship }).where(eq(stores.id, ctx.seller.storeId))
  return liliDeliverAddress(ctx)
}
