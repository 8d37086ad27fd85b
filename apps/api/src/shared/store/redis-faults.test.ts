import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisStore, type RedisStore } from './redis-store.ts'
import { StoreUnavailableError } from './types.ts'

/**
 * A Redis of this test's own (port 11170), so it can be paused and stopped: a node whose event loop
 * stalled must still hear a healthy Redis, and a Redis that hangs or dies must still fail fast.
 */
const PORT = 11170
const hasServer = existsSync('/usr/bin/redis-server')

/** Holds the thread, as a long render or a big JSON body does on a busy node. */
const stall = (ms: number) => {
  const until = Date.now() + ms
  while (Date.now() < until) {}
}

describe.runIf(hasServer)('the store on a busy node (private Redis)', () => {
  let server: ChildProcess
  let store: RedisStore
  beforeAll(async () => {
    server = spawn('/usr/bin/redis-server', ['--port', String(PORT), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    store = createRedisStore(`redis://127.0.0.1:${PORT}`, 'silk:test:busy:')
    for (let i = 0; i < 100 && store.client.status !== 'ready'; i++)
      await new Promise((r) => setTimeout(r, 50))
    expect(store.client.status).toBe('ready')
  })
  afterAll(async () => {
    store.client.disconnect()
    server.kill('SIGKILL')
  })

  it('a stalled event loop is not a dead Redis: commands waiting through a 1.5 s stall succeed', async () => {
    await store.set('k', 'v')
    for (let round = 0; round < 3; round++) {
      const pending = Promise.all([store.get('k'), store.incr('n', 60_000), store.ping()])
      // The commands are written (pipelined at the end of the tick), then the thread is held while
      // Redis answers.
      await new Promise((r) => setImmediate(r))
      stall(1500)
      const [value, n] = await pending
      expect(value).toBe('v')
      expect(n).toBe(round + 1)
    }
  })

  it('a Redis that hangs fails within seconds, and one that is gone fails at once', async () => {
    server.kill('SIGSTOP')
    try {
      const started = Date.now()
      await expect(store.get('k')).rejects.toBeInstanceOf(StoreUnavailableError)
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      server.kill('SIGCONT')
    }
    expect(await store.get('k')).toBe('v')
    server.kill('SIGKILL')
    await new Promise((r) => server.once('exit', r))
    for (let i = 0; i < 100 && store.client.status === 'ready'; i++)
      await new Promise((r) => setTimeout(r, 20))
    const started = Date.now()
    await expect(store.get('k')).rejects.toBeInstanceOf(StoreUnavailableError)
    expect(Date.now() - started).toBeLessThan(500)
  })
})
