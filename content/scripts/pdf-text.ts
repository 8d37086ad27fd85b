import * as fontkit from 'fontkit'

/**
 * pdfkit has no font fallback, so text is fitted to the embedded CJK font: a letter it lacks is replaced
 * by its base letter when that exists (Hungarian ő → o), otherwise dropped, instead of printing a blank box.
 */
export function glyphSafe(fontFile: string, postscriptName: string): (text: string) => string {
  const font = fontkit.openSync(fontFile, postscriptName) as fontkit.Font
  const has = (ch: string) => font.hasGlyphForCodePoint(ch.codePointAt(0)!)
  return (text) =>
    Array.from(text, (ch) => {
      if (/\s/.test(ch) || has(ch)) return ch
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '')
      return base && Array.from(base).every(has) ? base : ''
    }).join('')
}
