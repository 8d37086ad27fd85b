import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import type { Config } from './config.ts'

/** How many serving processes `CLUSTER_WORKERS` asks for (0 = one per core). */
export function workerCount(config: Pick<Config, 'CLUSTER_WORKERS'>): number {
  return config.CLUSTER_WORKERS === 0 ? availableParallelism() : config.CLUSTER_WORKERS
}

/**
 * The primary of cluster mode: prepares the database once (migrations and seeders must not race),
 * then forks the workers, which share the port (node:cluster hands connections round). A worker
 * that dies after it has served a while is replaced; SIGINT/SIGTERM stop them all, each draining as
 * a single process does. Worker i gets `WORKER_ID + i` when WORKER_ID is set (snowflake ids must not
 * collide), otherwise its own process id as usual.
 */
export async function runPrimary(workers: number, prepare: () => Promise<void>): Promise<void> {
  await prepare()
  const base = process.env.WORKER_ID
  let stopping = false
  const fork = (index: number) => {
    const env = base === undefined ? {} : { WORKER_ID: String((Number(base) + index) & 0x3ff) }
    const worker = cluster.fork(env)
    const startedAt = Date.now()
    worker.on('exit', (code) => {
      if (stopping) return
      // A worker that cannot even start (port taken, bad build) would only crash again.
      if (Date.now() - startedAt < 10_000) {
        console.error(`worker ${index} exited with ${code} while starting; stopping`)
        stop(1)
        return
      }
      console.error(`worker ${index} exited with ${code}; starting another`)
      fork(index)
    })
  }
  const stop = (code: number) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(code)
    }
    cluster.on('exit', done)
    done()
    setTimeout(() => process.exit(code || 1), 20_000).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0))
  for (let i = 0; i < workers; i++) fork(i)
}
