import type { Audience } from '@silk/contracts/permissions'
import { nextId } from '@silk/db/ids'
import {
  adminDepartmentRoles,
  adminRoles,
  adminSessions,
  adminUserRoles,
  adminUsers,
  memberSessions,
  members,
} from '@silk/db/schema/index'
import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Ctx, Principal } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { statement } from '../../shared/statement.ts'
import { staffAccess } from './staff-access.ts'
import { newJti, readToken, signToken, type TokenScope, type TokenSubject } from './tokens.ts'

/** The `Token` object of reference §4.4. */
export interface TokenPair {
  accessToken: string
  refreshToken: string
}

type SessionCtx = Pick<Ctx, 'db' | 'store' | 'config'> & Partial<Pick<Ctx, 'ip'>>

/** Live logins are cached briefly so most requests skip the database; revoking drops the entry. */
const CACHE_MS = 5 * 60_000
const cacheKey = (sessionId: string) => `auth:session:${sessionId}`

async function issue(
  ctx: SessionCtx,
  subject: TokenSubject,
  sessionId: string,
  jti: string,
  scope: TokenScope,
) {
  const { JWT_SECRET, ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_MINUTES } = ctx.config
  const [accessToken, refreshToken] = await Promise.all([
    signToken(
      JWT_SECRET,
      subject,
      { typ: 'access', sid: sessionId, ttlSeconds: ACCESS_TOKEN_MINUTES * 60 },
      scope,
    ),
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

/**
 * Starts a new login for a member whose credentials were just checked: a buyer login by default, a
 * seller-centre login for one store with `{ audience: 'STORE', storeId }`.
 */
export async function startSession(
  ctx: SessionCtx,
  subject: TokenSubject,
  clientType = 'PC',
  scope: TokenScope = { audience: 'MEMBER' },
): Promise<TokenPair> {
  const sessionId = nextId()
  const jti = newJti()
  await ctx.db.insert(memberSessions).values({
    id: sessionId,
    memberId: subject.id,
    refreshJti: jti,
    clientType,
    audience: scope.audience,
    storeId: scope.storeId ?? null,
    ip: ctx.ip ?? null,
    expiresAt: refreshExpiry(ctx),
  })
  await ctx.db
    .update(members)
    .set({ lastLoginDate: new Date(), clientEnum: clientType })
    .where(eq(members.id, subject.id))
  return issue(ctx, subject, sessionId, jti, scope)
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
 * token works once; presenting a spent one revokes the whole login (it was copied or replayed),
 * except two uses that crossed (REFRESH_REUSE_GRACE_MS). A login refreshes only through its own
 * audience's endpoint.
 */
export async function refreshSession(
  ctx: SessionCtx,
  refreshToken: string,
  audience: Audience = 'MEMBER',
): Promise<TokenPair> {
  const claims = await readToken(ctx.config.JWT_SECRET, refreshToken, 'refresh')
  if (!claims?.jti) throw new BizError('USER_AUTH_EXPIRED')
  if (audience === 'MANAGER') return refreshAdminSession(ctx, claims.sessionId, claims.jti)
  const [row] = await ctx.db
    .select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.id, claims.sessionId))
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) {
    throw new BizError('USER_AUTH_EXPIRED')
  }
  if (row.session.audience !== audience) throw new BizError('USER_AUTH_EXPIRED')
  const scope = { audience, storeId: row.session.storeId }
  const staffGone =
    audience === 'STORE' && !(await staffAccess(ctx.db, row.member.id, row.session.storeId ?? ''))
  if (!row.member.disabled || row.member.deleteFlag || staffGone) {
    await revokeSession(ctx, row.session.id, 'disabled')
    throw new BizError('USER_AUTH_EXPIRED')
  }
  const jti = newJti()
  // Conditional on the jti we read: of two concurrent uses of one token only one can win.
  const rotated = await ctx.db
    .update(memberSessions)
    .set({
      refreshJti: jti,
      previousRefreshJti: claims.jti,
      refreshTime: new Date(),
      expiresAt: refreshExpiry(ctx),
    })
    .where(
      and(
        eq(memberSessions.id, row.session.id),
        eq(memberSessions.refreshJti, claims.jti),
        isNull(memberSessions.revokedAt),
      ),
    )
    .returning({ id: memberSessions.id })
  if (rotated.length === 0) {
    const [now] = await ctx.db
      .select(ROTATION(memberSessions))
      .from(memberSessions)
      .where(eq(memberSessions.id, row.session.id))
    if (crossedUse(now, claims.jti)) return issue(ctx, row.member, row.session.id, now.refreshJti, scope)
    await revokeSession(ctx, row.session.id, 'reuse')
    throw new BizError('USER_AUTH_EXPIRED')
  }
  return issue(ctx, row.member, row.session.id, jti, scope)
}

/**
 * How long after a rotation the refresh token it replaced still counts as the same person: two tabs
 * waking at once, or a page reloaded while its refresh was in flight, present one token twice. The
 * late one gets the login's current refresh token again (same jti, so nothing forks); any other spent
 * token is a copy and ends the whole login.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000

interface Rotation {
  refreshJti: string
  previousRefreshJti: string | null
  refreshTime: Date | null
  revokedAt: Date | null
}
const ROTATION = (t: typeof memberSessions | typeof adminSessions) => ({
  refreshJti: t.refreshJti,
  previousRefreshJti: t.previousRefreshJti,
  refreshTime: t.refreshTime,
  revokedAt: t.revokedAt,
})

/** The presented jti is the one the last rotation replaced, moments ago, and the login still lives. */
function crossedUse(now: Rotation | undefined, presentedJti: string): now is Rotation {
  return (
    !!now &&
    !now.revokedAt &&
    now.previousRefreshJti === presentedJti &&
    !!now.refreshTime &&
    Date.now() - now.refreshTime.getTime() < REFRESH_REUSE_GRACE_MS
  )
}

/**
 * The member of a live login (not revoked, not expired, member enabled and not deleted). Asked on
 * the first request of each login per cache period, so it is a hot statement.
 */
const selectLogin = statement<{
  id: string
  username: string
  nickName: string | null
  audience: Audience
  storeId: string | null
}>(
  'live_login',
  `select m.id, m.username, m.nick_name as "nickName", s.audience, s.store_id as "storeId"
   from member_session s join member m on m.id = s.member_id
   where s.id = $1 and s.revoked_at is null and s.expires_at > now() and m.disabled and not m.delete_flag`,
)

/**
 * The principal of a live login: the member, and for a seller login its store and what it may do
 * there (re-read when the cache entry lapses or is dropped by a staff or role change).
 */
async function loadPrincipal(ctx: SessionCtx, sessionId: string): Promise<Principal | null> {
  const [row] = await selectLogin(ctx.db, [sessionId])
  if (!row) return null
  const principal: Principal = {
    id: row.id,
    username: row.username,
    nickName: row.nickName,
    sessionId,
    audience: row.audience,
  }
  if (row.audience !== 'STORE') return principal
  const access = await staffAccess(ctx.db, row.id, row.storeId ?? '')
  return access ? { ...principal, ...access } : null
}

/** The token verifier installed into the auth seam: a signed, unexpired token of a live login. */
export async function verifyAccessToken(ctx: SessionCtx, token: string): Promise<Principal | null> {
  const claims = await readToken(ctx.config.JWT_SECRET, token, 'access')
  if (!claims) return null
  // The cache only saves a query: while the store is down the database answers alone.
  const cached = await ctx.store.get(cacheKey(claims.sessionId)).catch(() => null)
  let principal: Principal | null
  if (cached !== null) principal = cached === '' ? null : (JSON.parse(cached) as Principal)
  else {
    principal =
      claims.audience === 'MANAGER'
        ? await loadAdminPrincipal(ctx, claims.sessionId)
        : await loadPrincipal(ctx, claims.sessionId)
    // Remember dead logins too (as ''), so a replayed revoked token cannot hammer the database.
    await ctx.store
      .set(cacheKey(claims.sessionId), principal ? JSON.stringify(principal) : '', CACHE_MS)
      .catch(() => {})
  }
  // The signed role must agree with the login's row; a token claiming another audience is forged.
  return principal && principal.audience === claims.audience ? principal : null
}

// Operator logins (`/manager/**`): their own accounts and `admin_session` rows, the same tokens,
// rotation, reuse detection and cache as member logins (decision 110).

/** Starts an operator login after its credentials were checked. */
export async function startAdminSession(ctx: SessionCtx, admin: TokenSubject): Promise<TokenPair> {
  const sessionId = nextId()
  const jti = newJti()
  await ctx.db.insert(adminSessions).values({
    id: sessionId,
    adminId: admin.id,
    refreshJti: jti,
    ip: ctx.ip ?? null,
    expiresAt: refreshExpiry(ctx),
  })
  await ctx.db.update(adminUsers).set({ lastLoginTime: new Date() }).where(eq(adminUsers.id, admin.id))
  return issue(ctx, admin, sessionId, jti, { audience: 'MANAGER' })
}

export async function revokeAdminSession(ctx: SessionCtx, sessionId: string, reason: string): Promise<void> {
  await ctx.db
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)))
  await ctx.store.del(cacheKey(sessionId))
}

/**
 * Live logins of these operators. A write that changes what they may do (disable, roles) revokes or
 * re-reads them; their cached principals are dropped with `forgetLogins` once that write committed,
 * so no request in between can cache the old grants again. The cache lives in the shared store, so
 * every node sees it at once.
 */
export async function liveAdminLogins(db: SessionCtx['db'], adminIds: string[]): Promise<string[]> {
  if (adminIds.length === 0) return []
  const rows = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .where(and(inArray(adminSessions.adminId, adminIds), isNull(adminSessions.revokedAt)))
  return rows.map((r) => r.id)
}

/** Live seller-centre logins of a store (closing it must end them on their next request). */
export async function liveStoreLogins(db: SessionCtx['db'], storeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(and(eq(memberSessions.storeId, storeId), isNull(memberSessions.revokedAt)))
  return rows.map((r) => r.id)
}

/**
 * Ends every live login of an operator (but `keep`) inside the caller's transaction; returns them for
 * `forgetLogins`.
 */
export async function revokeAdminLogins(
  db: SessionCtx['db'],
  adminId: string,
  reason: string,
  keep?: string,
) {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        keep ? ne(adminSessions.id, keep) : undefined,
      ),
    )
    .returning({ id: adminSessions.id })
  return rows.map((r) => r.id)
}

/** Drops the cached principals of these logins: their next request reads the database. */
export async function forgetLogins(ctx: Pick<SessionCtx, 'store'>, sessionIds: string[]) {
  await Promise.all(sessionIds.map((id) => ctx.store.del(cacheKey(id))))
}

async function refreshAdminSession(ctx: SessionCtx, sessionId: string, presentedJti: string) {
  const [row] = await ctx.db
    .select({ session: adminSessions, admin: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.id, sessionId))
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now()) {
    throw new BizError('USER_AUTH_EXPIRED')
  }
  if (!row.admin.enabled) {
    await revokeAdminSession(ctx, row.session.id, 'disabled')
    throw new BizError('USER_AUTH_EXPIRED')
  }
  const jti = newJti()
  const rotated = await ctx.db
    .update(adminSessions)
    .set({
      refreshJti: jti,
      previousRefreshJti: presentedJti,
      refreshTime: new Date(),
      expiresAt: refreshExpiry(ctx),
    })
    .where(
      and(
        eq(adminSessions.id, row.session.id),
        eq(adminSessions.refreshJti, presentedJti),
        isNull(adminSessions.revokedAt),
      ),
    )
    .returning({ id: adminSessions.id })
  const subject = { id: row.admin.id, username: row.admin.username, nickName: row.admin.nickName, face: null }
  if (rotated.length === 0) {
    const [now] = await ctx.db
      .select(ROTATION(adminSessions))
      .from(adminSessions)
      .where(eq(adminSessions.id, row.session.id))
    if (crossedUse(now, presentedJti))
      return issue(ctx, subject, row.session.id, now.refreshJti, { audience: 'MANAGER' })
    await revokeAdminSession(ctx, row.session.id, 'reuse')
    throw new BizError('USER_AUTH_EXPIRED')
  }
  return issue(ctx, subject, row.session.id, jti, { audience: 'MANAGER' })
}

/** An enabled operator's live login, with its grants (the union of its roles' permissions). */
async function loadAdminPrincipal(ctx: SessionCtx, sessionId: string): Promise<Principal | null> {
  const [row] = await ctx.db
    .select({ admin: adminUsers, session: adminSessions })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.id, sessionId))
  if (!row || row.session.revokedAt || row.session.expiresAt.getTime() <= Date.now() || !row.admin.enabled) {
    return null
  }
  let roleIds = (
    await ctx.db
      .select({ roleId: adminUserRoles.roleId })
      .from(adminUserRoles)
      .where(eq(adminUserRoles.adminId, row.admin.id))
  ).map((r) => r.roleId)
  // With no roles of its own, an operator holds its department's default roles (decision 173).
  if (roleIds.length === 0 && row.admin.departmentId) {
    roleIds = (
      await ctx.db
        .select({ roleId: adminDepartmentRoles.roleId })
        .from(adminDepartmentRoles)
        .where(eq(adminDepartmentRoles.departmentId, row.admin.departmentId))
    ).map((r) => r.roleId)
  }
  const roles = roleIds.length
    ? await ctx.db
        .select({ permissions: adminRoles.permissions })
        .from(adminRoles)
        .where(inArray(adminRoles.id, roleIds))
    : []
  return {
    id: row.admin.id,
    username: row.admin.username,
    nickName: row.admin.nickName,
    sessionId,
    audience: 'MANAGER',
    superUser: row.admin.superUser,
    permissions: [...new Set(roles.flatMap((r) => r.permissions))].sort(),
  }
}
