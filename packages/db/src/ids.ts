import { chinaDayCompact } from '@silk/contracts/china-time'

/**
 * Snowflake-style ids: 41 bits of milliseconds since 2020-01-01, 10 bits of worker, 12 bits of sequence.
 * Rendered as decimal strings (reference §1.2). The worker id comes from `WORKER_ID` or the process id,
 * so several app nodes do not collide.
 */
const EPOCH = 1577836800000n
const workerId = BigInt((Number(process.env.WORKER_ID ?? process.pid) || 0) & 0x3ff)
let lastMs = -1n
let sequence = 0n

export function nextId(): string {
  let now = BigInt(Date.now())
  if (now === lastMs) {
    sequence = (sequence + 1n) & 0xfffn
    if (sequence === 0n) {
      while (now <= lastMs) now = BigInt(Date.now())
    }
  } else {
    sequence = 0n
  }
  if (now < lastMs) now = lastMs // clock moved back: keep ids increasing
  lastMs = now
  return (((now - EPOCH) << 22n) | (workerId << 12n) | sequence).toString()
}

/**
 * Business serial numbers: prefix + yyyyMMdd + snowflake for trades (T), orders (O), order items (OI)
 * and after-sales (A); prefix + snowflake for recharges (Y), withdrawals (W) and distribution cash (D).
 */
export function nextSn(prefix: 'T' | 'O' | 'OI' | 'A' | 'Y' | 'W' | 'D' | 'C'): string {
  const dated = prefix === 'T' || prefix === 'O' || prefix === 'OI' || prefix === 'A'
  return dated ? `${prefix}${chinaDayCompact()}${nextId()}` : `${prefix}${nextId()}`
}
