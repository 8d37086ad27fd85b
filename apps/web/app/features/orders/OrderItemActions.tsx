import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './orders.module.css'

export interface OrderItemState {
  commentStatus: string
  complainStatus: string
}

/**
 * The per-item buttons of /home/MyOrder and the 操作 column of /home/OrderDetail (UI reference A6):
 * "评价" while the item may be reviewed (`commentStatus` UNFINISHED) → /home/AddEval, and "投诉"
 * while no complaint was filed (`complainStatus` NO_APPLY) → /home/Complain, both with `sn&index`.
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
  const { t } = useTranslation(['evaluation', 'complaint'])
  const query = `sn=${encodeURIComponent(orderSn)}&index=${index}`
  const evaluate = item.commentStatus === 'UNFINISHED'
  const complain = item.complainStatus === 'NO_APPLY'
  if (!evaluate && !complain) return null
  return (
    <span className={styles.itemActions}>
      {evaluate ? (
        <Link to={`/home/AddEval?${query}`} data-testid="item-evaluate">
          {t('evaluation:action.evaluate')}
        </Link>
      ) : null}
      {complain ? (
        <Link to={`/home/Complain?${query}`} data-testid="item-complain">
          {t('complaint:action.complain')}
        </Link>
      ) : null}
    </span>
  )
}
