import { createHash, randomBytes } from 'node:crypto'
import { nextId } from '@silk/db/ids'
import { members } from '@silk/db/schema/index'
import type { TestApp } from '../../testing.ts'
import { hashPassword } from './password.ts'
import { startSession } from './sessions.ts'

export const md5 = (plain: string) => createHash('md5').update(plain).digest('hex')

export interface MemberOverrides {
  username?: string
  /** The plain password; the stored hash is of its md5 as the contract's clients send it. */
  password?: string
  mobile?: string
  nickName?: string | null
  face?: string | null
  /** Upstream meaning: true = active. */
  disabled?: boolean
  point?: number
}

/**
 * A signed-in member for API tests: `t.app.inject({ method, url, headers })`.
 * Defaults: a unique username and mobile, password `Passw0rd!`.
 */
export async function createMember(t: TestApp, overrides: MemberOverrides = {}) {
  const unique = randomBytes(4).readUInt32BE(0) % 100_000_000
  const values = {
    id: nextId(),
    username: overrides.username ?? `member${unique}`,
    password: await hashPassword(md5(overrides.password ?? 'Passw0rd!'), t.config.PASSWORD_HASH_COST),
    mobile: overrides.mobile ?? `139${String(unique).padStart(8, '0')}`,
    nickName: overrides.nickName === undefined ? `用户${String(unique).slice(-6)}` : overrides.nickName,
    face: overrides.face ?? null,
    disabled: overrides.disabled ?? true,
    point: overrides.point ?? 0,
  }
  const [member] = await t.database.db.insert(members).values(values).returning()
  const tokens = await startSession({ db: t.database.db, store: t.store, config: t.config }, member)
  const uuid = `test-${member.id}`
  return {
    member,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    headers: { accessToken: tokens.accessToken, uuid },
  }
}
