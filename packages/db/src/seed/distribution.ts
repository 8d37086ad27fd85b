import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { distributionGoods, distributionSelectedGoods, distributions } from '../schema/distribution.ts'
import { goods, goodsSkus } from '../schema/goods.ts'
import { members } from '../schema/members.ts'
import { settings } from '../schema/system.ts'
import { DEMO_MEMBER_2_ID } from './members.ts'

/** Distribution is on; a share link binds a buyer for 30 days (reference §14 DISTRIBUTION_SETTING). */
export async function seedDistributionSetting(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ id: 'DISTRIBUTION_SETTING', settingValue: { isOpen: true, distributionDay: 30 } })
    .onConflictDoNothing()
}

/** Stores whose seller accounts exist in the demo (seller1–3), so journeys can complete orders. */
const DEMO_STORES = ['2001', '2002', '2003']
const GOODS_PER_STORE = 6
/** Commission rates the stores chose, per goods in turn (a fixed amount per unit is stored). */
const RATES = [0.06, 0.08, 0.1, 0.05, 0.12, 0.07]

/**
 * Demo distribution: the first SKU of six listed goods of each demo store is opened for distribution
 * with a fixed commission (5–12 % of its price, rounded to ¥0.50, at least ¥1), and the demo member
 * `buyer2` is an approved (PASS) distributor who already promotes three of them. `demo` is not a
 * distributor, so the application form shows.
 */
export async function seedDistributionDemo(db: Db): Promise<void> {
  const rows: (typeof distributionGoods.$inferInsert)[] = []
  for (const storeId of DEMO_STORES) {
    const list = await db
      .select({ goodsId: goods.id })
      .from(goods)
      .where(and(eq(goods.storeId, storeId), eq(goods.marketEnable, 'UPPER'), eq(goods.authFlag, 'PASS')))
      .orderBy(asc(goods.id))
      .limit(GOODS_PER_STORE)
    if (list.length === 0) continue
    const skus = await db
      .select({ id: goodsSkus.id, goodsId: goodsSkus.goodsId, price: goodsSkus.price })
      .from(goodsSkus)
      .where(
        inArray(
          goodsSkus.goodsId,
          list.map((g) => g.goodsId),
        ),
      )
      .orderBy(asc(goodsSkus.goodsId), asc(goodsSkus.sortOrder), asc(goodsSkus.id))
    const first = new Map<string, (typeof skus)[number]>()
    for (const sku of skus) if (!first.has(sku.goodsId)) first.set(sku.goodsId, sku)
    ;[...first.values()].forEach((sku, i) => {
      const rate = RATES[i % RATES.length]
      const commission = Math.max(100, Math.round((sku.price * rate) / 50) * 50)
      rows.push({ id: nextId(), skuId: sku.id, goodsId: sku.goodsId, storeId, commission })
    })
  }
  if (rows.length > 0) await db.insert(distributionGoods).values(rows).onConflictDoNothing()

  const [buyer2] = await db
    .select({ id: members.id, nick: members.nickName, username: members.username })
    .from(members)
    .where(eq(members.id, DEMO_MEMBER_2_ID))
  if (!buyer2) return
  const distributionId = '1000000000000000802'
  await db
    .insert(distributions)
    .values({
      id: distributionId,
      memberId: buyer2.id,
      memberName: buyer2.nick ?? buyer2.username,
      name: '林海',
      idNumber: '330106199003072810',
      distributionStatus: 'PASS',
      settlementBankAccountName: '林海',
      settlementBankAccountNum: '6222021202003108439',
      settlementBankBranchName: '中国工商银行杭州西湖支行',
    })
    .onConflictDoNothing()
  const promoted = rows.filter((_, i) => i % GOODS_PER_STORE === 1).slice(0, 3)
  if (promoted.length > 0) {
    await db
      .insert(distributionSelectedGoods)
      .values(promoted.map((r) => ({ distributionId, distributionGoodsId: r.id as string })))
      .onConflictDoNothing()
  }
}
