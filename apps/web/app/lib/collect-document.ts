import type { Writable } from 'node:stream'

/**
 * The rendered document as UTF-8: with everything ready, `pipe` writes it all at once, as thousands
 * of small strings. They are encoded a few thousand characters at a time, never joined into one
 * string: a page with any Chinese is a two-byte string in V8, and one above 64k characters (128 kB)
 * is allocated outside the young generation, which cost ~0.8 ms per goods list (decision 022).
 */
export function collectDocument(pipe: (destination: Writable) => Writable): Buffer<ArrayBuffer> {
  const encoded: Buffer[] = []
  let pending = ''
  const destination = {
    write(chunk: string) {
      pending += chunk
      if (pending.length >= PIECE_CHARS) {
        encoded.push(Buffer.from(pending))
        pending = ''
      }
      return true
    },
    end() {},
    on() {
      return destination
    },
  }
  pipe(destination as unknown as Writable)
  if (pending) encoded.push(Buffer.from(pending))
  // Node's types widen concat's buffer to ArrayBufferLike; it is always an ArrayBuffer.
  return Buffer.concat(encoded) as Buffer<ArrayBuffer>
}

/** Well under V8's 64k-character limit for two-byte strings in the young generation. */
const PIECE_CHARS = 16_384
