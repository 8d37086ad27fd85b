import { describe, expect, it } from 'vitest'
import {
  AFTER_SALE_LOG_LINES,
  afterSaleLine,
  afterSaleLogText,
  COMPLAINT_LOG_LINES,
  complaintLine,
  complaintLogText,
  logActorName,
  ORDER_LOG_LINES,
  orderLine,
  orderLogText,
  parseLine,
} from './log-lines.ts'

const HAN = /\p{Script=Han}/u
const slots = (zh: string) => [...zh.matchAll(/\{(\w+)\}/g)].map((m) => m[1])

/** Decision 137: every order, after-sale and complaint log line has both languages and is read back from its sentence. */
describe.each([
  ['order log', ORDER_LOG_LINES],
  ['after-sale log', AFTER_SALE_LOG_LINES],
  ['complaint log', COMPLAINT_LOG_LINES],
] as const)('%s lines', (_, table) => {
  const lines = Object.entries(table) as [string, { zh: string; en: (a: Record<string, string>) => string }][]

  it('say every line in Chinese and in English, with every part in both', () => {
    for (const [code, line] of lines) {
      expect(code).toMatch(/^[A-Z_]+$/)
      expect(line.zh, code).toMatch(HAN)
      const args = Object.fromEntries(slots(line.zh).map((s, i) => [s, `P${i}x`]))
      const en = line.en(args)
      expect(en, code).not.toMatch(HAN)
      for (const value of Object.values(args)) expect(en, `${code} drops a part`).toContain(value)
    }
  })

  it('find the code and parts of a stored sentence again (rows written before the codes)', () => {
    for (const [code, line] of lines) {
      const args = Object.fromEntries(slots(line.zh).map((s, i) => [s, `值${i}，含标点：x`]))
      const message = line.zh.replace(/\{(\w+)\}/g, (_, k) => args[k])
      expect(parseLine(table, message), code).toEqual({ code, args })
    }
  })
})

describe('reading a log row', () => {
  const old = (message: string) => ({ message, messageCode: null, messageArgs: null })

  it('writes a coded line in Chinese as stored and reads it in either language', () => {
    const line = orderLine('ORDER_SHIPPED', { sn: 'O1', carrier: '顺丰速运', no: 'SF1' })
    expect(line.message).toBe('订单[O1]发货，物流公司：顺丰速运，单号：SF1')
    const row = { message: line.message, messageCode: line.code, messageArgs: line.args }
    expect(orderLogText('zh-CN', row)).toBe(line.message)
    expect(orderLogText('en', row)).toBe('Order O1 shipped with SF Express, tracking number SF1')
    const paid = orderLine('ORDER_PAID', { method: '线下转账' })
    expect(orderLogText('en', { ...paid, messageCode: paid.code, messageArgs: paid.args })).toBe(
      'Order payment (Bank transfer)',
    )
    const asked = afterSaleLine('AFTER_SALE_APPLIED', {
      sn: 'A1',
      kind: '退货',
      num: '2',
      reason: '尺码不合适',
    })
    expect(afterSaleLogText('en', { ...asked, messageCode: asked.code, messageArgs: asked.args })).toBe(
      'After-sales A1: return of 2 requested. Reason: 尺码不合适',
    )
  })

  it('reads rows written before the codes from their sentence, and an unknown one as stored', () => {
    expect(orderLogText('en', old('订单[O1]创建'))).toBe('Order O1 placed')
    expect(orderLogText('en', old('订单[O1]创建（采购需求R9接受报价）'))).toBe(
      'Order O1 placed: quote accepted on purchase request R9',
    )
    expect(orderLogText('en', old('订单[O1]取消，原因为：超时未支付自动取消'))).toBe(
      'Order O1 cancelled: not paid in time',
    )
    expect(orderLogText('en', old('订单[O1]改价，应付金额由¥100.00改为¥90.00'))).toBe(
      'Order O1: amount due changed from ¥100.00 to ¥90.00',
    )
    expect(afterSaleLogText('en', old('售后单[A1]商家已确认收到退回商品，2件退回商品已入库'))).toBe(
      'After-sales A1: the seller received the goods and put 2 back in stock',
    )
    expect(afterSaleLogText('en', old('售后单[A1]退款完成，退款金额￥12.00'))).toBe(
      'After-sales A1: ¥12.00 refunded',
    )
    expect(orderLogText('en', old('商家写的一行'))).toBe('商家写的一行')
    expect(orderLogText('zh-CN', old('订单[O1]创建'))).toBe('订单[O1]创建')
    // A code this table no longer knows: read as a row without one.
    expect(orderLogText('en', { message: '订单[O1]创建', messageCode: 'GONE', messageArgs: {} })).toBe(
      'Order O1 placed',
    )
  })

  it('writes a complaint line with what was typed, and reads it in either language', () => {
    const line = complaintLine('COMPLAINT_APPEALED', { appeal: '发货前已检查：完好' })
    expect(line.message).toBe('商家申诉：发货前已检查：完好')
    const row = { message: line.message, messageCode: line.code, messageArgs: line.args }
    expect(complaintLogText('en', row)).toBe('The store appealed: 发货前已检查：完好')
    expect(complaintLogText('zh-CN', row)).toBe(line.message)
    expect(complaintLogText('en', old('买家撤销投诉'))).toBe('The buyer withdrew the complaint')
    expect(complaintLogText('en', old('平台仲裁：退一半'))).toBe('The platform ruled: 退一半')
  })

  it('names the system and the platform in English, and people as they are', () => {
    expect(logActorName('en', 'SYSTEM', '系统')).toBe('System')
    expect(logActorName('en', 'MANAGER', '平台（admin）')).toBe('Platform (admin)')
    expect(logActorName('en', 'MANAGER', 'admin')).toBe('admin')
    expect(logActorName('en', 'PLATFORM', '平台')).toBe('Platform')
    expect(logActorName('zh-CN', 'PLATFORM', '平台')).toBe('平台')
    expect(logActorName('en', 'MEMBER', '张三')).toBe('张三')
    expect(logActorName('zh-CN', 'SYSTEM', '系统')).toBe('系统')
  })
})
