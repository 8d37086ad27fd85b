import sanitizeHtml from 'sanitize-html'

/**
 * The allow-list for article HTML. Articles are written by operators and seeded from files, but the
 * content is rendered as HTML on public pages, so it is cleaned when it is stored and again when it is
 * served: no script, no event handler, no `javascript:` URL, no inline style, no frames or forms.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    '*': ['class'],
  },
  allowedClasses: { '*': ['note', 'tip', 'warning', 'lead', 'source'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Dropped with their text, not unwrapped: their content is code or markup, never reading matter.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Outbound links open in a new tab without handing the page to the target.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '')
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
      }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
}

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

/** Plain text of article HTML (summaries, meta descriptions, search). */
export function articleText(html: string): string {
  // Block boundaries become spaces so paragraphs do not run together.
  const spaced = html.replace(
    /<\/(p|li|h[1-6]|td|th|div|blockquote|tr|dd|dt|figcaption)>|<br\s*\/?>/gi,
    '$& ',
  )
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}
