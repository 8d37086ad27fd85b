import { english } from './english-texts.ts'

/**
 * The first thing wrong with some input, as zod reports it (a route's schema through
 * fastify-type-provider-zod, or a module's own `safeParse`).
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
}

/** A refusal's detail from an input issue: as the schema wrote it (Chinese), and in English. */
export function issueDetail(
  issue: InputIssue | undefined,
  { field = false }: { field?: boolean } = {},
): { detail?: string; detailEn?: string } {
  if (!issue) return {}
  const path = issue.path?.map(String).join('.') ?? ''
  const named = (text: string) => (field && path ? `${path}: ${text}` : text)
  return { detail: named(issue.message), detailEn: issueEnglish(issue, path, named) }
}

const HAN = /\p{Script=Han}/u

/**
 * The issue in English: the message's hand-written English form when it has one, zod's own (English)
 * message as it is, and otherwise what the issue's kind and bounds say about the field.
 */
function issueEnglish(issue: InputIssue, path: string, named: (text: string) => string): string {
  const own = english(issue.message)
  if (own !== issue.message || !HAN.test(issue.message)) return named(own)
  const text = kindText(issue)
  return path ? `${path} ${text}` : text
}

function kindText(issue: InputIssue): string {
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
