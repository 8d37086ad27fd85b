import { randomBytes } from 'node:crypto'
import type { Audience } from '@silk/contracts/permissions'
import { errors, jwtVerify, SignJWT } from 'jose'

/**
 * HS256 JWTs (reference §4.2): `sub` = username, `userContext` = a JSON *string* of the upstream
 * AuthUser, `exp`. We add `sid` (the login) and `typ` so an access token can never be used as a
 * refresh token or the other way round; refresh tokens also carry the rotating `jti`.
 */
export interface TokenSubject {
  id: string
  username: string
  nickName: string | null
  face: string | null
}

/** The audience a login was started for; STORE logins also name their store. */
export interface TokenScope {
  audience: Audience
  storeId?: string | null
}

export interface VerifiedToken {
  /** Empty for refresh tokens, which name only the login. */
  memberId: string
  username: string
  nickName: string | null
  sessionId: string
  /** From `userContext.role` (upstream AuthUser): MEMBER unless the login was a seller's or admin's. */
  audience: Audience
  jti?: string
}

// jose imports raw key bytes into WebCrypto on every sign and verify; an imported HMAC key is reused.
const keys = new Map<string, Promise<CryptoKey>>()
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, key)
  }
  return key
}

export function newJti(): string {
  return randomBytes(18).toString('base64url')
}

export async function signToken(
  secret: string,
  subject: TokenSubject,
  claims: { typ: 'access' | 'refresh'; sid: string; jti?: string; ttlSeconds: number },
  scope: TokenScope = { audience: 'MEMBER' },
): Promise<string> {
  // Refresh tokens travel in a URL path (reference §4.3): keep them small, no user context.
  const body: Record<string, string> = { sid: claims.sid, typ: claims.typ }
  if (claims.typ === 'access') {
    body.userContext = JSON.stringify({
      username: subject.username,
      nickName: subject.nickName,
      face: subject.face,
      id: subject.id,
      longTerm: false,
      role: scope.audience,
      ...(scope.storeId ? { storeId: scope.storeId } : {}),
    })
  }
  const jwt = new SignJWT(body)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject.username)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + claims.ttlSeconds)
  // Every token is unique, even two issued in the same second for the same login (a refresh right
  // after logging in must not hand back the token it replaces).
  jwt.setJti(claims.jti ?? newJti())
  return jwt.sign(await keyOf(secret))
}

/** The token's claims when its signature, type and expiry are good; null otherwise. */
export async function readToken(
  secret: string,
  token: string,
  typ: 'access' | 'refresh',
): Promise<VerifiedToken | null> {
  if (token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: ['HS256'] })
    if (payload.typ !== typ || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null
    if (typ === 'refresh') {
      if (typeof payload.jti !== 'string') return null
      return {
        memberId: '',
        username: payload.sub,
        nickName: null,
        sessionId: payload.sid,
        audience: 'MEMBER',
        jti: payload.jti,
      }
    }
    if (typeof payload.userContext !== 'string') return null
    const user = JSON.parse(payload.userContext) as { id?: unknown; nickName?: unknown; role?: unknown }
    if (typeof user.id !== 'string') return null
    const audience = user.role === 'STORE' || user.role === 'MANAGER' ? user.role : 'MEMBER'
    return {
      memberId: user.id,
      username: payload.sub,
      nickName: typeof user.nickName === 'string' ? user.nickName : null,
      sessionId: payload.sid,
      audience,
    }
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof SyntaxError) return null
    throw err
  }
}
