import { liliMenu, type MenuTree } from './lili-menus.ts'

/**
 * lilishop's role page assigns menu ids to roles; this product's roles hold `area:read|write`
 * (decision 100). The two meet through the menu tree, where every page belongs to one area
 * (decision 173): a role "has" a page when it holds the page's area, with lilishop's `isSuper` = 1 when
 * it may write there; choosing pages grants their areas, write when any chosen page of the area has
 * `isSuper` = 1. Areas no page of the tree stands for are left as they were.
 */

/** Each page's id (as `memberMenu` writes it) and area; groups and top entries have none. */
export function menuPages<A extends string>(tree: MenuTree<A>): Map<string, A> {
  const pages = new Map<string, A>()
  for (const [name, , groups] of tree)
    for (const [group, , leaves] of groups)
      for (const [leaf, , , area] of leaves) pages.set(`${name}.${group}.${leaf}`, area)
  return pages
}

/** Every id of the tree (top entries, groups and pages): the ids lilishop's client may send back. */
export function menuIds<A>(tree: MenuTree<A>): Set<string> {
  const ids = new Set<string>()
  for (const entry of liliMenu(tree, () => true)) {
    ids.add(entry.id)
    for (const group of entry.children) {
      ids.add(group.id)
      for (const page of group.children) ids.add(page.id)
    }
  }
  return ids
}

/** The pages a role holding `permissions` may open, `isSuper` 1 where it may write. */
export function roleMenus<A extends string>(tree: MenuTree<A>, permissions: readonly string[]) {
  const held = new Set(permissions)
  return [...menuPages(tree)].flatMap(([menuId, area]) => {
    if (held.has(`${area}:write`)) return [{ menuId, isSuper: 1 }]
    if (held.has(`${area}:read`)) return [{ menuId, isSuper: 0 }]
    return []
  })
}

/**
 * The permissions a role holds once `chosen` pages are saved: the chosen pages' areas (write when any
 * of them is `isSuper` 1), plus what it held in areas the tree has no page for. Ids that are groups
 * or top entries add nothing (lilishop sends a checked page's parents too); `unknown` lists ids the
 * tree does not have, which the caller refuses.
 */
export function permissionsFromMenus<A extends string>(
  tree: MenuTree<A>,
  current: readonly string[],
  chosen: readonly { menuId: string; isSuper: number }[],
): { permissions: string[]; unknown: string[] } {
  const pages = menuPages(tree)
  const ids = menuIds(tree)
  const unknown = chosen.map((c) => c.menuId).filter((id) => !ids.has(id))
  const covered = new Set(pages.values())
  const access = new Map<string, 'read' | 'write'>()
  for (const { menuId, isSuper } of chosen) {
    const area = pages.get(menuId)
    if (!area) continue
    if (isSuper === 1) access.set(area, 'write')
    else if (!access.has(area)) access.set(area, 'read')
  }
  const kept = current.filter((p) => !covered.has(p.split(':')[0] as A))
  const granted = [...access].map(([area, a]) => `${area}:${a}`)
  return { permissions: [...new Set([...kept, ...granted])].sort(), unknown: [...new Set(unknown)] }
}
