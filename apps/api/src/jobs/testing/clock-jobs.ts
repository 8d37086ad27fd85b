import { afterSaleWindowClose } from '../after-sale-window-close.ts'
import { orderAutoReceive } from '../order-auto-receive.ts'
import { parcelResubscribe } from '../parcel-resubscribe.ts'
import { parcelSubscribe } from '../parcel-subscribe.ts'
import type { AnyJob } from '../queue.ts'

/**
 * The jobs of decision 147 as the kill-mid-job test's worker nodes declare them: the registry's own
 * handlers, without their schedules (the test sends each run it means to kill). `parcel-subscribe` has
 * no schedule and stays the very object the resubscribe sweep sends.
 */
export const CLOCK_JOBS: readonly AnyJob[] = [
  orderAutoReceive,
  afterSaleWindowClose,
  parcelResubscribe,
  parcelSubscribe,
].map((job) => (job.schedule ? { ...job, schedule: undefined } : job))

/** A run still active after 3 s is lost and retried at once; maintenance and polls every second. */
export const CLOCK_TUNING = {
  maintenanceSeconds: 1,
  pollSeconds: 0.5,
  expireSeconds: 3,
  retryDelaySeconds: 0,
}
