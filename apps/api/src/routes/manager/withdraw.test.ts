import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, walletLogs, withdrawApplies } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { credit, walletBalance } from '../../modules/wallet/ledger.ts'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller } from '../../testing/trade.ts'

/**
 * The withdrawal queue: frozen money leaves once on approval, returns once on refusal; racing reviews
 * of one application end in one outcome (run on PostgreSQL with TEST_DATABASE_URL for real races).
 */
let t: TestApp
let admin: ReturnType<typeof caller>
let adminId: string
let auditor: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  const op = await makeAdmin(t, { superUser: true })
  admin = caller(t, op.headers)
  adminId = op.admin.id
  auditor = caller(t, (await makeAdmin(t, { permissions: ['wallet:read', 'log:read'] })).headers)
}, 60_000)
afterAll(() => t.close())

/** A buyer with ¥500 who asks to withdraw `yuan`; returns the buyer and the application. */
async function applied(yuan = 100) {
  const buyer = await createMember(t)
  const holder = { memberId: buyer.member.id, memberName: buyer.member.nickName ?? buyer.member.username }
  await credit(t.database.db, holder, 50_000, 'WALLET_RECHARGE', '测试充值')
  const b = caller(t, buyer.headers)
  const res = await b.post(
    `/buyer/wallet/wallet/withdrawal?price=${yuan}&realName=张三&connectNumber=6222000011112222`,
  )
  expect(res.success).toBe(true)
  const [row] = await t.database.db
    .select()
    .from(withdrawApplies)
    .where(eq(withdrawApplies.memberId, buyer.member.id))
  return { buyer, b, apply: row }
}

const review = (id: string, result: boolean, remark = '') =>
  admin.post(
    `/manager/wallet/withdrawApply?applyId=${id}&result=${result}&remark=${encodeURIComponent(remark)}`,
  )

describe('withdrawal queue', () => {
  it('lists every member’s applications with filters', async () => {
    const one = await applied(10)
    const two = await applied(20)
    const all = (await admin.get('/manager/wallet/withdrawApply?applyStatus=APPLY&pageSize=100')).result
    const sns = all.records.map((r: { sn: string }) => r.sn)
    expect(sns).toEqual(expect.arrayContaining([one.apply.sn, two.apply.sn]))
    const byName = (
      await admin.get(`/manager/wallet/withdrawApply?memberName=${encodeURIComponent(two.apply.memberName)}`)
    ).result
    expect(byName.records).toMatchObject([{ sn: two.apply.sn, applyMoney: 20, applyStatus: 'APPLY' }])
    expect((await admin.get(`/manager/wallet/withdrawApply?sn=${one.apply.sn}`)).result.total).toBe(1)
    expect((await admin.get('/manager/wallet/withdrawApply?applyStatus=NOPE')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    // The read-only role lists but cannot review.
    expect((await auditor.get(`/manager/wallet/withdrawApply?sn=${one.apply.sn}`)).result.total).toBe(1)
    const denied = await auditor.post(`/manager/wallet/withdrawApply?applyId=${one.apply.id}&result=true`)
    expect(denied.code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
  })

  it('approves once: the frozen money leaves, the buyer sees the ledger row and a message, the log records it', async () => {
    const { buyer, b, apply } = await applied(100)
    expect(await walletBalance(t.database.db, buyer.member.id)).toEqual({ balance: 40_000, frozen: 10_000 })
    const res = await review(apply.id, true)
    expect(res.result).toMatchObject({ id: apply.id, applyStatus: 'SUCCESS' })
    expect(await walletBalance(t.database.db, buyer.member.id)).toEqual({ balance: 40_000, frozen: 0 })

    expect((await review(apply.id, true)).code).toBe(ErrorCodes.WITHDRAW_ALREADY_HANDLED.code)
    expect((await review(apply.id, false, '重复')).code).toBe(ErrorCodes.WITHDRAW_ALREADY_HANDLED.code)
    expect(await walletBalance(t.database.db, buyer.member.id)).toEqual({ balance: 40_000, frozen: 0 })

    const mine = (await b.get(`/buyer/member/withdrawApply?sn=${apply.sn}`)).result.records
    expect(mine).toMatchObject([{ sn: apply.sn, applyStatus: 'SUCCESS' }])
    const log = (await b.get('/buyer/wallet/log')).result.records
    expect(log[0]).toMatchObject({ money: 0, serviceType: 'WALLET_WITHDRAWAL' })
    expect(log[0].detail).toContain(apply.sn)
    const messages = (await b.get('/buyer/message/member')).result.records
    expect(messages[0]).toMatchObject({ title: '提现审核通过' })

    const entries = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.target, apply.id), eq(adminLogs.action, 'wallet.withdraw.approve')))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      adminId,
      title: '审核通过提现',
      before: { applyStatus: 'APPLY', sn: apply.sn },
      after: { applyStatus: 'SUCCESS', sn: apply.sn },
    })
    expect(entries[0].ip).toBeTruthy()
    const listed = (await admin.get(`/manager/setting/log?action=wallet.withdraw.approve&target=${apply.id}`))
      .result
    expect(listed.records).toMatchObject([{ target: apply.id, adminId }])
  })

  it('refuses once with a reason: the money returns to the balance, the buyer sees why', async () => {
    const { buyer, b, apply } = await applied(100)
    expect((await review(apply.id, false)).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const res = await review(apply.id, false, '收款账号与实名不符')
    expect(res.result).toMatchObject({ applyStatus: 'FAIL_AUDITING', inspectRemark: '收款账号与实名不符' })
    expect(await walletBalance(t.database.db, buyer.member.id)).toEqual({ balance: 50_000, frozen: 0 })
    expect((await review(apply.id, false, '再拒一次')).code).toBe(ErrorCodes.WITHDRAW_ALREADY_HANDLED.code)
    expect((await review(apply.id, true)).code).toBe(ErrorCodes.WITHDRAW_ALREADY_HANDLED.code)
    expect(await walletBalance(t.database.db, buyer.member.id)).toEqual({ balance: 50_000, frozen: 0 })
    const log = (await b.get('/buyer/wallet/log')).result.records
    expect(log[0]).toMatchObject({ money: 100, serviceType: 'WALLET_WITHDRAWAL' })
    expect(log[0].detail).toContain('收款账号与实名不符')
    const messages = (await b.get('/buyer/message/member')).result.records
    expect(messages[0].title).toBe('提现申请被拒绝')
    expect(messages[0].content).toContain('收款账号与实名不符')
  })

  it('answers unknown and malformed applications with stable codes', async () => {
    expect((await review('123456789', true)).code).toBe(ErrorCodes.WITHDRAW_NOT_EXIST.code)
    expect((await admin.post('/manager/wallet/withdrawApply?applyId=abc&result=true')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    expect((await admin.post('/manager/wallet/withdrawApply?applyId=123&result=maybe')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    const long = 'x'.repeat(201)
    expect((await review('123', false, long)).code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })

  it('pays once when the same application is approved twice at once, and when approve races refuse', async () => {
    for (const [first, second] of [
      [true, true],
      [true, false],
      [false, true],
    ] as const) {
      const { buyer, apply } = await applied(100)
      const answers = await Promise.all([
        review(apply.id, first, '并发拒绝'),
        review(apply.id, second, '并发拒绝'),
      ])
      const won = answers.filter((a) => a.success)
      expect(won).toHaveLength(1)
      expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual([
        ErrorCodes.WITHDRAW_ALREADY_HANDLED.code,
      ])
      const outcome = won[0].result.applyStatus as string
      const money = await walletBalance(t.database.db, buyer.member.id)
      expect(money).toEqual(
        outcome === 'SUCCESS' ? { balance: 40_000, frozen: 0 } : { balance: 50_000, frozen: 0 },
      )
      const settled = await t.database.db
        .select()
        .from(walletLogs)
        .where(eq(walletLogs.memberId, buyer.member.id))
      // Recharge, freeze, and exactly one settlement.
      expect(settled).toHaveLength(3)
      const logged = await t.database.db.select().from(adminLogs).where(eq(adminLogs.target, apply.id))
      expect(logged).toHaveLength(1)
    }
  })
})

describe('every member’s ledger and top-ups (会员资金, 充值记录)', () => {
  it('lists ledger rows of all members, filtered by member and day, newest first, in WalletLog’s shape', async () => {
    const { apply } = await applied(30)
    const other = await applied(40)
    const all = (await admin.get('/manager/wallet/log?pageSize=100')).result
    const mine = all.records.filter((r: { memberId: string }) => r.memberId === apply.memberId)
    // The recharge credit and the withdrawal's freeze, newest first.
    expect(mine.map((r: { money: number }) => r.money)).toEqual([-30, 500])
    expect(mine[1]).toMatchObject({
      memberName: apply.memberName,
      serviceType: 'WALLET_RECHARGE',
      detail: '测试充值',
      createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    })
    const byName = (
      await admin.get(`/manager/wallet/log?memberName=${encodeURIComponent(other.apply.memberName)}`)
    ).result
    expect(byName.records.length).toBeGreaterThan(0)
    expect(byName.records.every((r: { memberId: string }) => r.memberId === other.apply.memberId)).toBe(true)
    const before = (await admin.get('/manager/wallet/log?startDate=2001-01-01&endDate=2001-01-02')).result
    expect(before.total).toBe(0)
    // The auditor reads it; a date that does not exist is refused, never a 500.
    expect((await auditor.get('/manager/wallet/log')).success).toBe(true)
    const bad = await admin.get('/manager/wallet/log?startDate=2026-02-31')
    expect(bad.code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const malformed = await admin.get('/manager/wallet/log?startDate=yesterday')
    expect(malformed.success).toBe(false)
  })

  it('lists every member’s top-ups, paid or not, by member and sn', async () => {
    const buyer = createMember(t)
    const b = caller(t, (await buyer).headers)
    const made = await b.post('/buyer/trade/recharge?price=12.5')
    expect(made.success).toBe(true)
    const sn = made.result.rechargeSn
    const page = (await admin.get(`/manager/wallet/recharge?rechargeSn=${sn}`)).result
    expect(page.total).toBe(1)
    expect(page.records[0]).toMatchObject({
      rechargeSn: sn,
      memberId: (await buyer).member.id,
      rechargeMoney: 12.5,
      payStatus: 'UNPAID',
      payTime: null,
    })
    const none = (await auditor.get('/manager/wallet/recharge?memberName=nobody-by-this-name')).result
    expect(none.total).toBe(0)
    // A buyer's token never reaches the operator's list.
    expect((await b.get('/manager/wallet/recharge')).success).toBe(false)
  })
})
