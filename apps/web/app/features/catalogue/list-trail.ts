import type { CategoryVO } from './types.ts'

export interface TrailCategory {
  id: string
  name: string
}

/** What the goods list's breadcrumb shows of the category tree: not the tree itself (decision 022). */
export interface ListTrail {
  /** The chosen categories, top first, each with its siblings for the level's drop-down. */
  levels: { node: TrailCategory; siblings: TrailCategory[] }[]
  /** The last chosen category's children, offered as the next step. */
  children: TrailCategory[]
  /** Names of the brands filtered on. */
  brands: Record<string, string>
  /** The first level, when no category is chosen (the phone's filter sheet starts from it). */
  roots: TrailCategory[]
}

const slim = (c: CategoryVO): TrailCategory => ({ id: c.id, name: c.name })

/**
 * Cuts the category tree (13 roots with every descendant: 26 KB of loader data on every listing)
 * down to the trail of `categoryPath` and the names of the filtered brands.
 */
export function listTrail(tree: CategoryVO[], categoryPath: string, brandIds: string[]): ListTrail {
  const levels: ListTrail['levels'] = []
  let level = tree
  let last: CategoryVO | undefined
  for (const id of categoryPath.split(',').filter(Boolean)) {
    const node = level.find((c) => c.id === id)
    if (!node) break
    levels.push({ node: slim(node), siblings: level.map(slim) })
    last = node
    level = node.children
  }
  const brands: Record<string, string> = {}
  for (const top of tree) {
    for (const b of top.brandList) if (brandIds.includes(b.id)) brands[b.id] = b.name
  }
  return {
    levels,
    children: last && levels.length < 3 ? last.children.map(slim) : [],
    brands,
    roots: levels.length ? [] : tree.map(slim),
  }
}
