import { afterSaleWindowClose } from './after-sale-window-close.ts'
import { billCut } from './bill-cut.ts'
import { couponActivitySend } from './coupon-activity-send.ts'
import { hotWordPrune } from './hot-word-prune.ts'
import { liveSync } from './live-sync.ts'
import { orderAutoCancel } from './order-auto-cancel.ts'
import { orderAutoReceive } from './order-auto-receive.ts'
import { parcelResubscribe } from './parcel-resubscribe.ts'
import { parcelSubscribe } from './parcel-subscribe.ts'
import { paymentClose } from './payment-close.ts'
import { paymentReconcile } from './payment-reconcile.ts'
import { paymentRefund } from './payment-refund.ts'
import { pintuanExpire } from './pintuan-expire.ts'
import type { AnyJob } from './queue.ts'
import { trafficPrune } from './traffic-prune.ts'
import { uploadSweep } from './upload-sweep.ts'

/**
 * Every job of the platform (decision 140; the list with what each does is in docs/architecture.md).
 * A new job: a file in this folder with `defineJob`, added here, and its zh/en label in the web's
 * `jobs` namespace (a test checks both).
 */
export const JOBS: readonly AnyJob[] = [
  orderAutoCancel,
  orderAutoReceive,
  afterSaleWindowClose,
  billCut,
  uploadSweep,
  hotWordPrune,
  trafficPrune,
  parcelSubscribe,
  parcelResubscribe,
  paymentClose,
  paymentRefund,
  paymentReconcile,
  pintuanExpire,
  couponActivitySend,
  liveSync,
]
