import { memberEvaluations } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { StoreCtx } from '../../shared/store-ctx.ts'

/**
 * Seller reply (`PUT /store/member/evaluation/reply/{id}`): the review must be of the seller's store. Replying again replaces the reply, as upstream.
 */
export async function replyEvaluation(ctx: StoreCtx, id: string, reply: string) {
  const [row] = await ctx.db
    .select({ storeId: memberEvaluations.storeId, deleteFlag: memberEvaluations.deleteFlag })
    .from(memberEvaluations)
    .where(eq(memberEvaluations.id, id))
  if (!row || row.deleteFlag) throw new BizError('EVALUATION_NOT_EXIST')
  if (ctx.seller.storeId !== row.storeId) throw new BizError('USER_AUTHORITY_ERROR')
  await ctx.db.update(memberEvaluations).set({ reply, replyStatus: true }).where(eq(memberEvaluations.id, id))
}
