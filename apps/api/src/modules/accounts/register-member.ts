import type { TokenPair } from '@silk/contracts/accounts'
import { nextId } from '@silk/db/ids'
import { members } from '@silk/db/schema/index'
import { sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { grantRegistrationCoupons } from '../coupons/coupon-activities.ts'
import { grantRegisterPoints } from '../points/ledger.ts'
import { refuseCommonPassword } from './common-passwords.ts'
import { hashPassword } from './password.ts'
import { startSession } from './sessions.ts'
import { checkSmsCode } from './sms/check-sms-code.ts'

/**
 * `POST /buyer/passport/member/register` (reference §5.2): a REGISTER code for the mobile, a free
 * username and mobile; signs the new member in (returns a Token).
 */
export async function registerMember(
  ctx: Ctx,
  input: { username: string; password: string; mobilePhone: string; code: string },
): Promise<TokenPair> {
  // Checked before the code is used up, so a taken name or a refused password costs no new SMS.
  if (await usernameTaken(ctx, input.username)) throw new BizError('USERNAME_EXIST')
  refuseCommonPassword(input.password)
  await checkSmsCode(ctx, 'REGISTER', input.mobilePhone, input.code)
  const password = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST)
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(members)
      .values({
        id: nextId(),
        username: input.username,
        password,
        mobile: input.mobilePhone,
        // The name the member chose is the one to greet them by until they set a nickname (issue 60).
        nickName: input.username,
      })
      .onConflictDoNothing()
      .returning()
    if (created) {
      await grantRegisterPoints(tx, created.id)
      await grantRegistrationCoupons(tx, created)
    }
    return created
  })
  if (!row) {
    throw new BizError((await usernameTaken(ctx, input.username)) ? 'USERNAME_EXIST' : 'MOBILE_EXIST')
  }
  return startSession(ctx, row, 'PC')
}

async function usernameTaken(ctx: Ctx, username: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.username}) = ${username.toLowerCase()}`)
    .limit(1)
  return rows.length > 0
}
