import { z } from 'zod'
import { Yuan } from './primitives.ts'

/**
 * `GET /buyer/member/overview` (not upstream): every count the member centre home shows, in one call.
 * Order counts follow the order list's tags; `waitComment` counts completed orders with an item still
 * to review.
 */
export const MemberOverview = z.object({
  orders: z.object({
    waitPay: z.number().int(),
    waitShip: z.number().int(),
    waitRog: z.number().int(),
    /** Self-pickup orders paid and waiting for the store to redeem their code (tag WAIT_TAKE). */
    waitTake: z.number().int(),
    waitComment: z.number().int(),
    /** 退款/售后: my after-sales still in progress (open, or refused and escalated to the platform). */
    afterSale: z.number().int(),
  }),
  /** Coupons that can still be used (NEW and not expired). */
  coupons: z.number().int(),
  point: z.number().int(),
  totalPoint: z.number().int(),
  /** Wallet balance in yuan. */
  balance: Yuan,
  unreadMessages: z.number().int(),
})
