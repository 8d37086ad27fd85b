import { describe, expect, it } from 'vitest'
import {
  ADMIN_ACTION_AREAS,
  ADMIN_ACTIONS,
  ADMIN_ACTIONS_BY_AREA,
  adminActionTitle,
} from './admin-actions.ts'

const HAN = /\p{Script=Han}/u

describe('ADMIN_ACTIONS (the operation log titles, decision 137)', () => {
  const entries = Object.entries(ADMIN_ACTIONS)

  it('gives every code a Chinese title that fits admin_log.title and an English one', () => {
    for (const [code, { zh, en }] of entries) {
      expect(code).toMatch(/^[a-z][\w-]*(\.[\w-]+)+$/)
      expect(zh, code).toMatch(HAN)
      expect(zh.length, code).toBeLessThanOrEqual(64)
      expect(en.trim(), code).not.toBe('')
      expect(en, code).not.toMatch(HAN)
    }
  })

  it('tells every action apart in each language', () => {
    expect(new Set(entries.map(([, t]) => t.zh)).size).toBe(entries.length)
    expect(new Set(entries.map(([, t]) => t.en)).size).toBe(entries.length)
  })

  it("puts every action in one titled area, and every area offers some (the log's action filter)", () => {
    const offered = ADMIN_ACTIONS_BY_AREA.flatMap((g) => g.actions)
    expect(offered).toEqual(Object.keys(ADMIN_ACTIONS))
    expect(ADMIN_ACTIONS_BY_AREA.map((g) => g.area)).toEqual(Object.keys(ADMIN_ACTION_AREAS))
    for (const { area, actions } of ADMIN_ACTIONS_BY_AREA) expect(actions.length, area).toBeGreaterThan(0)
    for (const { zh, en } of Object.values(ADMIN_ACTION_AREAS)) {
      expect(zh).toMatch(HAN)
      expect(en).not.toMatch(HAN)
    }
    expect(ADMIN_ACTIONS['wallet.withdraw.approve'].area).toBe('members')
    expect(ADMIN_ACTIONS['setting.goods.review.enable'].area).toBe('goods')
  })

  it('reads a code in the language asked, and a code it does not know as stored', () => {
    expect(adminActionTitle('wallet.withdraw.approve', 'en', '审核通过提现')).toBe('Approved a withdrawal')
    expect(adminActionTitle('wallet.withdraw.approve', 'zh-CN', '旧标题')).toBe('审核通过提现')
    expect(adminActionTitle('retired.action', 'en', '旧操作')).toBe('旧操作')
    expect(adminActionTitle('toString', 'en', '旧操作')).toBe('旧操作')
  })
})
