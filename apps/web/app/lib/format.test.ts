import { describe, expect, it } from 'vitest'
import {
  addressText,
  badgeCount,
  displayUsername,
  formatMoney,
  formatPrice,
  formatQuantity,
  joinList,
  labelColon,
  maskPhone,
} from './format.ts'

describe('display helpers', () => {
  it('formats money with 2 decimals and thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50')
    expect(formatMoney(0)).toBe('0.00')
    expect(formatMoney('12.3')).toBe('12.30')
    expect(formatPrice(99)).toBe('¥99.00')
  })
  it('masks a phone as 3 digits, four stars, 4 digits', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
  })
  it('shows commas in an address as spaces', () => {
    expect(addressText('浙江省,杭州市，西湖区')).toBe('浙江省 杭州市 西湖区')
  })
  it('caps the badge at 99', () => {
    expect(badgeCount(120)).toBe('99')
    expect(badgeCount(5)).toBe('5')
  })
})

describe('displayUsername', () => {
  it('masks a username that is the mobile number, as the mobile is masked elsewhere', () => {
    expect(displayUsername('13812345678', '13812345678')).toBe('138****5678')
    expect(displayUsername('13812345678')).toBe('138****5678')
    expect(displayUsername('silk_trader', '13812345678')).toBe('silk_trader')
  })

  it('groups quantities the same way whatever the runtime locale', () => {
    expect([0, 999, 12000, 1234567].map(formatQuantity)).toEqual(['0', '999', '12,000', '1,234,567'])
  })
})

describe('joinList and labelColon', () => {
  it('write lists and labels as each language does', () => {
    expect(joinList(['上海市', '江苏省'], 'zh-CN')).toBe('上海市、江苏省')
    expect(joinList(['Shanghai', 'Jiangsu'], 'en')).toBe('Shanghai, Jiangsu')
    expect(joinList([], 'en')).toBe('')
    expect(`上海${labelColon('zh-CN')}¥5`).toBe('上海：¥5')
    expect(`Shanghai${labelColon('en')}¥5`).toBe('Shanghai: ¥5')
  })
})
