import type { ManagerStoreQuery } from '@silk/contracts/store-apply'
import { goods, members, storeApplies, stores } from '@silk/db/schema/index'
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { announceChange } from '../../shared/change-feed.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { forgetLogins, liveStoreLogins } from '../accounts/sessions.ts'
import { forgetGoods } from '../goods/detail-cache.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

type StoreRow = typeof stores.$inferSelect

/** `GET /manager/store/store` (lilishop 店铺列表): every store, open or closed, with its owner. */
export async function listManagerStores(ctx: ManagerCtx, query: z.infer<typeof ManagerStoreQuery>) {
  if (query.storeDisable === 'APPLYING') return listApplyingStores(ctx, query)
  const where = and(
    query.storeName ? ilike(stores.storeName, containsPattern(query.storeName)) : undefined,
    query.storeDisable ? eq(stores.storeDisable, query.storeDisable) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(stores)
      .where(where)
      .orderBy(desc(stores.createTime), desc(stores.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(stores).where(where),
  ])
  const ids = rows.map((r) => r.id)
  const [owners, counts] = ids.length
    ? await Promise.all([
        ctx.db
          .select({ storeId: members.storeId, username: members.username })
          .from(members)
          .where(inArray(members.storeId, ids)),
        ctx.db
          .select({ storeId: goods.storeId, n: count() })
          .from(goods)
          .where(inArray(goods.storeId, ids))
          .groupBy(goods.storeId),
      ])
    : [[], []]
  const ownerOf = new Map(owners.map((o) => [o.storeId, o.username]))
  const goodsOf = new Map(counts.map((c) => [c.storeId, c.n]))
  return toPage(
    rows.map((s) => view(s, ownerOf.get(s.id) ?? null, goodsOf.get(s.id) ?? 0)),
    total,
    query,
  )
}

/** lilishop's 店铺审核: the submitted applications, shaped as stores, oldest first. */
async function listApplyingStores(ctx: ManagerCtx, query: z.infer<typeof ManagerStoreQuery>) {
  const where = and(
    eq(storeApplies.status, 'APPLYING'),
    query.storeName ? ilike(storeApplies.storeName, containsPattern(query.storeName)) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(storeApplies)
      .where(where)
      .orderBy(asc(storeApplies.submitTime), asc(storeApplies.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(storeApplies).where(where),
  ])
  return toPage(
    rows.map((a) => ({
      id: a.id,
      storeName: a.storeName,
      storeLogo: a.storeLogo,
      storeDisable: 'APPLYING' as const,
      selfOperated: false,
      ownerName: a.memberName,
      goodsNum: 0,
      createTime: formatDateTime(a.submitTime ?? a.createTime) as string,
    })),
    total,
    query,
  )
}

const view = (s: StoreRow, ownerName: string | null, goodsNum: number) => ({
  id: s.id,
  storeName: s.storeName,
  storeLogo: s.storeLogo,
  storeDisable: s.storeDisable as 'OPEN' | 'CLOSED',
  selfOperated: s.selfOperated,
  ownerName,
  goodsNum,
  createTime: formatDateTime(s.createTime) as string,
})

/**
 * `PUT /manager/store/store/disable/{id}` and `…/enable/{id}`: close or reopen a store. The database
 * trigger takes its goods out of (or back into) the search listing in the same transaction; after it
 * commits this node drops its cached listings, goods pages and rendered pages, and the store's seller
 * logins are re-read (a closed store's end at their next request).
 */
export async function setStoreOpen(ctx: ManagerCtx, id: string, open: boolean) {
  const from = open ? 'CLOSED' : 'OPEN'
  const to = open ? 'OPEN' : 'CLOSED'
  const result = await adminWrite(
    ctx,
    {
      action: open ? 'store.store.enable' : 'store.store.disable',
      target: id,
    },
    async (tx) => {
      const [row] = await tx
        .update(stores)
        .set({ storeDisable: to })
        .where(and(eq(stores.id, id), eq(stores.storeDisable, from)))
        .returning()
      if (!row) {
        const [exists] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id))
        throw new BizError(exists ? 'STORE_STATE_UNCHANGED' : 'STORE_NOT_EXIST')
      }
      return {
        before: { storeDisable: from, storeName: row.storeName },
        after: { storeDisable: to },
        result: view(row, null, 0),
      }
    },
  )
  const goodsIds = (await ctx.db.select({ id: goods.id }).from(goods).where(eq(goods.storeId, id))).map(
    (g) => g.id,
  )
  result.goodsNum = goodsIds.length
  forgetGoods(goodsIds)
  announceChange({ kind: 'listing' })
  await forgetLogins(ctx, await liveStoreLogins(ctx.db, id))
  return result
}
