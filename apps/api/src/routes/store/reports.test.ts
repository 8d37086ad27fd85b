import { ErrorCodes } from '@silk/contracts/errors'
import { nextId } from '@silk/db/ids'
import { afterSales, members, orderItems, orders } from '@silk/db/schema/index'
import { AUDITOR_PERMISSIONS } from '@silk/db/seed/admins'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, makeSeller, makeStore } from '../../testing/trade.ts'

/**
 * 统计报表 (decision 158): orders, refunds and members are written straight into the tables at chosen
 * instants around China's midnights, week and month edges; the expected figures are added up here, in
 * plain JS over those rows, and compared with what the seller's and the operator's report APIs answer.
 */
let t: TestApp
type Store = Awaited<ReturnType<typeof makeStore>>
let storeA: Store
let storeB: Store
let sellerA: ReturnType<typeof caller>
let sellerAHeaders: Record<string, string>
let buyerHeaders: Record<string, string>
let operator: ReturnType<typeof caller>

/** An instant given as China's wall clock. */
const at = (china: string) => new Date(`${china.replace(' ', 'T')}+08:00`)
/** The China day of an instant, by the platform's own clock library (Intl), not the code under test. */
const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(d)

interface Line {
  goodsId: string
  goodsName: string
  num: number
  flow: number
}
interface SeededOrder {
  member: string
  store: () => Store
  lines: Line[]
  paid: string | null
}
interface SeededRefund {
  store: () => Store
  member: string
  amount: number
  actual: boolean
  status: string
  at: string | null
}

// Goods: two of A's (one name with a comma and quotes, for the CSV) and one of B's.
const G = {
  a1: { goodsId: '9100000000000000001', goodsName: '龙井, "特级" 明前' },
  a2: { goodsId: '9100000000000000002', goodsName: '青瓷茶杯' },
  b1: { goodsId: '9100000000000000003', goodsName: 'B店白茶' },
}
const line = (g: { goodsId: string; goodsName: string }, num: number, flow: number): Line => ({
  ...g,
  num,
  flow,
})

// Members: `create` is the China time they registered; `deleted` ones are not counted.
const MEMBERS: { key: string; create: string; deleted?: boolean }[] = [
  { key: 'm1', create: '2025-03-20 10:00:00' },
  { key: 'm2', create: '2025-03-27 00:00:00' },
  { key: 'm3', create: '2025-03-31 00:10:00' },
  { key: 'm4', create: '2025-04-05 12:00:00' },
  { key: 'm5', create: '2025-04-09 23:59:59' },
  { key: 'm6', create: '2025-04-10 00:00:00' },
  { key: 'm7', create: '2025-04-02 09:00:00', deleted: true },
  { key: 'm8', create: '2025-03-26 23:59:59' },
]
const memberId = new Map<string, string>()

const ORDERS: SeededOrder[] = [
  { member: 'm1', store: () => storeA, lines: [line(G.a1, 2, 20_000)], paid: '2025-03-27 10:00:00' },
  // 00:30 China on a Monday is still Sunday in UTC.
  { member: 'm1', store: () => storeA, lines: [line(G.a2, 1, 5_000)], paid: '2025-03-31 00:30:00' },
  {
    member: 'm2',
    store: () => storeA,
    lines: [line(G.a1, 1, 10_000), line(G.a2, 3, 15_050)],
    paid: '2025-04-01 00:00:00',
  },
  { member: 'm4', store: () => storeA, lines: [line(G.a2, 1, 4_999)], paid: '2025-04-06 23:59:59' },
  // Before the range: makes m4 and m2 returning buyers of A.
  { member: 'm4', store: () => storeA, lines: [line(G.a1, 1, 10_000)], paid: '2025-03-01 12:00:00' },
  { member: 'm2', store: () => storeA, lines: [line(G.a1, 1, 9_900)], paid: '2025-03-26 23:59:59' },
  // Unpaid: never counted.
  { member: 'm3', store: () => storeA, lines: [line(G.a1, 5, 50_000)], paid: null },
  { member: 'm2', store: () => storeB, lines: [line(G.b1, 4, 40_000)], paid: '2025-04-07 08:00:00' },
  { member: 'm5', store: () => storeB, lines: [line(G.b1, 1, 10_000)], paid: '2025-03-28 09:00:00' },
  // Just after the range.
  { member: 'm3', store: () => storeA, lines: [line(G.a1, 1, 10_000)], paid: '2025-04-10 00:00:00' },
  { member: 'm1', store: () => storeA, lines: [line(G.a2, 2, 10_001)], paid: '2025-04-09 23:00:00' },
  { member: 'm3', store: () => storeA, lines: [line(G.a2, 7, 700)], paid: '2025-04-03 15:00:00' },
]
const REFUNDS: SeededRefund[] = [
  {
    store: () => storeA,
    member: 'm1',
    amount: 3_000,
    actual: true,
    status: 'COMPLETE',
    at: '2025-04-01 09:00:00',
  },
  {
    store: () => storeA,
    member: 'm2',
    amount: 2_000,
    actual: false,
    status: 'COMPLETE',
    at: '2025-03-29 10:00:00',
  },
  { store: () => storeA, member: 'm2', amount: 1_500, actual: false, status: 'APPLY', at: null },
  {
    store: () => storeB,
    member: 'm2',
    amount: 10_000,
    actual: true,
    status: 'COMPLETE',
    at: '2025-04-08 10:00:00',
  },
  {
    store: () => storeA,
    member: 'm1',
    amount: 900,
    actual: true,
    status: 'COMPLETE',
    at: '2025-04-10 00:00:01',
  },
  {
    store: () => storeA,
    member: 'm3',
    amount: 1_234,
    actual: true,
    status: 'COMPLETE',
    at: '2025-03-30 23:59:59',
  },
]

const FROM = '2025-03-27'
const TO = '2025-04-09'
/** The periods the range is cut into, written out by hand. */
const BUCKETS: Record<'DAY' | 'WEEK' | 'MONTH', [string, string][]> = {
  DAY: Array.from({ length: 14 }, (_, i) => {
    const d = dayOf(new Date(at('2025-03-27 12:00:00').getTime() + i * 86_400_000))
    return [d, d] as [string, string]
  }),
  WEEK: [
    ['2025-03-27', '2025-03-30'],
    ['2025-03-31', '2025-04-06'],
    ['2025-04-07', '2025-04-09'],
  ],
  MONTH: [
    ['2025-03-27', '2025-03-31'],
    ['2025-04-01', '2025-04-09'],
  ],
}

const yuan = (fen: number) => Math.round(fen) / 100
const sum = (lines: Line[]) => lines.reduce((s, l) => s + l.flow, 0)
const inScope = (store: Store | null) => (o: { store: () => Store }) =>
  store === null || o.store().id === store.id

/** The report's rows as this test adds them up from the seeded rows. */
function expectedRows(store: Store | null, period: 'DAY' | 'WEEK' | 'MONTH') {
  const paid = ORDERS.filter((o) => o.paid !== null).filter(inScope(store))
  const firstPaid = new Map<string, string>()
  for (const o of paid) {
    const day = dayOf(at(o.paid as string))
    const seen = firstPaid.get(o.member)
    if (!seen || day < seen) firstPaid.set(o.member, day)
  }
  return BUCKETS[period].map(([start, end]) => {
    const within = (china: string | null) =>
      china !== null && dayOf(at(china)) >= start && dayOf(at(china)) <= end
    const os = paid.filter((o) => within(o.paid))
    const buyers = new Set(os.map((o) => o.member))
    const fresh = [...buyers].filter((m) => (firstPaid.get(m) as string) >= start)
    const rs = REFUNDS.filter(inScope(store)).filter((r) => r.status === 'COMPLETE' && within(r.at))
    return {
      start,
      end,
      orders: os.length,
      paidAmount: yuan(os.reduce((s, o) => s + sum(o.lines), 0)),
      buyers: buyers.size,
      newBuyers: fresh.length,
      returningBuyers: buyers.size - fresh.length,
      refunds: rs.length,
      refundAmount: yuan(rs.reduce((s, r) => s + r.amount, 0)),
    }
  })
}

/** Each goods' units and amount in the range, ranked as the report ranks them. */
function expectedGoods(store: Store | null) {
  const totals = new Map<string, { goodsId: string; quantity: number; amount: number }>()
  for (const o of ORDERS.filter(inScope(store))) {
    if (!o.paid || dayOf(at(o.paid)) < FROM || dayOf(at(o.paid)) > TO) continue
    for (const l of o.lines) {
      const g = totals.get(l.goodsId) ?? { goodsId: l.goodsId, quantity: 0, amount: 0 }
      g.quantity += l.num
      g.amount += l.flow
      totals.set(l.goodsId, g)
    }
  }
  const all = [...totals.values()]
  const view = (g: { goodsId: string; quantity: number; amount: number }) => ({
    goodsId: g.goodsId,
    quantity: g.quantity,
    amount: yuan(g.amount),
  })
  return {
    byAmount: [...all].sort((x, y) => y.amount - x.amount).map(view),
    byQuantity: [...all].sort((x, y) => y.quantity - x.quantity || y.amount - x.amount).map(view),
  }
}

function expectedMembers(period: 'DAY' | 'WEEK' | 'MONTH') {
  const live = MEMBERS.filter((m) => !m.deleted)
  return BUCKETS[period].map(([start, end]) => ({
    start,
    end,
    newMembers: live.filter((m) => dayOf(at(m.create)) >= start && dayOf(at(m.create)) <= end).length,
    totalMembers: live.filter((m) => dayOf(at(m.create)) <= end).length,
  }))
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  storeA = await makeStore(t, '报表A店')
  storeB = await makeStore(t, '报表B店')
  const seller = await createMember(t)
  await makeSeller(t, seller, storeA.id)
  sellerAHeaders = seller.headers
  sellerA = caller(t, seller.headers)
  const sellerB = await createMember(t)
  await makeSeller(t, sellerB, storeB.id)
  buyerHeaders = (await createMember(t)).headers
  operator = caller(t, (await makeAdmin(t, { permissions: ['statistics:read'] })).headers)
  const db = t.database.db
  for (const m of MEMBERS) {
    const id = nextId()
    memberId.set(m.key, id)
    await db.insert(members).values({
      id,
      username: `report-${m.key}-${id.slice(-6)}`,
      password: 'x',
      mobile: `139${id.slice(-8)}`,
      createTime: at(m.create),
      deleteFlag: m.deleted ?? false,
    })
  }
  for (const o of ORDERS) {
    const sn = `O${nextId()}`
    const store = o.store()
    await db.insert(orders).values({
      id: nextId(),
      sn,
      tradeSn: `T${sn}`,
      storeId: store.id,
      storeName: store.storeName,
      memberId: memberId.get(o.member) as string,
      memberName: o.member,
      flowPrice: sum(o.lines),
      goodsPrice: sum(o.lines),
      priceDetail: {} as never,
      goodsNum: o.lines.reduce((s, l) => s + l.num, 0),
      orderStatus: o.paid ? 'UNDELIVERED' : 'UNPAID',
      payStatus: o.paid ? 'PAID' : 'UNPAID',
      paymentTime: o.paid ? at(o.paid) : null,
      createTime: at(o.paid ?? '2025-04-02 00:00:00'),
    })
    for (const l of o.lines) {
      await db.insert(orderItems).values({
        id: nextId(),
        sn: `I${nextId()}`,
        orderSn: sn,
        tradeSn: `T${sn}`,
        goodsId: l.goodsId,
        skuId: l.goodsId,
        categoryId: '111',
        goodsName: l.goodsName,
        image: '/x.webp',
        specs: {},
        num: l.num,
        unitPrice: Math.round(l.flow / l.num),
        subTotal: l.flow,
        goodsPrice: l.flow,
        flowPrice: l.flow,
      })
    }
  }
  for (const r of REFUNDS) {
    const store = r.store()
    await db.insert(afterSales).values({
      id: nextId(),
      sn: `A${nextId()}`,
      orderSn: 'O0',
      orderItemSn: 'I0',
      tradeSn: 'T0',
      memberId: memberId.get(r.member) as string,
      memberName: r.member,
      storeId: store.id,
      storeName: store.storeName,
      goodsId: G.a1.goodsId,
      skuId: G.a1.goodsId,
      num: 1,
      goodsImage: '/x.webp',
      goodsName: 'x',
      specs: {},
      flowPrice: r.amount,
      reason: 'r',
      problemDesc: 'd',
      serviceType: 'RETURN_MONEY',
      serviceStatus: r.status,
      refundWay: 'ORIGINAL',
      // Where the actual amount is unset, the applied amount is what was refunded; else the applied differs.
      applyRefundPrice: r.actual ? r.amount + 77 : r.amount,
      actualRefundPrice: r.actual ? r.amount : null,
      refundTime: r.at ? at(r.at) : null,
    })
  }
}, 60_000)
afterAll(() => t.close())

const q = (period: string, extra = '') => `from=${FROM}&to=${TO}&period=${period}${extra}`
const pick = (rows: { goodsId: string; quantity: number; amount: number }[]) =>
  rows.map(({ goodsId, quantity, amount }) => ({ goodsId, quantity, amount }))

describe.each(['DAY', 'WEEK', 'MONTH'] as const)('by %s', (period) => {
  it("the seller's report is its store's sales, orders, buyers, refunds and goods", async () => {
    const res = await sellerA.get(`/store/statistics/report?${q(period)}`)
    expect(res.success).toBe(true)
    const rows = expectedRows(storeA, period)
    expect(res.result.rows).toEqual(rows)
    const totals = expectedRows(storeA, 'MONTH')
    expect(res.result.totals.orders).toBe(totals.reduce((s, r) => s + r.orders, 0))
    expect(res.result.totals.refundAmount).toBeCloseTo(
      totals.reduce((s, r) => s + r.refundAmount, 0),
      2,
    )
    const goods = expectedGoods(storeA)
    expect(pick(res.result.goodsByAmount)).toEqual(goods.byAmount)
    expect(pick(res.result.goodsByQuantity)).toEqual(goods.byQuantity)
    expect(res.result.goodsByAmount[0].goodsName).toBe(G.a2.goodsName)
    expect(res.result.members).toBeNull()
  })

  it("the operator's report is the platform's, or one store's, with member growth platform-wide", async () => {
    const all = await operator.get(`/manager/statistics/report?${q(period)}`)
    expect(all.success).toBe(true)
    expect(all.result.rows).toEqual(expectedRows(null, period))
    expect(all.result.members).toEqual(expectedMembers(period))
    const goods = expectedGoods(null)
    expect(pick(all.result.goodsByAmount)).toEqual(goods.byAmount)
    const one = await operator.get(`/manager/statistics/report?${q(period, `&storeId=${storeB.id}`)}`)
    expect(one.result.rows).toEqual(expectedRows(storeB, period))
    expect(pick(one.result.goodsByQuantity)).toEqual(expectedGoods(storeB).byQuantity)
    expect(one.result.members).toBeNull()
  })
})

describe('totals over the range', () => {
  it('count a buyer once, new when the first paid order at the store is in the range', async () => {
    const res = await sellerA.get(`/store/statistics/report?${q('WEEK')}`)
    // A's buyers in the range: m1 (new), m2 (returning: paid on 26 March), m4 (returning), m3 (new).
    expect(res.result.totals).toMatchObject({ buyers: 4, newBuyers: 2, returningBuyers: 2 })
    // Platform-wide, m2's first order anywhere was also before the range.
    const all = await operator.get(`/manager/statistics/report?${q('WEEK')}`)
    expect(all.result.totals).toMatchObject({ buyers: 5, newBuyers: 3, returningBuyers: 2 })
  })
})

describe('walls', () => {
  it("a seller reads only its own store's report, whatever store it names", async () => {
    const res = await sellerA.get(`/store/statistics/report?${q('MONTH', `&storeId=${storeB.id}`)}`)
    expect(res.result.rows).toEqual(expectedRows(storeA, 'MONTH'))
    expect(JSON.stringify(res.result)).not.toContain(G.b1.goodsId)
  })

  it('refuses a buyer on the seller and operator reports, and a seller on the operator report', async () => {
    for (const url of [`/store/statistics/report?${q('DAY')}`, `/manager/statistics/report?${q('DAY')}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: buyerHeaders })
      expect(res.json().success).toBe(false)
      expect([401, 403]).toContain(res.statusCode)
    }
    const res = await t.app.inject({
      method: 'GET',
      url: `/manager/statistics/report?${q('DAY')}`,
      headers: sellerAHeaders,
    })
    expect(res.json().success).toBe(false)
    expect([401, 403]).toContain(res.statusCode)
    const csv = await t.app.inject({
      method: 'GET',
      url: `/manager/statistics/report/export?${q('DAY')}&table=sales`,
      headers: sellerAHeaders,
    })
    expect(csv.headers['content-type']).not.toContain('text/csv')
  })

  it('an operator needs statistics:read; the read-only auditor role has it', async () => {
    const other = caller(t, (await makeAdmin(t, { permissions: ['order:read', 'store:read'] })).headers)
    const refused = await other.get(`/manager/statistics/report?${q('DAY')}`)
    expect(refused.code).toBe(ErrorCodes.USER_AUTHORITY_ERROR.code)
    const auditor = caller(t, (await makeAdmin(t, { permissions: AUDITOR_PERMISSIONS })).headers)
    expect((await auditor.get(`/manager/statistics/report?${q('DAY')}`)).success).toBe(true)
  })
})

describe('refusals', () => {
  it('a range ending before it starts, too long a range, an unknown store, a wrong period', async () => {
    const inverted = await sellerA.get('/store/statistics/report?from=2025-04-09&to=2025-03-27')
    expect(inverted.code).toBe(ErrorCodes.REPORT_DATE_RANGE.code)
    const long = await sellerA.get('/store/statistics/report?from=2024-01-01&to=2025-03-27&period=DAY')
    expect(long.code).toBe(ErrorCodes.REPORT_RANGE_TOO_LONG.code)
    expect(
      (await sellerA.get('/store/statistics/report?from=2024-01-01&to=2025-03-27&period=MONTH')).success,
    ).toBe(true)
    const unknown = await operator.get(`/manager/statistics/report?${q('DAY', '&storeId=123')}`)
    expect(unknown.code).toBe(ErrorCodes.REPORT_STORE_NOT_EXIST.code)
    const period = await sellerA.get(`/store/statistics/report?${q('YEAR')}`)
    expect(period.code).toBe(ErrorCodes.PARAMS_ERROR.code)
    const day = await sellerA.get('/store/statistics/report?from=2025-02-30&to=2025-03-01')
    expect(day.success).toBe(false)
    const en = await t.app.inject({
      method: 'GET',
      url: '/store/statistics/report?from=2025-04-09&to=2025-03-27',
      headers: { ...sellerAHeaders, 'accept-language': 'en' },
    })
    expect(en.json().message).toBe(ErrorCodes.REPORT_DATE_RANGE.en)
  })
})

describe('CSV export', () => {
  /** Splits CSV text into rows of cells (RFC 4180: quoted cells, doubled quotes). */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [[]]
    let cell = ''
    let quoted = false
    for (let i = 0; i < text.length; i++) {
      const c = text[i]
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          cell += '"'
          i++
        } else if (c === '"') quoted = false
        else cell += c
      } else if (c === '"') quoted = true
      else if (c === ',') {
        rows[rows.length - 1].push(cell)
        cell = ''
      } else if (c === '\r') continue
      else if (c === '\n') {
        rows[rows.length - 1].push(cell)
        cell = ''
        rows.push([])
      } else cell += c
    }
    if (cell || rows[rows.length - 1].length) rows[rows.length - 1].push(cell)
    return rows.filter((r) => r.length > 0)
  }

  it('is UTF-8 with a BOM, a header row in the page language, and quotes commas and quotes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/store/statistics/report/export?${q('WEEK')}&table=goodsAmount`,
      headers: sellerAHeaders,
    })
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="report-goodsAmount-\d{8}\.csv"/)
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const text = res.body.slice(1)
    // The goods name with a comma and quotes is one quoted cell, its quotes doubled.
    expect(text).toContain('"龙井, ""特级"" 明前"')
    const rows = parseCsv(text)
    expect(rows[0]).toEqual(['排名', '商品编号', '商品名称', '店铺', '销量（件）', '销售额（元）'])
    const goods = expectedGoods(storeA).byAmount
    expect(rows.slice(1)).toEqual(
      goods.map((g, i) => [
        String(i + 1),
        g.goodsId,
        g.goodsId === G.a1.goodsId ? G.a1.goodsName : G.a2.goodsName,
        '报表A店',
        String(g.quantity),
        g.amount.toFixed(2),
      ]),
    )
  })

  it('the sales table has a row per period; the members table is the operator’s, in English on request', async () => {
    const sales = await t.app.inject({
      method: 'GET',
      url: `/store/statistics/report/export?${q('MONTH')}&table=sales`,
      headers: sellerAHeaders,
    })
    const rows = parseCsv(sales.body.slice(1))
    expect(rows[0][0]).toBe('开始日期')
    expect(rows.slice(1).map((r) => [r[0], r[1], Number(r[2]), r[3]])).toEqual(
      expectedRows(storeA, 'MONTH').map((r) => [r.start, r.end, r.orders, r.paidAmount.toFixed(2)]),
    )
    const refused = await sellerA.get(`/store/statistics/report/export?${q('MONTH')}&table=members`)
    expect(refused.success).toBe(false)
    const opHeaders = (await makeAdmin(t, { permissions: ['statistics:read'] })).headers
    const members = await t.app.inject({
      method: 'GET',
      url: `/manager/statistics/report/export?${q('WEEK')}&table=members`,
      headers: { ...opHeaders, 'accept-language': 'en' },
    })
    const mrows = parseCsv(members.body.slice(1))
    expect(mrows[0]).toEqual(['From', 'To', 'New members', 'Total members'])
    expect(mrows.slice(1)).toEqual(
      expectedMembers('WEEK').map((m) => [m.start, m.end, String(m.newMembers), String(m.totalMembers)]),
    )
  })
})
