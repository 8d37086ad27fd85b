import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** A request id a client or proxy sent that is safe to log and echo. */
const SANE_ID = /^[\w-]{8,64}$/
const COUNTER_SPAN = 2 ** 48

/**
 * Request ids shaped like UUIDs: the first 20 hex digits are drawn once per process, the last 12
 * count its requests. As unique per node as a random UUID each time (they find a request's log
 * lines; they are no secret, a client may send its own), without a random draw per request.
 */
export function requestIds(): (req: IncomingMessage) => string {
  const head = randomUUID().slice(0, 24)
  let count = Number.parseInt(randomUUID().slice(24), 16)
  return (req) => {
    const incoming = req.headers['x-request-id']
    if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming
    count = (count + 1) % COUNTER_SPAN
    return head + count.toString(16).padStart(12, '0')
  }
}
