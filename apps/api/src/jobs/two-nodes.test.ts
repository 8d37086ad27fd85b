import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../shared/sql-rows.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { createProbeTable, probeJobs, probeRows } from './testing/probe-jobs.ts'

/**
 * Two app nodes on one database, as a deployment runs them: every job runs once per due time, and a
 * job whose node dies mid-run is retried on the other, neither lost nor doubled. On PGlite the two
 * nodes share the one embedded database in this process; the fault test needs PostgreSQL, where a
 * node is a process of its own that can be killed.
 */
const tuning = { maintenanceSeconds: 1, pollSeconds: 0.5 }
const a = probeJobs('a')
const b = probeJobs('b')
let nodeA: TestApp
let nodeB: TestApp
beforeAll(async () => {
  nodeA = await createTestApp({ seed: 'none', jobs: { definitions: a.all, tuning } })
  nodeB = await createTestApp({
    seed: 'none',
    database: nodeA.database,
    jobs: { definitions: b.all, tuning },
  })
  await createProbeTable(nodeA.database.db)
})
afterAll(async () => {
  await nodeB?.close()
  await nodeA?.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 20_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(200)
  }
}

describe('two nodes working one queue', () => {
  it('run a schedule once per slot and each sent job once', async () => {
    await nodeA.app.jobs.start()
    await nodeB.app.jobs.start()
    const sent = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        n % 2
          ? nodeA.app.jobs.send(a.probeTask, { n, failUntilAttempt: 0 })
          : nodeB.app.jobs.send(b.probeTask, { n, failUntilAttempt: 0 }),
      ),
    )
    try {
      await sleep(4_500)
      await until('the sent jobs', async () => {
        const rows = await queryRows<{ n: number }>(
          nodeA.database.db,
          sql`select count(*)::int as n from pgboss.job where name = 'probe-task' and state = 'completed'`,
        )
        return rows[0].n === sent.length
      })
    } finally {
      await nodeA.app.jobs.stop()
      await nodeB.app.jobs.stop()
    }

    const probes = await probeRows(nodeA.database.db)
    const runsOf = new Map<string, number>()
    for (const row of probes) runsOf.set(row.job_id, (runsOf.get(row.job_id) ?? 0) + 1)
    // Each sent job ran exactly once, on one node or the other.
    for (const id of sent) expect(runsOf.get(id), id).toBe(1)
    // The schedule: one job per one-second slot however many nodes offered it, each run once.
    const slots = await queryRows<{ slot: string; jobs: number; done: number }>(
      nodeA.database.db,
      sql`select singleton_on::text as slot, count(*)::int as jobs,
                 count(*) filter (where state = 'completed')::int as done
          from pgboss.job where name = 'probe-every' group by singleton_on order by singleton_on`,
    )
    expect(slots.length).toBeGreaterThanOrEqual(3)
    for (const slot of slots) expect(slot, slot.slot).toMatchObject({ jobs: 1 })
    const everyRuns = probes.filter((r) => r.kind === 'every')
    expect(new Set(everyRuns.map((r) => r.job_id)).size).toBe(everyRuns.length)
    expect(everyRuns.length).toBe(slots.reduce((sum, s) => sum + s.done, 0))
  })
})

describe.runIf(!!process.env.TEST_DATABASE_URL)('a node killed in the middle of a job (PostgreSQL)', () => {
  it('the job is retried on the other node: not lost, not doubled', async () => {
    const [{ name }] = await queryRows<{ name: string }>(
      nodeA.database.db,
      sql`select current_database() as name`,
    )
    const url = new URL(process.env.TEST_DATABASE_URL as string)
    url.pathname = `/${name}`
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./testing/node-process.ts', import.meta.url))],
      {
        env: { ...process.env, PROBE_DATABASE_URL: url.toString(), PROBE_NODE: 'killed' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      await until(
        'the child node',
        () =>
          new Promise<boolean>((resolve) =>
            child.stdout.once('data', (d) => resolve(String(d).includes('ready'))),
          ),
        90_000,
      )
      const id = await nodeB.app.jobs.send(b.probeHang, undefined)
      await until('the child to start the job', async () =>
        (await probeRows(nodeA.database.db)).some((r) => r.job_id === id && r.node === 'killed'),
      )
      child.kill('SIGKILL')
      await exited
      // The other node works the queue: the maintenance pass fails the lost run once it expires (3 s),
      // and the retry runs there.
      await nodeB.app.jobs.start()
      await until('the retry to complete', async () => {
        const rows = await queryRows<{ state: string }>(
          nodeA.database.db,
          sql`select state::text from pgboss.job where id = ${id}`,
        )
        return rows[0]?.state === 'completed'
      })
      await nodeB.app.jobs.stop()
      const rows = (await probeRows(nodeA.database.db)).filter((r) => r.job_id === id)
      expect(rows.map((r) => [r.node, r.attempt, r.kind])).toEqual([
        ['killed', 1, 'started'],
        ['b', 2, 'started'],
        ['b', 2, 'done'],
      ])
    } finally {
      child.kill('SIGKILL')
    }
  }, 150_000)
})
