import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import cases from '../member-centre/case.module.css'
import styles from './after-sale.module.css'

export interface AfterSaleItem {
  sn: string
  name?: string
  goodsName?: string
  goodsPrice: number
  afterSaleStatus: string
  isRefund?: string
}

/** Items whose units may still get an after-sale (`afterSaleStatus` NOT_APPLIED or PART_AFTER_SALE). */
export const canApply = (item: { afterSaleStatus: string }) =>
  item.afterSaleStatus === 'NOT_APPLIED' || item.afterSaleStatus === 'PART_AFTER_SALE'

const applyHref = (sn: string) => `/home/ApplyAfterSale?sn=${encodeURIComponent(sn)}`

/**
 * "申请售后" of an order in /home/MyOrder (UI reference A6): with one eligible item it opens the form
 * at once; with several, the dialog "请选择申请售后的商品" lists them (商品名称, 价格) to pick from.
 */
export function ApplyAfterSaleButton({ items }: { items: AfterSaleItem[] }) {
  const { t } = useTranslation('afterSale')
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const eligible = items.filter(canApply)
  if (eligible.length === 0) return null
  if (eligible.length === 1)
    return (
      <Link to={applyHref(eligible[0].sn)} className={cases.smallBtn} data-testid="apply-after-sale">
        {t('action.apply')}
      </Link>
    )
  return (
    <>
      <button
        type="button"
        className={cases.smallBtn}
        onClick={() => setOpen(true)}
        data-testid="apply-after-sale"
      >
        {t('action.apply')}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={t('action.chooseTitle')} width={560}>
        <table className={styles.pickTable}>
          <thead>
            <tr>
              <th>{t('apply.goodsName')}</th>
              <th>{t('apply.price')}</th>
            </tr>
          </thead>
          <tbody>
            {eligible.map((item) => (
              <tr key={item.sn} onClick={() => navigate(applyHref(item.sn))}>
                <td>
                  <Link to={applyHref(item.sn)}>{item.name ?? item.goodsName}</Link>
                </td>
                <td>{formatPrice(item.goodsPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Dialog>
    </>
  )
}

/** "申请售后" for one item (the 操作 column of /home/OrderDetail). */
export function ApplyAfterSaleLink({ item }: { item: { sn: string; afterSaleStatus: string } }) {
  const { t } = useTranslation('afterSale')
  if (!canApply(item)) return null
  return (
    <Link to={applyHref(item.sn)} className={styles.itemLink} data-testid="item-apply-after-sale">
      {t('action.apply')}
    </Link>
  )
}

/** The refund label of an order item: 全部退款, 部分退款 or 退款中 (none when not refunded). */
export function RefundTag({ isRefund }: { isRefund?: string }) {
  const { t } = useTranslation('afterSale')
  if (isRefund !== 'ALL_REFUND' && isRefund !== 'PART_REFUND' && isRefund !== 'REFUNDING') return null
  return <span className={styles.refundTag}>{t(`refund.${isRefund}`)}</span>
}
