import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Where uploaded files live. The embedded and single-node setups keep them under DATA_DIR; several app
 * nodes need a shared implementation (an object store such as S3/OSS/MinIO, or a shared volume) that
 * keeps this contract: `put` stores bytes under a key and returns the public URL path.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<string>
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>
  /** Removes a stored file; a file already gone is not an error. */
  delete(key: string): Promise<void>
}

/** Public URL prefix of stored uploads; `GET /uploads/<key>` serves them. */
export const UPLOADS_PREFIX = '/uploads/'
const SAFE_KEY = /^[0-9]{6}\/[0-9a-z]{6,32}\.(webp|png|jpg)$/
/** An upload or one of its sizes (`upload-sizes.ts`): what storage reads and writes. */
const STORED_KEY = /^[0-9]{6}\/[0-9a-z]{6,32}(?:-(?:200|400|800))?\.(webp|png|jpg)$/

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg' }

/** Files on the local disk, written atomically (temp file + rename) so a reader never sees half a file. */
export function localFileStorage(root: string): FileStorage {
  return {
    async put(key, data) {
      if (!STORED_KEY.test(key)) throw new Error(`unsafe storage key ${key}`)
      const file = path.join(root, key)
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, data)
      await rename(temp, file)
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
