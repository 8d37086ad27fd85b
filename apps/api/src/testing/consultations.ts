import { nextId } from '@silk/db/ids'
import { consultations } from '@silk/db/schema/index'
import type { TestApp } from './app.ts'

/** A consultation straight in the table (no slider, no limits), for the operator side's tests. */
export async function makeConsultation(
  t: TestApp,
  values: Partial<typeof consultations.$inferInsert> = {},
): Promise<typeof consultations.$inferSelect> {
  const id = nextId()
  const [row] = await t.database.db
    .insert(consultations)
    .values({
      id,
      sn: `ZX20261124${id.slice(-8)}`,
      company: '杭州茶韵贸易有限公司',
      contact: '王经理',
      mobile: '13800138000',
      service: 'overseas',
      countries: ['vn', 'th'],
      budget: '100K_500K',
      message: '想了解越南公司注册与海外仓',
      source: 'HOME',
      ...values,
    })
    .returning()
  return row
}
