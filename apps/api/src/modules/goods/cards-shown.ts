import type { Db } from '@silk/db/client'
import { goodsCardsShown } from '@silk/db/schema/goods'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { SearchPages } from './search-goods.ts'

/** The one row: whichever node wrote last (behind a balancer, nodes show much the same goods). */
const ROW = 'listing'

/** The cards a node kept when it last wrote them down (`locale:skuId`, oldest first). */
export async function readCardsShown(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ keys: goodsCardsShown.keys })
    .from(goodsCardsShown)
    .where(eq(goodsCardsShown.id, ROW))
  return row?.keys ?? []
}

export async function writeCardsShown(db: Db, keys: string[]): Promise<void> {
  await db
    .insert(goodsCardsShown)
    .values({ id: ROW, keys })
    .onConflictDoUpdate({ target: goodsCardsShown.id, set: { keys, writeTime: sql`now()` } })
}

/** How often a serving node writes down the cards it keeps, when they changed. */
const WRITE_EVERY_MS = 60_000
/** How long a starting node may spend building cards before it says ready anyway. */
const WARM_FOR_MS = 15_000

/**
 * A node's goods cards outlive it: while serving it writes down which cards it keeps (every minute
 * when they changed, and as it stops), and a node starting builds those before it says ready. A node
 * restarted in a deployment, or added because a crowd came, then answers the long tail of listings
 * from its shelf at once instead of building every card while fifty connections wait (decision 022).
 */
export function keepCardsShown(app: FastifyInstance, pages: SearchPages) {
  if (!pages.shown()) return
  const db = app.services.database.db as Db
  let written = -1
  const write = async () => {
    const shown = pages.shown()
    // An emptied shelf (a node whose start failed, or one just cleared) keeps the last list.
    if (!shown?.keys.length || shown.version === written) return
    await writeCardsShown(db, shown.keys)
    written = shown.version
  }
  app.listing.onFirstRead(async (store) => {
    const started = Date.now()
    const kept = await pages.warm(db, store, await readCardsShown(db), started + WARM_FOR_MS)
    written = pages.shown()?.version ?? -1
    if (kept) app.log.info({ cards: kept, ms: Date.now() - started }, 'goods cards built before ready')
  })
  const timer = setInterval(() => {
    write().catch((error) => app.log.warn({ err: error }, 'goods cards shown: not written'))
  }, WRITE_EVERY_MS)
  timer.unref()
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await write().catch((error) => app.log.warn({ err: error }, 'goods cards shown: not written'))
  })
}
