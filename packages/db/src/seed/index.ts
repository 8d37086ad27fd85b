import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { seedRuns } from '../schema/system.ts'
import { seedDemoAdmins } from './admins.ts'
import { seedAfterSaleReasons, seedStoreAfterSaleAddresses } from './after-sale.ts'
import { seedArticles, seedNewsCovers } from './articles/index.ts'
import { seedCatalogue } from './catalogue.ts'
import { seedCurrencyRates } from './currency.ts'
import { seedDistributionDemo, seedDistributionSetting } from './distribution.ts'
import { seedFreightTemplates } from './freight.ts'
import { seedGoodsReviewDemo } from './goods-review.ts'
import { seedHomeSlides } from './home-slides.ts'
import { seedLogistics } from './logistics.ts'
import { seedDemoMembers } from './members.ts'
import { seedNavEntries } from './nav.ts'
import { seedHomeFloors, seedPageData } from './page-data.ts'
import { seedPointSetting } from './points.ts'
import { seedPromotions } from './promotions.ts'
import { seedRegionEnglishNames, seedRegions } from './regions.ts'
import { seedSamplePartners } from './sample-partners.ts'
import { seedDemoGoodsSetting, seedSettings } from './settings.ts'
import { seedDemoGoodsDraft } from './store-goods.ts'
import { seedActivityCoupons, seedTradeDemo } from './trade.ts'
import { seedWholesaleDemo } from './wholesale.ts'

export interface Seeder {
  name: string
  /** Reference data every installation needs; demo data only when demo seeding is on. */
  kind: 'reference' | 'demo'
  run(db: Db): Promise<void>
}

/** In dependency order. Later domains append their seeders here. */
export const seeders: Seeder[] = [
  { name: 'settings', kind: 'reference', run: seedSettings },
  { name: 'regions', kind: 'reference', run: seedRegions },
  { name: 'region-names-en', kind: 'reference', run: seedRegionEnglishNames },
  { name: 'logistics', kind: 'reference', run: seedLogistics },
  { name: 'after-sale-reasons', kind: 'reference', run: seedAfterSaleReasons },
  { name: 'point-setting', kind: 'reference', run: seedPointSetting },
  { name: 'distribution-setting', kind: 'reference', run: seedDistributionSetting },
  { name: 'home-slides', kind: 'reference', run: seedHomeSlides },
  { name: 'nav-entries', kind: 'reference', run: seedNavEntries },
  { name: 'goods-setting-demo', kind: 'demo', run: seedDemoGoodsSetting },
  { name: 'page-data', kind: 'demo', run: seedPageData },
  { name: 'sample-partners', kind: 'demo', run: seedSamplePartners },
  { name: 'articles', kind: 'demo', run: seedArticles },
  { name: 'news-covers', kind: 'demo', run: seedNewsCovers },
  { name: 'demo-members', kind: 'demo', run: seedDemoMembers },
  { name: 'demo-admins', kind: 'demo', run: seedDemoAdmins },
  { name: 'catalogue', kind: 'demo', run: (db) => seedCatalogue(db) },
  { name: 'trade-demo', kind: 'demo', run: seedTradeDemo },
  { name: 'distribution-demo', kind: 'demo', run: seedDistributionDemo },
  { name: 'store-after-sale-address', kind: 'demo', run: seedStoreAfterSaleAddresses },
  { name: 'home-floors', kind: 'demo', run: seedHomeFloors },
  { name: 'activity-coupons', kind: 'demo', run: seedActivityCoupons },
  { name: 'promotions', kind: 'demo', run: seedPromotions },
  { name: 'goods-review-demo', kind: 'demo', run: seedGoodsReviewDemo },
  { name: 'freight-templates', kind: 'demo', run: seedFreightTemplates },
  { name: 'seller-goods-draft', kind: 'demo', run: seedDemoGoodsDraft },
  { name: 'wholesale-demo', kind: 'demo', run: seedWholesaleDemo },
  { name: 'currency-rates', kind: 'demo', run: seedCurrencyRates },
]

/** Runs every seeder that has not run yet on this database; returns the names it ran. */
export async function runSeeders(db: Db, options: { demo: boolean }): Promise<string[]> {
  const done = new Set((await db.select({ name: seedRuns.name }).from(seedRuns)).map((r) => r.name))
  const ran: string[] = []
  for (const seeder of seeders) {
    if (done.has(seeder.name) || (seeder.kind === 'demo' && !options.demo)) continue
    await seeder.run(db)
    await db.insert(seedRuns).values({ name: seeder.name }).onConflictDoNothing()
    ran.push(seeder.name)
  }
  return ran
}

export async function forgetSeeds(db: Db): Promise<void> {
  await db.execute(sql`delete from seed_run`)
}
