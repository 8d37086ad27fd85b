import type { AfterSaleStatus } from '@silk/contracts/after-sale'
import type { ErrorName } from '@silk/contracts/errors'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { afterSaleLogs, afterSales } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { BizError } from '../../shared/errors.ts'
import type { AfterSaleLogCode, LogLine } from '../../shared/log-lines.ts'
import { type Actor, logColumns } from '../orders/state-machine.ts'

/**
 * Every after-sale status change allowed (reference §10.2), and who makes it. Nothing else may write
 * `service_status`: `transitionAfterSale` checks this table and updates conditionally.
 */
export const AFTER_SALE_TRANSITIONS: Record<AfterSaleStatus, Partial<Record<AfterSaleStatus, string>>> = {
  APPLY: {
    PASS: 'seller approves a return: the buyer sends the goods back',
    REFUSE: 'seller refuses',
    COMPLETE: 'seller approves a refund-only request: refunded at once (original route)',
    WAIT_REFUND: 'seller approves a refund-only request paid offline: the platform refunds',
    BUYER_CANCEL: 'buyer cancels',
  },
  PASS: {
    BUYER_RETURN: 'buyer ships the goods back',
    BUYER_CANCEL: 'buyer cancels',
  },
  BUYER_RETURN: {
    SELLER_CONFIRM: 'seller receives the returned goods',
    SELLER_TERMINATION: 'seller rejects the returned goods',
  },
  SELLER_CONFIRM: {
    COMPLETE: 'refunded (original route)',
    WAIT_REFUND: 'paid offline: the platform refunds',
  },
  WAIT_REFUND: { COMPLETE: 'platform refunded' },
  // The platform's ruling on an escalated refusal (decision 115): it refunds as an approval would.
  REFUSE: {
    COMPLETE: 'platform rules for the buyer: refunded',
    WAIT_REFUND: 'platform rules for the buyer: paid offline',
  },
  SELLER_TERMINATION: {
    COMPLETE: 'platform rules for the buyer: refunded',
    WAIT_REFUND: 'platform rules for the buyer: paid offline',
  },
  BUYER_CANCEL: {},
  COMPLETE: {},
}

/** Statuses that still hold units of the order item (an open request or a refund). */
export const HOLDING: readonly AfterSaleStatus[] = [
  'APPLY',
  'PASS',
  'BUYER_RETURN',
  'SELLER_CONFIRM',
  'WAIT_REFUND',
  'COMPLETE',
]
/** Statuses of an after-sale still in progress. */
export const OPEN: readonly AfterSaleStatus[] = HOLDING.filter((s) => s !== 'COMPLETE')

export function canTransition(from: string, to: AfterSaleStatus): boolean {
  return !!AFTER_SALE_TRANSITIONS[from as AfterSaleStatus]?.[to]
}

export type AfterSaleRow = typeof afterSales.$inferSelect

/**
 * Moves an after-sale from its current status to `to` with a conditional update (a concurrent change
 * makes it fail instead of overwriting) and writes the log row (`afterSaleLine`, decision 137). `error`
 * when not allowed or raced.
 */
export async function transitionAfterSale(
  tx: DbOrTx,
  row: AfterSaleRow,
  to: AfterSaleStatus,
  actor: Actor,
  line: LogLine<AfterSaleLogCode>,
  extra: Partial<AfterSaleRow> = {},
  error: ErrorName = 'AFTER_STATUS_ERROR',
): Promise<AfterSaleRow> {
  if (!canTransition(row.serviceStatus, to)) throw new BizError(error)
  const [updated] = await tx
    .update(afterSales)
    .set({ ...extra, serviceStatus: to, updateTime: new Date() })
    .where(and(eq(afterSales.sn, row.sn), eq(afterSales.serviceStatus, row.serviceStatus)))
    .returning()
  if (!updated) throw new BizError(error)
  await writeLog(tx, row.sn, actor, row.serviceStatus, to, line)
  return updated
}

export async function writeLog(
  tx: DbOrTx,
  sn: string,
  actor: Actor,
  from: string | null,
  to: AfterSaleStatus,
  line: LogLine<AfterSaleLogCode>,
) {
  await tx.insert(afterSaleLogs).values({
    id: nextId(),
    sn,
    operatorId: actor.id,
    operatorType: actor.type,
    operatorName: actor.name.slice(0, 64),
    fromStatus: from,
    toStatus: to,
    ...logColumns(line),
  })
}
