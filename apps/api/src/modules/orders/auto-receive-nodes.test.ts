import { orderItems, orderLogs, orders } from '@silk/db/schema/orders'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { afterSaleWindowClose } from '../../jobs/after-sale-window-close.ts'
import { orderAutoReceive } from '../../jobs/order-auto-receive.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { deliveredOrder } from '../../testing/orders.ts'
import { autoReceiveOrders, closeAfterSaleWindows } from './auto-receive.ts'

/**
 * Two app nodes on one database (PostgreSQL with TEST_DATABASE_URL, else the shared PGlite), as
 * `jobs/two-nodes.test.ts` runs them: the clocks of decision 147 running on both at once (each node's
 * job run, and overlapping sweeps as a retried run would overlap its first) complete each due order
 * once and close each after-sale window once.
 */
let nodeA: TestApp
let nodeB: TestApp
beforeAll(async () => {
  nodeA = await createTestApp()
  nodeB = await createTestApp({ seed: 'none', database: nodeA.database })
}, 180_000)
afterAll(async () => {
  await nodeB?.close()
  await nodeA?.close()
})

const DAY = 86_400_000

describe('the receipt and after-sale clocks on two nodes', () => {
  it('complete every due order once and close every window once', async () => {
    const sns: string[] = []
    for (let n = 0; n < 8; n++) sns.push((await deliveredOrder(nodeA)).orderSn)
    const db = nodeA.database.db
    // Shipped 10 days ago: the sandbox carrier signed them 8 days ago, past the default 7.
    await db
      .update(orders)
      .set({ logisticsTime: new Date(Date.now() - 10 * DAY) })
      .where(inArray(orders.sn, sns))

    const direct = await Promise.all([
      nodeA.app.jobs.run(orderAutoReceive, undefined),
      nodeB.app.jobs.run(orderAutoReceive, undefined),
      autoReceiveOrders({ db: nodeA.database.db }, new Date(), 1),
      autoReceiveOrders({ db: nodeB.database.db }, new Date(), 2),
      autoReceiveOrders({ db: nodeB.database.db }, new Date(), 3),
    ])
    const rows = await db.select().from(orders).where(inArray(orders.sn, sns))
    expect(rows.map((o) => o.orderStatus)).toEqual(sns.map(() => 'COMPLETED'))
    const lines = await db
      .select()
      .from(orderLogs)
      .where(and(inArray(orderLogs.orderSn, sns), eq(orderLogs.toStatus, 'COMPLETED')))
    expect(lines.map((l) => l.orderSn).sort()).toEqual([...sns].sort())
    expect(lines.every((l) => l.messageCode === 'ORDER_AUTO_RECEIVED')).toBe(true)
    // The direct sweeps' own counts never add up to more than there was.
    expect((direct[2] as number) + (direct[3] as number) + (direct[4] as number)).toBeLessThanOrEqual(
      sns.length,
    )

    // Completed 8 days ago (the default window is 7): both nodes close them at once.
    await db
      .update(orders)
      .set({ completeTime: new Date(Date.now() - 8 * DAY) })
      .where(inArray(orders.sn, sns))
    const closed = await Promise.all([
      closeAfterSaleWindows({ db: nodeA.database.db }),
      closeAfterSaleWindows({ db: nodeB.database.db }),
      nodeA.app.jobs.run(afterSaleWindowClose, undefined).then(() => 0),
      nodeB.app.jobs.run(afterSaleWindowClose, undefined).then(() => 0),
    ])
    const items = await db.select().from(orderItems).where(inArray(orderItems.orderSn, sns))
    expect(items.every((i) => i.afterSaleStatus === 'EXPIRED')).toBe(true)
    expect(closed[0] + closed[1]).toBeLessThanOrEqual(items.length)
  })
})
