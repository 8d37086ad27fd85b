import { createHook } from 'node:async_hooks'

/**
 * Keeps one of Node's own `process.nextTick` objects alive for the life of the process. Imported
 * first by the server entry. Why (decision 022, session 23): V8 remembers the shape (map) of the
 * first tick object at the literal that makes them; when a later one is made with a new shape, it
 * gives that literal up for good, and from then on every tick object — several per HTTP request, in
 * Node's own streams — is built by a call into the V8 runtime. On the embedded database that
 * happened in all but one of a dozen server starts measured, just after a major garbage collection
 * during start-up, and cost a small cached API answer a quarter of its throughput
 * (`GET /common/common/site` 45–47k req/s without, 55–61k with one tick object kept). Which of V8's
 * caches that collection drops was not pinned down: an object of the same shape made by our own
 * literal did not prevent it, Node's own object does. An `init` hook is the one public way to see
 * it, enabled for a single tick and disabled at once.
 */
let kept: object | undefined
const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    if (type === 'TickObject') kept ??= resource
  },
}).enable()
process.nextTick(() => {})
hook.disable()
// Node turns the hook's promise part off only at the next microtask: until then every new promise
// would be given async ids, another shape. Nothing of ours runs before it is off.
await Promise.resolve()

/** The tick object kept (exported so a test can see that one was). */
export const keptTickObject: object | undefined = kept
