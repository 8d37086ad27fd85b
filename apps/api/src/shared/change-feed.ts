/**
 * What changed in the catalogue or the content, announced in-process by the modules that change it,
 * so caches of rendered pages can drop what they show (the page cache, plugins/page-cache.ts).
 * Other nodes are not told: their caches expire by their TTL, as the goods-page cache does.
 */
export type Change =
  /** `listed`: what search and browsing list changed too (published, shelved, deleted, reviewed). */
  | { kind: 'goods'; goodsIds: string[]; listed?: boolean }
  /** Which goods are on sale changed wholesale (a store closed or reopened): listings go too. */
  | { kind: 'listing' }
  /** The operator changed the category tree or the brands: trees, facets and listings are rebuilt. */
  | { kind: 'catalogue' }
  | { kind: 'content' }

const listeners = new Set<(change: Change) => void>()

/** Subscribes; returns the unsubscribe function. */
export function onChange(listener: (change: Change) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function announceChange(change: Change): void {
  for (const listener of listeners) listener(change)
}
