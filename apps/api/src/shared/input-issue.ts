import {
  type InputIssue,
  isChinese,
  issueChinese,
  issueEnglish,
  ownEnglish,
} from '@silk/contracts/issue-english'
import { english } from './english-texts.ts'

export type { InputIssue }

/** A refusal's detail from an input issue: as the schema wrote it (Chinese), and in English. */
export function issueDetail(
  issue: InputIssue | undefined,
  { field = false }: { field?: boolean } = {},
): { detail?: string; detailEn?: string } {
  if (!issue) return {}
  const path = issue.path?.map(String).join('.') ?? ''
  const named = (text: string) => (field && path ? `${path}: ${text}` : text)
  return { detail: detailChinese(issue, path, named), detailEn: detailEnglish(issue, path, named) }
}

/** The issue in Chinese: the schema's own message, or what its kind and bounds say about the field. */
function detailChinese(issue: InputIssue, path: string, named: (text: string) => string): string {
  if (isChinese(issue.message)) return named(issue.message)
  const text = issueChinese(issue)
  return path ? `${path} ${text}` : text
}

/**
 * The issue in English: the refinement's own English, the message's hand-written English form when it
 * has one, zod's own (English) message as it is, and otherwise what the issue's kind and bounds say
 * about the field.
 */
function detailEnglish(issue: InputIssue, path: string, named: (text: string) => string): string {
  const given = ownEnglish(issue)
  // After a colon, in the sentence of the refusal: "Invalid input: price: at most two decimals".
  if (given) return named(/^[A-Z][a-z]/.test(given) ? given[0].toLowerCase() + given.slice(1) : given)
  const own = english(issue.message)
  if (own !== issue.message || !isChinese(issue.message)) return named(own)
  const text = issueEnglish(issue)
  return path ? `${path} ${text}` : text
}
