import type { CashierParam } from '@silk/contracts/wallet'
import { useState } from 'react'
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { PaymentIcon } from '../../components/display/PaymentIcon.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { Countdown } from '../../features/checkout/Countdown.tsx'
import { Steps } from '../../features/checkout/Steps.tsx'
import { TransferPanel } from '../../features/checkout/TransferPanel.tsx'
import { PAY_PASSWORD, PayPasswordField, payPasswordParam } from '../../features/wallet/PaymentPassword.tsx'
import { TopUpDialog } from '../../features/wallet/TopUpDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatMoney, formatPrice } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'
import styles from './payment.module.css'

export const meta = pageMeta('payment')

type Cashier = z.infer<typeof CashierParam>

const ORDER_TYPES = new Set(['TRADE', 'ORDER', 'RECHARGE'])

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const sn = url.searchParams.get('sn') ?? ''
    const orderType = url.searchParams.get('orderType') ?? 'TRADE'
    if (!sn || !ORDER_TYPES.has(orderType)) throw redirect('/home/MyOrder')
    try {
      const [cashier, hasPayPassword] = await Promise.all([
        api.get<Cashier>('/buyer/payment/cashier/tradeDetail', { sn, orderType, clientType: 'PC' }),
        api.get<boolean>('/buyer/passport/member/wallet/check'),
      ])
      return { sn, orderType, cashier, hasPayPassword }
    } catch (error) {
      const e = error as { status?: number }
      if (e.status === 401 || e.status === 403) throw error
      // Paid, cancelled or unknown: the orders page tells the story (reference A5).
      throw redirect(orderType === 'RECHARGE' ? '/home/MoneyManagement' : '/home/MyOrder')
    }
  })
}

/** The online methods, and bank transfer when the platform takes it (`cashier.transfer`). */
type Method = Cashier['support'][number] | 'BANK_TRANSFER'

/**
 * /payment?orderType=&sn=: the cashier — amount, countdown, wallet balance and the methods; bank
 * transfer shows the platform's account instead of a pay button.
 */
export default function PaymentPage() {
  const { t } = useTranslation('payment')
  const { sn, orderType, cashier, hasPayPassword } = useLoaderData<typeof loader>()
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState('')
  const navigate = useNavigate()
  const short = cashier.price > cashier.walletValue
  const online = cashier.support.filter((m) => m !== 'WALLET')
  // The wallet is chosen first only when it can pay (issue 21); otherwise the first other method.
  // A buyer who already chose bank transfer comes back to its account details.
  const [method, setMethod] = useState<Method>(
    cashier.transfer && cashier.transferDeadline
      ? 'BANK_TRANSFER'
      : cashier.support.includes('WALLET') && (!short || cashier.support.length === 1)
        ? 'WALLET'
        : (cashier.support.find((m) => m !== 'WALLET') ?? cashier.support[0]!),
  )
  const methods: Method[] = cashier.transfer ? [...cashier.support, 'BANK_TRANSFER'] : cashier.support
  // One order: its own number, which the operator's order desk finds; several: the trade's, which it
  // finds too (each order is then confirmed with the same bank reference).
  const transferReference = cashier.orderSns && !cashier.orderSns.includes(',') ? cashier.orderSns : sn
  const [confirm, setConfirm] = useState(false)
  const [topUp, setTopUp] = useState(false)
  const [busy, setBusy] = useState(false)
  const revalidator = useRevalidator()
  const canTopUp = short && online.length > 0 && orderType !== 'RECHARGE'

  /** A short wallet offers to top up in place; once the money is in, it is chosen. */
  function choose(m: Method) {
    if (m === 'WALLET' && canTopUp) return setTopUp(true)
    setMethod(m)
  }

  async function pay() {
    if (method === 'WALLET') {
      if (canTopUp) return setTopUp(true)
      if (short) return toast.error(t('walletShort'))
      return setConfirm(true)
    }
    setBusy(true)
    try {
      const url = await api.get<string>(`/buyer/payment/cashier/pay/${method}/NATIVE`, {
        sn,
        orderType,
        clientType: 'PC',
      })
      navigate(
        `/pay/sandbox?outTradeNo=${new URL(url, window.location.origin).searchParams.get('outTradeNo') ?? ''}&method=${method}`,
      )
    } catch {
      setBusy(false)
    }
  }

  async function payWithWallet() {
    if (hasPayPassword && !PAY_PASSWORD.test(password)) return setPasswordError(t('wallet:payPassword.bad'))
    setPasswordError('')
    setBusy(true)
    try {
      await api.get('/buyer/payment/cashier/pay/WALLET/NATIVE', {
        sn,
        orderType,
        clientType: 'PC',
        ...(hasPayPassword ? { password: payPasswordParam(password) } : {}),
      })
      navigate(`/payDone?orderType=${orderType}&sn=${sn}`)
    } catch {
      setBusy(false)
    }
  }

  return (
    <div className={shop.page}>
      <Steps active={2} title={t('title')} />
      <section className={`${shop.card} ${styles.cashierHead}`}>
        <div>
          <h2>{orderType === 'RECHARGE' ? t('rechargeTitle') : t('submitted')}</h2>
          <p className={shop.muted}>
            {cashier.transferDeadline ? t('transfer.hurry') : t('hurry')}{' '}
            <b className={shop.red}>
              <Countdown deadline={cashier.autoCancel} />
            </b>
          </p>
          <p className={shop.muted}>
            {t('orderSn')} {cashier.orderSns || sn}
          </p>
        </div>
        <p className={styles.amount}>
          {t('payable')}{' '}
          <b className={shop.bigPrice} data-testid="cashier-amount">
            {formatMoney(cashier.price)}
          </b>{' '}
          {t('yuan')}
        </p>
      </section>
      <section className={shop.card}>
        <h2 className={shop.cardTitle}>{t('methods')}</h2>
        <div className={styles.payMethods}>
          {methods.map((m) => (
            <button
              key={m}
              type="button"
              className={m === method ? styles.payMethodOn : styles.payMethod}
              aria-pressed={m === method}
              onClick={() => choose(m)}
              data-testid={`method-${m}`}
            >
              <span className={styles.logo}>
                <PaymentIcon method={m} />
              </span>
              <b>{t(`method.${m}`)}</b>
              {m === 'WALLET' ? (
                <>
                  <small className={short ? shop.red : shop.muted} data-testid="wallet-balance">
                    {t('balance', { amount: formatPrice(cashier.walletValue) })}
                  </small>
                  {canTopUp ? (
                    <small className={`${shop.red} ${styles.topUpHint}`}>{t('walletTopUp')}</small>
                  ) : null}
                </>
              ) : m === 'BANK_TRANSFER' ? (
                <small className={shop.muted}>{t('transfer.note', { days: cashier.transfer?.days })}</small>
              ) : (
                <small className={shop.muted}>{t('sandboxNote')}</small>
              )}
            </button>
          ))}
        </div>
        {method === 'BANK_TRANSFER' && cashier.transfer ? (
          <TransferPanel
            account={cashier.transfer}
            amount={cashier.price}
            reference={transferReference}
            orderType={orderType}
            sn={sn}
            deadline={cashier.transferDeadline}
          />
        ) : (
          <div className={styles.payAction}>
            <button type="button" className={shop.settle} onClick={pay} disabled={busy} data-testid="pay-now">
              {t('payNow', { amount: formatPrice(cashier.price) })}
            </button>
          </div>
        )}
      </section>
      {canTopUp ? (
        <TopUpDialog
          open={topUp}
          onOpenChange={setTopUp}
          short={cashier.price - cashier.walletValue}
          methods={online}
          onPaid={() => {
            setTopUp(false)
            setMethod('WALLET')
            revalidator.revalidate()
          }}
        />
      ) : null}
      {hasPayPassword ? (
        <Dialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('confirmTitle')}
          width={460}
          actions={
            <button
              type="button"
              className={`btn ${shop.redBtn}`}
              onClick={payWithWallet}
              disabled={busy}
              data-testid="confirm-wallet-pay"
            >
              {t('wallet:payPassword.confirm')}
            </button>
          }
        >
          <p>{t('confirmWallet')}</p>
          <PayPasswordField value={password} onChange={setPassword} error={passwordError} />
        </Dialog>
      ) : (
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('confirmTitle')}
          message={t('confirmWallet')}
          onConfirm={payWithWallet}
        />
      )}
    </div>
  )
}
