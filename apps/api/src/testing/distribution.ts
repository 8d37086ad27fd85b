import { nextId } from '@silk/db/ids'
import { distributionGoods, distributions, settings } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { TestApp } from './app.ts'

/** A valid PRC id number and bank card for applications in tests. */
export const TEST_ID_NUMBER = '11010519850612123X'
export const TEST_CARD = '6217000012345678907'

/** Makes a member a distributor in the given status (default PASS), as an operator would. */
export async function makeDistributor(
  t: TestApp,
  member: { id: string; username: string },
  status: 'APPLY' | 'PASS' | 'REFUSE' | 'RETREAT' = 'PASS',
  values: Partial<typeof distributions.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(distributions)
    .values({
      id: nextId(),
      memberId: member.id,
      memberName: member.username,
      name: '李四',
      idNumber: TEST_ID_NUMBER,
      distributionStatus: status,
      settlementBankAccountName: '李四',
      settlementBankAccountNum: TEST_CARD,
      settlementBankBranchName: '招商银行北京分行',
      ...values,
    })
    .returning()
  return row
}

/** Opens a SKU for distribution with a commission per unit (fen), as its store would. */
export async function openForDistribution(
  t: TestApp,
  sku: { id: string; goodsId: string },
  storeId: string,
  commission: number,
) {
  const [row] = await t.database.db
    .insert(distributionGoods)
    .values({ id: nextId(), skuId: sku.id, goodsId: sku.goodsId, storeId, commission })
    .returning()
  return row
}

export async function setDistributionSetting(
  t: TestApp,
  value: { isOpen: boolean; distributionDay: number },
) {
  await t.database.db
    .insert(settings)
    .values({ id: 'DISTRIBUTION_SETTING', settingValue: value })
    .onConflictDoUpdate({ target: settings.id, set: { settingValue: value } })
}

export async function distributionRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(distributions).where(eq(distributions.id, id))
  return row
}
