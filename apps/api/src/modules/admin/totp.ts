import { randomBytes } from 'node:crypto'
import { adminUsers } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { forgetLogins, revokeAdminLogins } from '../accounts/sessions.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

/**
 * The operator's optional second factor: RFC 6238 TOTP (30 s, 6 digits, SHA-1 — what every
 * authenticator app reads) through the `otpauth` library. A code is accepted one step either side
 * of now for clock drift, and each code works once per operator.
 */
const ISSUER = '丝路之舟 Silk Road Ark'

function totp(secret: string, username: string) {
  return new TOTP({ issuer: ISSUER, label: username, secret: Secret.fromBase32(secret) })
}

/** Whether `code` is the operator's current code and unused; spends it when it is. */
export async function checkTotp(
  ctx: Pick<Ctx, 'store'>,
  admin: { id: string; username: string; totpSecret: string | null },
  code: string,
) {
  if (!admin.totpSecret) return false
  const delta = totp(admin.totpSecret, admin.username).validate({ token: code, window: 1 })
  if (delta === null) return false
  // The window spans 90 s; a code seen once in it is a replay.
  return ctx.store.setIfAbsent(`totp-used:${admin.id}:${code}`, '1', 90_000)
}

async function me(ctx: ManagerCtx) {
  const [row] = await ctx.db.select().from(adminUsers).where(eq(adminUsers.id, ctx.admin.id))
  if (!row) throw new BizError('ADMIN_NOT_EXIST')
  return row
}

/**
 * `POST /manager/passport/user/totp/enroll`: a fresh secret for the authenticator app (QR of the
 * otpauth URL). Nothing is required at sign-in until a code from it is verified.
 */
export async function enrollTotp(ctx: ManagerCtx) {
  const row = await me(ctx)
  if (row.totpEnabled) throw new BizError('TOTP_ALREADY_ENABLED')
  const secret = new Secret({ size: 20 }).base32
  await adminWrite(ctx, { action: 'passport.totp.enroll', target: row.id }, async (tx) => {
    await tx.update(adminUsers).set({ totpSecret: secret }).where(eq(adminUsers.id, row.id))
    // The log never holds the secret.
    return { result: null }
  })
  return { secret, otpauthUrl: totp(secret, row.username).toString() }
}

/** `POST /manager/passport/user/totp/verify`: a right code turns the second factor on. */
export async function confirmTotp(ctx: ManagerCtx, code: string) {
  const row = await me(ctx)
  if (row.totpEnabled) throw new BizError('TOTP_ALREADY_ENABLED')
  if (!row.totpSecret) throw new BizError('TOTP_NOT_ENROLLED')
  if (!(await checkTotp(ctx, row, code))) throw new BizError('TOTP_CODE_ERROR')
  // Logins made with the password alone end (on every node: the cached sessions are dropped from the
  // shared store); this one, which proved the code, stays.
  let ended: string[] = []
  await adminWrite(ctx, { action: 'passport.totp.enable', target: row.id }, async (tx) => {
    await tx.update(adminUsers).set({ totpEnabled: true }).where(eq(adminUsers.id, row.id))
    ended = await revokeAdminLogins(tx, row.id, 'totp', ctx.admin.sessionId)
    return {
      before: { totpEnabled: false },
      after: { totpEnabled: true, otherLoginsEnded: ended.length },
      result: null,
    }
  })
  await forgetLogins(ctx, ended)
}

/** `DELETE /manager/passport/user/totp`: turning it off takes a current code too. */
export async function disableTotp(ctx: ManagerCtx, code: string) {
  const row = await me(ctx)
  if (!row.totpEnabled) throw new BizError('TOTP_NOT_ENROLLED')
  if (!(await checkTotp(ctx, row, code))) throw new BizError('TOTP_CODE_ERROR')
  await adminWrite(ctx, { action: 'passport.totp.disable', target: row.id }, async (tx) => {
    await tx.update(adminUsers).set({ totpEnabled: false, totpSecret: null }).where(eq(adminUsers.id, row.id))
    return { before: { totpEnabled: true }, after: { totpEnabled: false }, result: null }
  })
}

const TICKET_MS = 5 * 60_000
const ticketKey = (ticket: string) => `admin-totp-ticket:${ticket}`

/** After a right password for an operator with TOTP: a ticket naming it, good for five minutes. */
export async function issueTotpTicket(ctx: Pick<Ctx, 'store'>, adminId: string) {
  const ticket = randomBytes(24).toString('base64url')
  await ctx.store.set(ticketKey(ticket), adminId, TICKET_MS)
  return ticket
}

/** The operator a live ticket names (20101 when expired or unknown). */
export async function ticketHolder(ctx: Pick<Ctx, 'store'>, ticket: string) {
  const adminId = await ctx.store.get(ticketKey(ticket))
  if (!adminId) throw new BizError('TOTP_TICKET_EXPIRED')
  return adminId
}

export const spendTotpTicket = (ctx: Pick<Ctx, 'store'>, ticket: string) => ctx.store.del(ticketKey(ticket))
