import type { ManagerRechargeQuery, ManagerWalletLogQuery } from '@silk/contracts/admin'
import { dayText, parseChinaDateTime } from '@silk/contracts/china-time'
import { recharges, walletLogs } from '@silk/db/schema/index'
import { and, count, desc, eq, gte, ilike, lt } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { rechargeView, walletLogView } from './wallet.ts'

/** [start, end) of the China days a filter names (end inclusive, as the pages' date pickers mean it). */
function dayRange(startDate: string | undefined, endDate: string | undefined) {
  const at = (text: string | undefined) => {
    if (!text) return null
    const date = parseChinaDateTime(dayText(text))
    if (!date) throw new BizError('PARAMS_ERROR', { detail: `日期不存在：${text}` })
    return date
  }
  const start = at(startDate)
  const end = at(endDate)
  return { start, end: end ? new Date(end.getTime() + 86_400_000) : null }
}

const within = (column: PgColumn, range: ReturnType<typeof dayRange>) =>
  and(range.start ? gte(column, range.start) : undefined, range.end ? lt(column, range.end) : undefined)

/** `GET /manager/wallet/log` (会员资金): every member's ledger rows, newest first. */
export async function listAllWalletLogs(ctx: ManagerCtx, query: z.infer<typeof ManagerWalletLogQuery>) {
  const where = and(
    query.memberName ? ilike(walletLogs.memberName, containsPattern(query.memberName)) : undefined,
    within(walletLogs.createTime, dayRange(query.startDate, query.endDate)),
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(walletLogs)
      .where(where)
      .orderBy(desc(walletLogs.seq))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(walletLogs).where(where),
  ])
  return toPage(
    rows.map((r) => walletLogView(ctx.locale, r)),
    total,
    query,
  )
}

/** `GET /manager/wallet/recharge` (充值记录): every member's top-ups, paid or not, newest first. */
export async function listAllRecharges(ctx: ManagerCtx, query: z.infer<typeof ManagerRechargeQuery>) {
  const where = and(
    query.memberName ? ilike(recharges.memberName, containsPattern(query.memberName)) : undefined,
    query.rechargeSn ? eq(recharges.rechargeSn, query.rechargeSn) : undefined,
    within(recharges.createTime, dayRange(query.startDate, query.endDate)),
  )
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(recharges)
      .where(where)
      .orderBy(desc(recharges.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(recharges).where(where),
  ])
  return toPage(rows.map(rechargeView), total, query)
}
