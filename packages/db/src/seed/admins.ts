import type { Db } from '../client.ts'
import { adminRoles, adminUserRoles, adminUsers } from '../schema/admin.ts'

export const DEMO_ADMIN_ID = '1000000000000000901'
export const DEMO_AUDITOR_ID = '1000000000000000902'
export const AUDITOR_ROLE_ID = '1000000000000000911'

/**
 * Read on every operator-console area (`AdminAreas` in packages/contracts/src/admin.ts; the API's
 * admin tests check the two lists agree).
 */
export const AUDITOR_PERMISSIONS = [
  'member:read',
  'wallet:read',
  'distribution:read',
  'store:read',
  'goods:read',
  'order:read',
  'content:read',
  'setting:read',
  'log:read',
  'admin:read',
  'promotion:read',
  'consultation:read',
  'statistics:read',
]

/**
 * Demo operators, password `silk123456` like the demo buyers (the same scrypt hash of its md5): the
 * super admin `admin` and the read-only `auditor`. Production creates its first super admin from
 * ADMIN_USERNAME / ADMIN_PASSWORD instead (apps/api/src/modules/admin/first-admin.ts).
 */
export async function seedDemoAdmins(db: Db): Promise<void> {
  const password = 'scrypt$15$8$1$74OV7eDtyTc04ep4QMY6BA==$zMt9AkZ9kpNzpnPxaKcoFIU2LheXi5CmNZS5h8Rh65E='
  await db
    .insert(adminUsers)
    .values([
      { id: DEMO_ADMIN_ID, username: 'admin', password, nickName: '平台超级管理员', superUser: true },
      { id: DEMO_AUDITOR_ID, username: 'auditor', password, nickName: '平台审计员', superUser: false },
    ])
    .onConflictDoNothing()
  await db
    .insert(adminRoles)
    .values({
      id: AUDITOR_ROLE_ID,
      roleName: '只读审计',
      description: '查看所有模块，不能修改',
      permissions: AUDITOR_PERMISSIONS,
    })
    .onConflictDoNothing()
  await db
    .insert(adminUserRoles)
    .values({ adminId: DEMO_AUDITOR_ID, roleId: AUDITOR_ROLE_ID })
    .onConflictDoNothing()
}
