import { nextId } from '@silk/db/ids'
import { storeCollections } from '@silk/db/schema/member-collections'
import { stores } from '@silk/db/schema/store'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'

type MemberCtx = Pick<Ctx, 'db'> & { member: NonNullable<Ctx['member']> }

/** Adding keeps the store's `collectionNum` in step, in one transaction. */
export async function addStoreCollection(ctx: MemberCtx, storeId: string) {
  return ctx.db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1)
    if (!store) throw new BizError('STORE_NOT_EXIST')
    const [row] = await tx
      .insert(storeCollections)
      .values({ id: nextId(), memberId: ctx.member.id, storeId })
      .onConflictDoNothing()
      .returning()
    if (!row) throw new BizError('USER_COLLECTION_EXIST')
    await tx
      .update(stores)
      .set({ collectionNum: sql`${stores.collectionNum} + 1` })
      .where(eq(stores.id, storeId))
    return { id: row.id, memberId: row.memberId, storeId: row.storeId }
  })
}

export async function deleteStoreCollection(ctx: MemberCtx, storeId: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(storeCollections)
      .where(and(eq(storeCollections.memberId, ctx.member.id), eq(storeCollections.storeId, storeId)))
      .returning({ id: storeCollections.id })
    if (rows.length === 0) return false
    await tx
      .update(stores)
      .set({ collectionNum: sql`greatest(${stores.collectionNum} - 1, 0)` })
      .where(eq(stores.id, storeId))
    return true
  })
}

export async function isStoreCollected(ctx: MemberCtx, storeId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: storeCollections.id })
    .from(storeCollections)
    .where(and(eq(storeCollections.memberId, ctx.member.id), eq(storeCollections.storeId, storeId)))
    .limit(1)
  return Boolean(row)
}

export async function listStoreCollections(ctx: MemberCtx, input: { pageNumber: number; pageSize: number }) {
  const mine = eq(storeCollections.memberId, ctx.member.id)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ c: storeCollections, s: stores })
      .from(storeCollections)
      .innerJoin(stores, eq(stores.id, storeCollections.storeId))
      .where(mine)
      .orderBy(desc(storeCollections.createTime), desc(storeCollections.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ n: count() }).from(storeCollections).where(mine),
  ])
  const records = rows.map(({ s }) => ({
    id: s.id,
    storeName: s.storeName,
    storeLogo: s.storeLogo,
    selfOperated: s.selfOperated,
    countryName: s.countryName,
  }))
  return toPage(records, total?.n ?? 0, input)
}
