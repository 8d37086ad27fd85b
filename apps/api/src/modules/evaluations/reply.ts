import { memberEvaluations } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'
import { forgetGoods } from '../goods/detail-cache.ts'

/**
 * Seller reply (`PUT /store/member/evaluation/reply/{id}`): the review must be of the seller's store.
 * A review is answered once (decision 121; upstream replaces the reply): the update is conditional on
 * `reply_status = false`, so a second reply, or two at once, leave the first and answer 60200.
 */
export async function replyEvaluation(ctx: StoreCtx, id: string, reply: string) {
  const [row] = await ctx.db
    .select({
      storeId: memberEvaluations.storeId,
      goodsId: memberEvaluations.goodsId,
      deleteFlag: memberEvaluations.deleteFlag,
      replyStatus: memberEvaluations.replyStatus,
    })
    .from(memberEvaluations)
    .where(eq(memberEvaluations.id, id))
  if (!row || row.deleteFlag) throw new BizError('EVALUATION_NOT_EXIST')
  if (ctx.seller.storeId !== row.storeId) throw new BizError('USER_AUTHORITY_ERROR')
  if (row.replyStatus) throw new BizError('EVALUATION_ALREADY_REPLIED')
  const done = await ctx.db
    .update(memberEvaluations)
    .set({ reply, replyStatus: true })
    .where(and(eq(memberEvaluations.id, id), eq(memberEvaluations.replyStatus, false)))
    .returning({ id: memberEvaluations.id })
  if (done.length === 0) throw new BizError('EVALUATION_ALREADY_REPLIED')
  // The goods page shows the reply under the review.
  forgetGoods([row.goodsId])
}
