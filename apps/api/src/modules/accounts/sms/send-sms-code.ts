import { randomInt } from 'node:crypto'
import type { VerificationType } from '@silk/contracts/accounts'
import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../../shared/context.ts'
import { BizError } from '../../../shared/errors.ts'
import { consumeSliderPass } from '../captcha/slider.ts'
import { consumeLimits, smsOnlyLimits, smsSendLimits } from '../rate-limits.ts'
import { smsProvider } from './sms-provider.ts'

/** Codes live 5 minutes (reference §6.3); a number gets a new one at most every 60 s. */
export const SMS_CODE_TTL_MS = 5 * 60_000
export const SMS_RESEND_MS = 60_000

export const smsCodeKey = (type: VerificationType, uuid: string, mobile: string) =>
  `sms:code:${type}:${uuid}:${mobile}`

/**
 * `GET /common/common/sms/{type}/{mobile}`: needs a fresh slider pass for the same purpose. For
 * UPDATE_PASSWORD and WALLET_PASSWORD the code always goes to the signed-in member's own mobile
 * (reference §6.3).
 */
export async function sendSmsCode(ctx: Ctx, type: VerificationType, mobile: string): Promise<void> {
  const target = type === 'UPDATE_PASSWORD' || type === 'WALLET_PASSWORD' ? await ownMobile(ctx) : mobile
  await consumeSliderPass(ctx, type)
  await sendCode(ctx, type, target)
}

/** What a code may be sent for without the slider: the member's own SMS steps, never a password try. */
export const SMS_ONLY_TYPES: readonly VerificationType[] = [
  'REGISTER',
  'LOGIN',
  'FIND_USER',
  'UPDATE_PASSWORD',
  'WALLET_PASSWORD',
]

/**
 * `POST /common/common/sms-only/{type}/{mobile}` (issue 59, decision 150): the same code for people
 * who cannot drag the slider, with no slider and stricter limits instead (rate-limits.ts
 * `smsOnlyLimits`: per number, device, address and across the platform), taken before the code is
 * made. The code is the check: only whoever holds the phone can use it, and it dies after 5 wrong
 * tries like any code. Password logins have no such path: a person who cannot drag signs in by code.
 */
export async function sendSmsCodeWithoutSlider(
  ctx: Ctx,
  type: VerificationType,
  mobile: string,
): Promise<void> {
  if (!SMS_ONLY_TYPES.includes(type))
    throw new BizError('PARAMS_ERROR', { detail: '该验证类型不能只用短信验证' })
  const target = type === 'UPDATE_PASSWORD' || type === 'WALLET_PASSWORD' ? await ownMobile(ctx) : mobile
  if (!ctx.uuid) throw new BizError('ILLEGAL_REQUEST_ERROR')
  await consumeLimits(ctx, smsOnlyLimits(ctx, target), 'SMS_TOO_FREQUENT')
  await sendCode(ctx, type, target)
}

async function sendCode(ctx: Ctx, type: VerificationType, target: string) {
  if (type === 'REGISTER' && (await mobileTaken(ctx, target))) throw new BizError('MOBILE_EXIST')
  if (!(await ctx.store.setIfAbsent(`sms:cooldown:${target}`, '1', SMS_RESEND_MS))) {
    throw new BizError('SMS_TOO_FREQUENT', { detail: '同一手机号60秒内只能获取一次' })
  }
  await consumeLimits(ctx, smsSendLimits(ctx, target), 'SMS_TOO_FREQUENT')
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const key = smsCodeKey(type, ctx.uuid as string, target)
  await ctx.store.set(key, code, SMS_CODE_TTL_MS)
  await ctx.store.del(`${key}:fails`)
  await smsProvider(ctx.config).send({ mobile: target, code, type }, ctx.log)
}

export async function ownMobile(ctx: Pick<Ctx, 'db' | 'member'>): Promise<string> {
  if (!ctx.member) throw new BizError('USER_NOT_LOGIN', { status: 401 })
  const [row] = await ctx.db
    .select({ mobile: members.mobile })
    .from(members)
    .where(eq(members.id, ctx.member.id))
  if (!row) throw new BizError('USER_NOT_EXIST')
  return row.mobile
}

async function mobileTaken(ctx: Ctx, mobile: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.mobile, mobile))
    .limit(1)
  return rows.length > 0
}
