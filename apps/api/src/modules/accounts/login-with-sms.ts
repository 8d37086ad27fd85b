import { randomBytes, randomInt } from 'node:crypto'
import type { TokenPair } from '@silk/contracts/accounts'
import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { hashPassword } from './password.ts'
import { createMember } from './register-member.ts'
import { startSession } from './sessions.ts'
import { checkSmsCode } from './sms/check-sms-code.ts'

export const defaultNickName = () => `用户${String(randomInt(0, 1_000_000)).padStart(6, '0')}`

/**
 * `POST /buyer/passport/member/smsLogin` (reference §5.2): a LOGIN code proves the mobile. An unknown
 * mobile gets an account on the spot (username = mobile, an unguessable password it can change later
 * with an SMS code).
 */
export async function loginWithSms(
  ctx: Ctx,
  input: { mobile: string; code: string },
  clientType: string,
): Promise<TokenPair> {
  await checkSmsCode(ctx, 'LOGIN', input.mobile, input.code)
  let [row]: (typeof members.$inferSelect | undefined)[] = await ctx.db
    .select()
    .from(members)
    .where(eq(members.mobile, input.mobile))
  if (!row) {
    const password = await hashPassword(randomBytes(16).toString('hex'), ctx.config.PASSWORD_HASH_COST)
    row = await ctx.db.transaction((tx) =>
      createMember(tx, {
        username: input.mobile,
        password,
        mobile: input.mobile,
        nickName: defaultNickName(),
      }),
    )
    // Lost a race with a concurrent first login, or the mobile is someone's username: read it again.
    row ??= (await ctx.db.select().from(members).where(eq(members.mobile, input.mobile)))[0]
    if (!row) throw new BizError('USERNAME_EXIST')
  }
  if (!row.disabled || row.deleteFlag) throw new BizError('USER_STATUS_ERROR')
  return startSession(ctx, row, clientType)
}
