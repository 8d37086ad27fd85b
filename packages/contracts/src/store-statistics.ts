import { z } from 'zod'
import { Yuan } from './primitives.ts'

/**
 * `GET /store/statistics/dashboard`: what waits for the seller and how the store sells. A count is null
 * where the signed-in user may not read its area (the page then leaves it out).
 */
export const StoreDashboardView = z.object({
  pending: z.object({
    unpaid: z.number().int().nullable(),
    undelivered: z.number().int().nullable(),
    toVerify: z.number().int().nullable(),
    afterSale: z.number().int().nullable(),
    complaints: z.number().int().nullable(),
    lowStock: z.number().int().nullable(),
    goodsInReview: z.number().int().nullable(),
    billsToConfirm: z.number().int().nullable(),
    /** Customer-service conversations whose buyer waits for an answer (decision 142). */
    unansweredChats: z.number().int().nullable(),
    /** The platform's flash sales open for applications (issue 66). */
    flashSales: z.number().int().nullable(),
    /** The platform's messages to the store not yet read (decision 174). */
    unreadMessages: z.number().int().nullable(),
  }),
  /** Paid orders today (GMT+8) and their amount; null without `statistics:read`. */
  today: z.object({ orders: z.number().int(), amount: Yuan }).nullable(),
  /** The last 30 days (GMT+8), oldest first, today included; null without `statistics:read`. */
  days: z.array(z.object({ date: z.string(), orders: z.number().int(), amount: Yuan })).nullable(),
})

const Figure = z.number().nullable()
/**
 * lilishop's seller home (`GET /store/statistics/index`, its `StoreIndexStatisticsVO`): today's paid
 * orders and visitors, and what waits; null where the user may not read the area.
 */
export const LiliStoreIndexView = z.object({
  goodsNum: Figure,
  orderNum: Figure,
  orderPrice: Figure,
  storeUV: Figure,
  unPaidOrder: Figure,
  unDeliveredOrder: Figure,
  deliveredOrder: Figure,
  selfPickNum: Figure,
  returnGoods: Figure,
  returnMoney: Figure,
  memberEvaluation: Figure,
  complaint: Figure,
  waitUpper: Figure,
  waitAuth: Figure,
  seckillNum: Figure,
  waitPayBill: Figure,
  alertQuantityNum: Figure,
})
