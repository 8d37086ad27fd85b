import type { OrderPintuanVO } from '@silk/contracts/pintuan'
import type { DbOrTx } from '@silk/db/client'
import { pintuanGroups } from '@silk/db/schema/index'
import { inArray } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'

/** The 拼团 group state of orders (我的订单, the order details; decision 161), by group id. */
export async function orderGroups(db: DbOrTx, groupIds: string[]): Promise<Map<string, OrderPintuanVO>> {
  const ids = [...new Set(groupIds)]
  if (ids.length === 0) return new Map()
  const rows = await db.select().from(pintuanGroups).where(inArray(pintuanGroups.id, ids))
  return new Map(
    rows.map((g) => [
      g.id,
      {
        groupId: g.id,
        status: g.status as OrderPintuanVO['status'],
        requiredNum: g.requiredNum,
        paid: g.paid,
        lack: g.status === 'FORMING' ? g.requiredNum - g.paid : 0,
        deadline: formatDateTime(g.deadline) ?? '',
      },
    ]),
  )
}
