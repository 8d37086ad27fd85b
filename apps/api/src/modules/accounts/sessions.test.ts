import { availableParallelism } from 'node:os'
import { ErrorCodes } from '@silk/contracts/errors'
import { memberSessions } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember, md5 } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { hashesRunning, hashPassword, needsRehash, verifyPassword } from './password.ts'
import { REFRESH_REUSE_GRACE_MS, refreshSession, revokeSession, verifyAccessToken } from './sessions.ts'
import { readToken, signToken } from './tokens.ts'

let t: TestApp
const ctx = () => ({ db: t.database.db, store: t.store, config: t.config })
/** Moves a member's last rotation `ms` into the past (the reuse grace measures from it). */
const agoRotated = (memberId: string, ms: number) =>
  t.database.db
    .update(memberSessions)
    .set({ refreshTime: new Date(Date.now() - ms) })
    .where(eq(memberSessions.memberId, memberId))
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' })
})
afterAll(() => t.close())

describe('password hashes', () => {
  it('verifies the same digest only and records its cost', async () => {
    const stored = await hashPassword(md5('secret1'), 11)
    expect(stored).toMatch(/^scrypt\$11\$8\$1\$/)
    expect(stored).not.toContain(md5('secret1'))
    expect(await verifyPassword(md5('secret1').toUpperCase(), stored)).toBe(true)
    expect(await verifyPassword(md5('secret2'), stored)).toBe(false)
    expect(await verifyPassword(md5('secret1'), 'garbage')).toBe(false)
    expect(needsRehash(stored, 11)).toBe(false)
    expect(needsRehash(stored, 15)).toBe(true)
  })

  it('runs at most one hash per core at a time; the rest wait their turn and all finish', async () => {
    const limit = Math.min(availableParallelism(), 4)
    const digests = Array.from({ length: 12 }, (_, i) => md5(`secret${i}`))
    const hashes = digests.map((digest) => hashPassword(digest, 11))
    expect(hashesRunning()).toBe(limit)
    const stored = await Promise.all(hashes)
    expect(hashesRunning()).toBe(0)
    const verified = await Promise.all(stored.map((hash, i) => verifyPassword(digests[i], hash)))
    expect(verified.every(Boolean)).toBe(true)
    expect(await verifyPassword(digests[1], stored[0])).toBe(false)
  })
})

describe('tokens and logins', () => {
  it('issues a verifiable access token bound to a live login', async () => {
    const { member, accessToken } = await createMember(t)
    const claims = await readToken(t.config.JWT_SECRET, accessToken, 'access')
    expect(claims?.memberId).toBe(member.id)
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString())
    expect(payload.sub).toBe(member.username)
    expect(JSON.parse(payload.userContext)).toMatchObject({ id: member.id, role: 'MEMBER' })
    expect(payload.exp - payload.iat).toBe(t.config.ACCESS_TOKEN_MINUTES * 60)
    expect(await verifyAccessToken(ctx(), accessToken)).toMatchObject({
      id: member.id,
      username: member.username,
    })
  })

  it('never issues the same token twice, even within one second for one login', async () => {
    const subject = { id: '1', username: 'u', nickName: null, face: null }
    const claims = { typ: 'access' as const, sid: '9', ttlSeconds: 60 }
    const [a, b] = await Promise.all([
      signToken(t.config.JWT_SECRET, subject, claims),
      signToken(t.config.JWT_SECRET, subject, claims),
    ])
    expect(a).not.toBe(b)
  })

  it('rejects forged, wrong-type and expired tokens', async () => {
    const { member, refreshToken } = await createMember(t)
    const subject = { ...member }
    const forged = await signToken('another-secret-another-secret-another', subject, {
      typ: 'access',
      sid: '1',
      ttlSeconds: 60,
    })
    expect(await verifyAccessToken(ctx(), forged)).toBeNull()
    expect(await verifyAccessToken(ctx(), refreshToken)).toBeNull()
    const expired = await signToken(t.config.JWT_SECRET, subject, { typ: 'access', sid: '1', ttlSeconds: -5 })
    expect(await verifyAccessToken(ctx(), expired)).toBeNull()
    expect(await verifyAccessToken(ctx(), 'not.a.jwt')).toBeNull()
  })

  it('rotates the refresh token once; reusing a spent one revokes the login', async () => {
    const { member, accessToken, refreshToken } = await createMember(t)
    const next = await refreshSession(ctx(), refreshToken)
    expect(next.refreshToken).not.toBe(refreshToken)
    expect(await verifyAccessToken(ctx(), next.accessToken)).not.toBeNull()
    await agoRotated(member.id, REFRESH_REUSE_GRACE_MS + 1_000)
    await expect(refreshSession(ctx(), refreshToken)).rejects.toMatchObject({
      code: ErrorCodes.USER_AUTH_EXPIRED.code,
    })
    // The replay killed the whole login: the newest tokens and the old access token are dead too.
    await expect(refreshSession(ctx(), next.refreshToken)).rejects.toMatchObject({
      code: ErrorCodes.USER_AUTH_EXPIRED.code,
    })
    expect(await verifyAccessToken(ctx(), next.accessToken)).toBeNull()
    expect(await verifyAccessToken(ctx(), accessToken)).toBeNull()
  })

  it('two uses of one refresh token that cross are one person: the late one gets the current token', async () => {
    const { member, refreshToken } = await createMember(t)
    const first = await refreshSession(ctx(), refreshToken)
    // A tab that woke at the same moment, or the page reloaded while its refresh was in flight.
    const late = await refreshSession(ctx(), refreshToken)
    const jti = async (token: string) => (await readToken(t.config.JWT_SECRET, token, 'refresh'))?.jti
    expect(await jti(late.refreshToken)).toBe(await jti(first.refreshToken))
    expect(await verifyAccessToken(ctx(), first.accessToken)).not.toBeNull()
    expect(await verifyAccessToken(ctx(), late.accessToken)).not.toBeNull()
    // Either copy of the current token rotates on; the login is one family still.
    const after = await refreshSession(ctx(), late.refreshToken)
    expect(await verifyAccessToken(ctx(), after.accessToken)).not.toBeNull()
    // A token two rotations old is a copy, even moments later: the whole login ends.
    await expect(refreshSession(ctx(), refreshToken)).rejects.toMatchObject({
      code: ErrorCodes.USER_AUTH_EXPIRED.code,
    })
    expect(await verifyAccessToken(ctx(), after.accessToken)).toBeNull()
    const [session] = await t.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.memberId, member.id))
    expect(session.revokedReason).toBe('reuse')
  })

  it('concurrent refreshes with one token all succeed with one current token (PostgreSQL: real races)', async () => {
    const { refreshToken } = await createMember(t)
    const pairs = await Promise.all(Array.from({ length: 6 }, () => refreshSession(ctx(), refreshToken)))
    const jtis = new Set(
      await Promise.all(
        pairs.map(async (p) => (await readToken(t.config.JWT_SECRET, p.refreshToken, 'refresh'))?.jti),
      ),
    )
    expect(jtis.size).toBe(1)
    for (const p of pairs) expect(await verifyAccessToken(ctx(), p.accessToken)).not.toBeNull()
  })

  it('a revoked login stops its access token at once', async () => {
    const { member, accessToken } = await createMember(t)
    expect(await verifyAccessToken(ctx(), accessToken)).not.toBeNull()
    const [session] = await t.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.memberId, member.id))
    await revokeSession(ctx(), session.id, 'logout')
    expect(await verifyAccessToken(ctx(), accessToken)).toBeNull()
  })
})
