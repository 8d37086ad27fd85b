import sharp from 'sharp'
import type { FileStorage } from './file-storage.ts'
import type { IMAGE_SIZES } from './render-goods-image.ts'

export type UploadWidth = (typeof IMAGE_SIZES)[number]

/** `202611/abc.webp` at 200 px is `202611/abc-200.webp`, the generated pictures' naming. */
export const sizedKey = (key: string, width: UploadWidth) => key.replace(/\.webp$/, `-${width}.webp`)

/** WebP quality of a size: the small ones are thumbnails. */
export const sizeQuality = (width: number) => (width > 400 ? 82 : 78)

// Requests for the same size at the same time resize once.
const making = new Map<string, Promise<Buffer | null>>()

/**
 * An uploaded picture at most `width` px on its long edge (never enlarged): a seller's 1600 px photo is
 * about 200 kB, which a 56 px console thumbnail or a 220 px goods card should not download. Written at
 * upload (`upload-image.ts`); a picture uploaded before that gets its size made from the stored
 * original the first time it is asked, stored beside it. Null when the original is not stored.
 */
export async function sizedUpload(storage: FileStorage, key: string, width: UploadWidth) {
  const sized = sizedKey(key, width)
  const kept = await storage.get(sized)
  if (kept) return kept.data
  let made = making.get(sized)
  if (!made) {
    made = resize(storage, key, sized, width).finally(() => making.delete(sized))
    making.set(sized, made)
  }
  return made
}

async function resize(storage: FileStorage, key: string, sized: string, width: UploadWidth) {
  const original = await storage.get(key)
  if (!original) return null
  const data = await sharp(original.data)
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: sizeQuality(width) })
    .toBuffer()
  await storage.put(sized, data, 'image/webp')
  return data
}
