import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardShelf } from './card-shelf.ts'

const card = (text: string) => Buffer.from(text)

describe('CardShelf', () => {
  afterEach(() => vi.useRealTimers())

  it('gives a card back while its listing write is current, and not after', () => {
    const shelf = new CardShelf({ chunkBytes: 64, chunks: 2, ttlMs: 30_000 })
    shelf.set('zh:1', 7, card('{"id":"1"}'))
    expect(shelf.get('zh:1', 7)?.toString()).toBe('{"id":"1"}')
    expect(shelf.get('en:1', 7)).toBeUndefined()
    // The goods was written again: the card is stale, and gone.
    expect(shelf.get('zh:1', 8)).toBeUndefined()
    expect(shelf.get('zh:1', 7)).toBeUndefined()
  })

  it('keeps a copy, not the caller’s buffer', () => {
    const shelf = new CardShelf({ chunkBytes: 64, chunks: 2, ttlMs: 30_000 })
    const bytes = card('{"id":"2"}')
    shelf.set('zh:2', 1, bytes)
    bytes.fill(0x20)
    expect(shelf.get('zh:2', 1)?.toString()).toBe('{"id":"2"}')
  })

  it('forgets a card after its time', () => {
    vi.useFakeTimers()
    const shelf = new CardShelf({ chunkBytes: 64, chunks: 2, ttlMs: 1_000 })
    shelf.set('zh:3', 1, card('{"id":"3"}'))
    vi.advanceTimersByTime(999)
    expect(shelf.get('zh:3', 1)).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(shelf.get('zh:3', 1)).toBeUndefined()
  })

  it('drops the oldest chunk with its cards when the chunks are full', () => {
    // Two chunks of 20 bytes hold two 10-byte cards each.
    const shelf = new CardShelf({ chunkBytes: 20, chunks: 2, ttlMs: 30_000 })
    for (const id of ['a', 'b', 'c', 'd']) shelf.set(`zh:${id}`, 1, card(`{"id":"${id}"}`.padEnd(10)))
    for (const id of ['a', 'b', 'c', 'd']) expect(shelf.get(`zh:${id}`, 1)).toBeDefined()
    shelf.set('zh:e', 1, card('{"id":"e"}'.padEnd(10)))
    expect(shelf.get('zh:a', 1)).toBeUndefined()
    expect(shelf.get('zh:b', 1)).toBeUndefined()
    for (const id of ['c', 'd', 'e'])
      expect(shelf.get(`zh:${id}`, 1)?.toString().trim()).toBe(`{"id":"${id}"}`)
  })

  it('keeps a card asked for twice at once only once', () => {
    const shelf = new CardShelf({ chunkBytes: 20, chunks: 1, ttlMs: 30_000 })
    const first = shelf.set('zh:f', 1, card('{"id":"f"}'.padEnd(10)))
    // A second page built the same card meanwhile: the kept one is used and no room is taken.
    expect(shelf.set('zh:f', 1, card('{"id":"f"}'.padEnd(10)))).toBe(first)
    shelf.set('zh:g', 1, card('{"id":"g"}'.padEnd(10)))
    expect(shelf.get('zh:f', 1)).toBeDefined()
    expect(shelf.get('zh:g', 1)).toBeDefined()
  })

  it('hands back a card too big for a chunk without keeping it', () => {
    const shelf = new CardShelf({ chunkBytes: 8, chunks: 1, ttlMs: 30_000 })
    const big = card('{"id":"much too long"}')
    expect(shelf.set('zh:h', 1, big)).toBe(big)
    expect(shelf.get('zh:h', 1)).toBeUndefined()
  })

  it('lists what it keeps oldest first, a card built again last', () => {
    const shelf = new CardShelf({ chunkBytes: 64, chunks: 2, ttlMs: 30_000 })
    const before = shelf.version
    for (const id of ['a', 'b', 'c']) shelf.set(`zh:${id}`, 1, card(`{"id":"${id}"}`))
    // The goods of a was written again: its card, built anew, is now the newest.
    expect(shelf.get('zh:a', 2)).toBeUndefined()
    shelf.set('zh:a', 2, card('{"id":"a"}'))
    expect(shelf.keys()).toEqual(['zh:b', 'zh:c', 'zh:a'])
    expect(shelf.version - before).toBe(4)
    shelf.set('zh:a', 2, card('{"id":"a"}'))
    expect(shelf.version - before).toBe(4)
  })
})
