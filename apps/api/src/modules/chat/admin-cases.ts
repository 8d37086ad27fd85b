import { afterSales, chatConversations, chatMessages, orderComplaints } from '@silk/db/schema/index'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { conversationViews, toMessageView } from './views.ts'

/** The most an operator reads of one case's chat at once (the latest). */
const CASE_MESSAGES = 500

/**
 * `GET /manager/im/case?complaintId=|afterSaleSn=`: the chat between the case's buyer and store, for
 * the operator arbitrating it. Only a complaint, or an after-sale the buyer took to the platform
 * (`arbitration_status` set), opens it (62010 otherwise: an operator reads no other chat); every
 * reading is written to the operation log, with the case it was read for.
 */
export async function caseConversation(
  ctx: ManagerCtx,
  query: { complaintId?: string; afterSaleSn?: string },
) {
  const target = query.complaintId ? `complaint:${query.complaintId}` : `afterSale:${query.afterSaleSn}`
  return adminWrite(ctx, { action: 'chat.case.read', target }, async (tx) => {
    const [pair] = query.complaintId
      ? await tx
          .select({ memberId: orderComplaints.memberId, storeId: orderComplaints.storeId })
          .from(orderComplaints)
          .where(eq(orderComplaints.id, query.complaintId))
      : await tx
          .select({ memberId: afterSales.memberId, storeId: afterSales.storeId })
          .from(afterSales)
          .where(and(eq(afterSales.sn, query.afterSaleSn ?? ''), isNotNull(afterSales.arbitrationStatus)))
    if (!pair) throw new BizError('CHAT_CASE_NOT_FOUND')
    const [conversation] = await conversationViews(
      tx,
      and(eq(chatConversations.memberId, pair.memberId), eq(chatConversations.storeId, pair.storeId)),
    )
    const rows = conversation
      ? await tx
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.conversationId, conversation.id))
          .orderBy(desc(chatMessages.seq))
          .limit(CASE_MESSAGES)
      : []
    rows.reverse()
    return {
      after: { conversationId: conversation?.id ?? null, messages: rows.length },
      result: { conversation: conversation ?? null, messages: rows.map(toMessageView) },
    }
  })
}
