import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeDistributor, TEST_CARD, TEST_ID_NUMBER } from '../../testing/distribution.ts'
import { caller } from '../../testing/trade.ts'

/** Distributor applications: a buyer applies, an operator passes or refuses it once, the buyer sees it. */
let t: TestApp
let admin: ReturnType<typeof caller>

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  admin = caller(t, (await makeAdmin(t, { superUser: true })).headers)
}, 60_000)
afterAll(() => t.close())

const applyQuery = new URLSearchParams({
  name: '王小明',
  idNumber: TEST_ID_NUMBER,
  settlementBankBranchName: '中国银行上海分行',
  settlementBankAccountName: '王小明',
  settlementBankAccountNum: TEST_CARD,
}).toString()

async function applicant() {
  const buyer = await createMember(t)
  const b = caller(t, buyer.headers)
  const applied = await b.post(`/buyer/distribution/distribution?${applyQuery}`)
  expect(applied.success).toBe(true)
  const mine = (await b.get('/buyer/distribution/distribution')).result
  return { buyer, b, id: mine.id as string }
}

const audit = (id: string, status: string, reason = '') =>
  admin.put(
    `/manager/distribution/distribution/audit/${id}?status=${status}&reason=${encodeURIComponent(reason)}`,
  )

describe('distributor applications', () => {
  it('lists applications with filters', async () => {
    const one = await applicant()
    const page = (await admin.get('/manager/distribution/distribution?distributionStatus=APPLY&pageSize=100'))
      .result
    expect(page.records.map((r: { id: string }) => r.id)).toContain(one.id)
    const byName = (
      await admin.get(
        `/manager/distribution/distribution?memberName=${encodeURIComponent(one.buyer.member.nickName ?? '')}`,
      )
    ).result
    expect(byName.records).toMatchObject([{ id: one.id, distributionStatus: 'APPLY' }])
    // Identity and account numbers stay masked for operators too.
    expect(byName.records[0].idNumber).not.toBe(TEST_ID_NUMBER)
    expect((await admin.get('/manager/distribution/distribution?distributionStatus=NOPE')).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
  })

  it('passes once: the buyer becomes a distributor and is told; the log records it', async () => {
    const { b, id } = await applicant()
    expect((await audit(id, 'PASS')).result).toMatchObject({ id, distributionStatus: 'PASS' })
    expect((await audit(id, 'PASS')).code).toBe(ErrorCodes.DISTRIBUTION_ALREADY_AUDITED.code)
    expect((await audit(id, 'REFUSE', '重复')).code).toBe(ErrorCodes.DISTRIBUTION_ALREADY_AUDITED.code)
    expect((await b.get('/buyer/distribution/distribution')).result.distributionStatus).toBe('PASS')
    expect((await b.get('/buyer/message/member')).result.records[0].title).toBe('分销员申请已通过')
    const logged = await t.database.db.select().from(adminLogs).where(eq(adminLogs.target, id))
    expect(logged).toMatchObject([
      {
        action: 'distribution.apply.pass',
        before: { distributionStatus: 'APPLY' },
        after: { distributionStatus: 'PASS' },
      },
    ])
  })

  it('refuses with a reason the buyer reads; the buyer may apply again', async () => {
    const { b, id } = await applicant()
    expect((await audit(id, 'REFUSE')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    expect((await audit(id, 'REFUSE', '身份证信息不清晰')).result.distributionStatus).toBe('REFUSE')
    const message = (await b.get('/buyer/message/member')).result.records[0]
    expect(message.title).toBe('分销员申请未通过')
    expect(message.content).toContain('身份证信息不清晰')
    // Different fields: the same form again within 3 s is a duplicate submit (1003).
    const again = await b.post(
      `/buyer/distribution/distribution?${applyQuery.replace('name=', 'name=%E4%BA%8C')}`,
    )
    expect(again.success).toBe(true)
    expect((await b.get('/buyer/distribution/distribution')).result.distributionStatus).toBe('APPLY')
  })

  it('answers unknown ids and bad statuses with stable codes, and racing audits with one outcome', async () => {
    expect((await audit('123456789', 'PASS')).code).toBe(ErrorCodes.DISTRIBUTION_NOT_EXIST.code)
    expect((await audit('abc', 'PASS')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const { id } = await applicant()
    expect((await audit(id, 'RETREAT')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const answers = await Promise.all([audit(id, 'PASS'), audit(id, 'REFUSE', '并发')])
    expect(answers.filter((a) => a.success)).toHaveLength(1)
    expect(answers.filter((a) => !a.success).map((a) => a.code)).toEqual([
      ErrorCodes.DISTRIBUTION_ALREADY_AUDITED.code,
    ])
    expect(await t.database.db.select().from(adminLogs).where(eq(adminLogs.target, id))).toHaveLength(1)
  })
})

describe('佣金提现 (lilishop DistributionCash) for the operator', () => {
  it('lists every distributor’s cash-outs, filtered by name, sn and status; read-only', async () => {
    const buyer = await createMember(t)
    await makeDistributor(t, buyer.member, 'PASS', { canRebate: 2_000, memberName: buyer.member.username })
    const cashed = await caller(t, buyer.headers).post('/buyer/distribution/cash?price=12.5')
    expect(cashed.success).toBe(true)
    const sn = cashed.result.sn
    const page = (await admin.get(`/manager/distribution/cash/getByPage?sn=${sn}`)).result
    expect(page.total).toBe(1)
    expect(page.records[0]).toMatchObject({ sn, price: 12.5, distributionCashStatus: 'VIA_AUDITING' })
    // The bank account stays masked, as the distributor sees it.
    expect(page.records[0].settlementBankAccountNum).not.toBe(TEST_CARD)
    const byStatus = (await admin.get('/manager/distribution/cash/getByPage?distributionCashStatus=APPLY'))
      .result
    expect(byStatus.records.map((r: { sn: string }) => r.sn)).not.toContain(sn)
    const reader = caller(t, (await makeAdmin(t, { permissions: ['distribution:read'] })).headers)
    expect((await reader.get('/manager/distribution/cash/getByPage')).success).toBe(true)
    const other = caller(t, (await makeAdmin(t, { permissions: ['wallet:read'] })).headers)
    expect((await other.get('/manager/distribution/cash/getByPage')).success).toBe(false)
    expect(
      (await admin.get('/manager/distribution/cash/getByPage?distributionCashStatus=PAID')).success,
    ).toBe(false)
  })
})
