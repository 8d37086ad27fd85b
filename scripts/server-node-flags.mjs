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
import os from 'node:os'

const helpers = Math.max(1, os.availableParallelism() - 1)

export const SERVER_NODE_FLAGS = [
  '--max-old-space-size=256',
  '--max-semi-space-size=4',
  `--v8-pool-size=${helpers}`,
]
