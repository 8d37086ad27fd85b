import { ErrorCodes } from '@silk/contracts/errors'
import { afterSaleLogs, memberMessages, walletLogs } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletBalance } from '../modules/wallet/ledger.ts'
import { BizError } from '../shared/errors.ts'
import type { StoreCtx } from '../shared/store-ctx.ts'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { completedOrder } from '../testing/orders.ts'
import { confirmReturn, reviewAfterSale } from './after-sale-review.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

/** The seller of the fixture's store, as the `/store/**` routes hand it to the use cases. */
const ctxOf = (f: {
  sellerMember: { member: { id: string; username: string; nickName: string | null } }
  store: { id: string }
}) =>
  ({
    db: t.database.db,
    store: t.store,
    config: t.config,
    member: null,
    seller: { ...f.sellerMember.member, audience: 'STORE', storeId: f.store.id, superUser: true },
  }) as unknown as StoreCtx

async function refundLedger(memberId: string) {
  return t.database.db
    .select()
    .from(walletLogs)
    .where(and(eq(walletLogs.memberId, memberId), eq(walletLogs.serviceType, 'WALLET_REFUND')))
}

/**
 * Concurrent seller calls on one after-sale (a double click, two browser tabs, two nodes): the calls
 * go straight to the use case, past the duplicate-submit guard, so only the row lock and the
 * conditional status update stand between them and a second refund. Real parallel transactions on
 * PostgreSQL (TEST_DATABASE_URL); serialised on PGlite.
 */
describe('after-sale refunds under concurrent seller calls', () => {
  it('eight parallel approvals of a refund-only request refund exactly once', async () => {
    const f = await completedOrder(t, { price: 4_200 })
    const before = (await walletBalance(t.database.db, f.buyerMember.member.id)).balance
    const sn = (
      await f.buyer.post(
        `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_MONEY&num=1&reason=r&problemDesc=d`,
      )
    ).result.sn
    const seller = ctxOf(f)
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        reviewAfterSale(seller, sn, { serviceStatus: 'PASS', remark: `第${i}次` }),
      ),
    )
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(won).toHaveLength(1)
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(BizError)
      expect((r.reason as BizError).code).toBe(ErrorCodes.AFTER_SALES_DOUBLE_ERROR.code)
    }
    expect((await walletBalance(t.database.db, f.buyerMember.member.id)).balance).toBe(before + 4_200)
    expect(await refundLedger(f.buyerMember.member.id)).toHaveLength(1)
    const logs = await t.database.db.select().from(afterSaleLogs).where(eq(afterSaleLogs.sn, sn))
    expect(logs.map((l) => l.toStatus)).toEqual(['APPLY', 'COMPLETE'])
    const refunds = await t.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, f.buyerMember.member.id), eq(memberMessages.title, '退款成功')))
    expect(refunds).toHaveLength(1)
  })

  it('parallel receipts of a returned parcel, mixed accept and reject, end in one outcome', async () => {
    const f = await completedOrder(t, { price: 3_000 })
    const before = (await walletBalance(t.database.db, f.buyerMember.member.id)).balance
    const sn = (
      await f.buyer.post(
        `/buyer/order/afterSale/save/${f.orderItemSn}?serviceType=RETURN_GOODS&num=1&reason=r&problemDesc=d`,
      )
    ).result.sn
    const seller = ctxOf(f)
    await reviewAfterSale(seller, sn, { serviceStatus: 'PASS', remark: undefined })
    const carriers = (await f.buyer.get('/buyer/other/logistics')).result
    const shipped = await f.buyer.post(
      `/buyer/order/afterSale/delivery/${sn}?logisticsNo=SF20261123&logisticsId=${carriers[0].id}&mDeliverTime=2026-01-05`,
    )
    expect(shipped.success).toBe(true)
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        confirmReturn(
          seller,
          sn,
          i % 2 ? { serviceStatus: 'REFUSE', remark: '拒收' } : { serviceStatus: 'PASS', remark: undefined },
        ),
      ),
    )
    const won = results.filter((r) => r.status === 'fulfilled')
    expect(won).toHaveLength(1)
    const outcome = (won[0] as PromiseFulfilledResult<{ serviceStatus: string }>).value.serviceStatus
    const ledger = await refundLedger(f.buyerMember.member.id)
    const balance = (await walletBalance(t.database.db, f.buyerMember.member.id)).balance
    if (outcome === 'COMPLETE') {
      expect(ledger).toHaveLength(1)
      expect(balance).toBe(before + 3_000)
    } else {
      expect(outcome).toBe('SELLER_TERMINATION')
      expect(ledger).toHaveLength(0)
      expect(balance).toBe(before)
    }
  })
})
