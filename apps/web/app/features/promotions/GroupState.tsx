import type { OrderPintuanVO } from '@silk/contracts/pintuan'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './promotions.module.css'

/**
 * A 拼团 order's group in 我的订单 (decision 161): 拼团中 还差N人 (a link to the share page to invite),
 * 已成团, or 拼团失败（已退款 when it had been paid).
 */
export function GroupState({ group, paid }: { group: OrderPintuanVO | null | undefined; paid: boolean }) {
  const { t } = useTranslation('pintuan')
  if (!group) return null
  const text =
    group.status === 'FORMING'
      ? t('orderForming', { count: group.lack })
      : group.status === 'SUCCESS'
        ? t('orderSuccess')
        : paid
          ? t('orderFailed')
          : t('orderFailedUnpaid')
  return (
    <Link
      to={`/group/${group.groupId}`}
      className={styles.groupTag}
      data-testid="order-group"
      data-group-status={group.status}
    >
      {t('title')} · {text}
    </Link>
  )
}
