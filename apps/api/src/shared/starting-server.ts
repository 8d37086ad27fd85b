import { createServer, type Server } from 'node:http'
import { ErrorCodes } from '@silk/contracts/errors'
import { localeOf } from './context.ts'
import { failure } from './envelope.ts'
import { errorText } from './errors.ts'

/**
 * What a node answers while it starts (issue 59): loading the web build, the listing and the job
 * queue can take many seconds on a busy host, and a port that refuses connections meanwhile looks
 * like a dead node. This placeholder holds the port from the first moment and answers every request
 * 503 with `Retry-After` — `/readyz` with `{status: 'starting'}`, the rest with the envelope; `/healthz`
 * 200 `{status: 'starting'}` — until the node is ready and takes the port over.
 */
export async function answerStarting(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const starting = JSON.stringify({ status: 'starting' })
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    // Alive (an orchestrator must not kill a node for starting slowly), not ready.
    const alive = path === '/healthz'
    const body =
      alive || path === '/readyz'
        ? starting
        : JSON.stringify(
            failure(
              ErrorCodes.SERVICE_UNAVAILABLE.code,
              errorText(ErrorCodes.SERVICE_UNAVAILABLE, localeOf(request.headers['accept-language'])),
            ),
          )
    response.writeHead(alive ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': '2',
      'cache-control': 'no-store',
      connection: 'close',
    })
    response.end(body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
