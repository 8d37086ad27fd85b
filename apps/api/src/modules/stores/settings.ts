import { sanitizeArticleHtml } from '@silk/contracts/article-html'
import type {
  PickupPointForm,
  SettingsAddress,
  StoreAddressesForm,
  StoreSettingsForm,
  StoreSettingsView,
} from '@silk/contracts/freight'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { regions, storeAddresses, storeAfterSaleAddresses, stores } from '@silk/db/schema/index'
import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { regionPathWriter } from '../system/region-names.ts'

const MAX_PICKUP_POINTS = 20

/** `GET /store/settings/storeSettings`: the store's profile, addresses and stock-warning threshold. */
export async function getSettings(ctx: StoreCtx): Promise<StoreSettingsView> {
  const storeId = ctx.seller.storeId
  const [[s], [ret]] = await Promise.all([
    ctx.db.select().from(stores).where(eq(stores.id, storeId)),
    ctx.db.select().from(storeAfterSaleAddresses).where(eq(storeAfterSaleAddresses.storeId, storeId)),
  ])
  if (!s) throw new BizError('STORE_NOT_EXIST')
  // The saved lines in the reader's language (decision 159); a save recomputes them from the ids.
  const region = await regionPathWriter(ctx.db, ctx.locale)
  const ship = s.shipAddress ?? null
  return {
    storeId,
    storeName: s.storeName,
    storeNameEn: s.storeNameEn ?? '',
    storeDisable: s.storeDisable,
    storeLogo: s.storeLogo,
    storeBanner: s.storeBanner,
    storeDesc: s.storeDesc,
    storeDescEn: s.storeDescEn ?? '',
    companyAddressPath: s.companyAddressPath,
    companyAddressPathEn: s.companyAddressPathEn ?? '',
    contactMobile: s.contactMobile,
    contactEmail: s.contactEmail,
    stockWarning: s.stockWarning,
    shipAddress: ship && { ...ship, regionPath: region(ship.regionPath, ship.regionIdPath) ?? '' },
    returnAddress: ret
      ? {
          name: ret.salesConsigneeName,
          mobile: ret.salesConsigneeMobile,
          regionIdPath: ret.salesConsigneeAddressId,
          regionPath: region(ret.salesConsigneeAddressPath, ret.salesConsigneeAddressId) ?? '',
          detail: ret.salesConsigneeDetail,
        }
      : null,
  }
}

/**
 * `PUT /store/settings/storeSettings`: name (and its English), logo, banner, sanitised introduction, location (each with
 * its optional English: blank stores null, "none given"), contact.
 */
export async function saveSettings(ctx: StoreCtx, form: z.infer<typeof StoreSettingsForm>) {
  const descEn = sanitizeArticleHtml(form.storeDescEn)
  await ctx.db
    .update(stores)
    .set({
      storeName: form.storeName,
      ...(form.storeNameEn === undefined ? {} : { storeNameEn: form.storeNameEn || null }),
      storeLogo: form.storeLogo,
      storeBanner: form.storeBanner,
      storeDesc: sanitizeArticleHtml(form.storeDesc),
      storeDescEn: descEn.replace(/<[^>]*>/g, '').trim() ? descEn : null,
      ...(form.companyAddressPath === undefined ? {} : { companyAddressPath: form.companyAddressPath }),
      companyAddressPathEn: form.companyAddressPathEn || null,
      contactMobile: form.contactMobile,
      contactEmail: form.contactEmail,
    })
    .where(eq(stores.id, ctx.seller.storeId))
  return getSettings(ctx)
}

/**
 * The address with its region names filled in from the region tree, root → leaf; a path whose
 * ids do not chain (each the parent of the next) is 50301.
 */
export async function resolved(db: DbOrTx, a: SettingsAddress): Promise<SettingsAddress> {
  const ids = a.regionIdPath.split(',')
  const rows = await db.select().from(regions).where(inArray(regions.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  const chain = ids.map((id) => byId.get(id))
  const ok = chain.every((r, i) => r && r.parentId === (i === 0 ? '0' : ids[i - 1]))
  if (!ok) throw new BizError('STORE_SETTINGS_REGION_ERROR')
  return { ...a, regionPath: chain.map((r) => r?.name).join(',') }
}

/**
 * `PUT /store/settings/storeSettings/address`: the ship-from address (on the store) and the return
 * address (`store_after_sale_address`, which the buyer's return page reads). null clears either.
 */
export async function saveAddresses(ctx: StoreCtx, form: z.infer<typeof StoreAddressesForm>) {
  const storeId = ctx.seller.storeId
  const ship = form.shipAddress ? await resolved(ctx.db, form.shipAddress) : null
  const ret = form.returnAddress ? await resolved(ctx.db, form.returnAddress) : null
  await ctx.db.transaction(async (tx) => {
    await tx.update(stores).set({ shipAddress: ship }).where(eq(stores.id, storeId))
    if (!ret) {
      await tx.delete(storeAfterSaleAddresses).where(eq(storeAfterSaleAddresses.storeId, storeId))
      return
    }
    const values = {
      salesConsigneeName: ret.name,
      salesConsigneeMobile: ret.mobile,
      salesConsigneeAddressId: ret.regionIdPath,
      salesConsigneeAddressPath: ret.regionPath,
      salesConsigneeDetail: ret.detail,
      updateTime: new Date(),
    }
    await tx
      .insert(storeAfterSaleAddresses)
      .values({ storeId, ...values })
      .onConflictDoUpdate({ target: storeAfterSaleAddresses.storeId, set: values })
  })
  return getSettings(ctx)
}

type PointRow = typeof storeAddresses.$inferSelect
const pointView = (r: PointRow) => ({
  id: r.id,
  addressName: r.addressName,
  address: r.address,
  mobile: r.mobile,
  center: r.center,
})
const myPoint = (ctx: StoreCtx, id: string) =>
  and(eq(storeAddresses.id, id), eq(storeAddresses.storeId, ctx.seller.storeId))

/** `GET /store/member/storeAddress`: the store's self-pickup points, oldest first (as checkout lists them). */
export async function listPickupPoints(ctx: StoreCtx) {
  const rows = await ctx.db
    .select()
    .from(storeAddresses)
    .where(eq(storeAddresses.storeId, ctx.seller.storeId))
    .orderBy(asc(storeAddresses.createTime), asc(storeAddresses.id))
  return rows.map(pointView)
}

export async function addPickupPoint(ctx: StoreCtx, form: z.infer<typeof PickupPointForm>) {
  return ctx.db.transaction(async (tx) => {
    // One store's additions queue on its row, so the limit holds under concurrent adds.
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, ctx.seller.storeId)).for('update')
    const [{ n }] = await tx
      .select({ n: count() })
      .from(storeAddresses)
      .where(eq(storeAddresses.storeId, ctx.seller.storeId))
    if (n >= MAX_PICKUP_POINTS) throw new BizError('STORE_PICKUP_POINT_LIMIT')
    const [row] = await tx
      .insert(storeAddresses)
      .values({ id: nextId(), storeId: ctx.seller.storeId, ...form })
      .returning()
    return pointView(row)
  })
}

export async function editPickupPoint(ctx: StoreCtx, id: string, form: z.infer<typeof PickupPointForm>) {
  const [row] = await ctx.db.update(storeAddresses).set(form).where(myPoint(ctx, id)).returning()
  if (!row) throw new BizError('STORE_PICKUP_POINT_NOT_EXIST')
  return pointView(row)
}

/**
 * Deletes a pickup point. Orders keep their own copy of the point; a cart that had chosen it falls
 * back to no point (checkout then asks for one: `resolvePickup` finds none).
 */
export async function deletePickupPoint(ctx: StoreCtx, id: string) {
  const [row] = await ctx.db
    .delete(storeAddresses)
    .where(myPoint(ctx, id))
    .returning({ id: storeAddresses.id })
  if (!row) throw new BizError('STORE_PICKUP_POINT_NOT_EXIST')
}
