import type { BillStatus } from '@silk/contracts/settlement'
import { nextId } from '@silk/db/ids'
import { bills } from '@silk/db/schema/index'
import type { TestApp } from './app.ts'
import { makeStore } from './trade.ts'

/** A bill of a store of its own, in `status`, without lines (for the walls and state tests). */
export async function makeBill(t: TestApp, status: BillStatus = 'OUT') {
  const store = await makeStore(t)
  const now = Date.now()
  const [row] = await t.database.db
    .insert(bills)
    .values({
      id: nextId(),
      sn: `B${nextId()}`,
      storeId: store.id,
      storeName: store.storeName,
      startTime: new Date(now - 7 * 86_400_000),
      endTime: new Date(now),
      orderPrice: 10_000,
      refundPrice: 0,
      commissionPrice: 500,
      refundCommissionPrice: 0,
      distributionCommission: 0,
      distributionRefundCommission: 0,
      siteCouponCommission: 0,
      billPrice: 9_500,
      orderCount: 1,
      refundCount: 0,
      billStatus: status,
    })
    .returning()
  return row
}
