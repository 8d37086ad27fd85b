import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks'

/** How late this process's event loop runs: the measure of a node that has more work than CPU. */
export interface LoopLag {
  /** Mean delay (ms) of the event loop over the last sample, beyond the monitor's own resolution. */
  readonly ms: number
  close(): void
}

const RESOLUTION_MS = 10

/**
 * Samples Node's event-loop delay histogram every `sampleMs` (as @fastify/under-pressure does). A
 * crowd starves the loop before any handler can count it: requests then wait in their sockets, where
 * a queue cannot see them, so the delay itself is the signal to refuse new renders (decision 022).
 */
export function loopLag(sampleMs = 100): LoopLag {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
  histogram.enable()
  let ms = 0
  const timer = setInterval(() => {
    ms = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : 0
    histogram.reset()
  }, sampleMs)
  timer.unref()
  return {
    get ms() {
      return ms
    },
    close() {
      clearInterval(timer)
      histogram.disable()
    },
  }
}
