import type { GetManualChunk, ManualChunkMeta } from 'rollup'

/**
 * Rollup's `manualChunks` for the browser build (decision 028). Left to itself Rollup cuts the code
 * into one file per set of importers: some 25 files of a few kB on every page, and 15 more on a goods
 * page. On a phone's connection each file is a round trip before the first paint. So:
 * - `shell`: every module the client entry and the root route import statically (React, React
 *   Router, i18n, the header and footer). Every page loads all of it anyway.
 * - `shop`: the modules that two or more shop routes (`routes/shop/`) share and no other route
 *   imports (goods cards, prices, coupons, flash sales). A shop page loads a little more than its own
 *   share; no other page loads any of it.
 * What one route alone uses stays with that route.
 */
let chunks: Map<string, 'shell' | 'shop'> | undefined

const isRoot = (id: string) => /[/\\](entry\.client\.tsx|root\.tsx)(\?|$)/.test(id)
const isRoute = (id: string) => /[/\\]app[/\\]routes[/\\]/.test(id) && id.includes('?')
const isShopRoute = (id: string) => /[/\\]app[/\\]routes[/\\]shop[/\\]/.test(id)

/** The modules `from` imports statically, transitively, leaving out `skip`. */
function reach(from: string[], meta: ManualChunkMeta, skip: Set<string>): Set<string> {
  const found = new Set<string>()
  const queue = [...from]
  while (queue.length > 0) {
    const next = queue.pop() as string
    if (found.has(next) || skip.has(next)) continue
    found.add(next)
    queue.push(...(meta.getModuleInfo(next)?.importedIds ?? []))
  }
  return found
}

function plan(meta: ManualChunkMeta): Map<string, 'shell' | 'shop'> {
  const entries = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry)
  const shell = reach(entries.filter(isRoot), meta, new Set())
  const routesOf = new Map<string, string[]>()
  for (const route of entries.filter(isRoute)) {
    for (const id of reach([route], meta, shell)) {
      if (id === route) continue
      routesOf.set(id, [...(routesOf.get(id) ?? []), route])
    }
  }
  const planned = new Map<string, 'shell' | 'shop'>([...shell].map((id) => [id, 'shell'] as const))
  for (const [id, routes] of routesOf) {
    if (routes.length >= 2 && routes.every(isShopRoute) && !meta.getModuleInfo(id)?.isEntry)
      planned.set(id, 'shop')
  }
  return planned
}

export const shellChunk: GetManualChunk = (id, meta) => {
  chunks ??= plan(meta)
  return chunks.get(id)
}
