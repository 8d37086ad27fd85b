import type {
  SeckillApplyQuery,
  SeckillAuditForm,
  SeckillForm,
  SeckillQuery,
} from '@silk/contracts/seckill-admin'
import type { Tx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { seckillGoods, seckills } from '@silk/db/schema/index'
import { and, eq, notInArray } from 'drizzle-orm'
import type { z } from 'zod'
import { DAY_MS, formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { appliesOf, HOUR_MS, listOf, type SeckillRow, seckillView, statusOf } from './seckill-lists.ts'

/**
 * The operator console's 秒杀 (`/manager/promotion/seckill/**`): the day's activities, created,
 * edited, closed or deleted before their first session, and the stores' applications reviewed.
 * Every write goes through adminWrite. The rules are in seckill-lists.ts.
 */

async function lockSeckill(tx: Tx, id: string) {
  const [row] = await tx.select().from(seckills).where(eq(seckills.id, id)).for('update')
  if (!row) throw new BizError('SECKILL_NOT_EXIST')
  return row
}

/** The form as columns, checked: the sessions in the future, applications closing before the first. */
function columnsOf(form: SeckillForm, now = new Date()) {
  const startTime = parseChinaDateTime(`${form.day} 00:00:00`)
  const applyEndTime = parseChinaDateTime(form.applyEndTime)
  if (!startTime || !applyEndTime) throw new BizError('SECKILL_TIME_ERROR')
  const hours = [...new Set(form.hours)].sort((a, b) => a - b)
  const first = new Date(startTime.getTime() + hours[0] * HOUR_MS)
  if (first <= now || applyEndTime <= now || applyEndTime > first) throw new BizError('SECKILL_TIME_ERROR')
  return {
    seckillName: form.seckillName,
    hours,
    startTime,
    endTime: new Date(startTime.getTime() + DAY_MS),
    applyEndTime,
    seckillRule: form.seckillRule,
  }
}

const summary = (row: typeof seckills.$inferSelect) => ({
  seckillName: row.seckillName,
  hours: row.hours,
  startTime: formatDateTime(row.startTime),
  applyEndTime: formatDateTime(row.applyEndTime),
  status: row.status,
})

const counted = (row: typeof seckills.$inferSelect): SeckillRow => ({
  ...row,
  applyCount: 0,
  passCount: 0,
  total: 1,
})

/** Refuses a change to an activity whose first session has begun (or that has ended, or is closed). */
function assertNotStarted(row: typeof seckills.$inferSelect, now = new Date()) {
  if (statusOf(row, now) !== 'NEW') throw new BizError('SECKILL_ALREADY_STARTED')
}

/** `GET /manager/promotion/seckill`. */
export function listSeckills(ctx: ManagerCtx, query: z.infer<typeof SeckillQuery>) {
  return listOf(ctx.db, query, null, false)
}

/** `POST /manager/promotion/seckill`: a day's activity, open for applications until its deadline. */
export function createSeckill(ctx: ManagerCtx, form: SeckillForm) {
  const id = nextId()
  return adminWrite(ctx, { action: 'promotion.seckill.create', target: id }, async (tx) => {
    const [row] = await tx
      .insert(seckills)
      .values({ id, ...columnsOf(form) })
      .returning()
    return { after: summary(row), result: seckillView(counted(row)) }
  })
}

/**
 * `PUT /manager/promotion/seckill/{id}`: before its first session only. Applications to a session
 * the edit removes go with it (nothing of them was sold: no session had begun).
 */
export function updateSeckill(ctx: ManagerCtx, id: string, form: SeckillForm) {
  return adminWrite(ctx, { action: 'promotion.seckill.update', target: id }, async (tx) => {
    const before = await lockSeckill(tx, id)
    assertNotStarted(before)
    const values = columnsOf(form)
    const [row] = await tx.update(seckills).set(values).where(eq(seckills.id, id)).returning()
    const dropped = await tx
      .delete(seckillGoods)
      .where(and(eq(seckillGoods.seckillId, id), notInArray(seckillGoods.timeLine, values.hours)))
      .returning({ id: seckillGoods.id })
    return {
      before: summary(before),
      after: { ...summary(row), droppedApplications: dropped.length },
      result: seckillView(counted(row)),
    }
  })
}

/** `PUT /manager/promotion/seckill/{id}/close`: before its first session; it takes no more applications and never shows. */
export function closeSeckill(ctx: ManagerCtx, id: string) {
  return adminWrite(ctx, { action: 'promotion.seckill.close', target: id }, async (tx) => {
    const before = await lockSeckill(tx, id)
    assertNotStarted(before)
    const [row] = await tx.update(seckills).set({ status: 'CLOSE' }).where(eq(seckills.id, id)).returning()
    return {
      before: { status: before.status },
      after: { status: 'CLOSE' },
      result: seckillView(counted(row)),
    }
  })
}

/** `DELETE /manager/promotion/seckill/{id}`: an activity not started (or closed before it started), with its applications. */
export function deleteSeckill(ctx: ManagerCtx, id: string) {
  return adminWrite(ctx, { action: 'promotion.seckill.delete', target: id }, async (tx) => {
    const before = await lockSeckill(tx, id)
    // A closed activity was closed before it started (closeSeckill): it may go whenever.
    if (before.status !== 'CLOSE') assertNotStarted(before)
    const sold = await tx
      .select({ id: seckillGoods.id, salesNum: seckillGoods.salesNum })
      .from(seckillGoods)
      .where(eq(seckillGoods.seckillId, id))
    if (sold.some((g) => g.salesNum > 0)) throw new BizError('SECKILL_ALREADY_STARTED')
    await tx.delete(seckillGoods).where(eq(seckillGoods.seckillId, id))
    await tx.delete(seckills).where(eq(seckills.id, id))
    return { before: { ...summary(before), applications: sold.length }, after: null, result: null }
  })
}

/** `GET /manager/promotion/seckill/apply`: every store's applications. */
export function listSeckillApplies(ctx: ManagerCtx, query: z.infer<typeof SeckillApplyQuery>) {
  return appliesOf(ctx.db, null, query, ctx.locale)
}

/**
 * `PUT /manager/promotion/seckill/apply/{id}/audit`: PASS puts it on the buyer pages (from its
 * session on), REFUSE gives the store the reason. Only a waiting application (42021), of an open activity.
 */
export function auditSeckillApply(ctx: ManagerCtx, id: string, form: SeckillAuditForm) {
  return adminWrite(ctx, { action: 'promotion.seckill.audit', target: id }, async (tx) => {
    const [apply] = await tx.select().from(seckillGoods).where(eq(seckillGoods.id, id)).for('update')
    if (!apply) throw new BizError('SECKILL_APPLY_NOT_EXIST')
    if (apply.applyStatus !== 'APPLY') throw new BizError('SECKILL_APPLY_AUDITED')
    const [activity] = await tx.select().from(seckills).where(eq(seckills.id, apply.seckillId))
    if (!activity || activity.status === 'CLOSE') throw new BizError('SECKILL_NOT_EXIST')
    const failReason = form.applyStatus === 'REFUSE' ? form.failReason : null
    await tx
      .update(seckillGoods)
      .set({ applyStatus: form.applyStatus, failReason })
      .where(eq(seckillGoods.id, id))
    return {
      before: { applyStatus: apply.applyStatus },
      after: { applyStatus: form.applyStatus, failReason, storeId: apply.storeId, skuId: apply.skuId },
      result: null,
    }
  })
}
