import { describe, expect, it } from 'vitest'
import { ADMIN_LOG_FIELDS, adminLogChanges } from './admin-log-fields.ts'

const HAN = /\p{Script=Han}/u

describe('the operation log in words (issue 60 §14)', () => {
  it('gives every field a Chinese label and an English one', () => {
    for (const [field, { zh, en }] of Object.entries(ADMIN_LOG_FIELDS)) {
      expect(zh.trim(), field).not.toBe('')
      expect(en.trim(), field).not.toBe('')
      expect(en, field).not.toMatch(HAN)
    }
  })

  it('words the codes of states and kinds in the reader’s language; an unknown code stays as stored', () => {
    const before = {
      rangeDayType: 'FIXEDTIME',
      scopeType: 'ALL',
      couponType: 'PRICE',
      promotionStatus: 'NEW',
    }
    const after = {
      rangeDayType: 'DYNAMICTIME',
      scopeType: 'PORTION_GOODS',
      couponType: 'PRICE',
      promotionStatus: 'LATER',
    }
    const words = (lang: 'zh-CN' | 'en') =>
      Object.fromEntries(adminLogChanges(before, after, lang).map((c) => [c.field, [c.before, c.after]]))
    expect(words('zh-CN')).toEqual({
      couponType: ['满减券', '满减券'],
      scopeType: ['全场通用', '指定商品'],
      rangeDayType: ['固定时间段', '领取后若干天'],
      promotionStatus: ['未开始', 'LATER'],
    })
    expect(words('en')).toMatchObject({
      rangeDayType: ['Fixed period', 'Days after claim'],
      scopeType: ['Everything', 'Goods'],
    })
    expect(adminLogChanges({ authFlag: 'TOBEAUDITED' }, { authFlag: 'PASS' }, 'en')[0]).toMatchObject({
      before: 'To review',
      after: 'Approved',
    })
  })

  it('labels each field in the reader’s language, amounts stored in fen read in yuan, yuan as written', () => {
    // As jsonb gives the keys back (shortest first), not the table's order.
    const before = { price: 1500, status: 'NEW', couponName: '满99减15', consumeThreshold: 9900 }
    const after = { price: 2000, status: 'NEW', couponName: '满99减20', consumeThreshold: 9900 }
    expect(adminLogChanges(before, after, 'zh-CN')).toEqual([
      {
        field: 'couponName',
        label: '优惠券名称',
        before: '满99减15',
        after: '满99减20',
        money: false,
        changed: true,
      },
      { field: 'status', label: '状态', before: 'NEW', after: 'NEW', money: false, changed: false },
      { field: 'price', label: '面额', before: 15, after: 20, money: true, changed: true },
      { field: 'consumeThreshold', label: '使用门槛', before: 99, after: 99, money: true, changed: false },
    ])
    expect(adminLogChanges(before, after, 'en').map((c) => c.label)).toEqual([
      'Coupon name',
      'Status',
      'Amount',
      'Minimum spend',
    ])
    // Withdrawals log yuan already (fenToYuan): kept as written.
    expect(adminLogChanges({ applyMoney: 12.5 }, null, 'zh-CN')).toEqual([
      { field: 'applyMoney', label: '提现金额', before: 12.5, money: true, changed: true },
    ])
  })

  it('shows a created row’s fields as after only, an unknown field by its name, a bare list as one line', () => {
    expect(adminLogChanges(null, { word: '违禁', somethingNew: 1 }, 'en')).toEqual([
      { field: 'word', label: 'Sensitive word', after: '违禁', money: false, changed: true },
      { field: 'somethingNew', label: 'somethingNew', after: 1, money: false, changed: true },
    ])
    expect(adminLogChanges(['1', '2'], ['2', '1'], 'zh-CN')).toEqual([
      { field: '', label: '', before: ['1', '2'], after: ['2', '1'], money: false, changed: true },
    ])
    expect(adminLogChanges(null, null, 'zh-CN')).toEqual([])
    // A field named like an Object prototype member is no label of the table.
    expect(adminLogChanges({ constructor: 'x' }, null, 'en')[0].label).toBe('constructor')
  })
})
