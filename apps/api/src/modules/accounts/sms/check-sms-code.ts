import type { VerificationType } from '@silk/contracts/accounts'
import type { Ctx } from '../../../shared/context.ts'
import { BizError } from '../../../shared/errors.ts'
import { SMS_CODE_TTL_MS, smsCodeKey } from './send-sms-code.ts'

/** Wrong guesses a code survives; then it is destroyed and a new one must be requested. */
const MAX_WRONG = 5

/**
 * Checks and uses up the code sent to `mobile` for `type` on this device (single use, reference
 * §6.3). Unlike upstream, no magic value ever passes (§20 #5).
 */
export async function checkSmsCode(
  ctx: Pick<Ctx, 'store' | 'uuid'>,
  type: VerificationType,
  mobile: string,
  code: string,
): Promise<void> {
  if (!ctx.uuid) throw new BizError('ILLEGAL_REQUEST_ERROR')
  const key = smsCodeKey(type, ctx.uuid, mobile)
  const expected = await ctx.store.get(key)
  if (expected === null) throw new BizError('VERIFICATION_SMS_EXPIRED_ERROR')
  if (expected !== code) {
    const fails = await ctx.store.incr(`${key}:fails`, SMS_CODE_TTL_MS)
    if (fails >= MAX_WRONG) await ctx.store.del(key)
    throw new BizError('VERIFICATION_SMS_CHECKED_ERROR')
  }
  // take(): of two concurrent submissions of the right code only one succeeds.
  if ((await ctx.store.take(key)) !== code) throw new BizError('VERIFICATION_SMS_EXPIRED_ERROR')
  await ctx.store.del(`${key}:fails`)
}
