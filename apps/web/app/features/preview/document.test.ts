import { describe, expect, it } from 'vitest'
import { parseCsv, parsePreviewQuery } from './document.ts'

const q = (s: string) => parsePreviewQuery(new URLSearchParams(s))

describe('parsePreviewQuery', () => {
  it('accepts documents of the downloads folder and names them', () => {
    expect(q('path=/downloads/guides/th-market-entry-zh.pdf&title=泰国市场准入清单')).toEqual({
      path: '/downloads/guides/th-market-entry-zh.pdf',
      title: '泰国市场准入清单',
      kind: 'pdf',
      extension: 'pdf',
    })
    expect(q('path=/downloads/guides/th-key-data.csv')).toMatchObject({
      kind: 'csv',
      title: 'th-key-data.csv',
    })
    expect(q('path=/downloads/x/map.WEBP')).toMatchObject({ kind: 'image', extension: 'webp' })
  })

  it('asks for nothing without a path', () => {
    expect(q('')).toBeNull()
    expect(q('path=%20')).toBeNull()
  })

  it('refuses other sites, parent folders, scripts and unknown types', () => {
    for (const bad of [
      'path=https://evil.example/x.pdf',
      'path=//evil.example/downloads/x.pdf',
      'path=/downloads/../secrets/x.pdf',
      'path=/etc/passwd',
      'path=javascript:alert(1)',
      'path=/downloads/x.html',
      'path=/downloads/x.exe',
      'path=/downloads//x.pdf',
    ]) {
      expect(q(bad), bad).toBe('invalid')
    }
  })
})

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, BOM and CRLF', () => {
    expect(parseCsv('\uFEFFname,value\r\n"Population, 2024","281 million"\r\n"say ""hi""",2\n\n')).toEqual([
      ['name', 'value'],
      ['Population, 2024', '281 million'],
      ['say "hi"', '2'],
    ])
  })
})
