import { refusal } from '@silk/contracts/issue-english'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { type InputIssue, issueDetail } from './input-issue.ts'

const firstIssue = (schema: z.ZodType, input: unknown): InputIssue => {
  const parsed = schema.safeParse(input)
  if (parsed.success) throw new Error('expected a refusal')
  return parsed.error.issues[0] as InputIssue
}

const Form = z.object({
  siteName: z
    .string({ message: '请输入站点名称' })
    .trim()
    .min(1, '请输入站点名称')
    .max(32, '站点名称最多32个字'),
  minPrice: z.number().min(0.01, '最低提现金额至少0.01元').optional(),
  accountNo: z
    .string()
    .regex(/^[0-9]+$/, '银行账号只能是数字')
    .optional(),
  kind: z.enum(['A', 'B'], { message: '请选择类型' }).optional(),
  tags: z.array(z.string()).max(2, '标签最多2个').optional(),
  note: z.string().max(5).optional(),
})

describe('issueDetail', () => {
  it('keeps the schema’s Chinese message and says the same in English from the issue', () => {
    const cases: [unknown, string, string][] = [
      [{ siteName: '' }, '请输入站点名称', 'siteName is required'],
      [{ siteName: 'x'.repeat(33) }, '站点名称最多32个字', 'siteName must be at most 32 characters'],
      [{ siteName: 'x', minPrice: 0 }, '最低提现金额至少0.01元', 'minPrice must be at least 0.01'],
      [{ siteName: 'x', accountNo: '12a' }, '银行账号只能是数字', 'accountNo is not in the expected format'],
      [{ siteName: 'x', kind: 'C' }, '请选择类型', 'kind must be one of A, B'],
      [{ siteName: 'x', tags: ['a', 'b', 'c'] }, '标签最多2个', 'tags must be at most 2 items'],
    ]
    for (const [input, zh, en] of cases) {
      expect(issueDetail(firstIssue(Form, input)), JSON.stringify(input)).toEqual({
        detail: zh,
        detailEn: en,
      })
    }
  })

  it('prefers a hand-written English form, and keeps zod’s own English message', () => {
    const transfer = z.string().regex(/^[0-9A-Za-z ]*$/, '银行账号只能包含数字、字母和空格')
    expect(issueDetail(firstIssue(transfer, '12-34')).detailEn).toBe(
      'the account number may hold only digits, letters and spaces',
    )
    const own = issueDetail(firstIssue(Form, { siteName: 'x', note: 'toolong' }))
    expect(own.detailEn).toMatch(/^Too big/)
    // …which never reaches a Chinese page: there the issue's kind and bounds say it in Chinese.
    expect(own.detail).toBe('note 不能超过 5 个字符')
  })

  it('says in Chinese what a schema without Chinese messages refuses (receiptTitle, realName, pageClientType)', () => {
    const Bare = z.object({
      receiptTitle: z.string(),
      realName: z.string().min(1),
      pageClientType: z.enum(['PC', 'H5']),
      count: z.number().int().max(99),
      email: z.email().optional(),
    })
    const cases: [unknown, string][] = [
      [{}, 'receiptTitle 缺少或不是文本'],
      [{ receiptTitle: 'x', realName: '' }, 'realName 不能为空'],
      [{ receiptTitle: 'x', realName: 'y', pageClientType: 'APP' }, 'pageClientType 只能是 PC、H5 之一'],
      [{ receiptTitle: 'x', realName: 'y', pageClientType: 'PC', count: 100 }, 'count 不能超过 99'],
      [
        { receiptTitle: 'x', realName: 'y', pageClientType: 'PC', count: 1, email: 'no' },
        'email 不是有效的邮箱地址',
      ],
    ]
    for (const [input, zh] of cases)
      expect(issueDetail(firstIssue(Bare, input), { field: true }).detail, JSON.stringify(input)).toBe(zh)
  })

  it('names the field before the message when asked (a route’s bad input)', () => {
    const nested = z.object({
      address: z.object({ mobile: z.string().regex(/^1\d{10}$/, '请输入正确的手机号') }),
    })
    expect(issueDetail(firstIssue(nested, { address: { mobile: '12' } }), { field: true })).toEqual({
      detail: 'address.mobile: 请输入正确的手机号',
      detailEn: 'address.mobile is not in the expected format',
    })
    expect(issueDetail(undefined)).toEqual({})
  })

  it('uses a refinement’s own English (refusal), in the sentence of the refusal', () => {
    const amount = z.object({
      price: z
        .number()
        .refine((v) => Number.isInteger(v * 100), refusal('金额最多两位小数', 'At most two decimals')),
    })
    expect(issueDetail(firstIssue(amount, { price: 1.234 }), { field: true })).toEqual({
      detail: 'price: 金额最多两位小数',
      detailEn: 'price: at most two decimals',
    })
  })
})
