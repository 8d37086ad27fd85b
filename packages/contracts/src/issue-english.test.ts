import { describe, expect, it } from 'vitest'
import { FreightTemplateForm } from './freight.ts'
import { fieldIssueText, type InputIssue } from './issue-english.ts'

const issuesOf = (input: unknown) => {
  const parsed = FreightTemplateForm.safeParse(input)
  if (parsed.success) throw new Error('expected a refusal')
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i as InputIssue]))
}

describe('fieldIssueText', () => {
  const issues = issuesOf({
    name: '',
    pricingMethod: 'NUM',
    firstUnit: 1,
    firstFee: -1,
    extraUnit: 1,
    extraFee: 100_000,
  })

  it('keeps the schema’s Chinese under a field of the Chinese page', () => {
    expect(fieldIssueText(issues.name, 'zh-CN')).toBe('请输入模板名称')
    expect(fieldIssueText(issues.firstFee, 'zh-CN')).toBe('首费不能为负数')
  })

  it('says the same in English from the issue’s kind and bounds', () => {
    expect(fieldIssueText(issues.name, 'en')).toBe('Required')
    expect(fieldIssueText(issues.firstFee, 'en')).toBe('Must be at least 0')
    expect(fieldIssueText(issues.extraFee, 'en')).toBe('Must be at most 99999')
  })

  it('prefers a form’s own English, and keeps a message that is English already', () => {
    expect(
      fieldIssueText(issues.name, 'en', (m) => (m === '请输入模板名称' ? 'Name the template' : undefined)),
    ).toBe('Name the template')
    expect(fieldIssueText({ code: 'custom', message: 'Too big' }, 'en')).toBe('Too big')
    expect(fieldIssueText({ code: 'custom', message: '同一地区只能出现在一条规则中' }, 'en')).toBe(
      'Is not valid',
    )
  })
})
