import { allows } from '@silk/contracts/permissions'
import { StoreMenu } from '@silk/contracts/store-staff'
import { stores } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { localName } from '../../shared/localised.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'

/**
 * `GET /store/menu/session`: the signed-in user, its store, its grants and the menu entries it may
 * open (read) and act in (write). The same `allows` decides here and in the route hook.
 */
export async function sellerSession(ctx: StoreCtx) {
  const { seller } = ctx
  const [store] = await ctx.db
    .select({ storeName: stores.storeName, storeNameEn: stores.storeNameEn })
    .from(stores)
    .where(eq(stores.id, seller.storeId))
  return {
    memberId: seller.id,
    username: seller.username,
    nickName: seller.nickName,
    storeId: seller.storeId,
    storeName: store ? localName(ctx.locale, store.storeName, store.storeNameEn) : '',
    owner: seller.superUser === true,
    permissions: seller.permissions ?? [],
    menus: StoreMenu.filter((m) => allows(seller, { area: m.area, access: 'read' })).map((m) => ({
      ...m,
      write: allows(seller, { area: m.area, access: 'write' }),
    })),
  }
}
