/** A kept card: its bytes (a view into a chunk) and what it was built from. */
interface Shelved {
  bytes: Buffer
  /** The listing write it was built from (`ListingStore.written` of its goods' slot). */
  written: number
  expires: number
  chunk: Chunk
}

interface Chunk {
  bytes: Buffer
  used: number
  keys: string[]
}

/**
 * Serialised listing cards (about 1 KB each) kept in a few large chunks, written one after another;
 * when the chunks are full the oldest is dropped with every card in it. Twenty thousand separate
 * small buffers, freed and reallocated among the listing pages' larger ones, left the allocator's
 * memory fragmented: a node's RSS grew by about three times what the cards held.
 */
export class CardShelf {
  private readonly cards = new Map<string, Shelved>()
  private chunks: Chunk[] = []
  /** Counts the cards kept: a node writes down what it shows only when this moved. */
  private kept = 0

  constructor(private readonly options: { chunkBytes: number; chunks: number; ttlMs: number }) {}

  /** The card kept under `key` if built from the listing write `written` and not expired. */
  get(key: string, written: number): Buffer | undefined {
    const card = this.cards.get(key)
    if (!card) return undefined
    if (card.written === written && card.expires > Date.now()) return card.bytes
    this.cards.delete(key)
    return undefined
  }

  /** Keeps a copy of `bytes`; returns the kept view (or `bytes` itself when too big to keep). */
  set(key: string, written: number, bytes: Buffer): Buffer {
    const { chunkBytes, chunks, ttlMs } = this.options
    if (bytes.length > chunkBytes) return bytes
    // Pages asked at the same time miss the same cards: the first one kept is kept once.
    const kept = this.get(key, written)
    if (kept) return kept
    let chunk = this.chunks.at(-1)
    if (!chunk || chunk.used + bytes.length > chunkBytes) {
      if (this.chunks.length === chunks) this.drop(this.chunks.shift() as Chunk)
      chunk = { bytes: Buffer.allocUnsafeSlow(chunkBytes), used: 0, keys: [] }
      this.chunks.push(chunk)
    }
    bytes.copy(chunk.bytes, chunk.used)
    const view = chunk.bytes.subarray(chunk.used, chunk.used + bytes.length)
    chunk.used += bytes.length
    chunk.keys.push(key)
    this.cards.set(key, { bytes: view, written, expires: Date.now() + ttlMs, chunk })
    this.kept++
    return view
  }

  /** How many cards were kept so far (it moves whenever `keys()` may have). */
  get version(): number {
    return this.kept
  }

  /** The keys of the cards kept, oldest first (a card built again moves to the end). */
  keys(): string[] {
    return [...this.cards.keys()]
  }

  clear(): void {
    this.cards.clear()
    this.chunks = []
  }

  private drop(chunk: Chunk) {
    for (const key of chunk.keys) if (this.cards.get(key)?.chunk === chunk) this.cards.delete(key)
  }
}
