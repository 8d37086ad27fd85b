import { nextId } from '@silk/db/ids'
import sharp from 'sharp'
import { BizError, isOutage } from '../../shared/errors.ts'
import { type FileStorage, UPLOADS_PREFIX } from './file-storage.ts'
import { IMAGE_SIZES } from './render-goods-image.ts'
import { sizedKey, sizeQuality } from './upload-sizes.ts'

/** What a buyer may upload as a review, after-sale or complaint picture. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
const ACCEPTED = new Set(['jpeg', 'png', 'webp'])
const MAX_EDGE = 1600
/**
 * Largest picture decoded (24 megapixels: a 6000×4000 camera photo). Decoding costs about 4 bytes
 * a pixel, so this bounds one upload near 100 MB at worst; read sequentially it stays far lower.
 */
export const UPLOAD_MAX_PIXELS = 24_000_000

/**
 * Checks that the bytes really are a JPEG, PNG or WebP picture (the declared content type is not
 * trusted), then re-encodes it: rotated upright, at most 1600 px on the long edge, metadata (GPS,
 * camera) dropped, WebP. Anything that is not a picture we can decode is refused. Its sizes (200,
 * 400 and 800 px, `upload-sizes.ts`) are made in the same go, so each stored file is written once,
 * here, and a CDN in front of the bucket has all of them from the start. Each encoding streams into
 * storage; a picture that fails halfway leaves nothing stored.
 */
export async function storeUploadedImage(
  storage: FileStorage,
  data: Buffer,
  now = new Date(),
): Promise<string> {
  if (data.length === 0) throw new BizError('FILE_EMPTY')
  if (data.length > UPLOAD_MAX_BYTES) throw new BizError('FILE_TOO_LARGE')
  // The header names the size (metadata decodes no pixels): refuse before decoding, with a reason
  // the member can act on.
  const meta = await sharp(data, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new BizError('FILE_TYPE_NOT_SUPPORT')
    })
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new BizError('FILE_TYPE_NOT_SUPPORT')
  if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_MAX_PIXELS) throw new BizError('IMAGE_TOO_MANY_PIXELS')
  // UTC on purpose: the month only spreads stored files over folders and is never shown; existing keys use it.
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  const key = `${month}/${BigInt(nextId()).toString(36)}.webp`
  const outputs = [
    { key, edge: MAX_EDGE, quality: 82 },
    ...IMAGE_SIZES.map((width) => ({ key: sizedKey(key, width), edge: width, quality: sizeQuality(width) })),
  ]
  // sequentialRead streams the decode top to bottom instead of holding the whole picture; each clone
  // is its own encoding of the same bytes (small sizes decode shrunk on load).
  const source = sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', sequentialRead: true })
  // What the encoders themselves failed with. A storage failure also reaches them (the writer destroys
  // its source with its own error), but that one carries a system code or the store's answer.
  const encoderErrors = new Set<unknown>()
  const written = await Promise.allSettled(
    outputs.map(({ key, edge, quality }) => {
      const encoded = source
        .clone()
        .rotate()
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
      encoded.once('error', (error) => encoderErrors.add(error))
      return storage.put(key, encoded, 'image/webp')
    }),
  )
  const failed = written.find((w) => w.status === 'rejected')
  if (failed) {
    await Promise.allSettled(outputs.map((o) => storage.delete(o.key)))
    // A picture that does not decode is the member's; storage that cannot be reached is ours.
    const undecodable = written.some(
      (w) => w.status === 'rejected' && encoderErrors.has(w.reason) && !storageError(w.reason),
    )
    if (undecodable) throw new BizError('FILE_TYPE_NOT_SUPPORT')
    throw failed.reason
  }
  return `${UPLOADS_PREFIX}${key}`
}

/** An error from the disk (`ENOSPC`…), the network (`ECONNREFUSED`…) or an object store's answer. */
function storageError(error: unknown): boolean {
  const e = error as { code?: unknown; $metadata?: unknown } | null
  return typeof e?.code === 'string' || e?.$metadata !== undefined || isOutage(error)
}
