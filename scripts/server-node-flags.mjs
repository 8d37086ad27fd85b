// The Node flags every site process starts with (npm start, the journeys' server, the bench, the
// README's production command). V8 otherwise lets a busy node's young generation grow to 3 × 16 MB
// and its old generation far past what the server keeps alive (about 120 MB under mixed load), and
// never hands the pages back: a node measured 610–860 MB after 3 minutes of mixed load. With these it
// stays near 330 MB on PostgreSQL and 450 MB on the embedded database (bench: "mixed load").
//
// V8's helper threads (concurrent marking, parallel scavenges, background compiles) are as many as
// the cores beside the main thread: Node starts four whatever the machine, and on two cores, beside
// PostgreSQL, a major collection's four markers starved the main thread for 60–100 ms, which set the
// p99 of every API route (decision 120).
import { existsSync } from 'node:fs'
import os from 'node:os'

const helpers = Math.max(1, os.availableParallelism() - 1)

export const SERVER_NODE_FLAGS = [
  '--max-old-space-size=256',
  '--max-semi-space-size=4',
  `--v8-pool-size=${helpers}`,
]

// The allocator (decision 022, session 31). Under glibc's malloc a node keeps what it once held:
// after a run of logins (each scrypt hash 32 MiB) and a crowd of pages its main arena stayed at
// ~127 MB for good, and the node at 440–455 MB under mixed load. jemalloc hands freed pages back
// (here after a second, from its own thread): 381–402 MB on the same rows, at the same throughput.
// sharp, which the server uses for pictures, recommends it on glibc for the same reason. Used when
// the machine has it (Debian/Ubuntu: `apt-get install libjemalloc2`, which Redis already pulls in);
// SERVER_ALLOCATOR=system keeps glibc's, and a preload set by the caller is left as it is.
const JEMALLOC = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
]
export const JEMALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2'

/** The variables a site process starts with beside its own: the allocator's. */
export function serverAllocatorEnv(env = process.env) {
  if (process.platform !== 'linux' || env.SERVER_ALLOCATOR === 'system' || env.LD_PRELOAD) return {}
  const library = JEMALLOC.find((file) => existsSync(file))
  return library ? { LD_PRELOAD: library, MALLOC_CONF: env.MALLOC_CONF ?? JEMALLOC_CONF } : {}
}
