import { nextId } from '@silk/db/ids'
import { footprints } from '@silk/db/schema/member-collections'
import { and, eq, notInArray, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'

/** Only the newest 100 footprints per member are kept (reference §15.4). */
export const FOOTPRINT_LIMIT = 100

/** One row per (member, goods): viewing again moves it to the top. */
export async function recordFootprint(ctx: Ctx, input: { goodsId: string; skuId: string; storeId: string }) {
  const memberId = ctx.member?.id
  if (!memberId) return
  await ctx.db
    .insert(footprints)
    .values({ id: nextId(), memberId, ...input })
    .onConflictDoUpdate({
      target: [footprints.memberId, footprints.goodsId],
      set: { skuId: input.skuId, storeId: input.storeId, updateTime: sql`now()` },
    })
  const keep = ctx.db
    .select({ id: footprints.id })
    .from(footprints)
    .where(eq(footprints.memberId, memberId))
    .orderBy(sql`${footprints.updateTime} desc`)
    .limit(FOOTPRINT_LIMIT)
  await ctx.db
    .delete(footprints)
    .where(and(eq(footprints.memberId, memberId), notInArray(footprints.id, keep)))
}
