import { nextId } from '@silk/db/ids'
import { memberSessions, members } from '@silk/db/schema/index'
import { and, eq, isNull } from 'drizzle-orm'
import type { AuthMember, Ctx } from '../../plugins/context.ts'
import { BizError } from '../../shared/errors.ts'
import { statement } from '../../shared/statement.ts'
import { newJti, readToken, signToken, type TokenSubject } from './tokens.ts'

/** The `Token` object of reference §4.4. */
export interface TokenPair {
  accessToken: string
  refreshToken: string
}

type SessionCtx = Pick<Ctx, 'db' | 'store' | 'config'> & Partial<Pick<Ctx, 'ip'>>

/** Live logins are cached briefly so most requests skip the database; revoking drops the entry. */
const CACHE_MS = 5 * 60_000
const cacheKey = (sessionId: string) => `auth:session:${sessionId}`

async function issue(ctx: SessionCtx, subject: TokenSubject, sessionId: string, jti: string) {
  const { JWT_SECRET, ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_MINUTES } = ctx.config
  const [accessToken, refreshToken] = await Promise.all([
    signToken(JWT_SECRET, subject, { typ: 'access', sid: sessionId, ttlSeconds: ACCESS_TOKEN_MINUTES * 60 }),
    signToken(JWT_SECRET, subject, {
      typ: 'refresh',
      sid: sessionId,
      jti,
      ttlSeconds: REFRESH_TOKEN_MINUTES * 60,
    }),
  ])
  return { accessToken, refreshToken }
}

function refreshExpiry(ctx: SessionCtx): Date {
  return new Date(Date.now() + ctx.config.REFRESH_TOKEN_MINUTES * 60_000)
}

/** Starts a new login for a member whose credentials were just checked. */
export async function startSession(
  ctx: SessionCtx,
  subject: TokenSubject,
  clientType = 'PC',
): Promise<TokenPair> {
  const sessionId = nextId()
  const jti = newJti()
  await ctx.db.insert(memberSessions).values({
    id: sessionId,
    memberId: subject.id,
    refreshJti: jti,
    clientType,
    ip: ctx.ip ?? null,
    expiresAt: refreshExpiry(ctx),
  })
  await ctx.db
    .update(members)
    .set({ lastLoginDate: new Date(), clientEnum: clientType })
    .where(eq(members.id, subject.id))
  return issue(ctx, subject, sessionId, jti)
}

export async function revokeSession(ctx: SessionCtx, sessionId: string, reason: string): Promise<void> {
  await ctx.db
    .update(memberSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)))
  await ctx.store.del(cacheKey(sessionId))
}

/** Drops the cached view of a member's live logins (after a profile change). */
export async function forgetCachedSessions(ctx: SessionCtx, memberId: string): Promise<void> {
  const live = await ctx.db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)))
  await Promise.all(live.map(({ id }) => ctx.store.del(cacheKey(id))))
}

/** Ends every login of a member (password change or reset), except `keep` when given. */
export async function revokeMemberSessions(ctx: SessionCtx, memberId: string, reason: string, keep?: string) {
  const live = await ctx.db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)))
  for (const { id } of live) if (id !== keep) await revokeSession(ctx, id, reason)
}

/**
 * `GET /refresh/{refreshToken}` (reference §4.3): a new pair for a live refresh token. Each refresh
 * token works once; presenting a spent one revokes the whole login (it was copied or replayed).
 */
export async function refreshSession(ctx: SessionCtx, refreshToken: string): Promise<TokenPair> {
  const claims = await readToken(ctx.config.JWT_SECRET, refreshToken, 'refresh')
  if (!claims?.jti) throw new BizError('USER_AUTH_EXPIRED')
  const [row] = await ctx.db
    .select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.id, claims.sessionId))
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) {
    throw new BizError('USER_AUTH_EXPIRED')
  }
  if (!row.member.disabled || row.member.deleteFlag) {
    await revokeSession(ctx, row.session.id, 'disabled')
    throw new BizError('USER_AUTH_EXPIRED')
  }
  const jti = newJti()
  // Conditional on the jti we read: of two concurrent uses of one token only one can win.
  const rotated = await ctx.db
    .update(memberSessions)
    .set({ refreshJti: jti, refreshTime: new Date(), expiresAt: refreshExpiry(ctx) })
    .where(
      and(
        eq(memberSessions.id, row.session.id),
        eq(memberSessions.refreshJti, claims.jti),
        isNull(memberSessions.revokedAt),
      ),
    )
    .returning({ id: memberSessions.id })
  if (rotated.length === 0) {
    await revokeSession(ctx, row.session.id, 'reuse')
    throw new BizError('USER_AUTH_EXPIRED')
  }
  return issue(ctx, row.member, row.session.id, jti)
}

/**
 * The member of a live login (not revoked, not expired, member enabled and not deleted). Asked on
 * the first request of each login per cache period, so it is a hot statement.
 */
const selectLogin = statement<{ id: string; username: string; nickName: string | null }>(
  'live_login',
  `select m.id, m.username, m.nick_name as "nickName"
   from member_session s join member m on m.id = s.member_id
   where s.id = $1 and s.revoked_at is null and s.expires_at > now() and m.disabled and not m.delete_flag`,
)

/** The token verifier installed into the auth seam: a signed, unexpired token of a live login. */
export async function verifyAccessToken(ctx: SessionCtx, token: string): Promise<AuthMember | null> {
  const claims = await readToken(ctx.config.JWT_SECRET, token, 'access')
  if (!claims) return null
  // The cache only saves a query: while the store is down the database answers alone.
  const cached = await ctx.store.get(cacheKey(claims.sessionId)).catch(() => null)
  if (cached !== null) return cached === '' ? null : (JSON.parse(cached) as AuthMember)
  const [row] = await selectLogin(ctx.db, [claims.sessionId])
  const member: AuthMember | null = row
    ? { id: row.id, username: row.username, nickName: row.nickName, sessionId: claims.sessionId }
    : null
  // Remember dead logins too (as ''), so a replayed revoked token cannot hammer the database.
  await ctx.store
    .set(cacheKey(claims.sessionId), member ? JSON.stringify(member) : '', CACHE_MS)
    .catch(() => {})
  return member
}
