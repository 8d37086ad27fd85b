import type { TokenPair } from '@silk/contracts/accounts'
import { AdminAreas } from '@silk/contracts/admin'
import { allows } from '@silk/contracts/permissions'
import { nextId } from '@silk/db/ids'
import { adminLogs, adminUsers } from '@silk/db/schema/index'
import { eq, sql } from 'drizzle-orm'
import type { Ctx } from '../../plugins/context.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { consumeSliderPass } from '../accounts/captcha/slider.ts'
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../accounts/password.ts'
import { loginThrottle } from '../accounts/rate-limits.ts'
import { startAdminSession } from '../accounts/sessions.ts'

/**
 * `POST /manager/passport/user/login`: the buyer sign-in's checks (LOGIN slider, failure limits in
 * the operator's own counter, one answer for unknown account and wrong password, hash upgrade), then
 * a MANAGER login. The sign-in itself is recorded in the operation log.
 */
export async function adminLogin(
  ctx: Ctx,
  input: { username: string; password: string },
): Promise<TokenPair> {
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
  await throttle.recordSuccess()
  if (needsRehash(row.password, cost)) {
    await ctx.db
      .update(adminUsers)
      .set({ password: await hashPassword(input.password, cost) })
      .where(eq(adminUsers.id, row.id))
  }
  const tokens = await startAdminSession(ctx, { ...row, face: null })
  await ctx.db.insert(adminLogs).values({
    id: nextId(),
    adminId: row.id,
    adminName: row.username,
    action: 'passport.login',
    title: '管理员登录',
    target: row.id,
    ip: ctx.ip ?? null,
  })
  return tokens
}

/** `GET /manager/passport/user/info`: who is signed in and which console areas it may open. */
export function adminSessionView(ctx: ManagerCtx) {
  const granted = { superUser: ctx.admin.superUser, permissions: ctx.admin.permissions }
  return {
    id: ctx.admin.id,
    username: ctx.admin.username,
    nickName: ctx.admin.nickName,
    superUser: Boolean(ctx.admin.superUser),
    permissions: ctx.admin.permissions ?? [],
    menus: AdminAreas.filter((area) => allows(granted, { area, access: 'read' })).map((area) => ({
      area,
      write: allows(granted, { area, access: 'write' }),
    })),
  }
}
