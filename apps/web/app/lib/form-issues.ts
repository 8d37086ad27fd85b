import { fieldIssueText, type InputIssue } from '@silk/contracts/issue-english'

/**
 * The one form recipe (decision 162): a form builds the request body, checks it with the contract
 * schema the API validates with (`Schema.safeParse(body)`), and shows under each field the first issue
 * of that field in the page's language. Checks the schema cannot make (a region picked, a time before
 * the first session) go into the same map before or after. A field is named by its top-level key
 * unless `keyOf` says otherwise (`fullPath` for nested forms, or a rename: goodsIds → goods).
 */
export function formIssues(
  result: { success: boolean; error?: { issues: readonly InputIssue[] } },
  lang: string,
  keyOf: (path: readonly PropertyKey[]) => string = topField,
  found: Record<string, string> = {},
): Record<string, string> {
  for (const issue of result.success ? [] : (result.error?.issues ?? [])) {
    found[keyOf(issue.path ?? [])] ??= fieldIssueText(issue, lang)
  }
  return found
}

/** The top-level key: "goodsIds", "skus" for an issue at skus.0.price. */
export const topField = (path: readonly PropertyKey[]) => String(path[0])

/** The whole path: "shipAddress.detail", "templateChildList.0.firstCompany". */
export const fullPath = (path: readonly PropertyKey[]) => path.join('.')

/** The top-level key, renamed where the form shows it under another field (goodsIds → goods). */
export const renamed =
  (names: Record<string, string>) =>
  (path: readonly PropertyKey[]): string =>
    names[topField(path)] ?? topField(path)
