import type { ComplaintOwner, ComplaintStatus } from '@silk/contracts/complaint'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { orderComplaintLogs, orderComplaints, orderItems } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { ComplaintLogCode, LogLine } from '../../shared/log-lines.ts'

/**
 * Every complaint status change allowed, and who makes it (reference §11):
 * - the buyer withdraws an open complaint (→ CANCEL);
 * - the platform forwards a new complaint to the store (NEW → WAIT_APPEAL) and closes any open one
 *   with an arbitration result (→ COMPLETE);
 * - the store answers in the conversation (NEW/WAIT_APPEAL → COMMUNICATION) or appeals
 *   (→ WAIT_ARBITRATION).
 * CANCEL and COMPLETE are final.
 */
export const COMPLAINT_TRANSITIONS: Record<
  ComplaintStatus,
  Partial<Record<ComplaintStatus, ComplaintOwner>>
> = {
  NEW: {
    WAIT_APPEAL: 'PLATFORM',
    COMMUNICATION: 'STORE',
    WAIT_ARBITRATION: 'STORE',
    COMPLETE: 'PLATFORM',
    CANCEL: 'BUYER',
  },
  WAIT_APPEAL: { COMMUNICATION: 'STORE', WAIT_ARBITRATION: 'STORE', COMPLETE: 'PLATFORM', CANCEL: 'BUYER' },
  COMMUNICATION: { WAIT_ARBITRATION: 'STORE', COMPLETE: 'PLATFORM', CANCEL: 'BUYER' },
  WAIT_ARBITRATION: { COMPLETE: 'PLATFORM', CANCEL: 'BUYER' },
  COMPLETE: {},
  CANCEL: {},
}

/** The order item's `complainStatus` once its complaint reaches a final status. */
const ITEM_STATUS_AFTER: Partial<Record<ComplaintStatus, string>> = { CANCEL: 'CANCEL', COMPLETE: 'COMPLETE' }

export function canTransition(from: string, to: ComplaintStatus, by: ComplaintOwner): boolean {
  return COMPLAINT_TRANSITIONS[from as ComplaintStatus]?.[to] === by
}

export type ComplaintRow = typeof orderComplaints.$inferSelect
export interface ComplaintActor {
  type: ComplaintOwner
  id: string
  name: string
}
export const PLATFORM: ComplaintActor = { type: 'PLATFORM', id: '-1', name: '平台' }

/**
 * Moves a complaint from its current status to `to` as `actor` (a conditional update on the old status,
 * so a concurrent change makes this fail instead of overwriting), writes the log row and, for a final
 * status, updates the order item's `complainStatus`. Throws `error` when the table does not allow it.
 * The log row keeps its line's code and parts beside the Chinese sentence (`complaintLine`), so it is
 * read in the reader's language (decision 137).
 */
export async function transition(
  tx: DbOrTx,
  complaint: ComplaintRow,
  to: ComplaintStatus,
  actor: ComplaintActor,
  line: LogLine<ComplaintLogCode>,
  extra: Partial<ComplaintRow> = {},
  error: ConstructorParameters<typeof BizError>[0] = 'COMPLAINT_CLOSED',
): Promise<ComplaintRow> {
  if (!canTransition(complaint.complainStatus, to, actor.type)) throw new BizError(error)
  const [updated] = await tx
    .update(orderComplaints)
    .set({ ...extra, complainStatus: to, updateTime: new Date() })
    .where(
      and(eq(orderComplaints.id, complaint.id), eq(orderComplaints.complainStatus, complaint.complainStatus)),
    )
    .returning()
  if (!updated) throw new BizError(error)
  await tx.insert(orderComplaintLogs).values({
    id: nextId(),
    complainId: complaint.id,
    fromStatus: complaint.complainStatus,
    toStatus: to,
    operatorType: actor.type,
    operatorId: actor.id,
    operatorName: actor.name,
    message: line.message,
    messageCode: line.code,
    messageArgs: line.args,
  })
  const itemStatus = ITEM_STATUS_AFTER[to]
  if (itemStatus) {
    await tx
      .update(orderItems)
      .set({ complainStatus: itemStatus })
      .where(and(eq(orderItems.sn, complaint.orderItemSn), eq(orderItems.complainId, complaint.id)))
  }
  return updated
}
