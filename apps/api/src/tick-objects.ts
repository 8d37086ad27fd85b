import { createHook } from 'node:async_hooks'

/**
 * Keeps one of Node's own `process.nextTick` objects alive for the life of the process. Imported
 * first by the server entry. Why (decision 022, session 23): V8 remembers the shape (map) of the
 * first tick object at the literal that makes them; when a later one is made with a new shape, it
 * gives that literal up for good, and from then on every tick object — several per HTTP request, in
 * Node's own streams — is built by a call into the V8 runtime. Measured on the embedded database:
 * that happened in every server start, at a major garbage collection during start-up, and cost
 * 9 % of the CPU of a small cached API answer (`GET /common/common/site` 286–321k requests in 6 s
 * against 331–370k with one tick object kept, no runtime calls left in the profile). An object of
 * the same shape made by our own literal did not prevent it; Node's own object does. An `init`
 * hook is the one public way to see it, enabled for a single tick and disabled at once.
 */
let kept: object | undefined
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') kept ??= resource
  },
}).enable()
process.nextTick(() => {})
hook.disable()

/** The tick object kept (exported so a test can see that one was). */
export const keptTickObject: object | undefined = kept
