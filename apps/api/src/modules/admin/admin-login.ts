import type { TokenPair } from '@silk/contracts/accounts'
import { AdminAreas } from '@silk/contracts/admin'
import { ADMIN_ACTIONS, type AdminAction } from '@silk/contracts/admin-actions'
import { allows } from '@silk/contracts/permissions'
import { nextId } from '@silk/db/ids'
import { adminLogs, adminUsers } from '@silk/db/schema/index'
import { eq, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { consumeSliderPass } from '../accounts/captcha/slider.ts'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../accounts/password.ts'
import { loginThrottle } from '../accounts/rate-limits.ts'
import { startAdminSession } from '../accounts/sessions.ts'
import { checkTotp, issueTotpTicket, spendTotpTicket, ticketHolder } from './totp.ts'

/**
 * `POST /manager/passport/user/login`: the buyer sign-in's checks (LOGIN slider, failure limits in
 * the operator's own counter, one answer for unknown account and wrong password, hash upgrade), then
 * a MANAGER login. The sign-in itself is recorded in the operation log.
 */
export async function adminLogin(
  ctx: Ctx,
  input: { username: string; password: string },
): Promise<TokenPair | { totpRequired: true; ticket: string }> {
  const throttle = loginThrottle(ctx, `admin:${input.username}`)
  await throttle.assertAllowed()
  await consumeSliderPass(ctx, 'LOGIN')
  const [row] = await ctx.db
    .select()
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.username})`, input.username.toLowerCase()))
  const cost = ctx.config.PASSWORD_HASH_COST
  const matches = await verifyPassword(input.password, row?.password ?? (await dummyHash(cost)))
  if (!row || !matches) {
    await throttle.recordFailure()
    throw new BizError('LOGIN_FAILED')
  }
  if (!row.enabled) throw new BizError('USER_STATUS_ERROR')
  if (needsRehash(row.password, cost)) {
    await ctx.db
      .update(adminUsers)
      .set({ password: await hashPassword(input.password, cost) })
      .where(eq(adminUsers.id, row.id))
  }
  // With a second factor the failure counter stays until the code is right too.
  if (row.totpEnabled) return { totpRequired: true, ticket: await issueTotpTicket(ctx, row.id) }
  await throttle.recordSuccess()
  return startLogin(ctx, row)
}

/**
 * `POST /manager/passport/user/login/totp`: finishes a sign-in with the ticket and a current code.
 * Wrong codes slow the same account and address pair as wrong passwords; the ticket works until it expires or
 * a code was right.
 */
export async function adminTotpLogin(ctx: Ctx, input: { ticket: string; code: string }) {
  const adminId = await ticketHolder(ctx, input.ticket)
  const [row] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.id, adminId))
  if (!row) throw new BizError('TOTP_TICKET_EXPIRED')
  const throttle = loginThrottle(ctx, `admin:${row.username}`)
  await throttle.assertAllowed()
  if (!row.enabled) throw new BizError('USER_STATUS_ERROR')
  if (!row.totpEnabled || !(await checkTotp(ctx, row, input.code))) {
    await throttle.recordFailure()
    throw new BizError('TOTP_CODE_ERROR')
  }
  await spendTotpTicket(ctx, input.ticket)
  await throttle.recordSuccess()
  return startLogin(ctx, row)
}

async function startLogin(ctx: Ctx, row: typeof adminUsers.$inferSelect): Promise<TokenPair> {
  const tokens = await startAdminSession(ctx, { ...row, face: null })
  await ctx.db.insert(adminLogs).values({
    id: nextId(),
    adminId: row.id,
    adminName: row.username,
    action: 'passport.login' satisfies AdminAction,
    title: ADMIN_ACTIONS['passport.login'].zh,
    target: row.id,
    ip: ctx.ip ?? null,
  })
  return tokens
}

/** `GET /manager/passport/user/info`: who is signed in, which console areas it may open, its TOTP state. */
export async function adminSessionView(ctx: ManagerCtx) {
  const [row] = await ctx.db
    .select({ totpEnabled: adminUsers.totpEnabled })
    .from(adminUsers)
    .where(eq(adminUsers.id, ctx.admin.id))
  return {
    id: ctx.admin.id,
    username: ctx.admin.username,
    nickName: ctx.admin.nickName,
    superUser: Boolean(ctx.admin.superUser),
    permissions: ctx.admin.permissions ?? [],
    menus: adminMenus(ctx),
    totpEnabled: row?.totpEnabled ?? false,
  }
}

/** `GET /manager/permission/menu/memberMenu`: the console areas it may open, and where it may write. */
export function adminMenus(ctx: ManagerCtx) {
  const granted = { superUser: ctx.admin.superUser, permissions: ctx.admin.permissions }
  return AdminAreas.filter((area) => allows(granted, { area, access: 'read' })).map((area) => ({
    area,
    write: allows(granted, { area, access: 'write' }),
  }))
}
