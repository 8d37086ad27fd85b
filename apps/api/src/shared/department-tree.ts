import type { DepartmentNode } from '@silk/contracts/departments'
import type { Tx } from '@silk/db/client'
import { sql } from 'drizzle-orm'

/** A department row as both consoles keep it (store and operator tables share these columns). */
export interface DepartmentRow {
  id: string
  parentId: string | null
  title: string
  sortOrder: number
}

/**
 * Every change to one scope's departments, and every placement of a clerk or operator in one, runs
 * under this transaction lock (scope = a store id or `manager`): two moves cannot build a cycle
 * between them, and a department cannot be deleted while someone is being placed in it (decision 173).
 */
export async function lockDepartments(tx: Tx, scope: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('department'), hashtext(${scope}))`)
}

/** The ids of `roots` and everything under them. */
export function subtreeIds(rows: readonly DepartmentRow[], roots: readonly string[]): Set<string> {
  const children = new Map<string, string[]>()
  for (const r of rows) if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id])
  const found = new Set<string>()
  const stack = [...roots]
  while (stack.length) {
    const id = stack.pop() as string
    if (found.has(id)) continue
    found.add(id)
    stack.push(...(children.get(id) ?? []))
  }
  return found
}

interface Extra {
  roles: Map<string, { id: string; name: string }[]>
  members: Map<string, number>
}

/** The rows as lilishop's tree: by sort order then title, each with its default roles and head count. */
export function departmentTree(rows: readonly DepartmentRow[], extra: Extra, rootId: string | null = null) {
  const sorted = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.title.localeCompare(b.title, 'zh'))
  const build = (parentId: string | null): DepartmentNode[] =>
    sorted
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const children = build(r.id)
        const roles = extra.roles.get(r.id) ?? []
        return {
          id: r.id,
          parentId: r.parentId ?? '0',
          title: r.title,
          sortOrder: r.sortOrder,
          status: 0,
          isParent: children.length > 0,
          roleIds: roles.map((x) => x.id),
          roleNames: roles.map((x) => x.name),
          memberCount: extra.members.get(r.id) ?? 0,
          children,
        }
      })
  return build(rootId)
}

/** lilishop's search: the departments whose title holds `title`, flat. */
export function searchDepartments(rows: readonly DepartmentRow[], extra: Extra, title: string) {
  const needle = title.toLowerCase()
  const all = departmentTree(rows, extra)
  const flat: DepartmentNode[] = []
  const walk = (nodes: DepartmentNode[]) => {
    for (const n of nodes) {
      if (n.title.toLowerCase().includes(needle)) flat.push({ ...n, children: [] })
      walk(n.children)
    }
  }
  walk(all)
  return flat
}
