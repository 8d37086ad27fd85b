import { pruneHotWords } from '../modules/goods/hot-words.ts'
import { defineJob } from '../shared/jobs.ts'

/** The hot words' decay: search counts of days that left the window are deleted. */
export const hotWordPrune = defineJob({
  name: 'hot-word-prune',
  schedule: { cron: '15 0 * * *' },
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  handler: async (ctx) => pruneHotWords(ctx.db),
})
