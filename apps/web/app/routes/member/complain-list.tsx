import type { OrderComplaint } from '@silk/contracts/complaint'
import { COMPLAINT_STATUSES, OPEN_COMPLAINT_STATUSES } from '@silk/contracts/complaint'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ListSearch } from '../../components/form/ListSearch.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/complaints/complaint.module.css'
import cases from '../../features/member-centre/case.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('complainList')

const PAGE_SIZE = 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const status = COMPLAINT_STATUSES.find((s) => s === url.searchParams.get('status')) ?? ''
    const orderSn = url.searchParams.get('orderSn')?.trim().slice(0, 40) ?? ''
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    const complaints = await api.get<Page<OrderComplaint>>('/buyer/order/complain', {
      pageNumber,
      pageSize: PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(orderSn ? { orderSn } : {}),
    })
    return { status, orderSn, complaints }
  })
}

/** /home/ComplainList: 我的投诉 — status, goods, details link and withdrawal of open complaints. */
export default function ComplainListPage() {
  const { t } = useTranslation('complaint')
  const { status, orderSn, complaints } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [params] = useSearchParams()
  const [cancelling, setCancelling] = useState<string | null>(null)
  const link = (next: Record<string, string>) => {
    const p = new URLSearchParams(params)
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v)
      else p.delete(k)
    }
    return `?${p}`
  }

  async function cancel(id: string) {
    try {
      await api.put(`/buyer/order/complain/status/${id}`)
      toast.success(t('list.cancelled'))
      revalidator.revalidate()
    } catch {
      // the client has shown the server's message
    }
  }

  return (
    <section className={styles.card}>
      <header className={cases.head}>
        <h2>{t('list.title')}</h2>
        <ListSearch
          name="orderSn"
          defaultValue={orderSn}
          label={t('list.searchHint')}
          button={t('list.search')}
          keep={{ status }}
        />
      </header>
      <Tabs
        label={t('detail.status')}
        current={status}
        tabs={['', ...COMPLAINT_STATUSES].map((key) => ({
          key,
          label: key ? t(`status.${key}`) : t('list.all'),
          href: link({ status: key, page: '' }),
        }))}
      />
      {complaints.records.length === 0 ? <EmptyState text={t('list.empty')} /> : null}
      {complaints.records.map((c) => (
        <article
          key={c.id}
          className={cases.entry}
          data-testid="complaint-card"
          data-status={c.complainStatus}
          data-sn={c.orderSn}
        >
          <header>
            <b className={styles[`status${c.complainStatus}`] ?? ''}>{t(`status.${c.complainStatus}`)}</b>
            <span>
              {t('list.sn')}
              {c.orderSn}
            </span>
            <span className={cases.muted}>
              {t('list.time')}
              {c.createTime}
            </span>
            <Link to={`/merchant?id=${c.storeId}`}>{c.storeName}</Link>
          </header>
          <div className={cases.entryBody}>
            <img src={pictureAt(c.goodsImage, 200)} alt="" width={64} height={64} />
            <div className={cases.entryText}>
              <Link to={`/goodsDetail?skuId=${c.skuId}&goodsId=${c.goodsId}`}>{c.goodsName}</Link>
              <p className={cases.muted}>{formatPrice(c.goodsPrice)}</p>
              <p>
                <span className={cases.muted}>{t('list.topic')}</span>
                {c.complainTopic}
              </p>
              <p className={styles.clip}>{c.content}</p>
            </div>
            <div className={cases.actions}>
              <Link to={`/home/ComplainDetail?id=${c.id}`} className={cases.smallBtn}>
                {t('list.detail')}
              </Link>
              {OPEN_COMPLAINT_STATUSES.includes(c.complainStatus) ? (
                <button type="button" className={cases.smallBtn} onClick={() => setCancelling(c.id)}>
                  {t('list.cancel')}
                </button>
              ) : null}
            </div>
          </div>
        </article>
      ))}
      <Pager
        current={complaints.current}
        pages={complaints.pages}
        total={complaints.total}
        href={(n) => link({ page: String(n) })}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('list.cancelTitle')}
        message={t('list.cancelConfirm')}
        onConfirm={() => {
          if (cancelling) void cancel(cancelling)
        }}
      />
    </section>
  )
}
