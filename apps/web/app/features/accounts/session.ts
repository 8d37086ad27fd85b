import type { Member, TokenPair } from '@silk/contracts/accounts'
import { md5 } from 'js-md5'
import { api } from '../../lib/api/browser.ts'
import { COOKIE, readCookie, writeCookie } from '../../lib/cookies.ts'
import { clearSession, revokeLogin, SESSION_EVENT, saveTokens } from './refresh.ts'

/** The contract's clients send md5(password) as lower-case hex, never the password (reference §5.1). */
export const passwordDigest = (plain: string) => md5(plain)

/** What the `userInfo` cookie keeps: enough for the header, nothing sensitive. */
export interface UserInfo {
  id: string
  username: string
  nickName: string | null
  face: string | null
}

export function writeUserInfo(member: Member): void {
  const info: UserInfo = {
    id: member.id,
    username: member.username,
    nickName: member.nickName,
    face: member.face,
  }
  writeCookie(COOKIE.userInfo, JSON.stringify(info))
}

/** After any successful login: keep the tokens, then fetch and keep the member (UI reference A8). */
export async function completeLogin(tokens: TokenPair): Promise<Member> {
  saveTokens(tokens)
  const member = await api.get<Member>('/buyer/passport/member')
  writeUserInfo(member)
  window.dispatchEvent(new Event(SESSION_EVENT))
  return member
}

/**
 * Forgets this login here, then revokes it on the server (best effort) with the token it had: what
 * listens for the session (the chat, badges) stops before the token stops working, so nothing on the
 * page calls with a revoked token.
 */
export async function logout(): Promise<void> {
  const token = readCookie(COOKIE.accessToken)
  clearSession()
  await revokeLogin('/buyer/passport/member/logout', token)
}

export { returnPath } from './return-path.ts'
