import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import styles from './trade.module.css'

export interface OrderItemState {
  complainStatus: string
}

/**
 * The per-item buttons of /home/MyOrder and the 操作 column of /home/OrderDetail (UI reference A6):
 * "投诉" while no complaint was filed (`complainStatus` NO_APPLY) → /home/Complain?sn&index.
 */
export function OrderItemActions({
  orderSn,
  index,
  item,
}: {
  orderSn: string
  index: number
  item: OrderItemState
}) {
  const { t } = useTranslation('complaint')
  const query = `sn=${encodeURIComponent(orderSn)}&index=${index}`
  const complain = item.complainStatus === 'NO_APPLY'
  if (!complain) return null
  return (
    <span className={styles.itemActions}>
      <Link to={`/home/Complain?${query}`} data-testid="item-complain">
        {t('action.complain')}
      </Link>
    </span>
  )
}
