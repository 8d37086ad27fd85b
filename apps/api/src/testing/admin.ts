import { randomBytes } from 'node:crypto'
import { nextId } from '@silk/db/ids'
import { adminRoles, adminUserRoles, adminUsers } from '@silk/db/schema/index'
import { hashPassword } from '../modules/accounts/password.ts'
import { startAdminSession } from '../modules/accounts/sessions.ts'
import { md5 } from './accounts.ts'
import type { TestApp } from './app.ts'

/**
 * A signed-in operator for API tests: a super admin, or one role holding `permissions`. Password
 * `Admin#2026` unless given.
 */
export async function makeAdmin(
  t: TestApp,
  options: { superUser?: boolean; permissions?: string[]; password?: string; enabled?: boolean } = {},
) {
  const unique = randomBytes(4).toString('hex')
  const [admin] = await t.database.db
    .insert(adminUsers)
    .values({
      id: nextId(),
      username: `op${unique}`,
      password: await hashPassword(md5(options.password ?? 'Admin#2026'), t.config.PASSWORD_HASH_COST),
      nickName: `运营${unique.slice(0, 4)}`,
      superUser: options.superUser ?? false,
      enabled: options.enabled ?? true,
    })
    .returning()
  if (options.permissions) {
    const { roleId } = await makeAdminRole(t, options.permissions)
    await t.database.db.insert(adminUserRoles).values({ adminId: admin.id, roleId })
  }
  const tokens = await startAdminSession(
    { db: t.database.db, store: t.store, config: t.config },
    { ...admin, face: null },
  )
  return { admin, ...tokens, headers: { accessToken: tokens.accessToken, uuid: `test-admin-${admin.id}` } }
}

/** A role nobody holds yet. */
export async function makeAdminRole(t: TestApp, permissions: string[]) {
  const roleId = nextId()
  await t.database.db
    .insert(adminRoles)
    .values({ id: roleId, roleName: `角色${randomBytes(4).toString('hex')}`, permissions })
  return { roleId }
}
