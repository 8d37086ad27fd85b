// The edge build, not `react-dom/server` (node): the node build keeps an AsyncLocalStorage, and once
// it has run, Node calls a promise hook for every promise in the process, so each API request served
// by this same process paid ~15 µs more (docs/decisions/011). The edge build looks for a global
// AsyncLocalStorage, which Node does not define, and streams web ReadableStreams that go straight
// into the Response (no Node→web stream conversion).
import { renderToReadableStream } from 'react-dom/server.edge'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { NonceProvider } from './lib/nonce.tsx'

export const streamTimeout = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce
  let shellRendered = false
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), streamTimeout + 1000)
  let body: Awaited<ReturnType<typeof renderToReadableStream>>
  try {
    body = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        signal: controller.signal,
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) console.error(error)
        },
      },
    )
  } catch (error) {
    // The shell failed: React Router renders the error page; nothing is left to abort.
    clearTimeout(timer)
    throw error
  }
  shellRendered = true
  // The whole document is rendered before the response starts, for every client: loaders await all
  // their data (no deferred parts), so streaming only moved the rendering past the point where the
  // server's render gate counts it (a crowd then rendered all at once; decision 022).
  await body.allReady
  const clear = () => clearTimeout(timer)
  body.allReady.then(clear, clear)
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}
