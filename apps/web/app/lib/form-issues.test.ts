import { refusal } from '@silk/contracts/issue-english'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { formIssues, fullPath, renamed } from './form-issues.ts'

const Form = z.object({
  name: z.string().min(2, '名称至少2个字').max(4, '名称最多4个字'),
  goodsIds: z.array(z.string()).min(1, '请选择商品'),
  address: z.object({ detail: z.string().min(1, '请填写详细地址') }),
  price: z.string().refine((v) => Number(v) > 0, refusal('价格须大于0', 'The price must be above 0')),
})
const bad = { name: '', goodsIds: [], address: { detail: '' }, price: '0' }

describe('the form recipe', () => {
  it('gives the first issue of each top-level field, in Chinese or English', () => {
    expect(formIssues(Form.safeParse(bad), 'zh')).toEqual({
      name: '名称至少2个字',
      goodsIds: '请选择商品',
      address: '请填写详细地址',
      price: '价格须大于0',
    })
    expect(formIssues(Form.safeParse(bad), 'en').price).toBe('The price must be above 0')
  })

  it('names fields by their whole path or another name, and adds to the page’s own checks', () => {
    const found = { region: '请选择地区', name: '名称已存在' }
    const result = formIssues(Form.safeParse(bad), 'zh', renamed({ goodsIds: 'goods' }), found)
    expect(result).toBe(found)
    expect(result).toMatchObject({ region: '请选择地区', name: '名称已存在', goods: '请选择商品' })
    expect(formIssues(Form.safeParse(bad), 'zh', fullPath)['address.detail']).toBe('请填写详细地址')
  })

  it('finds nothing in a valid form', () => {
    const good = { name: '茶叶', goodsIds: ['1'], address: { detail: '一号' }, price: '1' }
    expect(formIssues(Form.safeParse(good), 'zh')).toEqual({})
  })
})
