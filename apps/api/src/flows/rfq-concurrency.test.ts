import { ErrorCodes } from '@silk/contracts/errors'
import { orders, purchaseOrders, purchaseQuotes } from '@silk/db/schema/index'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submitQuote } from '../modules/rfq/index.ts'
import { BizError } from '../shared/errors.ts'
import type { BuyerCtx } from '../shared/member-ctx.ts'
import type { StoreCtx } from '../shared/store-ctx.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { makeCategoryPath, quoteForm, requestForm, rfqBuyer, rfqSeller } from '../testing/rfq.ts'
import { stockOf } from '../testing/trade.ts'
import { acceptQuote } from './accept-quote.ts'

let t: TestApp
let path: string
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  path = await makeCategoryPath(t, ['茶具', '茶具套装', '陶瓷茶具'])
})
afterAll(() => t.close())

const base = () => ({ db: t.database.db, store: t.store, config: t.config })
const sellerCtx = (s: Awaited<ReturnType<typeof rfqSeller>>) =>
  ({
    ...base(),
    member: null,
    seller: { ...s.who.member, audience: 'STORE', storeId: s.store.id, superUser: true },
  }) as unknown as StoreCtx
const buyerCtx = (b: Awaited<ReturnType<typeof rfqBuyer>>) =>
  ({ ...base(), member: b.who.member }) as unknown as BuyerCtx

async function posted() {
  const buyer = await rfqBuyer(t)
  // Delivered in China: acceptance may take the buyer's default address (decision 145).
  const res = await buyer.api.post(
    '/buyer/other/purchase/purchase',
    requestForm(path, { destinationCountry: 'CN' }),
  )
  expect(res.success).toBe(true)
  return { buyer, id: res.result.id as string }
}

/**
 * Quotes and acceptances straight to the use cases, past the duplicate-submit guard: only the
 * request's row lock stands between them. Real parallel transactions on PostgreSQL
 * (TEST_DATABASE_URL); serialised on PGlite.
 */
describe('requests for quotation under concurrency', () => {
  it('12 stores quoting at once: exactly 10 quotes, the request CLOSED (FULL), the rest refused 60703', async () => {
    const { id } = await posted()
    const sellers = await Promise.all(Array.from({ length: 12 }, () => rfqSeller(t, path)))
    const results = await Promise.allSettled(
      sellers.map((s) => submitQuote(sellerCtx(s), quoteForm(id, s.sku.id) as never)),
    )
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(won).toHaveLength(10)
    expect(lost).toHaveLength(2)
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(BizError)
      expect((r.reason as BizError).code).toBe(ErrorCodes.PURCHASE_NOT_OPEN.code)
    }
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))
    expect(row).toMatchObject({ status: 'CLOSED', closeReason: 'FULL', quoteCount: 10 })
    expect(
      await t.database.db.select().from(purchaseQuotes).where(eq(purchaseQuotes.purchaseOrderId, id)),
    ).toHaveLength(10)
  })

  it('accept clicked six times at once, on two quotes: one order, stock taken once', async () => {
    const { buyer, id } = await posted()
    const s1 = await rfqSeller(t, path)
    const s2 = await rfqSeller(t, path)
    const q1 = await submitQuote(sellerCtx(s1), quoteForm(id, s1.sku.id) as never)
    const q2 = await submitQuote(sellerCtx(s2), quoteForm(id, s2.sku.id) as never)
    const ctx = buyerCtx(buyer)
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => acceptQuote(ctx, id, { quoteId: i % 2 ? q1.id : q2.id })),
    )
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(won).toHaveLength(1)
    for (const r of lost) expect((r.reason as BizError).code).toBe(ErrorCodes.PURCHASE_ALREADY_ACCEPTED.code)
    const mine = await t.database.db.select().from(orders).where(eq(orders.memberId, buyer.who.member.id))
    expect(mine).toHaveLength(1)
    const taken = 5_000 - (await stockOf(t, s1.sku.id)) + (5_000 - (await stockOf(t, s2.sku.id)))
    expect(taken).toBe(2000)
    const [row] = await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id))
    expect(row).toMatchObject({ status: 'ACCEPTED', orderSn: mine[0].sn })
  })

  it('two requests accepting quotes of one SKU with stock for one: one order, the other told the stock is gone', async () => {
    const a = await posted()
    const b = await posted()
    const s = await rfqSeller(t, path, 3_000)
    const qa = await submitQuote(sellerCtx(s), quoteForm(a.id, s.sku.id) as never)
    const qb = await submitQuote(sellerCtx(s), quoteForm(b.id, s.sku.id) as never)
    const results = await Promise.allSettled([
      acceptQuote(buyerCtx(a.buyer), a.id, { quoteId: qa.id }),
      acceptQuote(buyerCtx(b.buyer), b.id, { quoteId: qb.id }),
    ])
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect([won.length, lost.length]).toEqual([1, 1])
    expect((lost[0].reason as BizError).code).toBe(ErrorCodes.PURCHASE_QUOTE_STOCK_GONE.code)
    expect(await stockOf(t, s.sku.id)).toBe(1_000)
    const statuses = await t.database.db
      .select({ status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.id, [a.id, b.id]))
    expect(statuses.map((x) => x.status).sort()).toEqual(['ACCEPTED', 'OPEN'])
  })
})
