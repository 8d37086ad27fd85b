import type { ErrorName } from '@silk/contracts/errors'
import { and, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'

/**
 * The time window every store and platform activity has (满减, 拼团, 砍价): a start, an end and an
 * optional close. One place for its checks, its state and its state filter.
 */

const MAX_DAYS = 365

export type WindowStatus = 'NEW' | 'START' | 'END' | 'CLOSE'

interface Window {
  startTime: Date
  endTime: Date
  closeTime: Date | null
}

/** CLOSE (closed early), END (over), START (running) or NEW (not started yet). */
export function windowStatus(row: Window, now = new Date()): WindowStatus {
  if (row.closeTime) return 'CLOSE'
  if (row.endTime <= now) return 'END'
  if (row.startTime <= now) return 'START'
  return 'NEW'
}

/**
 * A form's window ("yyyy-MM-dd HH:mm:ss", China time), checked: the end after the start and in the
 * future, at most a year long; otherwise `code`.
 */
export function parseWindow(form: { startTime: string; endTime: string }, now: Date, code: ErrorName) {
  const startTime = parseChinaDateTime(form.startTime)
  const endTime = parseChinaDateTime(form.endTime)
  if (
    !startTime ||
    !endTime ||
    endTime <= startTime ||
    endTime <= now ||
    endTime.getTime() - startTime.getTime() > MAX_DAYS * 86_400_000
  )
    throw new BizError(code)
  return { startTime, endTime }
}

/**
 * Before an edit: over or closed is `closed`, started is `started` (an activity is edited only before
 * its start).
 */
export function assertEditable(row: Window, now: Date, closed: ErrorName, started: ErrorName) {
  const status = windowStatus(row, now)
  if (status === 'CLOSE' || status === 'END') throw new BizError(closed)
  if (status === 'START') throw new BizError(started)
}

/** Before closing: an activity over or closed already is `closed`. */
export function assertClosable(row: Window, now: Date, closed: ErrorName) {
  const status = windowStatus(row, now)
  if (status === 'CLOSE' || status === 'END') throw new BizError(closed)
}

/** The SQL filter of each state, on a table's window columns. */
export function windowStateWhere(
  t: { startTime: PgColumn; endTime: PgColumn; closeTime: PgColumn },
  now: Date,
): Record<WindowStatus, SQL | undefined> {
  return {
    CLOSE: isNotNull(t.closeTime),
    END: and(isNull(t.closeTime), lte(t.endTime, now)),
    START: and(isNull(t.closeTime), lte(t.startTime, now), gt(t.endTime, now)),
    NEW: and(isNull(t.closeTime), gt(t.startTime, now)),
  }
}
