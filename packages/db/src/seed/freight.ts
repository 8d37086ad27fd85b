import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { storeAfterSaleAddresses } from '../schema/after-sale.ts'
import { type FreightRow, freightTemplates } from '../schema/freight.ts'
import { goods } from '../schema/goods.ts'
import { stores } from '../schema/store.ts'

const JZH = ['31', '32', '33'] // 上海、江苏、浙江
const REMOTE = ['15', '54', '63', '65'] // 内蒙古、西藏、青海、新疆
const row = (
  regionIds: string[],
  firstUnit: number,
  firstFee: number,
  extraUnit: number,
  extraFee: number,
): FreightRow => ({
  regionIds,
  firstUnit,
  firstFee,
  extraUnit,
  extraFee,
})

type Def = Omit<typeof freightTemplates.$inferInsert, 'id' | 'storeId'>

/** Free shipping everywhere: the stores whose seller accounts the journeys use keep their totals. */
const free: Def = { name: '全场包邮', pricingMethod: 'FREE' }
/** Tea and food by weight: ¥8 the first kilo, ¥3 each started 500 g; nearer and remote regions differ. */
const byWeight: Def = {
  name: '茶叶按重量计费',
  pricingMethod: 'WEIGHT',
  firstUnit: 1000,
  firstFee: 800,
  extraUnit: 500,
  extraFee: 300,
  rows: [row(JZH, 1000, 500, 500, 200), row(REMOTE, 1000, 1800, 500, 800)],
}
/** Devices by piece: ¥12 the first, ¥6 each more; 江浙沪 ¥6 / ¥3; remote ¥25 / ¥10. */
const byPiece: Def = {
  name: '数码按件计费',
  pricingMethod: 'NUM',
  firstUnit: 1,
  firstFee: 1200,
  extraUnit: 1,
  extraFee: 600,
  rows: [row(JZH, 1, 600, 1, 300), row(REMOTE, 1, 2500, 1, 1000)],
}
/** Everything else from abroad: a flat parcel rate by piece. */
const crossBorder: Def = {
  name: '跨境直邮',
  pricingMethod: 'NUM',
  firstUnit: 1,
  firstFee: 1500,
  extraUnit: 2,
  extraFee: 500,
  rows: [row(REMOTE, 1, 3000, 1, 1000)],
}

/** The templates a store gets and which one its goods use (the first). */
function templatesOf(store: { id: string; countryCode: string; storeName: string }): Def[] {
  if (['2001', '2002', '2003'].includes(store.id)) return [free, byWeight]
  if (/茶|咖啡|酒/.test(store.storeName)) return [byWeight, free]
  if (/数码/.test(store.storeName)) return [byPiece, free]
  if (store.countryCode !== 'CN') return [crossBorder, free]
  return [free]
}

/**
 * Demo: every store has freight templates and its goods use the first. The stores of the demo seller
 * accounts (2001–2003) ship free, so journeys that compare refunds and totals with goods prices keep
 * them; tea and wine stores charge by weight, digital stores by piece, stores abroad a parcel rate.
 */
export async function seedFreightTemplates(db: Db): Promise<void> {
  const all = await db
    .select({ id: stores.id, countryCode: stores.countryCode, storeName: stores.storeName })
    .from(stores)
  const ids = all.map((s) => s.id)
  if (ids.length === 0) return
  await db.delete(freightTemplates).where(inArray(freightTemplates.storeId, ids))
  for (const store of all) {
    const defs = templatesOf(store)
    const rows = defs.map((d, i) => ({
      ...d,
      id: `9${store.id}${String(i + 1).padStart(2, '0')}`,
      storeId: store.id,
    }))
    await db.insert(freightTemplates).values(rows)
    await db
      .update(goods)
      .set({ templateId: rows[0]?.id ?? '0' })
      .where(eq(goods.storeId, store.id))
  }
  // Parcels leave from where returns arrive (the after-sale seeder's warehouse), unless set already.
  const returns = await db.select().from(storeAfterSaleAddresses)
  for (const r of returns) {
    await db
      .update(stores)
      .set({
        shipAddress: {
          name: r.salesConsigneeName.replace(/售后部$/, '发货部'),
          mobile: r.salesConsigneeMobile,
          regionIdPath: r.salesConsigneeAddressId,
          regionPath: r.salesConsigneeAddressPath,
          detail: r.salesConsigneeDetail.replace(/退货仓$/, '发货仓'),
        },
      })
      .where(and(eq(stores.id, r.storeId), isNull(stores.shipAddress)))
  }
}
