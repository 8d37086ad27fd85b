import type { AdminLogQuery } from '@silk/contracts/admin'
import { ADMIN_ACTIONS, type AdminAction, adminActionTitle } from '@silk/contracts/admin-actions'
import { adminLogChanges } from '@silk/contracts/admin-log-fields'
import type { DbOrTx, Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { adminLogs } from '@silk/db/schema/index'
import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'

export interface Operation {
  /**
   * Stable machine name, e.g. `wallet.withdraw.approve`: a code of `ADMIN_ACTIONS`, which holds what
   * the log list shows for it in each language (审核通过提现, Approved a withdrawal; decision 137).
   */
  action: AdminAction
  /** The resource acted on (an id or sn). */
  target?: string
}

/** What a write reports for the log: its state before and after (small summaries, not whole rows). */
export interface Outcome<T> {
  before?: unknown
  after?: unknown
  result: T
}

async function append(db: DbOrTx, ctx: ManagerCtx, op: Operation, before: unknown, after: unknown) {
  await db.insert(adminLogs).values({
    id: nextId(),
    adminId: ctx.admin.id,
    adminName: ctx.admin.username,
    action: op.action,
    // As it read when written; the list shows the title of the reader's language from the code.
    title: ADMIN_ACTIONS[op.action].zh,
    target: op.target ?? '',
    before: before ?? null,
    after: after ?? null,
    ip: ctx.ip ?? null,
  })
}

/**
 * The one way an operator writes: `write` runs in a transaction and the operation-log row (who, what,
 * when, before/after, IP) is inserted in the same transaction, so a write that commits is always
 * logged and a rolled-back one never is.
 */
export async function adminWrite<T>(
  ctx: ManagerCtx,
  op: Operation,
  write: (tx: Tx) => Promise<Outcome<T>>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const outcome = await write(tx)
    await append(tx, ctx, op, outcome.before, outcome.after)
    return outcome.result
  })
}

/**
 * `GET /manager/setting/log`: newest first, filtered by operator, action, target and day range; each
 * row's title in the reader's language, from its action code, and its before/after as labelled changes
 * (amounts in yuan) beside the raw JSON.
 */
export async function listAdminLogs(ctx: ManagerCtx, query: z.infer<typeof AdminLogQuery>) {
  const start = query.startDate ? parseChinaDateTime(query.startDate) : null
  const end = query.endDate ? parseChinaDateTime(query.endDate) : null
  const where = and(
    query.adminName ? ilike(adminLogs.adminName, containsPattern(query.adminName)) : undefined,
    query.action ? eq(adminLogs.action, query.action) : undefined,
    query.target ? eq(adminLogs.target, query.target) : undefined,
    start ? gte(adminLogs.createTime, start) : undefined,
    end ? lt(adminLogs.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(adminLogs)
      .where(where)
      .orderBy(desc(adminLogs.createTime), desc(adminLogs.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(adminLogs).where(where),
  ])
  const records = rows.map((r) => ({
    id: r.id,
    adminId: r.adminId,
    adminName: r.adminName,
    action: r.action,
    title: adminActionTitle(r.action, ctx.locale, r.title),
    target: r.target,
    before: r.before,
    after: r.after,
    changes: adminLogChanges(r.before, r.after, ctx.locale),
    ip: r.ip,
    createTime: formatDateTime(r.createTime) ?? '',
  }))
  return toPage(records, total, query)
}
