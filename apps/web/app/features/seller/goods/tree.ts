import type { CategoryVO } from '@silk/contracts/goods'

export type CategoryNode = { id: string; name: string; children: CategoryNode[] }

/** The platform category tree as the picker wants it (names only). */
export const pickTree = (tree: CategoryVO[]): CategoryNode[] =>
  tree.map((c) => ({ id: c.id, name: c.name, children: pickTree(c.children ?? []) }))

/** Every category as a filter option, its path and its names root → itself ("文房雅器 / 茶具"). */
export function leafOptions(tree: CategoryVO[]): { path: string; label: string }[] {
  const out: { path: string; label: string }[] = []
  const walk = (nodes: CategoryVO[], ids: string[], names: string[]) => {
    for (const n of nodes) {
      out.push({ path: [...ids, n.id].join(','), label: [...names, n.name].join(' / ') })
      walk(n.children ?? [], [...ids, n.id], [...names, n.name])
    }
  }
  walk(tree, [], [])
  return out
}

/** The names along a category path, or [] when it is not in the tree. */
export function pathNames(tree: CategoryNode[], path: string): string[] {
  const names: string[] = []
  let level = tree
  for (const id of path.split(',').filter(Boolean)) {
    const node = level.find((n) => n.id === id)
    if (!node) return []
    names.push(node.name)
    level = node.children
  }
  return names
}
