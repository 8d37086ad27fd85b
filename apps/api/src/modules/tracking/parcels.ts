import { randomBytes } from 'node:crypto'
import type { DbOrTx, Tx } from '@silk/db/client'
import { orders } from '@silk/db/schema/orders'
import { type ParcelState, parcelEvents, parcels } from '@silk/db/schema/tracking'
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { type JobSender, jobRef } from '../../shared/jobs.ts'
import { kuaidi100Company } from './carriers.ts'
import { kuaidi100Provider } from './kuaidi100.ts'
import type { ParcelRef, TraceReport, TrackingProvider } from './provider.ts'

export type ParcelRow = typeof parcels.$inferSelect

/**
 * The `parcel-subscribe` job as its senders need it: one parcel to subscribe to the provider's pushes
 * (its definition, which calls `subscribeParcel`: jobs/parcel-subscribe.ts).
 */
export const parcelSubscribeJob = jobRef('parcel-subscribe', z.object({ orderSn: z.string().min(1).max(40) }))

/** The configured provider: Kuaidi100 when its key is set, else null (the sandbox carrier). */
export function trackingProvider(config: Config): TrackingProvider | null {
  if (!config.KUAIDI100_KEY) return null
  return kuaidi100Provider({
    key: config.KUAIDI100_KEY,
    customer: config.KUAIDI100_CUSTOMER,
    baseUrl: config.KUAIDI100_URL,
  })
}

export const PUSH_PATH = '/common/tracking/kuaidi100/push'

/** Where the provider pushes this parcel's events: the order is named in the address. */
export function callbackUrl(config: Config, orderSn: string) {
  const origin = config.TRACKING_CALLBACK_ORIGIN ?? config.API_ORIGIN ?? config.PUBLIC_ORIGIN
  return `${origin.replace(/\/+$/, '')}${PUSH_PATH}?sn=${encodeURIComponent(orderSn)}`
}

/**
 * The parcel of an order the seller just shipped, in the shipping transaction: with a provider it
 * waits for its subscription (queued as a job in the same transaction: no parcel without its job, no
 * job without its parcel); without one it is the sandbox's. Shipping again replaces it.
 */
export async function openParcel(
  tx: Tx,
  ctx: { config: Config; jobs: JobSender },
  order: { sn: string; storeId: string },
  carrier: { code: string },
  trackingNo: string,
) {
  const tracked = trackingProvider(ctx.config) !== null
  const values = {
    storeId: order.storeId,
    provider: tracked ? ('kuaidi100' as const) : ('sandbox' as const),
    carrierCode: carrier.code,
    providerCom: tracked ? kuaidi100Company(carrier.code) : null,
    trackingNo,
    salt: tracked ? randomBytes(12).toString('hex') : null,
    subscription: tracked ? ('PENDING' as const) : ('SANDBOX' as const),
    subscriptionNote: null,
    subscribeAttempts: 0,
    subscribedAt: null,
    state: null,
    stateAt: null,
    signedAt: null,
    lastPushAt: null,
    lastQueryAt: null,
    createTime: new Date(),
  }
  await tx.delete(parcelEvents).where(eq(parcelEvents.orderSn, order.sn))
  await tx
    .insert(parcels)
    .values({ orderSn: order.sn, ...values })
    .onConflictDoUpdate({ target: parcels.orderSn, set: values })
  if (tracked) await ctx.jobs.send(parcelSubscribeJob, { orderSn: order.sn }, { tx })
}

async function parcelRef(db: DbOrTx, parcel: ParcelRow): Promise<ParcelRef> {
  const [order] = await db
    .select({ phone: orders.consigneeMobile, to: orders.consigneeAddressPath })
    .from(orders)
    .where(eq(orders.sn, parcel.orderSn))
  return {
    orderSn: parcel.orderSn,
    carrierCode: parcel.carrierCode,
    providerCom: parcel.providerCom,
    trackingNo: parcel.trackingNo,
    salt: parcel.salt,
    phone: order?.phone ?? null,
    from: null,
    // The path is "province,city,district"; Kuaidi100 reads 省市区 run together.
    to: order?.to ? order.to.split(',').join('') : null,
  }
}

export class SubscribeRefused extends Error {}

/**
 * Subscribes a PENDING (or FAILED) parcel with the provider (the `parcel-subscribe` job). A refusal
 * marks it FAILED with the provider's words and throws, so the run shows as failed and is retried;
 * a parcel already subscribed, ended or of the sandbox is left alone.
 */
export async function subscribeParcel(
  ctx: { db: DbOrTx; config: Config },
  orderSn: string,
  provider = trackingProvider(ctx.config),
) {
  const [parcel] = await ctx.db.select().from(parcels).where(eq(parcels.orderSn, orderSn))
  if (!parcel || !provider || parcel.provider !== provider.name) return { subscribed: false }
  if (
    parcel.subscription !== 'PENDING' &&
    parcel.subscription !== 'FAILED' &&
    parcel.subscription !== 'ABORTED'
  )
    return { subscribed: false }
  // Kuaidi100 takes a number at most 4 times a month, however many runs ask.
  if (parcel.subscribeAttempts >= MAX_SUBSCRIBE_ATTEMPTS) {
    if (parcel.subscription === 'PENDING')
      await ctx.db
        .update(parcels)
        .set({ subscription: 'FAILED' })
        .where(and(eq(parcels.orderSn, orderSn), eq(parcels.trackingNo, parcel.trackingNo)))
    return { subscribed: false }
  }
  const outcome = await provider.subscribe(await parcelRef(ctx.db, parcel), callbackUrl(ctx.config, orderSn))
  const attempts = sql`${parcels.subscribeAttempts} + 1`
  // Only the parcel this run read: shipping it again meanwhile gave it a new number and a new job.
  const same = and(eq(parcels.orderSn, orderSn), eq(parcels.trackingNo, parcel.trackingNo))
  if (outcome.ok) {
    await ctx.db
      .update(parcels)
      .set({
        subscription: 'SUBSCRIBED',
        subscriptionNote: null,
        subscribedAt: new Date(),
        subscribeAttempts: attempts,
      })
      .where(same)
    return { subscribed: true }
  }
  const note = `${outcome.code} ${outcome.message}`.trim().slice(0, 200)
  await ctx.db
    .update(parcels)
    .set({ subscription: 'FAILED', subscriptionNote: note, subscribeAttempts: attempts })
    .where(same)
  throw new SubscribeRefused(`kuaidi100 subscribe ${orderSn}: ${note}`)
}

/** How a report went: stored, or refused because it is of another parcel. */
export type RecordOutcome = 'recorded' | 'mismatch' | 'unknown'

/**
 * Stores what a push or a query said of a parcel, in one transaction with the parcel locked: every
 * event once (pushes repeat the whole trace), the state only when the report's newest event is not
 * older than the one behind the current state (a late push of an older trace changes nothing), the
 * time of signing the first time it is signed. A report of another number changes nothing.
 */
export async function recordReport(
  db: DbOrTx,
  orderSn: string,
  report: TraceReport,
  source: 'push' | 'query',
  now = new Date(),
): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const [parcel] = await tx.select().from(parcels).where(eq(parcels.orderSn, orderSn)).for('update')
    if (!parcel) return 'unknown'
    if (report.trackingNo.trim().toUpperCase() !== parcel.trackingNo.trim().toUpperCase()) return 'mismatch'
    if (report.events.length > 0) {
      await tx
        .insert(parcelEvents)
        .values(report.events.map((e) => ({ orderSn, ...e })))
        .onConflictDoNothing()
    }
    const newest = report.events.reduce<Date | null>((max, e) => (!max || e.time > max ? e.time : max), null)
    const fresher = newest !== null && (!parcel.stateAt || newest >= parcel.stateAt)
    const set: Partial<typeof parcels.$inferInsert> =
      source === 'push' ? { lastPushAt: now } : { lastQueryAt: now }
    if (report.state && (fresher || (!parcel.stateAt && !parcel.state))) {
      set.state = report.state
      set.stateAt = newest ?? parcel.stateAt
    }
    if (report.state === 'SIGNED' && !parcel.signedAt && (fresher || !parcel.stateAt))
      set.signedAt = newest ?? now
    if (report.providerCom && report.providerCom !== parcel.providerCom)
      set.providerCom = report.providerCom.slice(0, 32)
    if (report.ended) set.subscription = 'ENDED'
    else if (report.aborted && parcel.subscription !== 'ENDED') {
      set.subscription = 'ABORTED'
      set.subscriptionNote = report.message
    }
    await tx.update(parcels).set(set).where(eq(parcels.orderSn, orderSn))
    return 'recorded'
  })
}

/**
 * A tracked parcel no push reached for TRACKING_QUERY_AFTER_MINUTES (and not queried for as long) is
 * queried now and the answer stored; a failing query is logged, and the stored trace stands.
 */
export async function queryIfLate(
  ctx: { db: DbOrTx; config: Config; log: FastifyBaseLogger },
  parcel: ParcelRow,
  now = new Date(),
): Promise<boolean> {
  const provider = trackingProvider(ctx.config)
  if (!provider || parcel.provider !== provider.name || parcel.subscription === 'ENDED') return false
  const late = ctx.config.TRACKING_QUERY_AFTER_MINUTES * 60_000
  const lastHeard = Math.max(
    parcel.lastPushAt?.getTime() ?? 0,
    parcel.lastQueryAt?.getTime() ?? 0,
    parcel.createTime.getTime(),
  )
  if (now.getTime() - lastHeard < late) return false
  try {
    const report = await provider.query(await parcelRef(ctx.db, parcel))
    if (!report) return false
    return (await recordReport(ctx.db, parcel.orderSn, report, 'query', now)) === 'recorded'
  } catch (err) {
    ctx.log.warn({ err, orderSn: parcel.orderSn }, 'tracking query failed')
    await ctx.db.update(parcels).set({ lastQueryAt: now }).where(eq(parcels.orderSn, parcel.orderSn))
    return false
  }
}

export async function parcelOf(db: DbOrTx, orderSn: string) {
  const [parcel] = await db.select().from(parcels).where(eq(parcels.orderSn, orderSn))
  return parcel ?? null
}

export async function eventsOf(db: DbOrTx, orderSn: string) {
  return db
    .select()
    .from(parcelEvents)
    .where(eq(parcelEvents.orderSn, orderSn))
    .orderBy(asc(parcelEvents.time), asc(parcelEvents.id))
}

export type { ParcelState }

/** Kuaidi100 takes a number at most 4 times a month: never ask more often for one parcel. */
export const MAX_SUBSCRIBE_ATTEMPTS = 4
/** Kuaidi100 asks for half an hour before an aborted number is subscribed again. */
const RESUBSCRIBE_AFTER_MS = 30 * 60_000
/** A parcel PENDING this long has no subscribe job left (its retries end within minutes). */
const PENDING_LOST_AFTER_MS = 6 * 3600_000

/**
 * 重新订阅 (the `parcel-resubscribe` job): parcels whose subscription failed (the subscribe job's
 * retries ran out) or that the provider gave up on (ABORTED: nothing found in 3 days), quiet for half
 * an hour, are subscribed again while they have attempts left. Each parcel is claimed with
 * FOR UPDATE SKIP LOCKED, marked PENDING and given a `parcel-subscribe` job in one transaction: the
 * call to the provider is that job's, so a node that dies during the call leaves a job the queue
 * retries on another node once its lease is up, never a parcel PENDING with nobody to subscribe it
 * (jobs/kill-mid-job.test.ts).
 */
export async function resubscribeParcels(
  ctx: { db: DbOrTx; config: Config; jobs: JobSender },
  now = new Date(),
) {
  const provider = trackingProvider(ctx.config)
  if (!provider) return { queued: 0 }
  const quietSince = new Date(now.getTime() - RESUBSCRIBE_AFTER_MS)
  const lostSince = new Date(now.getTime() - PENDING_LOST_AFTER_MS)
  let queued = 0
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ orderSn: parcels.orderSn })
        .from(parcels)
        .where(
          and(
            eq(parcels.provider, provider.name),
            sql`${parcels.subscribeAttempts} < ${MAX_SUBSCRIBE_ATTEMPTS}`,
            or(
              and(
                sql`${parcels.subscription} in ('FAILED', 'ABORTED')`,
                sql`greatest(${parcels.createTime}, coalesce(${parcels.lastPushAt}, ${parcels.createTime}), coalesce(${parcels.lastQueryAt}, ${parcels.createTime})) <= ${quietSince}`,
              ),
              // A subscribe job whose retries all met a fault (the provider unreachable) left its
              // parcel PENDING: long after any retry, it is lost.
              and(
                eq(parcels.subscription, 'PENDING'),
                sql`greatest(${parcels.createTime}, coalesce(${parcels.lastQueryAt}, ${parcels.createTime})) <= ${lostSince}`,
              ),
            ),
          ),
        )
        .orderBy(asc(parcels.createTime))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!row) return null
      // PENDING: the next run of this sweep leaves it alone; its subscribe job owns it now.
      await tx
        .update(parcels)
        .set({ subscription: 'PENDING', lastQueryAt: now })
        .where(eq(parcels.orderSn, row.orderSn))
      await ctx.jobs.send(parcelSubscribeJob, { orderSn: row.orderSn }, { tx })
      return row.orderSn
    })
    if (!claimed) return { queued }
    queued++
  }
}
