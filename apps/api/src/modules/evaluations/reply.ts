import { memberEvaluations, members } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'

/**
 * Seller reply (`PUT /store/member/evaluation/reply/{id}`): the signed-in member must be the seller
 * account of the reviewed store. Replying again replaces the reply, as upstream.
 */
export async function replyEvaluation(ctx: BuyerCtx, id: string, reply: string) {
  const [seller] = await ctx.db
    .select({ storeId: members.storeId })
    .from(members)
    .where(eq(members.id, ctx.member.id))
  const [row] = await ctx.db
    .select({ storeId: memberEvaluations.storeId, deleteFlag: memberEvaluations.deleteFlag })
    .from(memberEvaluations)
    .where(eq(memberEvaluations.id, id))
  if (!row || row.deleteFlag) throw new BizError('EVALUATION_NOT_EXIST')
  if (!seller?.storeId || seller.storeId !== row.storeId) throw new BizError('USER_AUTHORITY_ERROR')
  await ctx.db.update(memberEvaluations).set({ reply, replyStatus: true }).where(eq(memberEvaluations.id, id))
}
