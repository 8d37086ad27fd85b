import type { OrderLog, OrderStatus } from '@silk/contracts/order'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './orders.module.css'

const STEPS = ['UNPAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED'] as const
const REACHED: Record<string, number> = {
  UNPAID: 0,
  PAID: 1,
  UNDELIVERED: 1,
  DELIVERED: 2,
  COMPLETED: 3,
}
// A pickup order is never shipped: paid, it waits at the pickup point (TAKE) until its code is redeemed.
const PICKUP_STEPS = ['UNPAID', 'TAKE', 'COMPLETED'] as const
const PICKUP_REACHED: Record<string, number> = { UNPAID: 0, PAID: 1, TAKE: 1, COMPLETED: 2 }

/** The order's road (submitted → paid → shipped → completed, or → picked up) and its log, newest first. */
export function OrderProgress({
  status,
  logs,
  pickup = false,
}: {
  status: OrderStatus
  logs: z.infer<typeof OrderLog>[]
  pickup?: boolean
}) {
  const { t } = useTranslation('orders')
  const steps = pickup ? PICKUP_STEPS.map((s) => t(`pickupStep.${s}`)) : STEPS.map((s) => t(`step.${s}`))
  const reached = (pickup ? PICKUP_REACHED : REACHED)[status] ?? -1
  return (
    <div className={styles.progress}>
      {status === 'CANCELLED' ? (
        <p className={styles.cancelledBanner}>{t('status.CANCELLED')}</p>
      ) : (
        <ol className={styles.road}>
          {steps.map((label, i) => (
            <li key={label} className={i <= reached ? styles.roadOn : ''}>
              <span className={styles.roadNum}>{i + 1}</span>
              {label}
            </li>
          ))}
        </ol>
      )}
      <ul className={styles.logs}>
        {[...logs].reverse().map((log) => (
          <li key={log.id}>
            <time>{log.createTime}</time> {log.message}
          </li>
        ))}
      </ul>
    </div>
  )
}
