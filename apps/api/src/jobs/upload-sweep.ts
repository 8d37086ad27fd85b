import { sweepOrphanUploads } from '../modules/media/orphans.ts'
import { uploadStorage } from '../modules/media/upload-storage.ts'
import { defineJob } from '../shared/jobs.ts'

/** Uploads nothing refers to a day after they were stored are deleted (modules/media/orphans.ts). */
export const uploadSweep = defineJob({
  name: 'upload-sweep',
  schedule: (config) => {
    const every = config.UPLOAD_SWEEP_INTERVAL_SECONDS
    return every > 0 ? { every } : null
  },
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  handler: async (ctx) => {
    const gone = await sweepOrphanUploads({ db: ctx.db, storage: uploadStorage(ctx.config) })
    return { deleted: gone.length }
  },
})
