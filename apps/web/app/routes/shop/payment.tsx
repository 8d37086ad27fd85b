import { fenOf } from '@silk/contracts/money'
import type { CashierParam } from '@silk/contracts/wallet'
import { useMemo, useState } from 'react'
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { PaymentIcon } from '../../components/display/PaymentIcon.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { Countdown } from '../../features/checkout/Countdown.tsx'
import { gatewayPay } from '../../features/checkout/gateway-pay.ts'
import { Steps } from '../../features/checkout/Steps.tsx'
import { TransferPanel } from '../../features/checkout/TransferPanel.tsx'
import { WechatQrDialog } from '../../features/checkout/WechatQrDialog.tsx'
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
  const { t, lang } = useTranslation('payment')
  const { sn, orderType, cashier, hasPayPassword } = useLoaderData<typeof loader>()
  const [password, setPassword] = useState('')
  const [passwordError, setPasswordError] = useState('')
  const navigate = useNavigate()
  // What the wallet lacks, in integer fen (the contract's yuan never subtracted as floats).
  const shortFen = fenOf(cashier.price) - fenOf(cashier.walletValue)
  const short = shortFen > 0
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
  const [qr, setQr] = useState<string | null>(null)
  const target = useMemo(() => ({ sn, orderType }), [sn, orderType])
  const revalidator = useRevalidator()
  // A top-up covers the shortfall only within the operator's limit (RECHARGE_SETTING): past it the
  // wallet cannot pay this amount, and the cashier names the methods that can (issue 60 #4).
  const withinTopUp = shortFen <= fenOf(cashier.recharge.maxPrice)
  const canTopUp = short && online.length > 0 && orderType !== 'RECHARGE' && withinTopUp
  const overLimit = short && orderType !== 'RECHARGE' && !withinTopUp
  const payers = [
    ...(!short ? ['WALLET' as const] : []),
    ...online,
    ...(cashier.transfer ? ['BANK_TRANSFER' as const] : []),
  ]
  const payerNames = [
    ...payers.map((m) => t(`method.${m}`)),
    ...(canTopUp ? [t('walletAfterTopUp')] : []),
  ].join(lang === 'en' ? ', ' : '、')

  /** A short wallet offers to top up in place; once the money is in, it is chosen. */
  function choose(m: Method) {
    if (m === 'WALLET' && canTopUp) return setTopUp(true)
    if (m === 'WALLET' && overLimit)
      return toast.warning(
        `${t('walletOverLimit', { max: formatPrice(cashier.recharge.maxPrice) })}. ${t('methodsForAmount', {
          amount: formatPrice(cashier.price),
          methods: payerNames,
        })}`,
      )
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
      const next = await gatewayPay(method, (cashier.demo as string[]).includes(method), target)
      if ('qr' in next) {
        setQr(next.qr)
        setBusy(false)
      } else if (next.href.startsWith('/')) navigate(next.href)
      else window.location.assign(next.href)
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
                  ) : overLimit ? (
                    <small className={`${shop.red} ${styles.topUpHint}`} data-testid="wallet-limit">
                      {t('walletOverLimit', { max: formatPrice(cashier.recharge.maxPrice) })}
                    </small>
                  ) : null}
                </>
              ) : m === 'BANK_TRANSFER' ? (
                <small className={shop.muted}>{t('transfer.note', { days: cashier.transfer?.days })}</small>
              ) : (
                <small className={shop.muted} data-testid={`method-note-${m}`}>
                  {(cashier.demo as string[]).includes(m) ? t('sandboxNote') : t(`gatewayNote.${m}`)}
                </small>
              )}
            </button>
          ))}
        </div>
        {short && orderType !== 'RECHARGE' ? (
          <p className={shop.muted} data-testid="methods-for-amount">
            {t('methodsForAmount', { amount: formatPrice(cashier.price), methods: payerNames })}
          </p>
        ) : null}
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
      <WechatQrDialog
        code={qr}
        target={target}
        onClose={() => setQr(null)}
        onPaid={() => navigate(`/payDone?orderType=${orderType}&sn=${sn}`)}
      />
      {canTopUp ? (
        <TopUpDialog
          open={topUp}
          onOpenChange={setTopUp}
          shortFen={shortFen}
          methods={online}
          demo={cashier.demo}
          limits={cashier.recharge}
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
