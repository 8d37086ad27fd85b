/**
 * Searches match what the visitor typed literally: `%`, `_` and `\` are escaped so they are not LIKE
 * wildcards (`\` is PostgreSQL's default LIKE escape). The one place this is written.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&')
}

/** "a_b" → "%a\_b%": rows whose column contains the text. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`
}
