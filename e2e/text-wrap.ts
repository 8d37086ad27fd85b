import type { Locator, Page } from '@playwright/test'

/**
 * How titles and buttons wrap (issue 65), measured in the page as it is drawn: each character's box
 * (Range.getClientRects) tells which line it is on. Returns one line of text per fault:
 * - a title, button or short label (up to 16 characters) with a line holding a single Chinese
 *   character (限时秒 / 杀, 填写订单信 / 息);
 * - a button whose label of up to 24 characters takes more than one line (Browse / brands, Add to / cart);
 * - a carousel's dots (text-less buttons under 12 px tall) drawn over a link or button with text;
 * - in English, a title (18 px or more) letter-spaced by more than 0.05 em (spacing meant for Chinese,
 *   which spreads a Latin title over more lines).
 * Shared by readable-text.spec.ts (1366 px) and e2e/phone-checks.ts (390 px).
 */
export function wrapFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = []
    const han = /\p{Script=Han}/u
    const TITLE = 'h1, h2, h3, h4, h5, h6, button, .btn, [role="button"], [role="tab"]'
    const BUTTON = 'button, .btn, [role="button"], a[class*="btn" i], a[class*="cta" i]'
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`
    const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    // The nearest ancestor (or itself) that lays out lines: not inline.
    const blockOf = (el: Element): Element => {
      let at: Element | null = el
      while (at && at !== document.body) {
        const display = getComputedStyle(at).display
        if (display !== 'inline' && display !== 'contents') return at
        at = at.parentElement
      }
      return document.body
    }
    const chars = new Map<Element, { ch: string; mid: number; top: number; bottom: number }[]>()
    const range = document.createRange()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = node.textContent ?? ''
      if (!el || !text.trim()) continue
      if (el.closest('script, style, noscript, title, [aria-hidden="true"], .visually-hidden')) continue
      if (!visible(el)) continue
      const block = blockOf(el)
      const list = chars.get(block) ?? []
      chars.set(block, list)
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i] ?? '')) continue
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getClientRects()[0]
        if (!box || box.width === 0) continue
        list.push({ ch: text[i] ?? '', mid: (box.top + box.bottom) / 2, top: box.top, bottom: box.bottom })
      }
    }
    for (const [block, all] of chars) {
      // Lines a clamp or an overflow box hides are not seen.
      const edge = block.getBoundingClientRect().bottom
      const seen = getComputedStyle(block).overflow === 'visible' ? all : all.filter((c) => c.mid < edge)
      const lines: { top: number; bottom: number; text: string }[] = []
      for (const c of seen) {
        const line = lines.find((l) => c.mid > l.top && c.mid < l.bottom)
        if (line) line.text += c.ch
        else lines.push({ top: c.top, bottom: c.bottom, text: c.ch })
      }
      if (lines.length < 2) continue
      const text = lines.map((l) => l.text).join('')
      const shown = `«${lines.map((l) => l.text).join(' / ')}» ${name(block)}`
      // Short texts are labels, except a name clamped to two lines (goods cards: `text-wrap: pretty`
      // does not reach it in Chromium; issue 65 leaves it open) and a table's cells (a narrow column of
      // running text on a phone).
      const clamped = getComputedStyle(block).webkitLineClamp !== 'none'
      const cell = block.closest('td') !== null
      const titled =
        block.matches(TITLE) || block.closest(TITLE) !== null || (text.length <= 16 && !clamped && !cell)
      if (titled && lines.some((l) => [...l.text].length === 1 && han.test(l.text)))
        faults.push(`a lone character: ${shown}`)
      if (block.matches(BUTTON) && text.length <= 24) faults.push(`a button label wraps: ${shown}`)
    }
    // Carousel dots: buttons without text, a few pixels tall.
    const dots = [...document.querySelectorAll('button')].filter((b) => {
      const box = b.getBoundingClientRect()
      return !b.textContent?.trim() && box.height > 0 && box.height < 12 && visible(b)
    })
    // What a finger or a cursor aims at: links and buttons with text, not a whole slide that is a link.
    const targets = [...document.querySelectorAll('a, button, [class*="cta" i], [class*="btn" i]')].filter(
      (el) => {
        const box = el.getBoundingClientRect()
        return el.textContent?.trim() && visible(el) && box.height > 0 && box.height <= 80
      },
    )
    for (const dot of dots) {
      const d = dot.getBoundingClientRect()
      for (const el of targets) {
        const t = el.getBoundingClientRect()
        if (d.left < t.right && t.left < d.right && d.top < t.bottom && t.top < d.bottom)
          faults.push(`a carousel dot over «${el.textContent?.trim().slice(0, 30)}» ${name(el)}`)
      }
    }
    if (document.documentElement.lang === 'en') {
      for (const h of document.querySelectorAll('h1, h2, h3')) {
        const style = getComputedStyle(h)
        const size = Number.parseFloat(style.fontSize)
        const spacing = Number.parseFloat(style.letterSpacing) || 0
        if (visible(h) && size >= 18 && spacing > 0.05 * size)
          faults.push(`a letter-spaced English title (${style.letterSpacing}): ${name(h)}`)
      }
    }
    return faults
  })
}

/** The lines an element's text is drawn on, as the characters of each line (spaces left out). */
export function lineTexts(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const lines: { top: number; bottom: number; text: string }[] = []
    const range = document.createRange()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      for (let i = 0; i < text.length; i++) {
        if (/\s/.test(text[i] ?? '')) continue
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        const box = range.getClientRects()[0]
        if (!box || box.width === 0) continue
        const mid = (box.top + box.bottom) / 2
        const line = lines.find((l) => mid > l.top && mid < l.bottom)
        if (line) line.text += text[i]
        else lines.push({ top: box.top, bottom: box.bottom, text: text[i] ?? '' })
      }
    }
    return lines.map((l) => l.text)
  })
}
