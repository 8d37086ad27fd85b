import { nextId } from '@silk/db/ids'
import sharp from 'sharp'
import { BizError } from '../../shared/errors.ts'
import type { FileStorage } from './file-storage.ts'

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
 * camera) dropped, WebP. Anything that is not a picture we can decode is refused.
 */
export async function storeUploadedImage(
  storage: FileStorage,
  data: Buffer,
  now = new Date(),
): Promise<string> {
  if (data.length === 0) throw new BizError('FILE_EMPTY')
  if (data.length > UPLOAD_MAX_BYTES) throw new BizError('FILE_TOO_LARGE')
  let encoded: Buffer
  try {
    // The header names the size (metadata decodes no pixels): refuse before decoding, with a reason
    // the member can act on.
    const meta = await sharp(data, { limitInputPixels: false }).metadata()
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new BizError('FILE_TYPE_NOT_SUPPORT')
    if ((meta.width ?? 0) * (meta.height ?? 0) > UPLOAD_MAX_PIXELS)
      throw new BizError('IMAGE_TOO_MANY_PIXELS')
    // sequentialRead streams the decode top to bottom instead of holding the whole picture.
    const image = sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error', sequentialRead: true })
    encoded = await image
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch (error) {
    if (error instanceof BizError) throw error
    throw new BizError('FILE_TYPE_NOT_SUPPORT')
  }
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`
  return storage.put(`${month}/${BigInt(nextId()).toString(36)}.webp`, encoded, 'image/webp')
}
