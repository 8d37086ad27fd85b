import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Where uploaded files live: under DATA_DIR on one node (`localFileStorage`, the embedded default), or
 * in an S3-compatible bucket every node shares (`s3-file-storage.ts`; `upload-storage.ts` picks one).
 * `put` stores bytes (a buffer, or a stream it reads to the end) under a key and returns the public URL
 * path; a put that fails leaves nothing under the key.
 */
export interface FileStorage {
  put(key: string, data: Buffer | Readable, contentType: string): Promise<string>
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>
  /** Removes a stored file; a file already gone is not an error. */
  delete(key: string): Promise<void>
}

/** Public URL prefix of stored uploads; `GET /uploads/<key>` serves them. */
export const UPLOADS_PREFIX = '/uploads/'
const SAFE_KEY = /^[0-9]{6}\/[0-9a-z]{6,32}\.(webp|png|jpg)$/
/** An upload or one of its sizes (`upload-sizes.ts`): what storage reads and writes. */
export const STORED_KEY = /^[0-9]{6}\/[0-9a-z]{6,32}(?:-(?:200|400|800))?\.(webp|png|jpg)$/

export const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' }

/** Files on the local disk, written atomically (temp file + rename) so a reader never sees half a file. */
export function localFileStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      if (!STORED_KEY.test(key)) throw new Error(`unsafe storage key ${key}`)
      const file = path.join(root, key)
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      try {
        if (Buffer.isBuffer(data)) await writeFile(temp, data)
        else await pipeline(data, createWriteStream(temp))
        await rename(temp, file)
      } catch (error) {
        await rm(temp, { force: true })
        throw error
      }
      return `${UPLOADS_PREFIX}${key}`
    },
    async get(key) {
      if (!STORED_KEY.test(key)) return null
      try {
        const data = await readFile(path.join(root, key))
        return { data, contentType: TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' }
      } catch {
        return null
      }
    },
    async delete(key) {
      if (STORED_KEY.test(key)) await rm(path.join(root, key), { force: true })
    },
  }
}

/** True when `url` is a file this site stored (reviews, after-sale and complaint pictures must be). */
export function isStoredUpload(url: string): boolean {
  return url.startsWith(UPLOADS_PREFIX) && SAFE_KEY.test(url.slice(UPLOADS_PREFIX.length))
}
