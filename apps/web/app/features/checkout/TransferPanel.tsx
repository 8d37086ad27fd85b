import { chinaDateTime, minuteText } from '@silk/contracts/china-time'
import type { TransferAccount } from '@silk/contracts/wallet'
import { useState } from 'react'
import { Link, useRevalidator } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { copyText } from '../../lib/clipboard.ts'
import { formatPrice } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'
import styles from './TransferPanel.module.css'

/**
 * 线下转账 at the cashier: the platform's receiving account, the amount and the reference to write on
 * the transfer. Choosing it gives the orders the operator's days to be paid (the cashier's countdown
 * then counts to that deadline); the operator confirms the money on the order.
 */
export function TransferPanel({
  account,
  amount,
  reference,
  orderType,
  sn,
  deadline,
}: {
  account: TransferAccount
  amount: number
  /** What the buyer writes on the transfer: the order number the operator looks up. */
  reference: string
  /** The cashier's target, as in its URL. */
  orderType: string
  sn: string
  deadline: number | null
}) {
  const { t } = useTranslation('payment')
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)

  const copy = (text: string) =>
    copyText(text, { copied: t('transfer.copied'), failed: t('transfer.copyFailed') })

  async function choose() {
    setBusy(true)
    try {
      await api.post<number>('/buyer/payment/cashier/transfer', undefined, {
        query: { orderType, sn },
      })
      await revalidate()
    } finally {
      setBusy(false)
    }
  }

  const rows: [string, string, boolean][] = [
    [t('transfer.accountName'), account.accountName, true],
    [t('transfer.bankName'), account.bankName, false],
    [t('transfer.accountNo'), account.accountNo, true],
    [t('transfer.amount'), formatPrice(amount), false],
    [t('transfer.reference'), reference, true],
  ]
  return (
    <div className={styles.panel} data-testid="transfer-panel">
      <h3>{t('transfer.title')}</h3>
      <dl className={styles.account}>
        {rows.map(([label, value, copyable]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <b>{value}</b>
              {copyable ? (
                <button type="button" className={styles.copy} onClick={() => void copy(value)}>
                  {t('transfer.copy')}
                </button>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <ul className={styles.rules}>
        <li>{t('transfer.rules.match')}</li>
        <li>{t('transfer.rules.confirm')}</li>
        <li>{t('transfer.rules.keep', { days: account.days })}</li>
      </ul>
      {deadline ? (
        <p className={styles.chosen} data-testid="transfer-chosen">
          {t('transfer.chosen', { deadline: minuteText(chinaDateTime(deadline)) })}{' '}
          <Link to="/home/MyOrder">{t('transfer.orders')}</Link>
        </p>
      ) : (
        <div className={styles.action}>
          <button
            type="button"
            className={shop.settle}
            onClick={() => void choose()}
            disabled={busy}
            data-testid="transfer-choose"
          >
            {t('transfer.choose')}
          </button>
        </div>
      )}
    </div>
  )
}
