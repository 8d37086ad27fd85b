import { parse } from '@babel/parser'
import { transform } from 'esbuild'

/** Finds a character outside ASCII. */
export const NON_ASCII = /\P{ASCII}/u

/**
 * The same program with ASCII characters only where it can be (`\uXXXX` for the rest). V8 keeps a
 * module's source for as long as the process runs, as a one-byte string when every character fits
 * in one byte and as a two-byte string otherwise: one Chinese comment or label doubled the server
 * bundles' 4.4 million characters to 8.8 MB of a node's heap (decision 022, session 39).
 *
 * esbuild escapes strings and cooked templates (`charset: 'ascii'`); comments and regular
 * expressions it leaves as written are escaped here per UTF-16 unit, which a pattern reads alike (an
 * identity escape `\，` loses its backslash). A tagged template's raw text cannot be escaped without
 * changing it, so a program with non-ASCII there keeps it (and stays two-byte).
 */
export async function asciiOnly(code) {
  const printed = (await transform(code, { charset: 'ascii', format: 'esm', loader: 'js' })).code
  if (!NON_ASCII.test(printed)) return printed
  const { comments, tokens } = parse(printed, { sourceType: 'module', tokens: true })
  const spans = [...comments, ...tokens.filter((token) => token.type.label === 'regexp')]
    .filter((span) => NON_ASCII.test(printed.slice(span.start, span.end)))
    .sort((a, b) => a.start - b.start)
  let out = ''
  let at = 0
  for (const { start, end } of spans) {
    out += printed.slice(at, start) + escaped(printed.slice(start, end))
    at = end
  }
  return out + printed.slice(at)

  function escaped(text) {
    return text.replace(/(\\*)(\P{ASCII})/gu, (_, slashes, char) => {
      let units = ''
      for (let i = 0; i < char.length; i++) units += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`
      // An odd run of backslashes escapes the character itself: the last one goes.
      return (slashes.length % 2 ? slashes.slice(1) : slashes) + units
    })
  }
}
