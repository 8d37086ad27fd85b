import { nextId } from '@silk/db/ids'
import { storeApplies, stores } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { createMember } from './accounts.ts'
import type { TestApp } from './app.ts'
import { makeStore } from './trade.ts'

/** A new member's application, submitted and waiting for the operator (all three steps filled). */
export async function makeStoreApply(t: TestApp) {
  const { member } = await createMember(t)
  const [row] = await t.database.db
    .insert(storeApplies)
    .values({
      id: nextId(),
      memberId: member.id,
      memberName: member.username,
      status: 'APPLYING',
      step: 3,
      companyName: '测试公司',
      storeName: `申请店${nextId().slice(-5)}`,
      storeLogo: '/uploads/202611/abcdef123456.webp',
      goodsManagementCategory: [],
      submitTime: new Date(),
    })
    .returning()
  return row
}

/** A store the operator closed. */
export async function makeClosedStore(t: TestApp) {
  const store = await makeStore(t)
  await t.database.db.update(stores).set({ storeDisable: 'CLOSED' }).where(eq(stores.id, store.id))
  return store
}
