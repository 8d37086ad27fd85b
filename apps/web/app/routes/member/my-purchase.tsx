import type { Page } from '@silk/contracts/paging'
import type { PurchaseOrderVO } from '@silk/contracts/rfq'
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import cases from '../../features/member-centre/case.module.css'
import { countryName } from '../../features/rfq/options.ts'
import styles from '../../features/rfq/rfq.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'

export const meta = pageMeta('myPurchase')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    return {
      list: await api.get<Page<PurchaseOrderVO>>('/buyer/other/purchase/purchase/getByMember', {
        pageNumber,
        pageSize: 10,
      }),
    }
  })
}

/** /home/MyPurchase: 我的采购需求 — each request, its state and how many quotes came in. */
export default function MyPurchasePage() {
  const { t } = useTranslation('rfq')
  const { list } = useLoaderData<typeof loader>()
  const { lang } = useRootData()
  const [params] = useSearchParams()
  const link = (n: number) => {
    const p = new URLSearchParams(params)
    p.set('page', String(n))
    return `?${p}`
  }
  return (
    <section className={styles.card}>
      <header className={cases.head}>
        <h2>{t('myTitle')}</h2>
        <Link to="/home/PurchasePost" className="btn" data-testid="purchase-new">
          {t('post')}
        </Link>
      </header>
      {list.records.length === 0 ? <EmptyState text={t('empty')} /> : null}
      {list.records.map((r) => (
        <article key={r.id} className={cases.entry} data-testid="purchase-card" data-sn={r.sn}>
          <header>
            <b className={`${styles.status} ${styles[`status${r.status}`] ?? ''}`}>
              {t(`status.${r.status}`)}
            </b>
            <span>{t('snLine', { sn: r.sn })}</span>
            <span className={cases.muted}>{r.createTime}</span>
            {r.storeName ? <span>{t('addressedTo', { store: r.storeName })}</span> : null}
          </header>
          <div className={cases.entryBody}>
            <div className={cases.entryText}>
              <Link to={`/home/PurchaseDetail?id=${r.id}`}>
                <b>{r.title}</b>
              </Link>
              <p className={cases.muted}>
                {formatQuantity(r.quantity)} {r.unit} · {r.incoterm} ·{' '}
                {countryName(r.destinationCountry, lang)}
                {r.targetPrice !== null ? ` · ${formatPrice(r.targetPrice)}` : ''} · {t('fields.deadline')}{' '}
                {r.deadline}
              </p>
            </div>
            <div className={cases.actions}>
              <span>{t('quotes', { count: r.quoteCount })}</span>
              <Link
                to={`/home/PurchaseDetail?id=${r.id}`}
                className="btn btn-ghost"
                data-testid="purchase-open"
              >
                {t('view')}
              </Link>
            </div>
          </div>
        </article>
      ))}
      <Pager current={list.current} pages={list.pages} total={list.total} href={link} />
    </section>
  )
}
