/** Documents /Preview may show: files of this site's downloads folder, in formats we can render. */
const DOCUMENT_PATH = /^\/downloads\/[A-Za-z0-9_\-/]+\.(pdf|csv|png|jpe?g|webp|svg)$/i

export type DocumentKind = 'pdf' | 'csv' | 'image'

export interface PreviewDocument {
  path: string
  title: string
  kind: DocumentKind
  extension: string
}

/**
 * Reads `?path=&title=`. Returns null when no document was asked for, 'invalid' when the address is
 * outside the downloads folder (another site, `..`, a script) or of a type we do not render.
 */
export function parsePreviewQuery(params: URLSearchParams): PreviewDocument | 'invalid' | null {
  const path = params.get('path')?.trim()
  if (!path) return null
  if (!DOCUMENT_PATH.test(path) || path.includes('//')) return 'invalid'
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  const kind: DocumentKind = extension === 'pdf' ? 'pdf' : extension === 'csv' ? 'csv' : 'image'
  const fileName = path.slice(path.lastIndexOf('/') + 1)
  const title = (params.get('title') ?? '').trim().slice(0, 120) || fileName
  return { path, title, kind, extension }
}

/** A small RFC 4180 reader: quoted fields, doubled quotes, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += ch
  }
  if (field !== '' || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''))
}
