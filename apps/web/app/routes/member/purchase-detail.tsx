import type { MemberAddress } from '@silk/contracts/address'
import type { Page } from '@silk/contracts/paging'
import type { PurchaseOrderVO, PurchaseQuoteVO } from '@silk/contracts/rfq'
import { type ReactNode, useState } from 'react'
import {
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useNavigate,
  useRevalidator,
} from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { Approx } from '../../features/currency/Approx.tsx'
import cases from '../../features/member-centre/case.module.css'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { AcceptQuoteDialog } from '../../features/rfq/AcceptQuoteDialog.tsx'
import { countryName, currencyText } from '../../features/rfq/options.ts'
import { QuoteTiers } from '../../features/rfq/QuoteTiers.tsx'
import styles from '../../features/rfq/rfq.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'

export const meta = pageMeta('purchaseDetail')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const id = url.searchParams.get('id') ?? ''
      if (!/^\d{1,20}$/.test(id)) throw redirect('/home/MyPurchase')
      const [request, quotes, addresses] = await Promise.all([
        api.get<PurchaseOrderVO>(`/buyer/other/purchase/purchase/${id}`),
        api.get<PurchaseQuoteVO[]>(`/buyer/other/purchase/purchaseQuoted/purchaseOrder/${id}`),
        api.get<Page<MemberAddress>>('/buyer/member/address', { pageNumber: 1, pageSize: 100 }),
      ])
      return { request, quotes, addresses: addresses.records }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="purchase" to="/home/MyPurchase" />
}

/**
 * /home/PurchaseDetail?id=: the request and its quotes side by side (one column a supplier), the
 * lowest total marked; accepting one makes an unpaid order and goes to the cashier.
 */
export default function PurchaseDetailPage() {
  const { t } = useTranslation('rfq')
  const { request: r, quotes, addresses } = useLoaderData<typeof loader>()
  const { lang } = useRootData()
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const [accepting, setAccepting] = useState<PurchaseQuoteVO | null>(null)
  const [closing, setClosing] = useState(false)
  const [busy, setBusy] = useState(false)
  const enoughStock = (q: PurchaseQuoteVO) => q.stock !== null && q.stock >= r.quantity
  // The lowest of the quotes that can still be accepted.
  const totals = quotes
    .filter(enoughStock)
    .map((q) => q.total)
    .filter((v): v is number => v !== null)
  const lowest = totals.length ? Math.min(...totals) : null
  const canAccept = r.status !== 'ACCEPTED'

  async function accept(body: Record<string, unknown>) {
    if (busy) return
    setBusy(true)
    try {
      const res = await api.post<{ tradeSn: string }>(`/buyer/other/purchase/purchase/${r.id}/accept`, body, {
        json: true,
      })
      toast.success(t('detail.accepted'))
      navigate(`/payment?orderType=TRADE&sn=${res.tradeSn}`)
    } catch {
      setBusy(false)
    }
  }
  async function close() {
    try {
      await api.put(`/buyer/other/purchase/purchase/${r.id}`)
      toast.success(t('detail.closed'))
      await revalidate()
    } catch {
      // the client has shown the server's message
    }
  }

  const rows: { key: string; label: string; cell(q: PurchaseQuoteVO): ReactNode }[] = [
    { key: 'goods', label: t('detail.goods'), cell: (q) => q.goodsName },
    {
      key: 'unit',
      label: t('detail.unitPrice'),
      cell: (q) =>
        q.unitPrice === null ? (
          <span className={cases.muted}>{t('detail.belowMoq')}</span>
        ) : (
          <>
            <span className={styles.price}>{formatPrice(q.unitPrice)}</span> <Approx value={q.unitPrice} />
          </>
        ),
    },
    {
      key: 'total',
      label: t('detail.total'),
      cell: (q) =>
        q.total === null ? (
          '—'
        ) : (
          <>
            <span className={styles.price}>{formatPrice(q.total)}</span>
            {q.total === lowest && quotes.length > 1 ? (
              <span className={styles.best}>{t('detail.best')}</span>
            ) : null}
            <br />
            <Approx value={q.total} />
          </>
        ),
    },
    {
      key: 'tiers',
      label: t('detail.tiers'),
      cell: (q) => <QuoteTiers tiers={q.tiers} unit={r.unit} />,
    },
    {
      key: 'stock',
      label: t('detail.stock'),
      cell: (q) =>
        q.stock === null ? (
          <span className={styles.short}>{t('detail.stockGone')}</span>
        ) : q.stock < r.quantity ? (
          <span className={styles.short} data-testid="quote-stock-short">
            {t('detail.stockShort', { stock: formatQuantity(q.stock), quantity: formatQuantity(r.quantity) })}
          </span>
        ) : (
          `${formatQuantity(q.stock)} ${r.unit}`
        ),
    },
    { key: 'moq', label: t('detail.moq'), cell: (q) => `${formatQuantity(q.moq)} ${r.unit}` },
    { key: 'incoterm', label: t('detail.incoterm'), cell: (q) => q.incoterm },
    { key: 'lead', label: t('detail.leadDays'), cell: (q) => t('detail.days', { n: q.leadDays }) },
    { key: 'valid', label: t('detail.validUntil'), cell: (q) => q.validUntil },
    { key: 'message', label: t('detail.message'), cell: (q) => q.message || '—' },
    { key: 'status', label: t('detail.status'), cell: (q) => t(`detail.quoteStatus.${q.status}`) },
  ]

  return (
    <section className={styles.card} data-testid="purchase-detail" data-status={r.status}>
      <header className={cases.head}>
        <h2>{r.title}</h2>
        <div className={styles.headActions}>
          {r.status === 'OPEN' ? (
            <button type="button" className="btn btn-ghost" onClick={() => setClosing(true)}>
              {t('detail.close')}
            </button>
          ) : null}
          <Link to="/home/MyPurchase">{t('detail.back')}</Link>
        </div>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.status')}</dt>
          <dd>
            <b className={`${styles.status} ${styles[`status${r.status}`] ?? ''}`}>
              {t(`status.${r.status}`)}
            </b>
            {r.closeReason && r.status === 'CLOSED' ? ` · ${t(`closeReason.${r.closeReason}`)}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('sn')}</dt>
          <dd>{r.sn}</dd>
        </div>
        <div>
          <dt>{t('fields.category')}</dt>
          <dd>{lang === 'en' ? (r.categoryNameEn ?? r.categoryName) : r.categoryName}</dd>
        </div>
        <div>
          <dt>{t('fields.quantity')}</dt>
          <dd>
            {formatQuantity(r.quantity)} {r.unit}
          </dd>
        </div>
        <div>
          <dt>{t('fields.targetPrice')}</dt>
          <dd>
            {r.targetPrice === null ? '—' : formatPrice(r.targetPrice)} <Approx value={r.targetPrice} />
          </dd>
        </div>
        <div>
          <dt>{t('fields.currency')}</dt>
          <dd data-testid="purchase-currency">{currencyText(r.currency, lang)}</dd>
        </div>
        <div>
          <dt>{t('fields.incoterm')}</dt>
          <dd>{t(`incoterms.${r.incoterm}`)}</dd>
        </div>
        <div>
          <dt>{t('fields.destination')}</dt>
          <dd>{countryName(r.destinationCountry, lang)}</dd>
        </div>
        <div>
          <dt>{t('fields.deadline')}</dt>
          <dd>{r.deadline}</dd>
        </div>
        {r.storeName ? (
          <div>
            <dt>{t('detail.store')}</dt>
            <dd>{r.storeName}</dd>
          </div>
        ) : null}
      </dl>
      {r.description ? <p className={styles.desc}>{r.description}</p> : null}
      {r.attachments.length ? (
        <div className={cases.pictures}>
          {r.attachments.map((url) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt="" loading="lazy" width={72} height={72} />
            </a>
          ))}
        </div>
      ) : null}
      {r.orderSn && r.tradeSn ? (
        <p
          className={cases.notice}
          role="status"
          data-testid="purchase-order"
          data-order-status={r.orderStatus}
        >
          {r.orderStatus === 'UNPAID' || r.orderStatus === null
            ? t('detail.accepted')
            : t(`detail.orderState.${r.orderStatus === 'CANCELLED' ? 'CANCELLED' : 'PAID'}`)}{' '}
          · <Link to={`/home/OrderDetail?sn=${r.orderSn}`}>{t('detail.toOrder')}</Link>
          {r.orderStatus === 'UNPAID' ? (
            <>
              {' '}
              · <Link to={`/payment?orderType=TRADE&sn=${r.tradeSn}`}>{t('detail.toPay')}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <h3>
        {t('detail.compare')} ({quotes.length})
      </h3>
      {quotes.length === 0 ? (
        <p className={cases.muted}>{t('detail.noQuotes')}</p>
      ) : (
        <div className={styles.compareWrap}>
          <table className={styles.compare} data-testid="quote-compare">
            <thead>
              <tr>
                <th scope="col">{t('detail.store')}</th>
                {quotes.map((q) => (
                  <th key={q.id} scope="col" data-testid="quote-column">
                    {q.storeName}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {quotes.map((q) => (
                    <td key={q.id} className={q.status === 'ACCEPTED' ? styles.chosen : undefined}>
                      {row.cell(q)}
                    </td>
                  ))}
                </tr>
              ))}
              {canAccept ? (
                <tr>
                  <th scope="row" />
                  {quotes.map((q) => (
                    <td key={q.id}>
                      <button
                        type="button"
                        className={`btn ${cases.submit}`}
                        disabled={busy || q.unitPrice === null || !enoughStock(q)}
                        onClick={() => setAccepting(q)}
                        data-testid="quote-accept"
                        data-store={q.storeName}
                      >
                        {t('detail.accept')}
                      </button>
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      <AcceptQuoteDialog
        key={accepting?.id ?? 'none'}
        request={r}
        quote={accepting}
        addresses={addresses}
        lang={lang}
        busy={busy}
        onClose={() => setAccepting(null)}
        onAccept={(body) => void accept(body)}
      />
      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title={t('detail.close')}
        message={t('detail.closeConfirm')}
        onConfirm={() => void close()}
      />
    </section>
  )
}
