import type { DbOrTx } from '@silk/db/client'
import { goods, memberEvaluations } from '@silk/db/schema/goods'
import { and, eq, sql } from 'drizzle-orm'
import { forgetGoods } from './detail-cache.ts'

/**
 * Recounts a goods' `commentNum` and good-review rate `grade` (percent of GOOD among its shown reviews;
 * 100 with none) from its OPEN reviews, in the caller's transaction. The goods row is locked first, so
 * the count (a new statement, a new snapshot under READ COMMITTED) sees every review committed before
 * it: two reviews of the same goods at once both end up counted. The search "评论数" sort and the
 * detail page read these columns.
 */
export async function refreshGoodsCommentStats(tx: DbOrTx, goodsId: string): Promise<void> {
  await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update')
  const [stats] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      good: sql<number>`(count(*) filter (where ${memberEvaluations.grade} = 'GOOD'))::int`,
    })
    .from(memberEvaluations)
    .where(
      and(
        eq(memberEvaluations.goodsId, goodsId),
        eq(memberEvaluations.status, 'OPEN'),
        eq(memberEvaluations.deleteFlag, false),
      ),
    )
  const all = stats?.all ?? 0
  const good = stats?.good ?? 0
  await tx
    .update(goods)
    .set({ commentNum: all, grade: all ? Math.round((good * 100) / all) : 100 })
    .where(eq(goods.id, goodsId))
  forgetGoods([goodsId])
}
