import { randomBytes, randomInt } from 'node:crypto'
import type { TokenPair } from '@silk/contracts/accounts'
import { nextId } from '@silk/db/ids'
import { members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { grantRegistrationCoupons } from '../coupons/coupon-activities.ts'
import { grantRegisterPoints } from '../points/ledger.ts'
import { hashPassword } from './password.ts'
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
  let [row] = await ctx.db.select().from(members).where(eq(members.mobile, input.mobile))
  if (!row) {
    const password = await hashPassword(randomBytes(16).toString('hex'), ctx.config.PASSWORD_HASH_COST)
    row = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(members)
        .values({
          id: nextId(),
          username: input.mobile,
          password,
          mobile: input.mobile,
          nickName: defaultNickName(),
        })
        .onConflictDoNothing()
        .returning()
      if (created) {
        await grantRegisterPoints(tx, created.id)
        await grantRegistrationCoupons(tx, created)
      }
      return created
    })
    // Lost a race with a concurrent first login, or the mobile is someone's username: read it again.
    row ??= (await ctx.db.select().from(members).where(eq(members.mobile, input.mobile)))[0]
    if (!row) throw new BizError('USERNAME_EXIST')
  }
  if (!row.disabled || row.deleteFlag) throw new BizError('USER_STATUS_ERROR')
  return startSession(ctx, row, clientType)
}
