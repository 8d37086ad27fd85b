// Reads a stall log (bench/stall-log.mjs) and says, for the chat row's slow deliveries (≥ the
// threshold, 80 ms by default), which processes stalled while each was in flight: the site
// (server.mjs), the bench client (run.ts), both, or neither. Usage: node bench/stall-summary.mjs <file> [ms]
import { readFileSync } from 'node:fs'

const threshold = Number(process.argv[3] ?? 80)
const slow = []
const events = []
for (const line of readFileSync(process.argv[2], 'utf8').trim().split('\n')) {
  const [, at, rest] = /^(\d+) (.*)$/.exec(line) ?? []
  if (!rest) continue
  const t = Number(at)
  if (rest.startsWith('slow')) {
    const ms = Number(rest.split(' ')[1])
    if (ms >= threshold) slow.push({ t, ms })
    continue
  }
  const who = rest.includes('server.mjs') ? 'site' : rest.includes('bench/run.ts') ? 'client' : null
  const what = /(stall|gc \w+) ([\d.]+) ms/.exec(rest)
  if (who && what) events.push({ who, kind: what[1], t, ms: Number(what[2]) })
}
if (slow.length === 0) {
  console.log(`no delivery took ${threshold} ms or more`)
  process.exit(0)
}
const from = slow[0].t - 2000
const to = slow.at(-1).t + 500
const during = events.filter((e) => e.t > from && e.t < to)
const totals = {}
for (const e of during) {
  const key = `${e.who} ${e.kind}`
  totals[key] ??= { n: 0, ms: 0, max: 0 }
  totals[key].n++
  totals[key].ms += e.ms
  totals[key].max = Math.max(totals[key].max, e.ms)
}
const causes = {}
for (const s of slow) {
  const stalled = during.filter((e) => e.kind === 'stall' && e.t - e.ms <= s.t && e.t >= s.t - s.ms)
  const key = [...new Set(stalled.map((e) => e.who))].sort().join('+') || 'neither'
  causes[key] = (causes[key] ?? 0) + 1
}
console.log(`deliveries ≥ ${threshold} ms: ${slow.length}`)
for (const [key, v] of Object.entries(totals))
  console.log(`  ${key}: ${v.n}×, ${v.ms.toFixed(0)} ms in all, longest ${v.max.toFixed(0)} ms`)
console.log('stalled while in flight:', causes)
