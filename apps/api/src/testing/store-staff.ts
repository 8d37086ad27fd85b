import { startSession } from '../modules/accounts/sessions.ts'
import { createMember } from './accounts.ts'
import type { TestApp } from './app.ts'

/**
 * A member made a clerk of `storeId` through the owner's `/store/clerk` call, with `roleIds`, and
 * signed in to the seller centre. Returns its headers.
 */
export async function makeClerk(
  t: TestApp,
  ownerHeaders: Record<string, string>,
  storeId: string,
  roleIds: string[],
) {
  const m = await createMember(t)
  const q = new URLSearchParams({ username: m.member.username, clerkName: `店员${m.member.id.slice(-4)}` })
  if (roleIds.length > 0) q.set('roleIds', roleIds.join(','))
  const res = await t.app.inject({ method: 'POST', url: `/store/clerk?${q}`, headers: ownerHeaders })
  if (!res.json().success) throw new Error(`clerk: ${res.body}`)
  const tokens = await startSession({ db: t.database.db, store: t.store, config: t.config }, m.member, 'PC', {
    audience: 'STORE',
    storeId,
  })
  return {
    ...m,
    clerkId: res.json().result.id as string,
    headers: { accessToken: tokens.accessToken, uuid: `clerk-${m.member.id}` },
  }
}

/** A role of the owner's store granting `permissions` (`area:access`). */
export async function makeRole(
  t: TestApp,
  ownerHeaders: Record<string, string>,
  roleName: string,
  permissions: string[],
) {
  const q = new URLSearchParams({ roleName, permissions: permissions.join(',') })
  const res = await t.app.inject({ method: 'POST', url: `/store/role?${q}`, headers: ownerHeaders })
  if (!res.json().success) throw new Error(`role: ${res.body}`)
  return res.json().result as { id: string; roleName: string; permissions: string[] }
}
