import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** A request id a client or proxy sent that is safe to log and echo. */
const SANE_ID = /^[\w-]{8,64}$/

/**
 * Request ids shaped like UUIDs: the first 29 characters are drawn at random, the last 7 hex digits
 * count requests (a new head is drawn every 2^28 of them). As unique per node as a random UUID each
 * time (they find a request's log lines; they are no secret, a client may send its own), without a
 * random draw per request.
 */
export function requestIds(perHead = 2 ** 28): (req: IncomingMessage) => string {
  let head = ''
  // 7 hex digits: the count stays a small integer for V8 (a larger one made this cost as much as the draw).
  let count = perHead
  return (req) => {
    const incoming = req.headers['x-request-id']
    if (typeof incoming === 'string' && SANE_ID.test(incoming)) return incoming
    if (++count >= perHead) {
      head = randomUUID().slice(0, 29)
      count = 0
    }
    return head + count.toString(16).padStart(7, '0')
  }
}
