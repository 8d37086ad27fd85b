import type { ErrorName } from '@silk/contracts/errors'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'

export interface Limit {
  /** Counter key; one per account, mobile, device (uuid) or IP. */
  key: string
  max: number
  windowMs: number
}

type StoreCtx = Pick<Ctx, 'store'>

/** Counts one attempt against every limit; throws when any of them is exceeded. */
export async function consumeLimits(ctx: StoreCtx, limits: Limit[], error: ErrorName = 'LIMIT_ERROR') {
  const counts = await Promise.all(limits.map((l) => ctx.store.incr(`limit:${l.key}`, l.windowMs)))
  if (counts.some((count, i) => count > limits[i].max)) throw new BizError(error)
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Failures a pair (account, client address) may make before each further one costs a wait. */
export const LOGIN_FREE_FAILURES = 3
/** Failures after which every client of the account, or every account of the address, waits from the first. */
const ACCOUNT_BUSY = 10
const ADDRESS_BUSY = 50
const LOGIN_MAX_DELAY_MS = 15 * MINUTE

/** The wait after a pair's `failures`-th failure: 1 s, 2 s, 4 s … past the free ones, at most 15 minutes. */
export function loginDelayMs(failures: number, free = LOGIN_FREE_FAILURES): number {
  if (failures <= free) return 0
  return Math.min(1000 * 2 ** (failures - free - 1), LOGIN_MAX_DELAY_MS)
}

/**
 * Password-login throttling per account and client address pair. No one is ever locked out: a failed
 * pair waits longer after each failure, and only that pair, so a stranger guessing an account (or
 * many accounts from an address shared with real users) slows down only itself. Every attempt needs
 * a fresh slider pass besides. An account or address with many failures from anywhere makes new
 * pairs wait from their first failure; a right password still passes at once.
 */
export function loginThrottle(ctx: Pick<Ctx, 'store' | 'ip'>, account: string) {
  const acct = account.toLowerCase()
  const pairKey = `limit:login-fail:pair:${acct}:${ctx.ip}`
  const waitKey = `limit:login-wait:${acct}:${ctx.ip}`
  return {
    /** LOGIN_LOCKED naming the seconds left while the pair waits. */
    async assertAllowed() {
      const left = Number(await ctx.store.get(waitKey)) - Date.now()
      if (left > 0) throw new BizError('LOGIN_LOCKED', { detail: `${Math.ceil(left / 1000)}秒后可再试` })
    },
    async recordFailure() {
      const [pair, accountWide, addressWide] = await Promise.all([
        ctx.store.incr(pairKey, 15 * MINUTE),
        ctx.store.incr(`limit:login-fail:acct:${acct}`, 15 * MINUTE),
        ctx.store.incr(`limit:login-fail:ip:${ctx.ip}`, 15 * MINUTE),
      ])
      const busy = accountWide > ACCOUNT_BUSY || addressWide > ADDRESS_BUSY
      const delay = busy ? loginDelayMs(pair, 0) : loginDelayMs(pair)
      if (delay > 0) await ctx.store.set(waitKey, String(Date.now() + delay), delay)
    },
    async recordSuccess() {
      await Promise.all([ctx.store.del(pairKey), ctx.store.del(waitKey)])
    },
  }
}

/** SMS sends cost money and can harass a number: per mobile, device and IP. */
export const smsSendLimits = (ctx: Pick<Ctx, 'uuid' | 'ip' | 'config'>, mobile: string): Limit[] => [
  { key: `sms:mobile:${mobile}`, max: 5, windowMs: HOUR },
  { key: `sms:mobile-day:${mobile}`, max: 10, windowMs: 24 * HOUR },
  { key: `sms:uuid:${ctx.uuid ?? '-'}`, max: 10, windowMs: HOUR },
  { key: `sms:ip:${ctx.ip}`, max: ctx.config.SMS_PER_IP_PER_HOUR, windowMs: HOUR },
]

/**
 * Codes sent without the slider (the accessible path, decision 150), on top of `smsSendLimits`: one a
 * number every 10 minutes and 3 a day, 3 an hour a device or address, and SMS_ONLY_PER_HOUR across
 * the platform, so that no rotation of devices and addresses makes it a cheaper way to send codes
 * (or to flood someone's phone) than solving the slider.
 */
export const smsOnlyLimits = (ctx: Pick<Ctx, 'uuid' | 'ip' | 'config'>, mobile: string): Limit[] => [
  { key: `sms-only:mobile:${mobile}`, max: 1, windowMs: 10 * MINUTE },
  { key: `sms-only:mobile-day:${mobile}`, max: 3, windowMs: 24 * HOUR },
  { key: `sms-only:uuid:${ctx.uuid ?? '-'}`, max: 3, windowMs: HOUR },
  { key: `sms-only:ip:${ctx.ip}`, max: 3, windowMs: HOUR },
  { key: 'sms-only:platform', max: ctx.config.SMS_ONLY_PER_HOUR, windowMs: HOUR },
]

/** Slider images (reference §4.8: per IP per minute), plus per device. */
export const sliderLimits = (ctx: Pick<Ctx, 'uuid' | 'ip'>): Limit[] => [
  { key: `slider:uuid:${ctx.uuid ?? '-'}`, max: 20, windowMs: MINUTE },
  { key: `slider:ip:${ctx.ip}`, max: 60, windowMs: MINUTE },
]
