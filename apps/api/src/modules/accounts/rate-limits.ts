import type { ErrorName } from '@silk/contracts/errors'
import type { Ctx } from '../../plugins/context.ts'
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

/** Throws when any limit is already used up, without counting (checked before a login attempt). */
export async function assertUnderLimits(ctx: StoreCtx, limits: Limit[], error: ErrorName) {
  const counts = await Promise.all(limits.map((l) => ctx.store.get(`limit:${l.key}`)))
  if (counts.some((count, i) => Number(count ?? 0) >= limits[i].max)) throw new BizError(error)
}

/** Records a failure against every limit (counted only when an attempt failed). */
export async function recordFailure(ctx: StoreCtx, limits: Limit[]) {
  await Promise.all(limits.map((l) => ctx.store.incr(`limit:${l.key}`, l.windowMs)))
}

export async function clearLimit(ctx: StoreCtx, limit: Limit) {
  await ctx.store.del(`limit:${limit.key}`)
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Failed password logins: an account locks for 15 minutes after 5; devices and IPs get more room. */
export const loginFailureLimits = (ctx: Pick<Ctx, 'uuid' | 'ip'>, account: string): Limit[] => [
  { key: `login-fail:acct:${account.toLowerCase()}`, max: 5, windowMs: 15 * MINUTE },
  { key: `login-fail:uuid:${ctx.uuid ?? '-'}`, max: 20, windowMs: 15 * MINUTE },
  { key: `login-fail:ip:${ctx.ip}`, max: 50, windowMs: 15 * MINUTE },
]

/** SMS sends cost money and can harass a number: per mobile, device and IP. */
export const smsSendLimits = (ctx: Pick<Ctx, 'uuid' | 'ip'>, mobile: string): Limit[] => [
  { key: `sms:mobile:${mobile}`, max: 5, windowMs: HOUR },
  { key: `sms:mobile-day:${mobile}`, max: 10, windowMs: 24 * HOUR },
  { key: `sms:uuid:${ctx.uuid ?? '-'}`, max: 10, windowMs: HOUR },
  { key: `sms:ip:${ctx.ip}`, max: 30, windowMs: HOUR },
]

/** Slider images (reference §4.8: per IP per minute), plus per device. */
export const sliderLimits = (ctx: Pick<Ctx, 'uuid' | 'ip'>): Limit[] => [
  { key: `slider:uuid:${ctx.uuid ?? '-'}`, max: 20, windowMs: MINUTE },
  { key: `slider:ip:${ctx.ip}`, max: 60, windowMs: MINUTE },
]
