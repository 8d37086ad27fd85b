import { z } from 'zod'
import { refusal } from './issue-english.ts'

/**
 * Who a token speaks for. Each audience opens only its own API: MEMBER `/buyer/**`, STORE `/store/**`,
 * MANAGER `/manager/**` (lilishop's `AuthUser.role`).
 */
export const Audiences = ['MEMBER', 'STORE', 'MANAGER'] as const
export type Audience = (typeof Audiences)[number]

export type Access = 'read' | 'write'

/** What a route declares; one hook checks it (plugins/auth.ts). Write implies read. */
export interface Permission<Area extends string = string> {
  area: Area
  access: Access
}

/** The `area:access` form roles store and the menu endpoint returns. */
export const permissionKey = (p: Permission) => `${p.area}:${p.access}`

/** A declared permission's area `*`: the access in any one area (what shared tools such as uploading need). */
export const ANY_AREA = '*'

/** Whether granted permissions (plus super) pass a declared one. */
export function allows(granted: { superUser?: boolean; permissions?: readonly string[] }, p: Permission) {
  if (granted.superUser) return true
  const list = granted.permissions ?? []
  if (p.area === ANY_AREA)
    return list.some((k) => k.endsWith(':write') || (p.access === 'read' && k.endsWith(':read')))
  return list.includes(`${p.area}:write`) || (p.access === 'read' && list.includes(`${p.area}:read`))
}

/** A role's grants as the forms send them: `goods:write,order:read`. */
export function permissionList<Area extends string>(areas: readonly Area[]) {
  const keys = new Set(areas.flatMap((a) => [`${a}:read`, `${a}:write`]))
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return []
      const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','))
      return [...new Set(parts.map((p) => p.trim()).filter(Boolean))]
    },
    z
      .array(z.string().refine((k) => keys.has(k), refusal('权限不存在', 'No such permission')))
      .max(keys.size),
  )
}
