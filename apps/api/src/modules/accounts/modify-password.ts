import type { Member } from '@silk/contracts/accounts'
import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { refuseCommonPassword } from './common-passwords.ts'
import { loadCurrentMember, toMemberView } from './member-view.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { revokeMemberSessions } from './sessions.ts'
import { checkSmsCode } from './sms/check-sms-code.ts'

/**
 * `PUT /buyer/passport/member/modifyPass`: proves the member with the old password (20016 when
 * wrong) or, for accounts that never had one (SMS sign-up), an UPDATE_PASSWORD code sent to the
 * bound mobile. Other devices are signed out; this one stays signed in.
 */
export async function modifyPassword(
  ctx: Ctx,
  input: { password?: string; code?: string; newPassword: string },
): Promise<Member> {
  const row = await loadCurrentMember(ctx)
  if (input.password) {
    if (!(await verifyPassword(input.password, row.password))) throw new BizError('USER_OLD_PASSWORD_ERROR')
  } else {
    await checkSmsCode(ctx, 'UPDATE_PASSWORD', row.mobile, input.code as string)
  }
  refuseCommonPassword(input.newPassword)
  const password = await hashPassword(input.newPassword, ctx.config.PASSWORD_HASH_COST)
  const [updated] = await ctx.db
    .update(members)
    .set({ password, updateTime: new Date() })
    .where(eq(members.id, row.id))
    .returning()
  await revokeMemberSessions(ctx, row.id, 'password', ctx.member?.sessionId)
  return toMemberView(updated)
}
