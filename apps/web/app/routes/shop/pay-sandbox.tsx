import type { SandboxPayment } from '@silk/contracts/wallet'
import { useEffect, useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import type { z } from 'zod'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'
import styles from './payment.module.css'

export const meta = pageMeta('sandboxPay')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const outTradeNo = url.searchParams.get('outTradeNo') ?? ''
    return {
      payment: await api.get<z.infer<typeof SandboxPayment>>(
        `/buyer/payment/sandbox/${encodeURIComponent(outTradeNo)}`,
      ),
    }
  })
}

const POLL_MS = 3000

/**
 * /pay/sandbox?outTradeNo=: stands in for the Alipay/WeChat page. Its button makes the sandbox send
 * the signed notice a real gateway would; the page also polls the result like the QR page does.
 */
export default function SandboxPage() {
  const { t } = useTranslation('payment')
  const { payment } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const done = `/payDone?orderType=${payment.orderType}&sn=${payment.sn}`

  useEffect(() => {
    const timer = setInterval(async () => {
      const paid = await api
        .get<boolean>('/buyer/payment/cashier/result', { orderType: payment.orderType, sn: payment.sn })
        .catch(() => false)
      if (paid) navigate(done)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [payment, navigate, done])

  async function confirm() {
    setBusy(true)
    try {
      await api.post(`/buyer/payment/sandbox/${payment.outTradeNo}/confirm`)
      navigate(done)
    } catch {
      setBusy(false)
    }
  }

  return (
    <div className={shop.page}>
      <section className={`${shop.card} ${styles.sandbox}`}>
        <p className={styles.sandboxBadge}>{t('sandbox.badge')}</p>
        <h1>{t(`method.${payment.paymentMethod}`)}</h1>
        <p>{payment.title}</p>
        <p className={styles.amount}>
          <b className={shop.bigPrice}>{formatPrice(payment.amount)}</b>
        </p>
        <p className={shop.muted}>
          {t('sandbox.tradeNo')} {payment.outTradeNo}
        </p>
        {payment.status === 'PENDING' ? (
          <button
            type="button"
            className={shop.settle}
            disabled={busy}
            onClick={confirm}
            data-testid="sandbox-pay"
          >
            {t('sandbox.pay')}
          </button>
        ) : (
          <p>{t(`sandbox.status.${payment.status === 'PAID' ? 'PAID' : 'CLOSED'}`)}</p>
        )}
        <p className={shop.muted}>{t('sandbox.hint')}</p>
        <Link to={`/payment?orderType=${payment.orderType}&sn=${payment.sn}`}>{t('sandbox.other')}</Link>
      </section>
    </div>
  )
}
