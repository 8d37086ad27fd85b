import type { TokenPair } from '@silk/contracts/accounts'
import { members } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { checkPasswordLogin } from '../accounts/login-with-password.ts'
import { startSession } from '../accounts/sessions.ts'
import { checkSmsCode } from '../accounts/sms/check-sms-code.ts'
import { staffAccess, staffStoreOf } from '../accounts/staff-access.ts'
import type { TokenSubject } from '../accounts/tokens.ts'

/**
 * `POST /store/passport/login/userLogin`: the buyer sign-in's checks (LOGIN slider, limits, same
 * answer for unknown account and wrong password), then a seller-centre login for the member's store.
 */
export async function sellerLoginWithPassword(
  ctx: Ctx,
  input: { username: string; password: string },
  clientType: string,
): Promise<TokenPair> {
  return startSellerSession(ctx, await checkPasswordLogin(ctx, input), clientType)
}

/** `POST /store/passport/login/smsLogin`: a LOGIN code proves the mobile; no account is created. */
export async function sellerLoginWithSms(
  ctx: Ctx,
  input: { mobile: string; code: string },
  clientType: string,
): Promise<TokenPair> {
  await checkSmsCode(ctx, 'LOGIN', input.mobile, input.code)
  const [row] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.mobile, input.mobile), eq(members.deleteFlag, false)))
  if (!row) throw new BizError('STORE_STAFF_NOT_EXIST')
  if (!row.disabled) throw new BizError('USER_STATUS_ERROR')
  return startSellerSession(ctx, row, clientType)
}

async function startSellerSession(ctx: Ctx, member: TokenSubject, clientType: string) {
  const storeId = await staffStoreOf(ctx.db, member.id)
  if (!storeId) throw new BizError('STORE_STAFF_NOT_EXIST')
  if (!(await staffAccess(ctx.db, member.id, storeId))) throw new BizError('STORE_CLOSED')
  return startSession(ctx, member, clientType, { audience: 'STORE', storeId })
}
