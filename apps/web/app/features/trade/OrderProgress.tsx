import type { OrderLog, OrderStatus } from '@silk/contracts/order'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import styles from './trade.module.css'

const STEPS = ['UNPAID', 'UNDELIVERED', 'DELIVERED', 'COMPLETED'] as const
const REACHED: Record<string, number> = {
  UNPAID: 0,
  PAID: 1,
  UNDELIVERED: 1,
  DELIVERED: 2,
  TAKE: 2,
  COMPLETED: 3,
}

/** The order's road (submitted → paid → shipped → completed) and its log, newest first. */
export function OrderProgress({ status, logs }: { status: OrderStatus; logs: z.infer<typeof OrderLog>[] }) {
  const { t } = useTranslation('trade')
  const reached = REACHED[status] ?? -1
  return (
    <div className={styles.progress}>
      {status === 'CANCELLED' ? (
        <p className={styles.cancelledBanner}>{t('order.status.CANCELLED')}</p>
      ) : (
        <ol className={styles.road}>
          {STEPS.map((step, i) => (
            <li key={step} className={i <= reached ? styles.roadOn : ''}>
              <span className={styles.roadNum}>{i + 1}</span>
              {t(`order.step.${step}`)}
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
