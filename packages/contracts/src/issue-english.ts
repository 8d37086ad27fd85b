/**
 * What a zod issue says, in English, from its kind and bounds: the schemas' own messages are Chinese
 * (spec §5), and the English interface needs the same refusal in English wherever no hand-written form
 * exists. Used by the API for a refusal's detail and by the web app's forms under a field.
 */
export interface InputIssue {
  code: string
  path?: readonly PropertyKey[]
  message: string
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  inclusive?: boolean
  expected?: string
  format?: string
  values?: readonly unknown[]
  divisor?: number
  keys?: readonly string[]
  /** A refinement's own English, given where it is written (`refusal`). */
  params?: { en?: string }
}

/**
 * A refinement's refusal in both languages: the Chinese message zod reports and, in its `params`, the
 * English the English interface shows. Every `.refine` and custom issue of the contracts says both
 * (`refusal.test.ts` fails on one that does not), so no form or route keeps its own English for them.
 */
export const refusal = (message: string, en: string) => ({ message, params: { en } })

/** The English a refinement gave its refusal (`refusal`), if any. */
export const ownEnglish = (issue: InputIssue): string | undefined => issue.params?.en

/** A predicate such as "must be at most 32 characters" or "is required" (no subject, lower case). */
export function issueEnglish(issue: InputIssue): string {
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'is required'
      return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}${unit}`
    case 'too_big':
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}${unit}`
    case 'invalid_type':
      return issue.expected ? `must be a ${issue.expected}` : 'is missing or of the wrong type'
    case 'invalid_format':
      return issue.format && issue.format !== 'regex'
        ? `must be a valid ${issue.format}`
        : 'is not in the expected format'
    case 'invalid_value':
      return issue.values?.length ? `must be one of ${issue.values.map(String).join(', ')}` : 'is not allowed'
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys?.join(', ') ?? ''}`
    default:
      return 'is not valid'
  }
}

const TYPES_ZH: Record<string, string> = {
  string: '文本',
  number: '数字',
  int: '整数',
  bigint: '整数',
  boolean: '是或否',
  array: '列表',
  object: '对象',
  date: '日期',
}
const FORMATS_ZH: Record<string, string> = { email: '邮箱地址', url: '网址', uuid: 'UUID', date: '日期' }

/**
 * The same predicate in Chinese ("不能为空", "不能超过 32 个字符"), for an issue whose schema gave no
 * Chinese message of its own (zod's built-in English must never reach a Chinese page).
 */
export function issueChinese(issue: InputIssue): string {
  const unit = issue.origin === 'string' ? ' 个字符' : issue.origin === 'array' ? ' 项' : ''
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return '不能为空'
      return issue.inclusive === false
        ? `必须大于 ${issue.minimum}${unit}`
        : `不能少于 ${issue.minimum}${unit}`
    case 'too_big':
      return issue.inclusive === false
        ? `必须小于 ${issue.maximum}${unit}`
        : `不能超过 ${issue.maximum}${unit}`
    case 'invalid_type':
      return issue.expected && TYPES_ZH[issue.expected]
        ? `缺少或不是${TYPES_ZH[issue.expected]}`
        : '缺少或类型不对'
    case 'invalid_format':
      return issue.format && FORMATS_ZH[issue.format] ? `不是有效的${FORMATS_ZH[issue.format]}` : '格式不正确'
    case 'invalid_value':
      return issue.values?.length ? `只能是 ${issue.values.map(String).join('、')} 之一` : '取值不允许'
    case 'not_multiple_of':
      return `必须是 ${issue.divisor} 的倍数`
    case 'unrecognized_keys':
      return `含有未知字段：${issue.keys?.join('、') ?? ''}`
    default:
      return '不合法'
  }
}

const HAN = /\p{Script=Han}/u
/** Whether a text holds Chinese characters (a schema's own message, not zod's English one). */
export const isChinese = (text: string) => HAN.test(text)

/**
 * A form field's message in the page's language: the schema's own text in Chinese (or the issue's
 * predicate in Chinese when the schema wrote none); in English the
 * refinement's own English, a hand-written form when `english` has one, zod's own (English) message,
 * or the issue's predicate as a short sentence ("Required", "Must be at least 0").
 */
export function fieldIssueText(
  issue: InputIssue,
  lang: string,
  english: (message: string) => string | undefined = () => undefined,
): string {
  if (lang !== 'en') return isChinese(issue.message) ? issue.message : issueChinese(issue)
  const own = ownEnglish(issue) ?? english(issue.message)
  if (own) return own
  if (!isChinese(issue.message)) return issue.message
  const text = issueEnglish(issue)
  return text === 'is required' ? 'Required' : text[0].toUpperCase() + text.slice(1)
}
