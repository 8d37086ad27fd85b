import path from 'node:path'
import type { Config } from '../../config.ts'
import { type FileStorage, localFileStorage } from './file-storage.ts'
import { s3FileStorage } from './s3-file-storage.ts'

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>

// One client per configuration: the upload routes and every sweep run share its connections.
const made = new WeakMap<StorageConfig, FileStorage>()

/**
 * Where this deployment keeps uploads (the upload routes and the sweep job): the S3-compatible bucket
 * S3_BUCKET names, shared by every node (decision 151), or DATA_DIR/uploads on this node's disk.
 */
export function uploadStorage(config: StorageConfig): FileStorage {
  let storage = made.get(config)
  if (!storage) {
    storage = config.S3_BUCKET
      ? s3FileStorage({
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          endpoint: config.S3_ENDPOINT,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          credentials:
            config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
              : undefined,
        })
      : localFileStorage(path.resolve(config.DATA_DIR, 'uploads'))
    made.set(config, storage)
  }
  return storage
}
