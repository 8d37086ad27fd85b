import type { TokenPair } from '@silk/contracts/accounts'
import { members } from '@silk/db/schema/index'
import { eq, or, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { consumeSliderPass } from './captcha/slider.ts'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.ts'
import { loginThrottle } from './rate-limits.ts'
import { startSession } from './sessions.ts'

/**
 * `POST /buyer/passport/member/userLogin` (reference §5.2): a passed LOGIN slider, then username or
 * mobile + md5 password. Unknown account and wrong password give the same answer in the same time.
 */
export async function loginWithPassword(
  ctx: Ctx,
  input: { username: string; password: string },
  clientType: string,
): Promise<TokenPair> {
  return startSession(ctx, await checkPasswordLogin(ctx, input), clientType)
}

/** The password checks of a sign-in (slider, limits, hash upgrade), shared by every audience. */
export async function checkPasswordLogin(ctx: Ctx, input: { username: string; password: string }) {
  const throttle = loginThrottle(ctx, input.username)
  await throttle.assertAllowed()
  await consumeSliderPass(ctx, 'LOGIN')
  const [row] = await ctx.db
    .select()
    .from(members)
    .where(
      sql`${or(eq(sql`lower(${members.username})`, input.username.toLowerCase()), eq(members.mobile, input.username))} and ${members.deleteFlag} = false`,
    )
    .limit(1)
  const cost = ctx.config.PASSWORD_HASH_COST
  const matches = await verifyPassword(input.password, row?.password ?? (await dummyHash(cost)))
  if (!row || !matches) {
    await throttle.recordFailure()
    throw new BizError('LOGIN_FAILED')
  }
  if (!row.disabled) throw new BizError('USER_STATUS_ERROR')
  await throttle.recordSuccess()
  if (needsRehash(row.password, cost)) {
    await ctx.db
      .update(members)
      .set({ password: await hashPassword(input.password, cost) })
      .where(eq(members.id, row.id))
  }
  return row
}
