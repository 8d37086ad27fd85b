// 在线客服 (decision 142): open chat connections held by one node and messages between them. Buyers
// and store owners are minted straight in the database with sessions signed by the site's secret (as
// the trade scenarios do), one conversation per pair; each side connects over WebSocket with its
// token in the handshake. The row reports the delivery of messages sent at a steady pace: from the
// sender's emit to the 'message' event on the other side's connection, through the database first.
import { randomBytes } from 'node:crypto'
import { appendFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import {
  CHAT_NAMESPACE,
  CHAT_SOCKET_PATH,
  type ChatClientEvents,
  type ChatServerEvents,
} from '@silk/contracts/chat'
import { openDatabase } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { chatConversations, members, stores } from '@silk/db/schema/index'
import { sql } from 'drizzle-orm'
import { io, type Socket } from 'socket.io-client'
import { loadConfig } from '../../apps/api/src/config.ts'
import { startSession } from '../../apps/api/src/modules/accounts/sessions.ts'
import { createStore } from '../../apps/api/src/shared/store/index.ts'
import type { PacedResult } from '../paced.ts'
import { cpuMs } from '../process.ts'
import type { BenchContext, Scenario } from './types.ts'

process.env.JWT_SECRET ??= randomBytes(48).toString('base64url')

type Client = Socket<ChatServerEvents, ChatClientEvents>
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 2000)
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 200)
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 20)

interface Pair {
  conversationId: string
  buyer: Client
  seller: Client
}

/** `pairs` buyers, each with a store of its own owner and their conversation; the tokens of both. */
async function makePairs(pairs: number) {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL as string, poolSize: 8 })
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: process.env.JWT_SECRET,
    DATA_DIR: '/tmp/silk-bench-chat',
  })
  const store = createStore(undefined)
  const db = database.db
  const out: { conversationId: string; buyerToken: string; sellerToken: string }[] = []
  const batch = 250
  for (let start = 0; start < pairs; start += batch) {
    const n = Math.min(batch, pairs - start)
    const storeRows = Array.from({ length: n }, () => ({
      id: nextId(),
      storeName: '压测客服店铺',
      storeLogo: '/logo.png',
      countryCode: 'CN',
      countryName: '中国',
    }))
    await db.insert(stores).values(storeRows)
    const person = (storeId: string | null) => {
      const id = nextId()
      return {
        id,
        username: `chat${id}`,
        password: 'x',
        mobile: `1${id.slice(-10)}`,
        nickName: '压测',
        storeId,
      }
    }
    const buyers = storeRows.map(() => person(null))
    const owners = storeRows.map((s) => person(s.id))
    await db.insert(members).values([...buyers, ...owners])
    const conversations = storeRows.map((s, i) => ({ id: nextId(), memberId: buyers[i].id, storeId: s.id }))
    await db.insert(chatConversations).values(conversations)
    for (let i = 0; i < n; i++) {
      const buyerToken = (await startSession({ db, store, config }, { ...buyers[i], face: null })).accessToken
      const sellerToken = (
        await startSession({ db, store, config }, { ...owners[i], face: null }, 'PC', {
          audience: 'STORE',
          storeId: storeRows[i].id,
        })
      ).accessToken
      out.push({ conversationId: conversations[i].id, buyerToken, sellerToken })
    }
  }
  await store.close()
  await database.close()
  return out
}

function connect(origin: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket: Client = io(`${origin}${CHAT_NAMESPACE}`, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    })
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

let pairs: Pair[] = []
let sitePid = 0

/** Opens every connection, a few dozen at a time (as clients arrive), before the row is measured. */
async function prepare({ origin, pid }: BenchContext) {
  sitePid = pid
  if (!process.env.BENCH_DATABASE_URL)
    throw new Error('the chat scenario needs BENCH_DATABASE_URL (PostgreSQL)')
  const made = await makePairs(Math.floor(CONNECTIONS / 2))
  pairs = []
  for (let i = 0; i < made.length; i += 50) {
    const slice = made.slice(i, i + 50)
    pairs.push(
      ...(await Promise.all(
        slice.map(async (p) => ({
          conversationId: p.conversationId,
          buyer: await connect(origin, p.buyerToken),
          seller: await connect(origin, p.sellerToken),
        })),
      )),
    )
  }
  return { url: origin }
}

/**
 * `RATE` messages a second for `SECONDS`, open loop, alternately buyer → store and store → buyer over
 * the pairs in turn (each sender well under the per-sender limit); latency is the emit-to-receipt
 * time on the other side, a message never received within 5 s an error. Then every connection closes.
 */
async function run(): Promise<PacedResult & { note: string }> {
  const latencies: number[] = []
  let errors = 0
  let firstRefusal = ''
  let lost = 0
  const waiting = new Map<string, { at: number; done: () => void }>()
  // Each side's connection does what the site's chat client does with a message from the other side
  // (chat-store.ts): acknowledge its receipt ('delivered'). The sender's own connection hears its
  // message too; only the other side's receipt is timed.
  for (const p of pairs)
    for (const [side, own] of [
      [p.buyer, 'BUYER'],
      [p.seller, 'STORE'],
    ] as const)
      side.on('message', ({ message }) => {
        if (message.sender === own) return
        side.emit('delivered', { conversationId: message.conversationId, seq: message.seq })
        const key = message.clientId ?? ''
        const w = waiting.get(key)
        if (!w) return
        waiting.delete(key)
        const took = performance.now() - w.at
        latencies.push(took)
        // A diagnosis of the tail: slow deliveries beside the stall log's lines (bench/stall-log.mjs).
        if (process.env.BENCH_CHAT_SLOW_LOG && took > 50)
          appendFileSync(process.env.BENCH_CHAT_SLOW_LOG, `${Date.now()} slow ${Math.round(took)} ms\n`)
        w.done()
      })
  const total = RATE * SECONDS
  const cpu = await cpuMeter()
  // The bench client's own event loop: a stall here is counted in the latencies as if the site made it.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 })
  clientLoop.enable()
  const start = performance.now()
  const sends: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    const pair = pairs[Math.floor(i / 2) % pairs.length]
    const from = i % 2 === 0 ? pair.buyer : pair.seller
    const clientId = `bench${i}x${randomBytes(4).toString('hex')}`
    sends.push(
      new Promise<void>((resolve) => {
        // Never delivered within 5 s: an error (counted once, whether or not the sender was refused).
        const timer = setTimeout(() => {
          waiting.delete(clientId)
          lost++
          resolve()
        }, 5000)
        waiting.set(clientId, {
          at: performance.now(),
          done: () => {
            clearTimeout(timer)
            resolve()
          },
        })
        from.emit(
          'send',
          { type: 'TEXT', conversationId: pair.conversationId, clientId, content: `压测消息 ${i}` },
          (answer) => {
            if (answer.ok) return
            errors++
            firstRefusal ||= `${answer.code} ${answer.message}`
          },
        )
      }),
    )
  }
  await Promise.all(sends)
  const used = await cpu.stop()
  clientLoop.disable()
  const loopMs = (ns: number) => Math.round(ns / 1e6)
  const loopNote = `bench client's loop delay p99 ${loopMs(clientLoop.percentile(99))} ms, max ${loopMs(clientLoop.max)} ms`
  // What each message cost, whatever else the machine was doing: CPU time of the site, of its
  // PostgreSQL backends and of this load generator, per message delivered.
  const per = (ms: number) => (latencies.length ? (ms / latencies.length).toFixed(2) : '—')
  const note = `CPU ms per delivered message: site ${per(used.site)}, PostgreSQL ${per(used.postgres)}, bench client ${per(used.client)} (${latencies.length} of ${total} delivered${firstRefusal ? `; first refusal: ${firstRefusal}` : ''}); ${loopNote}`
  console.warn(`chat: ${note}`)
  const elapsed = (performance.now() - start) / 1000
  for (const p of pairs) {
    p.buyer.close()
    p.seller.close()
  }
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0)
  return {
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors: Math.max(errors, lost),
    note,
  }
}

/** The database's backends other than the asking one (the site's pooled connections). */
async function backendPids(): Promise<number[]> {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL as string, poolSize: 1 })
  try {
    const { rows } = (await database.db.execute(
      sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )) as unknown as { rows: { pid: number }[] }
    return rows.map((r) => r.pid)
  } finally {
    await database.close()
  }
}

/** CPU time from now of the site, its database's backends (those opened meanwhile too) and this process. */
async function cpuMeter() {
  const before = await backendPids()
  const site = cpuMs([sitePid])
  const postgres = cpuMs(before)
  const client = process.cpuUsage()
  return {
    stop: async () => {
      const c = process.cpuUsage(client)
      const siteNow = cpuMs([sitePid])
      const opened = (await backendPids()).filter((pid) => !before.includes(pid))
      return {
        site: siteNow - site,
        postgres: cpuMs(before) - postgres + cpuMs(opened),
        client: (c.user + c.system) / 1000,
      }
    },
  }
}

export const chatScenarios: Scenario[] = [
  {
    name: `chat: ${CONNECTIONS} open connections, ${RATE} messages/s between them (delivery ms)`,
    seconds: SECONDS,
    prepare,
    run,
  },
]
