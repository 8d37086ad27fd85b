import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ErrorCodes } from '@silk/contracts/errors'
import { type Database, openDatabase } from '@silk/db/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../testing/private-postgres.ts'

/**
 * Database faults under load, on a PostgreSQL server of this test's own (port 11150): two API nodes in
 * child processes — one over TCP, one over the Unix socket — serve a probe route that keeps a
 * transaction open across an await, while the server restarts or stops.
 */
const PORT = 11150
const hasServer = !!postgresBinDir()

interface Node {
  process: ChildProcess
  origin: string
  exits: (number | null)[]
}

function startNode(url: string): Promise<Node> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../testing/fault-node.ts', import.meta.url))],
    {
      env: { ...process.env, DATABASE_URL: url, JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/silk-test-data' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exits: (number | null)[] = []
  child.once('exit', (code) => exits.push(code))
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const m = /listening (\d+)/.exec(out)
      if (m) resolve({ process: child, origin: `http://127.0.0.1:${m[1]}`, exits })
    })
    child.once('exit', (code) => reject(new Error(`fault node exited with ${code}`)))
  })
}

interface Answer {
  status: number
  code?: number
  retryAfter: string | null
}

async function twoStep(node: Node): Promise<Answer> {
  try {
    const res = await fetch(`${node.origin}/test/fault/two-step`, { method: 'POST' })
    const body = (await res.json()) as { code?: number }
    return { status: res.status, code: body.code, retryAfter: res.headers.get('retry-after') }
  } catch {
    return { status: 0, retryAfter: null } // the node did not answer at all
  }
}

/** Requests from `workers` concurrent loops over the nodes, until `stop()`. */
function load(nodes: Node[], workers: number) {
  const answers: Answer[] = []
  let running = true
  const loops = Array.from({ length: workers }, async (_, i) => {
    for (let n = i; running; n++) answers.push(await twoStep(nodes[n % nodes.length] as Node))
  })
  return {
    answers,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

async function readyAgain(node: Node): Promise<number> {
  const deadline = Date.now() + 20_000
  let status = 0
  while (Date.now() < deadline) {
    status = await fetch(`${node.origin}/readyz`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return status
    await new Promise((r) => setTimeout(r, 200))
  }
  return status
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.runIf(hasServer)('PostgreSQL faults under load (private server)', () => {
  let server: PrivatePostgres
  let database: Database
  let tcpNode: Node
  let socketNode: Node

  beforeAll(async () => {
    server = await startPrivatePostgres(PORT)
    database = await openDatabase({ url: server.url, poolSize: 2 })
    await database.migrate()
    await database.executeSql('create table fault_probe (id uuid not null, step int not null)')
    ;[tcpNode, socketNode] = await Promise.all([startNode(server.url), startNode(server.socketUrl)])
  }, 180_000)

  afterAll(async () => {
    tcpNode?.process.kill('SIGKILL')
    socketNode?.process.kill('SIGKILL')
    await database?.close().catch(() => {})
    await server?.close()
  })

  it('a restart (pg_ctl restart -m fast) under checkout load leaves both nodes up and nothing half-done', async () => {
    // Load on both nodes, over TCP and over the Unix socket (issue 59). Decision 139 records one CI run
    // in five (session 43) where the socket node never became ready again after this restart; it did
    // not recur in 58 restarts, under load and on a quiet machine (session 50).
    const nodes = [tcpNode, socketNode]
    const traffic = load(nodes, 16)
    await sleep(1500)
    await server.restart()
    await sleep(1500)
    await traffic.stop()

    // Both processes are alive and ready again.
    expect(tcpNode.exits).toEqual([])
    expect(socketNode.exits).toEqual([])
    expect(await readyAgain(tcpNode)).toBe(200)
    expect(await readyAgain(socketNode)).toBe(200)
    expect((await twoStep(tcpNode)).status).toBe(200)
    expect((await twoStep(socketNode)).status).toBe(200)

    // Every answer was a success or an outage (503 with Retry-After); none went unanswered or 500.
    const statuses = new Set(traffic.answers.map((a) => a.status))
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([])
    expect(traffic.answers.filter((a) => a.status === 200).length).toBeGreaterThan(20)
    for (const a of traffic.answers.filter((x) => x.status === 503)) {
      expect(a.code).toBe(ErrorCodes.SERVICE_UNAVAILABLE.code)
      expect(Number(a.retryAfter)).toBeGreaterThan(0)
    }

    // Nothing half-done: every transaction committed both steps or neither.
    const { rows } = await database.executeSql(
      'select count(*)::int as half from (select id from fault_probe group by id having count(*) <> 2) x',
    )
    expect(rows[0]?.half).toBe(0)
  }, 90_000)

  it('a stopped server answers 503 with Retry-After over TCP and over the Unix socket', async () => {
    await server.stop()
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => twoStep(i % 2 ? socketNode : tcpNode)),
      )
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(503))
      for (const a of answers) {
        expect(a.code).toBe(ErrorCodes.SERVICE_UNAVAILABLE.code)
        expect(Number(a.retryAfter)).toBeGreaterThan(0)
      }
    } finally {
      await server.start()
    }
    expect(await readyAgain(socketNode)).toBe(200)
    expect(tcpNode.exits).toEqual([])
    expect(socketNode.exits).toEqual([])
  }, 90_000)
})
