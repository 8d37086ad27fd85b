import { describe, expect, it } from 'vitest'
import { absoluteMediaJson, absoluteMediaValue } from './media-url.ts'

const origin = 'https://cdn.example.com'

describe('absoluteMediaValue', () => {
  it('rewrites a value exactly as absoluteMediaJson rewrites its JSON', () => {
    const json = absoluteMediaJson(origin)
    const value = absoluteMediaValue(origin)
    const samples: unknown[] = [
      {
        message: {
          type: 'PICTURE',
          content: '/uploads/2026/a.webp',
          card: { kind: 'GOODS', image: '/media/goods/1.png', price: 12.5, goodsNameEn: null },
          clientId: undefined,
        },
        conversation: { storeLogo: '/brand/logo.svg', memberFace: '', lastSeq: 3, blocked: false },
      },
      // Inside texts: a path after a quote, an apostrophe or a comma moves too; elsewhere it stays.
      { content: 'see "/uploads/x.png" or \'/media/y\' or a,/brand/z and /uploads/not-at-start' },
      { list: ['/media/a', 'x/media/b', ',/uploads/c', null, 7], when: new Date(0), nothing: undefined },
      '/uploads/top-level',
      null,
    ]
    for (const sample of samples) expect(value(sample)).toEqual(JSON.parse(json(JSON.stringify(sample))))
  })

  it('answers a copy and leaves the value given untouched', () => {
    const given = { content: '/uploads/a.webp', nested: { image: '/media/b.png' } }
    const out = absoluteMediaValue(origin)(given)
    expect(out).toEqual({
      content: `${origin}/uploads/a.webp`,
      nested: { image: `${origin}/media/b.png` },
    })
    expect(given.content).toBe('/uploads/a.webp')
    expect(out.nested).not.toBe(given.nested)
  })
})
