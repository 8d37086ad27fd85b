import type { Db } from '@silk/db/client'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ListingIndex } from '../modules/goods/listing-index.ts'
import { onChange } from '../shared/change-feed.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's copy of the goods on sale, which searches and facets read (listing-index.ts). */
    listing: ListingIndex
  }
}

/**
 * One listing index per node. Where listings may be cached (not under test) it is read as the node
 * starts, and `/readyz` says "starting" until it is and what waits for it (the goods cards the node
 * will show) is done, so a balancer sends no search to a node that would make it wait; what other
 * nodes change is then read within a second of a search asking.
 */
export const listingPlugin = fp(async (app: FastifyInstance) => {
  const { config, database } = app.services
  const eager = config.SEARCH_CACHE_SECONDS > 0
  const listing = new ListingIndex(database.db as Db, { maxAgeMs: eager ? 1000 : 0 })
  app.decorate('listing', listing)
  // A goods written on this node: the next search reads it first.
  const unsubscribe = onChange((change) => {
    if (change.kind === 'goods' || change.kind === 'listing') listing.markChanged()
  })
  app.addHook('onClose', async () => unsubscribe())
  if (eager)
    app.addHook('onReady', async () => {
      listing.start().catch((error) => app.log.error({ err: error }, 'listing index: first read failed'))
    })
})
