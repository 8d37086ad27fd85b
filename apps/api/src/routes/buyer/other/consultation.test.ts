import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, consultations, memberMessages } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember, passSlider } from '../../../testing/accounts.ts'
import { makeAdmin } from '../../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { makeConsultation } from '../../../testing/consultations.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

let ipSeq = 0
/** A fresh client address and device, so the per-IP limit of one test does not reach the next. */
const client = () => {
  ipSeq++
  return { ip: `10.77.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`, uuid: `consult-${Date.now()}-${ipSeq}` }
}

const form = (extra: Record<string, unknown> = {}) => ({
  company: '杭州茶韵贸易有限公司',
  contact: '王经理',
  mobile: '13800138000',
  service: 'overseas',
  countries: ['vn', 'th'],
  budget: '100K_500K',
  message: '想了解越南公司注册、税务与海外仓',
  source: 'HOME',
  ...extra,
})

async function send(
  body: Record<string, unknown>,
  options: { ip: string; uuid: string; accessToken?: string; slider?: boolean; lang?: string },
) {
  if (options.slider !== false) await passSlider(t, 'CONSULTATION', options.uuid, options.ip)
  const res = await t.app.inject({
    method: 'POST',
    url: '/buyer/other/consultation',
    headers: {
      uuid: options.uuid,
      ...(options.accessToken ? { accessToken: options.accessToken } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
    payload: body,
    remoteAddress: options.ip,
  })
  return { status: res.statusCode, body: res.json() }
}

describe('sending a consultation', () => {
  it('answers a reference number and keeps the lead as NEW, the member attached when signed in', async () => {
    const m = await createMember(t)
    const res = await send(form(), { ...client(), accessToken: m.accessToken })
    expect(res.body.success).toBe(true)
    expect(res.body.result.sn).toMatch(/^ZX\d{8}\d{8}$/)
    const [row] = await t.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, res.body.result.id))
    expect(row).toMatchObject({
      state: 'NEW',
      memberId: m.member.id,
      countries: ['vn', 'th'],
      service: 'overseas',
    })
  })

  it('works without an account, and then belongs to nobody', async () => {
    const res = await send(form({ mobile: undefined, email: 'buyer@example.com' }), client())
    expect(res.body.success).toBe(true)
    const [row] = await t.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, res.body.result.id))
    expect(row.memberId).toBeNull()
    expect(row.email).toBe('buyer@example.com')
  })

  it('needs a passed CONSULTATION slider, used once', async () => {
    const c = client()
    const without = await send(form(), { ...c, slider: false })
    expect(without.body.code).toBe(ErrorCodes.VERIFICATION_CODE_INVALID.code)
    expect((await send(form(), c)).body.success).toBe(true)
    const again = await send(form(), { ...c, slider: false })
    expect(again.body.code).toBe(ErrorCodes.VERIFICATION_CODE_INVALID.code)
  })

  it('refuses bad input with the field named, in Chinese or in English', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ company: '' }, '公司'],
      [{ service: 'tourism' }, '服务'],
      [{ countries: ['us'] }, '国家'],
      [{ countries: [] }, '国家'],
      [{ budget: 'LOTS' }, '预算'],
      [{ mobile: '12345' }, '手机号'],
      [{ email: 'not-an-email', mobile: undefined }, '邮箱'],
      [{ message: '短' }, '需求'],
    ]
    for (const [extra, word] of cases) {
      const res = await send(form(extra), { ...client(), slider: false })
      expect(res.status, JSON.stringify(extra)).toBe(400)
      expect(res.body.code).toBe(ErrorCodes.PARAMS_ERROR.code)
      expect(res.body.message).toContain(word)
    }
  })

  it('needs a mobile or an e-mail (its own code, English with Accept-Language en)', async () => {
    const res = await send(form({ mobile: undefined }), { ...client(), slider: false, lang: 'en' })
    expect(res.body.code).toBe(ErrorCodes.CONSULTATION_CONTACT_REQUIRED.code)
    expect(res.body.message).toBe(ErrorCodes.CONSULTATION_CONTACT_REQUIRED.en)
  })

  it('is rate limited per client address and per contact', async () => {
    const ip = client().ip
    for (let i = 0; i < 5; i++) {
      const res = await send(form({ mobile: `1390000${String(1000 + i)}` }), { ip, uuid: `limit-ip-${i}` })
      expect(res.body.success).toBe(true)
    }
    const sixth = await send(form({ mobile: '13900009999' }), { ip, uuid: 'limit-ip-6' })
    expect(sixth.body.code).toBe(ErrorCodes.CONSULTATION_LIMIT.code)

    const mobile = '13700001234'
    for (let i = 0; i < 3; i++) expect((await send(form({ mobile }), client())).body.success).toBe(true)
    const fourth = await send(form({ mobile }), client())
    expect(fourth.body.code).toBe(ErrorCodes.CONSULTATION_LIMIT.code)
  })
})

describe("a member's consultations", () => {
  it('lists only their own, with the replies and never the internal notes', async () => {
    const me = await createMember(t)
    const other = await createMember(t)
    const mine = await makeConsultation(t, { memberId: me.member.id, memberName: me.member.username })
    const theirs = await makeConsultation(t, { memberId: other.member.id })
    const op = await makeAdmin(t, { superUser: true })
    const post = (id: string, kind: string, content: string) =>
      t.app.inject({
        method: 'POST',
        url: `/manager/other/consultation/${id}/${kind}`,
        headers: op.headers,
        payload: { content },
      })
    expect((await post(mine.id, 'note', '客户预算偏低，内部备注')).json().success).toBe(true)
    expect((await post(mine.id, 'reply', '您好，顾问将于明天联系您')).json().success).toBe(true)

    const list = await t.app.inject({ method: 'GET', url: '/buyer/other/consultation', headers: me.headers })
    const records = list.json().result.records
    expect(records.map((r: { id: string }) => r.id)).toEqual([mine.id])
    expect(records[0].replies.map((r: { content: string }) => r.content)).toEqual([
      '您好，顾问将于明天联系您',
    ])
    expect(JSON.stringify(list.json())).not.toContain('内部备注')

    const detail = await t.app.inject({
      method: 'GET',
      url: `/buyer/other/consultation/${mine.id}`,
      headers: me.headers,
    })
    expect(detail.json().result.replies).toHaveLength(1)
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/buyer/other/consultation/${theirs.id}`,
      headers: me.headers,
    })
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, ErrorCodes.CONSULTATION_NOT_EXIST.code])

    // The reply reached the member's inbox too.
    const inbox = await t.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, me.member.id), eq(memberMessages.messageId, mine.sn)))
    expect(inbox).toHaveLength(1)
  })

  it('needs a signed-in member to list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/buyer/other/consultation' })
    expect(res.statusCode).toBe(401)
  })
})

describe('the operators’ inbox', () => {
  it('filters by state, service, country and date, assigns and exports CSV with a BOM', async () => {
    const op = await makeAdmin(t, { superUser: true })
    const a = await makeConsultation(t, { service: 'capital', countries: ['br'], company: '巴西资本客户' })
    await makeConsultation(t, { service: 'capital', countries: ['de'] })
    const list = await t.app.inject({
      method: 'GET',
      url: '/manager/other/consultation?service=capital&country=br&state=NEW',
      headers: op.headers,
    })
    expect(list.json().result.records.map((r: { id: string }) => r.id)).toEqual([a.id])
    const badDate = await t.app.inject({
      method: 'GET',
      url: '/manager/other/consultation?startDate=2026-99',
      headers: op.headers,
    })
    expect(badDate.json().code).toBe(ErrorCodes.PARAMS_ERROR.code)

    const assign = await t.app.inject({
      method: 'PUT',
      url: `/manager/other/consultation/${a.id}/assign?adminId=${op.admin.id}`,
      headers: op.headers,
    })
    expect(assign.json().success).toBe(true)
    const nobody = await t.app.inject({
      method: 'PUT',
      url: `/manager/other/consultation/${a.id}/assign?adminId=123`,
      headers: op.headers,
    })
    expect(nobody.json().code).toBe(ErrorCodes.CONSULTATION_ASSIGNEE_INVALID.code)

    const csv = await t.app.inject({
      method: 'GET',
      url: '/manager/other/consultation/export?country=br&service=capital',
      headers: op.headers,
    })
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
    expect(lines[0]).toContain('咨询编号')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('巴西资本客户')
  })

  it('moves a lead along the states and refuses a jump or a stale state', async () => {
    const op = await makeAdmin(t, { superUser: true })
    const c = await makeConsultation(t)
    const move = (from: string, state: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/manager/other/consultation/${c.id}/state?from=${from}&state=${state}`,
        headers: op.headers,
      })
    expect((await move('NEW', 'WON')).json().code).toBe(ErrorCodes.CONSULTATION_STATE_INVALID.code)
    expect((await move('NEW', 'CONTACTED')).json().success).toBe(true)
    expect((await move('NEW', 'CONTACTED')).json().code).toBe(ErrorCodes.CONSULTATION_STATE_CHANGED.code)
    expect((await move('CONTACTED', 'IN_PROGRESS')).json().success).toBe(true)
    expect((await move('IN_PROGRESS', 'WON')).json().success).toBe(true)
    const reply = await t.app.inject({
      method: 'POST',
      url: `/manager/other/consultation/${c.id}/reply`,
      headers: op.headers,
      payload: { content: '已签约' },
    })
    expect(reply.json().code).toBe(ErrorCodes.CONSULTATION_CLOSED.code)
    const missing = await t.app.inject({
      method: 'GET',
      url: '/manager/other/consultation/42',
      headers: op.headers,
    })
    expect([missing.statusCode, missing.json().code]).toEqual([404, ErrorCodes.CONSULTATION_NOT_EXIST.code])
  })
})

/** Two operators change one lead at the same moment: one wins, one log row (real races on PostgreSQL). */
describe('two operators at once', () => {
  it('lets exactly one state change through and logs only that one', async () => {
    for (let round = 0; round < 5; round++) {
      const c = await makeConsultation(t)
      const [a, b] = await Promise.all([makeAdmin(t, { superUser: true }), makeAdmin(t, { superUser: true })])
      const answers = await Promise.all(
        [
          [a, 'CONTACTED'],
          [b, 'LOST'],
        ].map(([op, state]) =>
          t.app.inject({
            method: 'PUT',
            url: `/manager/other/consultation/${c.id}/state?from=NEW&state=${state}`,
            headers: (op as typeof a).headers,
          }),
        ),
      )
      const bodies = answers.map((r) => r.json())
      expect(bodies.filter((x) => x.success)).toHaveLength(1)
      expect(bodies.filter((x) => !x.success).map((x) => x.code)).toEqual([
        ErrorCodes.CONSULTATION_STATE_CHANGED.code,
      ])
      const logs = await t.database.db
        .select()
        .from(adminLogs)
        .where(and(eq(adminLogs.target, c.id), eq(adminLogs.action, 'consultation.state')))
      expect(logs).toHaveLength(1)
      const [row] = await t.database.db.select().from(consultations).where(eq(consultations.id, c.id))
      expect(row.state).toBe((logs[0].after as { state: string }).state)
    }
  })
})
