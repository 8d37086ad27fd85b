import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { WARM_PAGES, warmPages } from './warm-pages.ts'

/** Stand-ins for the web app's pages: they note which page was asked in which language. */
const rendered: string[] = []
async function pages(app: FastifyInstance) {
  for (const url of new Set(WARM_PAGES.map((u) => u.split('?')[0])))
    app.get(url, { schema: { hide: true } }, async (req) => {
      rendered.push(`${req.url} ${req.headers.cookie}`)
      return 'page'
    })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', extraRoutes: [pages] })
})
afterAll(() => t.close())

describe('a starting node warms its busiest pages before it says ready (issue 64)', () => {
  it('says starting until the pictures are drawn and every page rendered once in each language', async () => {
    let drawn!: () => void
    const warmed = warmPages(t.app, new Promise<void>((resolve) => (drawn = resolve)))
    const early = await t.app.inject('/readyz')
    expect(early.statusCode).toBe(503)
    expect(early.json()).toMatchObject({ status: 'starting', pages: 'warming' })
    // Nothing is rendered while the pictures are still being drawn.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(rendered).toEqual([])
    drawn()
    await warmed
    expect(rendered).toEqual(
      ['zh-CN', 'en'].flatMap((lang) => WARM_PAGES.map((url) => `${url} lang=${lang}`)),
    )
    const ready = await t.app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json().status).toBe('ready')
  })
})
