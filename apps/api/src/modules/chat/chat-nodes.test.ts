import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import type { ChatMessageVO } from '@silk/contracts/chat'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { queryRows } from '../../shared/sql-rows.ts'
import { createStore } from '../../shared/store/index.ts'
import type { EphemeralStore } from '../../shared/store/types.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { ask, type ChatClient, chatPair, chatSocket, clientId, connected, next } from '../../testing/chat.ts'

/**
 * Two app nodes on one PostgreSQL and one Redis: node A in a child process (so it can really die),
 * node B in this one. A buyer on A and a seller on B talk; A is killed (SIGKILL: no goodbye to
 * anyone); while the buyer is away the seller writes; the buyer connects to B, catches up with
 * `sync` and hears B's live messages.
 */
const live = !!process.env.TEST_DATABASE_URL && !!process.env.TEST_REDIS_URL

describe.runIf(live)('chat on two nodes (PostgreSQL + Redis)', () => {
  let t: TestApp
  let nodeB: Awaited<ReturnType<typeof buildApp>>
  let storeB: EphemeralStore
  let nodeA: ChildProcess
  let originA: string
  let originB: string
  const prefix = `silk:test:${randomBytes(6).toString('hex')}:`

  beforeAll(async () => {
    t = await createTestApp({ seed: 'reference' })
    const [{ name }] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select current_database() as name`,
    )
    const url = new URL(process.env.TEST_DATABASE_URL ?? '')
    url.pathname = `/${name}`
    storeB = createStore(process.env.TEST_REDIS_URL, prefix)
    nodeB = await buildApp({ config: t.config, database: t.database, store: storeB, logger: false })
    await nodeB.listen({ port: 0, host: '127.0.0.1' })
    originB = originOf(nodeB.server.address())
    nodeA = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../testing/chat-node.ts', import.meta.url))],
      {
        env: {
          ...process.env,
          DATABASE_URL: url.toString(),
          CHAT_NODE_REDIS_URL: process.env.TEST_REDIS_URL,
          CHAT_NODE_REDIS_PREFIX: prefix,
          JWT_SECRET: t.config.JWT_SECRET,
          DATA_DIR: t.config.DATA_DIR,
          WORKER_ID: '901',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    originA = await new Promise<string>((resolve, reject) => {
      let out = ''
      nodeA.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const m = /listening (\d+)/.exec(out)
        if (m) resolve(`http://127.0.0.1:${m[1]}`)
      })
      nodeA.once('exit', (code) => reject(new Error(`node A exited with ${code}`)))
    })
  }, 120_000)

  afterAll(async () => {
    nodeA?.kill('SIGKILL')
    await nodeB?.close()
    await storeB?.close()
    await t?.close()
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '')
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
  })

  it('a buyer on node A and a seller on node B talk; A dies; the buyer reconnects to B and gets what it missed', async () => {
    const f = await chatPair(t)
    const buyer = await connected(chatSocket(originA, f.buyerMember.accessToken))
    const seller = await connected(chatSocket(originB, f.sellerMember.headers.accessToken))
    const sockets: ChatClient[] = [buyer, seller]
    try {
      // A → B through Redis.
      const atSeller = next(seller, 'message')
      const sent = await ask(buyer, 'send', {
        type: 'TEXT',
        conversationId: f.conversationId,
        clientId: clientId(),
        content: '在吗？',
      })
      expect(sent.ok).toBe(true)
      expect((await atSeller)[0].message).toMatchObject({ seq: 1, content: '在吗？' })
      // B → A.
      const atBuyer = next(buyer, 'message', ({ message }) => message.sender === 'STORE')
      await ask(seller, 'send', {
        type: 'TEXT',
        conversationId: f.conversationId,
        clientId: clientId(),
        content: '在的',
      })
      expect((await atBuyer)[0].message).toMatchObject({ seq: 2, content: '在的' })
      let held = 2

      // Node A dies with the buyer's connection on it.
      const lost = new Promise((resolve) => buyer.once('disconnect', resolve))
      nodeA.kill('SIGKILL')
      await lost
      for (const content of ['您的订单已发货', '单号稍后发您'])
        expect(
          (
            await ask(seller, 'send', {
              type: 'TEXT',
              conversationId: f.conversationId,
              clientId: clientId(),
              content,
            })
          ).ok,
        ).toBe(true)

      // The buyer's client connects again, to B this time, and asks for what follows what it holds.
      const again = await connected(chatSocket(originB, f.buyerMember.accessToken))
      sockets.push(again)
      const synced = await ask(again, 'sync', { since: { [f.conversationId]: held } })
      if (!synced.ok) throw new Error(synced.message)
      const missed = synced.result.messages as ChatMessageVO[]
      expect(missed.map((m) => [m.seq, m.content])).toEqual([
        [3, '您的订单已发货'],
        [4, '单号稍后发您'],
      ])
      held = missed[missed.length - 1].seq
      expect(synced.result.conversations[0]).toMatchObject({ lastSeq: 4, buyerUnread: 3 })
      // And B's live messages reach it from now on.
      const liveAgain = next(again, 'message', ({ message }) => message.seq === held + 1)
      await ask(seller, 'send', {
        type: 'TEXT',
        conversationId: f.conversationId,
        clientId: clientId(),
        content: '顺丰',
      })
      expect((await liveAgain)[0].message.content).toBe('顺丰')
    } finally {
      for (const s of sockets) s.close()
    }
  }, 60_000)
})

function originOf(address: ReturnType<import('node:net').Server['address']>) {
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}
