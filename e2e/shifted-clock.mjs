// Preloaded (`node --import`) by the one journey server that must see a later hour than the wall
// clock: e2e/flash-sale-apply.spec.ts starts its own server with it, so a flash-sale session it set up
// in the future can be running a moment later. The shift, in milliseconds, is read from the file
// CLOCK_SHIFT_FILE names (absent or empty: none) and re-read every 100 ms. Date.now() and `new Date()`
// move by it — and with them the embedded PostgreSQL's now(), whose clock is the process's Date.now().
import { readFileSync } from 'node:fs'

const file = process.env.CLOCK_SHIFT_FILE
let shift = 0
const read = () => {
  try {
    shift = Number(readFileSync(file, 'utf8').trim()) || 0
  } catch {
    shift = 0
  }
}
if (file) {
  read()
  setInterval(read, 100).unref()
  const RealDate = Date
  const realNow = RealDate.now.bind(RealDate)
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length ? args : [realNow() + shift], newTarget)
    },
    get(target, prop, receiver) {
      if (prop === 'now') return () => realNow() + shift
      return Reflect.get(target, prop, receiver)
    },
  })
}
