import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { refuseCommonPassword } from './common-passwords.ts'
import { hashPassword } from './password.ts'
import { revokeMemberSessions } from './sessions.ts'
import { checkSmsCode } from './sms/check-sms-code.ts'

/** Step 1 proves the mobile; step 2 must follow on the same device within 5 minutes. */
const RESET_WINDOW_MS = 5 * 60_000
const resetKey = (uuid: string) => `reset:${uuid}`

/** `POST /buyer/passport/member/resetByMobile`: a FIND_USER code for a registered mobile. */
export async function resetByMobile(ctx: Ctx, input: { mobile: string; code: string }): Promise<void> {
  await checkSmsCode(ctx, 'FIND_USER', input.mobile, input.code)
  const [row] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.mobile, input.mobile))
  if (!row) throw new BizError('USER_PHONE_NOT_EXIST')
  await ctx.store.set(resetKey(ctx.uuid as string), row.id, RESET_WINDOW_MS)
}

/**
 * `POST /buyer/passport/member/resetPassword`: sets the new password for the member step 1 proved
 * (upstream answers a generic 400 without step 1; we say the verification expired), and signs out
 * every device, since someone who knew the old password may be among them.
 */
export async function resetPassword(ctx: Ctx, input: { password: string }): Promise<true> {
  if (!ctx.uuid) throw new BizError('ILLEGAL_REQUEST_ERROR')
  const memberId = await ctx.store.take(resetKey(ctx.uuid))
  if (!memberId) throw new BizError('VERIFICATION_CODE_INVALID')
  refuseCommonPassword(input.password)
  const password = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST)
  await ctx.db.update(members).set({ password, updateTime: new Date() }).where(eq(members.id, memberId))
  await revokeMemberSessions(ctx, memberId, 'password')
  return true
}
