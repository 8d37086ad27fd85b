import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** Where a tracked parcel is, in the platform's words (the provider's states mapped onto these). */
export type ParcelState = 'COLLECTED' | 'IN_TRANSIT' | 'DELIVERING' | 'SIGNED' | 'PROBLEM' | 'RETURNED'

/**
 * The subscription's life: PENDING until the provider accepts it (the `parcel-subscribe` job),
 * SUBSCRIBED while it pushes, FAILED when it refused (the job's retries ran out; resent later),
 * ENDED once the parcel was signed for (the provider stops pushing), ABORTED when the provider gave
 * up (no record in 3 days, no change in 60 days), SANDBOX for the built-in sandbox carrier.
 */
export type ParcelSubscription = 'PENDING' | 'SUBSCRIBED' | 'FAILED' | 'ENDED' | 'ABORTED' | 'SANDBOX'

/**
 * 物流跟踪 (decision 147): one parcel per shipped order (an order ships whole). `salt` signs the
 * provider's pushes for this parcel only, so a push signed for another parcel is refused. `stateAt`:
 * the time of the newest event behind `state`, so an older push that arrives late changes nothing.
 */
export const parcels = pgTable(
  'parcel',
  {
    orderSn: varchar('order_sn', { length: 40 }).primaryKey(),
    storeId: text('store_id').notNull(),
    provider: varchar('provider', { length: 16 }).notNull().$type<'kuaidi100' | 'sandbox'>(),
    /** Our carrier code (`logistics.code`: SF, ZTO, DHL…) and the provider's (shunfeng, zhongtong, dhlen…). */
    carrierCode: varchar('carrier_code', { length: 32 }).notNull(),
    providerCom: varchar('provider_com', { length: 32 }),
    trackingNo: varchar('tracking_no', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 64 }),
    subscription: varchar('subscription', { length: 12 }).notNull().$type<ParcelSubscription>(),
    /** The provider's last refusal or monitoring message (`3天查询无记录`…). */
    subscriptionNote: varchar('subscription_note', { length: 200 }),
    /** Subscription requests made (Kuaidi100 takes at most 4 a number a month). */
    subscribeAttempts: integer('subscribe_attempts').notNull().default(0),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    state: varchar('state', { length: 12 }).$type<ParcelState>(),
    stateAt: timestamp('state_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
    lastQueryAt: timestamp('last_query_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parcel_tracking_no_idx').on(t.trackingNo),
    index('parcel_subscription_idx').on(t.subscription),
  ],
)

/** Every event a provider reported for a parcel, once each (pushes repeat the whole trace). */
export const parcelEvents = pgTable(
  'parcel_event',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderSn: varchar('order_sn', { length: 40 }).notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    context: text('context').notNull(),
    /** The provider's state code of this event, when it gives one, and its area. */
    providerState: varchar('provider_state', { length: 8 }),
    areaName: varchar('area_name', { length: 100 }),
  },
  (t) => [uniqueIndex('parcel_event_uq').on(t.orderSn, t.time, t.context)],
)
