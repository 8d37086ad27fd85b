// React's Bun build, run by Node: it writes the document as strings to whatever `pipe` is given and
// needs no Bun API for what we render (only server actions' `useActionState` call `Bun.hash`). The
// edge build encodes every attribute and text with its own `TextEncoder.encode` call, a quarter of a
// render's CPU with the garbage it made (decision 022); the node build writes into one buffer but
// keeps an AsyncLocalStorage, which makes every promise in the process pay a hook (decision 011).
import { renderToPipeableStream } from 'react-dom/server.bun'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { en } from './i18n/en/index.ts'
import { provideLanguage, type Resources } from './i18n/resources.ts'
import { collectDocument } from './lib/collect-document.ts'
import { frozenRender, keepFrozenParts } from './lib/frozen.server.ts'
import { FrozenProvider } from './lib/frozen.tsx'
import { NonceProvider } from './lib/nonce.tsx'

// The server renders in both languages from the start.
provideLanguage('en', en as Resources)

export const streamTimeout = 5_000

/**
 * The whole document is rendered before the response starts, for every client: loaders await all
 * their data (no deferred parts), so streaming only moved the rendering past the point where the
 * server's render gate counts it (a crowd then rendered all at once; decision 022). It is sent as
 * one body, so the server writes and compresses it once.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const nonce = loadContext.nonce
  const frozen = frozenRender(loadContext.frozenChrome ?? 'on')
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <FrozenProvider value={frozen}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FrozenProvider>
      </NonceProvider>,
      {
        nonce,
        // Never move a large finished boundary out of place behind a script (React's default above 12.8 kB):
        // the page's main boundary (root.tsx) must paint with the HTML, and work without scripts.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true
        },
        // The shell failed: React Router renders the error page.
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onAllReady() {
          clearTimeout(timer)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          const preloads = stylesheetPreloads(routerContext)
          if (preloads) responseHeaders.set('Link', preloads)
          const html = collectDocument(pipe)
          try {
            keepFrozenParts(frozen, html)
          } catch (error) {
            reject(error)
            return
          }
          // The body stays out of the Response: building one from the bytes copied them into a web
          // stream (5 % of a render's CPU) that the server never reads (documentOf).
          const response = new Response(null, { headers: responseHeaders, status: responseStatusCode })
          documents.set(response, html)
          resolve(response)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    const timer = setTimeout(abort, streamTimeout + 1000)
  })
}

const documents = new WeakMap<Response, Buffer>()

/**
 * The document of a response of `handleRequest`, which carries no body of its own: the server sends
 * these bytes as they are.
 */
export function documentOf(response: Response): Buffer | undefined {
  return documents.get(response)
}

/**
 * The page's stylesheets as a `Link` preload header: the browser starts them as the response arrives,
 * ahead of the scripts the document lists first. On a phone's connection they were queued behind
 * the modules and held the first paint back (decision 028).
 */
function stylesheetPreloads({ manifest, staticHandlerContext }: EntryContext): string {
  const hrefs = new Set(staticHandlerContext.matches.flatMap((m) => manifest.routes[m.route.id]?.css ?? []))
  return [...hrefs].map((href) => `<${href}>; rel=preload; as=style`).join(', ')
}
