import { createHash } from 'node:crypto'
import type { Db } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { adminUsers } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import { hashPassword } from '../accounts/password.ts'

/**
 * Production's first operator: when no super admin exists and ADMIN_USERNAME / ADMIN_PASSWORD are set,
 * creates it (the password hashed like every other: scrypt of its md5). Never a default password;
 * returns what it did so the start can log it.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'PASSWORD_HASH_COST'>,
): Promise<'exists' | 'created' | 'missing'> {
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.superUser, true))
    .limit(1)
  if (existing) return 'exists'
  if (!config.ADMIN_USERNAME || !config.ADMIN_PASSWORD) return 'missing'
  const digest = createHash('md5').update(config.ADMIN_PASSWORD).digest('hex')
  await db
    .insert(adminUsers)
    .values({
      id: nextId(),
      username: config.ADMIN_USERNAME,
      password: await hashPassword(digest, config.PASSWORD_HASH_COST),
      nickName: '超级管理员',
      superUser: true,
    })
    .onConflictDoNothing()
  return 'created'
}
