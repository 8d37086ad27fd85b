import type { Db } from '../client.ts'
import { settings } from '../schema/system.ts'

export const BASE_SETTING = {
  siteName: '丝路之舟',
  siteNameEn: 'Silk Road Ark',
  // No licence number is invented: the operator enters the real one (系统设置); empty shows none.
  icp: '',
  domainLogo: '/brand/logo.svg',
  domainIcon: '/brand/icon.svg',
  buyerSideLogo: '/brand/logo.svg',
  buyerSideIcon: '/brand/icon.svg',
  storeSideLogo: '/brand/logo.svg',
  storeSideIcon: '/brand/icon.svg',
  staticPageAddress: '',
  staticPageWapAddress: '',
}

export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values([
      { id: 'BASE_SETTING', settingValue: BASE_SETTING },
      // Customer-service chat is not run by this platform yet: an empty url makes /IM answer 1006.
      { id: 'IM_SETTING', settingValue: { httpUrl: '' } },
    ])
    .onConflictDoNothing()
}

/**
 * The demo lets what a seller publishes go on sale at once (`GOODS_SETTING.goodsCheck` off); a
 * production installation has no row, and reviews (modules/store-goods/publish.ts).
 */
export async function seedDemoGoodsSetting(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ id: 'GOODS_SETTING', settingValue: { goodsCheck: false } })
    .onConflictDoNothing()
}
