// Diagnostics for a bench row's tail (decision 142): preload into the bench and the site with
// `NODE_OPTIONS="--import ./bench/stall-log.mjs" STALL_LOG=/tmp/stalls.log npm run bench`. Every
// process appends, with wall-clock times, each garbage collection over 5 ms and each event-loop stall
// (a 10 ms timer more than 30 ms late). The chat row adds its slow deliveries to the same file when
// BENCH_CHAT_SLOW_LOG names it; `node bench/stall-summary.mjs <file>` says which process stalled
// while they were in flight.
import { appendFileSync } from 'node:fs'
import { PerformanceObserver, performance } from 'node:perf_hooks'

const file = process.env.STALL_LOG ?? '/tmp/stalls.log'
const who = `${process.pid} ${process.argv.slice(1).join(' ').slice(-40)}`
const kinds = { 1: 'minor', 2: 'major', 4: 'incremental', 8: 'weakcb' }
const log = (line) => appendFileSync(file, `${Date.now()} ${who} ${line}\n`)

new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.duration > 5)
      log(`gc ${kinds[entry.detail?.kind] ?? entry.detail?.kind} ${entry.duration.toFixed(1)} ms`)
}).observe({ entryTypes: ['gc'] })

let last = performance.now()
setInterval(() => {
  const now = performance.now()
  if (now - last > 30) log(`stall ${(now - last - 10).toFixed(0)} ms`)
  last = now
}, 10).unref()
