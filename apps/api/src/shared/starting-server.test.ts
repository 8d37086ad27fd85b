import { type ChildProcess, spawn } from 'node:child_process'
import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { answerStarting } from './starting-server.ts'

/**
 * A node started on a busy host (issue 59): a CPU burner holds one core for the whole file, a plugin
 * takes longer than Fastify's default 10 s plugin timeout (as importing the web build did), and the
 * port answers `starting` until the node takes it over (port 11160).
 */
const PORT = 11160
let t: TestApp
let burner: ChildProcess
beforeAll(async () => {
  burner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  t = await createTestApp({ seed: 'none' })
})
afterAll(async () => {
  burner.kill('SIGKILL')
  await t.close()
})

describe('a node starting on a busy host', () => {
  it('comes up however long its plugins take, the port answering `starting` meanwhile', async () => {
    const starting = await answerStarting(PORT, '127.0.0.1')
    const origin = `http://127.0.0.1:${PORT}`
    let app: Awaited<ReturnType<typeof buildApp>> | undefined
    try {
      const slow = async () => {
        // Past Fastify's default plugin timeout (10 s), which ended the start with AVV_ERR_PLUGIN_EXEC_TIMEOUT.
        await new Promise((resolve) => setTimeout(resolve, 10_500))
      }
      const building = buildApp({
        config: t.config,
        database: t.database,
        store: t.store,
        logger: false,
        extraRoutes: [slow],
      }).then(async (built) => {
        await built.ready()
        return built
      })

      const ready = await fetch(`${origin}/readyz`)
      expect(ready.status).toBe(503)
      expect(ready.headers.get('retry-after')).toBeTruthy()
      expect(await ready.json()).toEqual({ status: 'starting' })
      const alive = await fetch(`${origin}/healthz`)
      expect([alive.status, await alive.json()]).toEqual([200, { status: 'starting' }])
      const api = await fetch(`${origin}/buyer/goods/goods/es`, { headers: { 'accept-language': 'en' } })
      expect(api.status).toBe(503)
      expect(await api.json()).toMatchObject({ success: false, code: ErrorCodes.SERVICE_UNAVAILABLE.code })

      app = await building
      await starting.close()
      await app.listen({ port: PORT, host: '127.0.0.1' })
      expect((await fetch(`${origin}/healthz`)).status).toBe(200)
      expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ status: 'ok' })
    } finally {
      await starting.close().catch(() => {})
      await app?.close()
    }
  }, 60_000)
})
