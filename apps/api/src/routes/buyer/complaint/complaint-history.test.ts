import { nextId } from '@silk/db/ids'
import { orderComplaintLogs, orderComplaints } from '@silk/db/schema/index'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'
import { fileComplaint } from '../../../testing/arbitration.ts'
import { deliveredOrder } from '../../../testing/orders.ts'
import { caller } from '../../../testing/trade.ts'

/**
 * A complaint's history (its status changes, `order_complaint_log`) on the buyer's, the store's and the
 * operator's detail, in the reader's language: each line read from its code (decision 137, update);
 * what the store and the operator typed stays as typed.
 */
let t: TestApp
let adminHeaders: Record<string, string>
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  adminHeaders = (await makeAdmin(t, { superUser: true })).headers
}, 60_000)
afterAll(() => t.close())

const q = encodeURIComponent
type Fixture = Awaited<ReturnType<typeof deliveredOrder>>
interface Line {
  messageCode: string | null
  message: string
  operatorType: string
  operatorName: string
}

async function file(f: Fixture) {
  const id = await fileComplaint(f)
  // The complaint keeps the store's English name beside the Chinese, as one filed on an English store does.
  await t.database.db
    .update(orderComplaints)
    .set({ storeNameEn: 'Tea House' })
    .where(eq(orderComplaints.id, id))
  return id
}

/** The three details of a complaint in one language: the buyer's, the store's and the operator's. */
async function details(f: Fixture, id: string, lang: 'zh-CN' | 'en') {
  const as = (headers: Record<string, string>) => caller(t, { ...headers, 'accept-language': lang })
  return Promise.all([
    as(f.buyerMember.headers).get(`/buyer/order/complain/${id}`),
    as(f.sellerMember.headers).get(`/store/order/complain/${id}`),
    as(adminHeaders).get(`/manager/order/complain/${id}`),
  ]).then((answers) => answers.map((a) => a.result))
}

const history = (detail: { orderComplaintLogs: Line[] }) =>
  detail.orderComplaintLogs.map((l) => `${l.operatorName} | ${l.message}`)

describe('a complaint’s history', () => {
  it('reads every status change in Chinese and in English on all three details', async () => {
    const f = await deliveredOrder(t)
    const id = await file(f)
    const admin = caller(t, adminHeaders)
    await f.seller.post('/store/order/complain/communication', { complainId: id, content: '已安排补发' })
    await f.seller.put(
      `/store/order/complain/appeal?orderComplaintId=${id}&appealContent=${q('发货前已检查')}`,
    )
    await admin.post(`/manager/order/complain/communication/${id}?content=${q('请双方提供照片')}`)
    await admin.put(`/manager/order/complain/complete/${id}?arbitrationResult=${q('商家补发一件')}`)

    const store = f.store.storeName
    for (const detail of await details(f, id, 'zh-CN')) {
      expect(history(detail)).toEqual([
        `${store} | 商家回复投诉`,
        `${store} | 商家申诉：发货前已检查`,
        '平台 | 平台仲裁：商家补发一件',
      ])
      expect(detail.orderComplaintLogs.map((l: Line) => l.messageCode)).toEqual([
        'COMPLAINT_ANSWERED',
        'COMPLAINT_APPEALED',
        'COMPLAINT_ARBITRATED',
      ])
    }
    for (const detail of await details(f, id, 'en')) {
      expect(history(detail)).toEqual([
        'Tea House | The store answered the complaint',
        'Tea House | The store appealed: 发货前已检查',
        'Platform | The platform ruled: 商家补发一件',
      ])
      // The conversation names the platform in English too; what was said stays as said.
      expect(
        detail.orderComplaintCommunications.map(
          (m: { ownerName: string; content: string }) => `${m.ownerName}: ${m.content}`,
        ),
      ).toEqual(['Tea House: 已安排补发', 'Platform: 请双方提供照片'])
    }
  })

  it('reads the platform forwarding a complaint and the buyer withdrawing it', async () => {
    const f = await deliveredOrder(t)
    const id = await file(f)
    await caller(t, adminHeaders).put(`/manager/order/complain/status/${id}`)
    await f.buyer.put(`/buyer/order/complain/status/${id}`)
    const buyer = f.buyerMember.member
    const [zh] = await details(f, id, 'zh-CN')
    expect(history(zh)).toEqual([
      '平台 | 平台转交商家申诉',
      `${buyer.nickName ?? buyer.username} | 买家撤销投诉`,
    ])
    const [en, store, operator] = await details(f, id, 'en')
    for (const detail of [en, store, operator]) {
      expect(detail.orderComplaintLogs.map((l: Line) => l.message)).toEqual([
        'The platform passed the complaint to the store for its appeal',
        'The buyer withdrew the complaint',
      ])
    }
  })

  it('reads rows written before the codes from their sentence, and one it does not know as stored', async () => {
    const f = await deliveredOrder(t)
    const id = await file(f)
    const row = { complainId: id, operatorId: '-1', operatorName: '平台' }
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds))
    await t.database.db.insert(orderComplaintLogs).values([
      {
        ...row,
        id: nextId(),
        toStatus: 'WAIT_APPEAL',
        operatorType: 'PLATFORM',
        message: '平台转交商家申诉',
        createTime: at(1),
      },
      {
        ...row,
        id: nextId(),
        toStatus: 'WAIT_ARBITRATION',
        operatorType: 'STORE',
        operatorName: f.store.storeName,
        message: '商家申诉：发货时完好，见照片',
        createTime: at(2),
      },
      {
        ...row,
        id: nextId(),
        toStatus: 'COMPLETE',
        operatorType: 'PLATFORM',
        message: '旧版本的记录',
        createTime: at(3),
      },
    ])
    const [en] = await details(f, id, 'en')
    expect(history(en)).toEqual([
      'Platform | The platform passed the complaint to the store for its appeal',
      'Tea House | The store appealed: 发货时完好，见照片',
      'Platform | 旧版本的记录',
    ])
    expect(en.orderComplaintLogs.map((l: Line) => l.messageCode)).toEqual([null, null, null])
    const [zh] = await details(f, id, 'zh-CN')
    expect(zh.orderComplaintLogs.map((l: Line) => l.message)).toEqual([
      '平台转交商家申诉',
      '商家申诉：发货时完好，见照片',
      '旧版本的记录',
    ])
  })

  it('logs an appeal and a ruling of the longest length allowed with the words around them', async () => {
    const f = await deliveredOrder(t)
    const id = await file(f)
    const appeal = '查'.repeat(500)
    const appealed = await f.seller.put(
      `/store/order/complain/appeal?orderComplaintId=${id}&appealContent=${q(appeal)}`,
    )
    expect(appealed).toMatchObject({ success: true, result: { complainStatus: 'WAIT_ARBITRATION' } })
    const ruling = '裁'.repeat(500)
    const ruled = await caller(t, adminHeaders).put(
      `/manager/order/complain/complete/${id}?arbitrationResult=${q(ruling)}`,
    )
    expect(ruled).toMatchObject({ success: true, result: { complainStatus: 'COMPLETE' } })
    const [en] = await details(f, id, 'en')
    expect(en.orderComplaintLogs.map((l: Line) => l.message)).toEqual([
      `The store appealed: ${appeal}`,
      `The platform ruled: ${ruling}`,
    ])
  })
})
