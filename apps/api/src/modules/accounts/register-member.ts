import type { TokenPair } from '@silk/contracts/accounts'
import type { DbOrTx, Tx } from '@silk/db/client'
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
  if (await usernameTaken(ctx.db, input.username)) throw new BizError('USERNAME_EXIST')
  refuseCommonPassword(input.password)
  await checkSmsCode(ctx, 'REGISTER', input.mobilePhone, input.code)
  const password = await hashPassword(input.password, ctx.config.PASSWORD_HASH_COST)
  const row = await ctx.db.transaction((tx) =>
    // The name the member chose is the one to greet them by until they set a nickname (issue 60).
    createMember(tx, {
      username: input.username,
      password,
      mobile: input.mobilePhone,
      nickName: input.username,
    }),
  )
  if (!row) throw await takenError(ctx.db, input.username)
  return startSession(ctx, row, 'PC')
}

/**
 * A new member row with what every new account gets (registration points, 新人赠券), inside the
 * caller's transaction; undefined when the username or mobile is already someone's. Every way an
 * account is opened goes through here: registration, first SMS login, an operator's 添加会员.
 */
export async function createMember(
  tx: Tx,
  values: { id?: string; username: string; password: string; mobile: string; nickName: string },
): Promise<typeof members.$inferSelect | undefined> {
  const [created] = await tx
    .insert(members)
    .values({ ...values, id: values.id ?? nextId() })
    .onConflictDoNothing()
    .returning()
  if (created) {
    await grantRegisterPoints(tx, created.id)
    await grantRegistrationCoupons(tx, created)
  }
  return created
}

/** Why a new account could not be made: its username, or else its mobile, is taken. */
export async function takenError(db: DbOrTx, username: string): Promise<BizError> {
  return new BizError((await usernameTaken(db, username)) ? 'USERNAME_EXIST' : 'MOBILE_EXIST')
}

async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.username}) = ${username.toLowerCase()}`)
    .limit(1)
  return rows.length > 0
}
