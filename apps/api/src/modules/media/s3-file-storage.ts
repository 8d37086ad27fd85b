import { type FileStorage, STORED_KEY, TYPES, UPLOADS_PREFIX } from './file-storage.ts'

export interface S3Settings {
  bucket: string
  region: string
  /** The provider's endpoint (OSS, COS, MinIO, R2); unset = AWS S3. */
  endpoint?: string
  forcePathStyle: boolean
  /** Unset = the SDK's default chain (AWS_* variables, shared files, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** Uploads never change under their key (a new picture gets a new key), so CDNs and browsers keep them. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The object's key is the picture's URL path without its leading slash (`uploads/202611/abc.webp`),
 * so a CDN that sends `/uploads/*` to the bucket finds each picture under the address the API gives.
 */
export const objectKey = (key: string) => `${UPLOADS_PREFIX.slice(1)}${key}`

/**
 * Uploads in an S3-compatible bucket through the AWS SDK v3: AWS S3, Aliyun OSS, Tencent COS, MinIO,
 * Cloudflare R2. Bodies stream through `@aws-sdk/lib-storage` (one request for a picture under 5 MB,
 * a multipart upload, aborted on failure, above). Every node given the same bucket sees every upload.
 */
export function s3FileStorage(settings: S3Settings): FileStorage {
  // The SDK is loaded on first use (a dynamic import stays one in the server bundle): a node on its
  // local disk never loads it.
  let loaded: ReturnType<typeof load> | undefined
  const sdk = () => {
    loaded ??= load(settings)
    return loaded
  }
  const Bucket = settings.bucket
  return {
    async put(key, data, contentType) {
      if (!STORED_KEY.test(key)) throw new Error(`unsafe storage key ${key}`)
      const { client, Upload } = await sdk()
      await new Upload({
        client,
        params: {
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE,
        },
        queueSize: 1,
        leavePartsOnError: false,
      }).done()
      return `${UPLOADS_PREFIX}${key}`
    },
    async get(key) {
      if (!STORED_KEY.test(key)) return null
      const { client, s3 } = await sdk()
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: objectKey(key) }))
        if (!object.Body) return null
        const data = Buffer.from(await object.Body.transformToByteArray())
        return { data, contentType: TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' }
      } catch (error) {
        if (missing(error)) return null
        throw error
      }
    },
    async delete(key) {
      if (!STORED_KEY.test(key)) return
      const { client, s3 } = await sdk()
      // S3 answers 204 for a key already gone.
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: objectKey(key) }))
    },
  }
}

async function load(settings: S3Settings) {
  const [s3, { Upload }] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')])
  const client = new s3.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the S3 API requires one: the SDK's default CRC32 trailers (aws-chunked
    // bodies) are refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return { s3, client, Upload }
}

function missing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}
