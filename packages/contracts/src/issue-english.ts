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

const HAN = /\p{Script=Han}/u
/** Whether a text holds Chinese characters (a schema's own message, not zod's English one). */
export const isChinese = (text: string) => HAN.test(text)

/**
 * A form field's message in the page's language: the schema's own text in Chinese; in English the
 * refinement's own English, a hand-written form when `english` has one, zod's own (English) message,
 * or the issue's predicate as a short sentence ("Required", "Must be at least 0").
 */
export function fieldIssueText(
  issue: InputIssue,
  lang: string,
  english: (message: string) => string | undefined = () => undefined,
): string {
  if (lang !== 'en') return issue.message
  const own = ownEnglish(issue) ?? english(issue.message)
  if (own) return own
  if (!isChinese(issue.message)) return issue.message
  const text = issueEnglish(issue)
  return text === 'is required' ? 'Required' : text[0].toUpperCase() + text.slice(1)
}
