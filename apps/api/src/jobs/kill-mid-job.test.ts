import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { orderItems, orderLogs, orders } from '@silk/db/schema/orders'
import { parcels } from '@silk/db/schema/tracking'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../shared/sql-rows.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { type Kuaidi100Standin, realDeliver, startKuaidi100Standin } from '../testing/kuaidi100-standin.ts'
import { completedOrder, deliveredOrder } from '../testing/orders.ts'
import { afterSaleWindowClose } from './after-sale-window-close.ts'
import { orderAutoReceive } from './order-auto-receive.ts'
import { parcelResubscribe } from './parcel-resubscribe.ts'
import { parcelSubscribe } from './parcel-subscribe.ts'
import { CLOCK_JOBS, CLOCK_TUNING } from './testing/clock-jobs.ts'

/**
 * The jobs of decision 147 (issue 63) when the node running one dies: a node in a process of its own
 * (testing/clock-node.ts) is killed with SIGKILL in the middle of a run of `order-auto-receive`,
 * `after-sale-window-close` and `parcel-resubscribe`; another node picks the run up once its lease
 * (3 s here) is over, and it completes exactly once: nothing of the killed run committed, nothing was
 * skipped, nothing done twice. The middle of a run is held open for real: a row the job must write is
 * locked by the test (the job waits inside its transaction), or the Kuaidi100 stand-in receives the
 * subscription and never answers. Needs PostgreSQL (a node of its own process on a shared database).
 */
const KEY = 'standin-key-0863'
const CUSTOMER = 'STANDINCUSTOMER63'
const DAY = 86_400_000
const kuaidi100 = (standin: Kuaidi100Standin) => ({
  KUAIDI100_KEY: KEY,
  KUAIDI100_CUSTOMER: CUSTOMER,
  KUAIDI100_URL: standin.url,
})

let standin: Kuaidi100Standin
/** The node the tests' orders are made on (it never works the queue). */
let nodeA: TestApp
/** The surviving worker: started after the other is killed. */
let nodeB: TestApp
let child: ChildProcess | null = null

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(150)
  }
}

describe.runIf(!!process.env.TEST_DATABASE_URL)(
  'a node killed in the middle of a job of decision 147',
  () => {
    beforeAll(async () => {
      standin = await startKuaidi100Standin({ key: KEY, customer: CUSTOMER, deliver: realDeliver })
      nodeA = await createTestApp({ env: kuaidi100(standin), jobs: { tuning: CLOCK_TUNING } })
      nodeB = await createTestApp({
        seed: 'none',
        database: nodeA.database,
        env: kuaidi100(standin),
        jobs: { definitions: CLOCK_JOBS, tuning: CLOCK_TUNING },
      })
    }, 180_000)
    afterEach(async () => {
      child?.kill('SIGKILL')
      child = null
      await nodeB?.app.jobs.stop()
    })
    afterAll(async () => {
      await nodeB?.close()
      await nodeA?.close()
      await standin?.close()
    })

    const db = () => nodeA.database.db

    /** The worker that will die: a node process on this test's database. */
    async function startDoomedNode() {
      const [{ name }] = await queryRows<{ name: string }>(db(), sql`select current_database() as name`)
      const url = new URL(process.env.TEST_DATABASE_URL as string)
      url.pathname = `/${name}`
      const node = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./testing/clock-node.ts', import.meta.url))],
        {
          env: { ...process.env, ...kuaidi100(standin), CLOCK_DATABASE_URL: url.toString() },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
      child = node
      let out = ''
      node.stdout?.on('data', (d) => {
        out += String(d)
      })
      await until('the doomed node to be ready', async () => out.includes('ready'), 90_000)
      return node
    }

    async function kill(node: ChildProcess) {
      const exited = new Promise((resolve) => node.once('exit', resolve))
      node.kill('SIGKILL')
      await exited
      child = null
    }

    /**
     * Holds row locks in a transaction of the test's own until `release()`: a job that must write those
     * rows waits, in the middle of its transaction. `waiting()` is the backend of whoever waits on it.
     */
    async function lockRows(statement: ReturnType<typeof sql>) {
      let release!: () => void
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      let lockerPid = 0
      const held = new Promise<void>((resolve, reject) => {
        db()
          .transaction(async (tx) => {
            const [{ pid }] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)
            lockerPid = pid
            await tx.execute(statement)
            resolve()
            await released
          })
          .catch(reject)
      })
      await held
      return {
        release,
        waiting: async () => {
          const rows = await queryRows<{ pid: number }>(
            db(),
            sql`select pid from pg_stat_activity where ${lockerPid}::int = any(pg_blocking_pids(pid))`,
          )
          return rows[0]?.pid
        },
      }
    }

    /** A killed node's backend ends once it next speaks to its client; the survivor starts after that. */
    const backendGone = (pid: number) =>
      until(`backend ${pid} to end`, async () => {
        const rows = await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from pg_stat_activity where pid = ${pid}`,
        )
        return rows[0].n === 0
      })

    const jobRow = async (id: string) =>
      (
        await queryRows<{ state: string; retry_count: number; output: Record<string, unknown> | null }>(
          db(),
          sql`select state::text, retry_count, output from pgboss.job where id = ${id}`,
        )
      )[0]

    const completed = (id: string) =>
      until(`job ${id} to complete`, async () => (await jobRow(id))?.state === 'completed', 60_000)

    it('order-auto-receive: killed while completing the second order, retried once, each order received once', async () => {
      const fixtures = [await deliveredOrder(nodeA), await deliveredOrder(nodeA)]
      await nodeA.app.jobs.runDue(parcelSubscribe)
      const sns = fixtures.map((f) => f.orderSn).sort()
      // Signed for by the buyer 8 days ago (the default is 7).
      await db()
        .update(parcels)
        .set({
          state: 'SIGNED',
          signedAt: new Date(Date.now() - 8 * DAY),
          stateAt: new Date(Date.now() - 8 * DAY),
        })
        .where(inArray(parcels.orderSn, sns))
      const node = await startDoomedNode()
      // The second order's items are locked: the run completes the first order, then waits.
      const lock = await lockRows(
        sql`select 1 from ${orderItems} where ${orderItems.orderSn} = ${sns[1]} for update`,
      )
      const id = await nodeA.app.jobs.send(orderAutoReceive, undefined)
      const pid = await until('the run to wait on the second order', lock.waiting)
      // Mid-run: the first order is completed in the killed run's open transaction, invisible outside.
      const [first] = await db().select().from(orders).where(eq(orders.sn, sns[0]))
      expect(first.orderStatus).toBe('DELIVERED')
      await kill(node)
      lock.release()
      await backendGone(pid)
      expect((await jobRow(id)).state).toBe('active')

      await nodeB.app.jobs.start()
      await completed(id)
      // The retry received both: the killed run left nothing done.
      expect(await jobRow(id)).toMatchObject({ retry_count: 1, output: { received: 2 } })
      const rows = await db().select().from(orders).where(inArray(orders.sn, sns))
      expect(rows.map((o) => o.orderStatus)).toEqual(['COMPLETED', 'COMPLETED'])
      const lines = await db()
        .select()
        .from(orderLogs)
        .where(and(inArray(orderLogs.orderSn, sns), eq(orderLogs.toStatus, 'COMPLETED')))
      expect(lines.map((l) => [l.orderSn, l.messageCode]).sort()).toEqual(
        sns.map((sn) => [sn, 'ORDER_AUTO_RECEIVED']),
      )
    }, 240_000)

    it('after-sale-window-close: killed inside its one update, retried once, every window closed whole', async () => {
      const fixtures = [await completedOrder(nodeA), await completedOrder(nodeA), await completedOrder(nodeA)]
      await nodeA.app.jobs.runDue(parcelSubscribe)
      const sns = fixtures.map((f) => f.orderSn)
      await db()
        .update(orders)
        .set({ completeTime: new Date(Date.now() - 8 * DAY) })
        .where(inArray(orders.sn, sns))
      const node = await startDoomedNode()
      const lock = await lockRows(
        sql`select 1 from ${orderItems} where ${orderItems.sn} = ${fixtures[1].orderItemSn} for update`,
      )
      const id = await nodeA.app.jobs.send(afterSaleWindowClose, undefined)
      const pid = await until('the update to wait on a locked item', lock.waiting)
      await kill(node)
      lock.release()
      await backendGone(pid)

      await nodeB.app.jobs.start()
      await completed(id)
      // The job is one autocommit statement: once the lock went, the dead node's backend finished it and
      // committed it whole before finding its client gone (PostgreSQL does not look for the client while
      // a statement runs), or, where it does look, rolled it back whole. Either way the retry closed
      // the rest, never a part twice: the two add up to the three items.
      const { retry_count, output } = await jobRow(id)
      expect(retry_count).toBe(1)
      expect([0, 3]).toContain(output?.closed)
      const items = await db().select().from(orderItems).where(inArray(orderItems.orderSn, sns))
      expect(items.map((i) => i.afterSaleStatus)).toEqual(['EXPIRED', 'EXPIRED', 'EXPIRED'])
    }, 240_000)

    it('parcel-resubscribe: killed while Kuaidi100 takes the call, the parcel is subscribed once, not left PENDING', async () => {
      const fixture = await deliveredOrder(nodeA)
      await nodeA.app.jobs.runDue(parcelSubscribe)
      const sn = fixture.orderSn
      const parcel = async () => (await db().select().from(parcels).where(eq(parcels.orderSn, sn)))[0]
      expect(await parcel()).toMatchObject({ subscription: 'SUBSCRIBED', subscribeAttempts: 1 })
      // Kuaidi100 gave up on the number (abort) an hour ago: the sweep subscribes it again.
      await db()
        .update(parcels)
        .set({ subscription: 'ABORTED', createTime: new Date(Date.now() - 3600_000) })
        .where(eq(parcels.orderSn, sn))
      const { trackingNo } = await parcel()
      standin.subscriptions.delete(trackingNo)

      const node = await startDoomedNode()
      const held = standin.holdNext()
      const id = await nodeA.app.jobs.send(parcelResubscribe, undefined)
      // The doomed node claimed the parcel, queued its subscribe job (the sweep's run is over) and is
      // now in the call.
      expect(await held).toBe(trackingNo)
      await completed(id)
      await kill(node)
      expect(await parcel()).toMatchObject({ subscription: 'PENDING', subscribeAttempts: 1 })

      await nodeB.app.jobs.start()
      await until('the parcel to be subscribed', async () => (await parcel()).subscription === 'SUBSCRIBED')
      await nodeB.app.jobs.stop()
      expect(await parcel()).toMatchObject({ subscription: 'SUBSCRIBED', subscribeAttempts: 2 })
      expect(standin.subscriptions.has(trackingNo)).toBe(true)
      // One sweep, one subscribe job for it, whose first run died in the call and whose retry made it.
      expect(await jobRow(id)).toMatchObject({ state: 'completed', output: { queued: 1 } })
      const subscribeRuns = await queryRows<{ state: string; retry_count: number }>(
        db(),
        sql`select state::text, retry_count from pgboss.job
          where name = 'parcel-subscribe' and data->>'orderSn' = ${sn} order by created_on`,
      )
      expect(subscribeRuns).toEqual([
        { state: 'completed', retry_count: 0 },
        { state: 'completed', retry_count: 1 },
      ])
    }, 240_000)
  },
)
