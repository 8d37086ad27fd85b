import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { type PreparedPage, pageCache, prepareDocument, preparePage, tagsOf } from './page-cache.ts'

const PH = 'placeholder-nonce-1234'
const sha = (text: string) => createHash('sha256').update(text).digest('base64')
const html = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="${PH}"/>` +
  `<script nonce="${PH}">boot()</script></head><body>${body}` +
  `<script nonce="${PH}" type="module" async="">import "/assets/a.js";</script>` +
  `<script type="application/ld+json">{"a":1}</script></body></html>`

function rendered(body: string, apiPaths: string[] = [], init: ResponseInit = {}) {
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8', ...init.headers })
  return preparePage(
    { status: init.status ?? 200, headers, html: html(body), apiPaths },
    PH,
    'http://localhost:10000',
  )
}

describe('prepareDocument', () => {
  it('takes the placeholder nonce out and allows exactly the nonced inline scripts by hash', () => {
    const prepared = prepareDocument(html('<p>茶</p>'), PH)
    const text = prepared?.body.toString() ?? ''
    expect(text).not.toContain(PH)
    expect(text).not.toContain('nonce=')
    expect(text).toContain('<p>茶</p>')
    expect(prepared?.hashes).toEqual([sha('boot()'), sha('import "/assets/a.js";')])
  })

  it('refuses a document where the placeholder shows up outside a tag it can account for', () => {
    expect(prepareDocument(`<p>${PH}</p>`, PH)).toBeNull()
  })
})

describe('preparePage', () => {
  it('gives a hash-only policy, a strong ETag and tags from the API calls', () => {
    const page = rendered('<p>x</p>', ['/common/common/site', '/buyer/goods/goods/es'])
    expect(page?.csp).toContain(`'sha256-${sha('boot()')}'`)
    expect(page?.csp).not.toContain('nonce')
    expect(page?.etag).toMatch(/^"[\w-]{27}"$/)
    expect(page?.shareable).toBe(true)
    expect([...(page?.tags ?? [])]).toEqual(['catalogue'])
  })

  it('shares neither redirects nor pages that set a cookie', () => {
    expect(rendered('', [], { status: 302, headers: { location: '/login' } })?.shareable).toBe(false)
    expect(rendered('<p>x</p>', [], { headers: { 'set-cookie': 'a=b' } })?.shareable).toBe(false)
  })

  it('tags what a page shows: catalogue for goods, stores and reviews, content for articles', () => {
    expect([...tagsOf(['/buyer/member/evaluation/1/goodsEvaluation'])]).toEqual(['catalogue'])
    expect([...tagsOf(['/buyer/store/store/1'])]).toEqual(['catalogue'])
    expect([...tagsOf(['/buyer/other/article'])]).toEqual(['content'])
    expect([...tagsOf(['/common/common/site'])]).toEqual([])
  })
})

describe('pageCache', () => {
  const options = { ttlSeconds: 60, staleSeconds: 0, maxBytes: 1 << 20 }
  const counting = (body: string, apiPaths: string[] = []) => {
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((r) => setTimeout(r, 10))
      return rendered(body, apiPaths)
    }
    return { render, renders: () => renders }
  }

  it('renders a key once however many requests wait for it', async () => {
    const cache = pageCache(options)
    const { render, renders } = counting('<p>a</p>')
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.get('zh /', render)))
    expect(renders()).toBe(1)
    expect(new Set(pages).size).toBe(1)
    await cache.get('zh /', render)
    expect(renders()).toBe(1)
    await cache.get('en /', render)
    expect(renders()).toBe(2)
  })

  it('drops catalogue pages on a goods change and content pages on a content change', async () => {
    const cache = pageCache(options)
    const goods = counting('<p>goods</p>', ['/buyer/goods/goods/sku/1/2'])
    const news = counting('<p>news</p>', ['/buyer/other/article'])
    const guide = counting('<p>guide</p>')
    for (const [key, c] of [
      ['goods', goods],
      ['news', news],
      ['guide', guide],
    ] as const) {
      await cache.get(key, c.render)
    }
    cache.apply({ kind: 'goods', goodsIds: ['1'] })
    for (const [key, c] of [
      ['goods', goods],
      ['news', news],
      ['guide', guide],
    ] as const) {
      await cache.get(key, c.render)
    }
    expect([goods.renders(), news.renders(), guide.renders()]).toEqual([2, 1, 1])
    cache.apply({ kind: 'content' })
    await cache.get('news', news.render)
    await cache.get('guide', guide.render)
    expect([news.renders(), guide.renders()]).toEqual([2, 1])
  })

  it('does not keep a render that was under way when a change came', async () => {
    const cache = pageCache(options)
    const { render, renders } = counting('<p>a</p>', ['/buyer/goods/goods/es'])
    const during = cache.get('k', render)
    cache.apply({ kind: 'goods', goodsIds: ['9'] })
    const after = cache.get('k', render)
    await Promise.all([during, after])
    expect(renders()).toBe(2)
    await cache.get('k', render)
    expect(renders()).toBe(2)
  })

  it('keeps nothing it may not share and stays within its byte bound', async () => {
    const cache = pageCache({ ...options, maxBytes: 64 * 1024 })
    const redirect = async () => rendered('', [], { status: 302, headers: { location: '/login' } })
    expect((await cache.get('r', redirect))?.status).toBe(302)
    expect(cache.size).toBe(0)
    const big = async (): Promise<PreparedPage | null> => rendered('x'.repeat(20_000))
    for (let i = 0; i < 10; i++) await cache.get(`big${i}`, big)
    expect(cache.size).toBeLessThanOrEqual(2)
  })
})
