import { dayText } from '@silk/contracts/china-time'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatMoney } from '../../lib/format.ts'
import { couponFace } from './coupon-text.ts'
import styles from './coupons.module.css'

type TicketCoupon = {
  id: string
  couponType: 'PRICE' | 'DISCOUNT'
  price: number
  couponDiscount?: number
  discount?: number
  consumeThreshold: number
  scopeType: string
  storeName: string
  storeId: string
  couponName: string
  startTime: string
  endTime: string
}

/** A coupon ticket: face value on the red stub, the terms and validity, and the caller's action. */
export function CouponTicket({
  coupon,
  children,
  muted,
  note,
}: {
  coupon: TicketCoupon
  children?: ReactNode
  muted?: boolean
  note?: string
}) {
  const { t } = useTranslation('coupons')
  const owner = coupon.storeId === '0' ? t('platform') : coupon.storeName
  return (
    <div className={`${styles.ticket} ${muted ? styles.ticketMuted : ''}`} data-testid="coupon-ticket">
      <div className={styles.ticketFace}>
        <strong>{couponFace(coupon, t)}</strong>
        <span>
          {coupon.consumeThreshold > 0
            ? t('threshold', { amount: formatMoney(coupon.consumeThreshold) })
            : t('noThreshold')}
        </span>
      </div>
      <div className={styles.ticketInfo}>
        <b title={coupon.couponName}>{coupon.couponName}</b>
        <span>{t('scope', { owner, scope: t(`scopeType.${coupon.scopeType}`) })}</span>
        <span>{t('valid', { start: dayText(coupon.startTime), end: dayText(coupon.endTime) })}</span>
        {note ? <em>{note}</em> : null}
      </div>
      {children ? <div className={styles.ticketAction}>{children}</div> : null}
    </div>
  )
}
