/**
 * An order line's specs as the order keeps them — `{"颜色":"青花","尺寸":"L"}` as upstream sends
 * them (with the SKU's `images` beside the values on some lines), or plain words — as one line of
 * values: "青花 / L". Words that are not JSON are shown as they are.
 */
export function specText(specs: string | null | undefined, separator = ' / '): string {
  if (!specs) return ''
  try {
    const parsed = JSON.parse(specs) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return Object.entries(parsed as Record<string, unknown>)
        .filter(([key, value]) => key !== 'images' && value !== null && value !== '')
        .map(([, value]) => String(value))
        .join(separator)
  } catch {
    // plain words already
  }
  return specs
}

/**
 * The variant of an order line or after-sale as a reader sees it: the API's `simpleSpecs` (in the
 * interface language, in the goods' spec order; decision 026), else upstream's `specs` object.
 */
export const lineSpecs = (line: { simpleSpecs?: string | null; specs?: string | null }): string =>
  line.simpleSpecs || specText(line.specs)
