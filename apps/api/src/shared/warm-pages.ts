import type { FastifyInstance } from 'fastify'

/** The pages most visitors open first: rendered once in-process before `/readyz` says ready. */
export const WARM_PAGES = ['/', '/slShop', `/goodsList?keyword=${encodeURIComponent('茶')}`, '/goodsList']

/**
 * Once the seeded pictures are drawn (`drawn`) and the listing is read, renders the busiest pages
 * once in each language (issue 64: a fresh node's first shop home took 4.2 s under load, its renderer
 * and caches cold); `/readyz` says `starting` until then (`app.warming`). A failed render only logs.
 */
export function warmPages(app: FastifyInstance, drawn: Promise<unknown>): Promise<void> {
  const warming = { done: false }
  app.warming = warming
  return (async () => {
    await drawn.catch(() => {})
    while (!app.listing.loaded) await new Promise((resolve) => setTimeout(resolve, 100))
    for (const lang of ['zh-CN', 'en'])
      for (const url of WARM_PAGES) {
        // The page's language is its `lang` cookie's (the web app's renderLang).
        const res = await app.inject({ method: 'GET', url, cookies: { lang } }).catch(() => null)
        if (res?.statusCode !== 200)
          app.log.warn({ url, lang, status: res?.statusCode }, 'warming a page failed')
      }
  })().finally(() => {
    warming.done = true
  })
}
