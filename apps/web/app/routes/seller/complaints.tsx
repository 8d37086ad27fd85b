import { COMPLAINT_STATUSES, type OrderComplaint } from '@silk/contracts/complaint'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { OrderLink, pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'

const PAGE_SIZE = 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const q = url.searchParams
    const status = (COMPLAINT_STATUSES as readonly string[]).includes(q.get('status') ?? '')
      ? (q.get('status') as string)
      : ''
    const filters = {
      orderSn: (q.get('orderSn') ?? '').trim().slice(0, 40),
      memberName: (q.get('memberName') ?? '').trim().slice(0, 64),
    }
    const query: Record<string, string | number> = { pageNumber: pageNumberOf(url), pageSize: PAGE_SIZE }
    for (const [k, v] of Object.entries({ status, ...filters })) if (v) query[k] = v
    return { status, filters, list: await api.get<Page<OrderComplaint>>('/store/order/complain', query) }
  })
}

export const complaintClass: Record<string, string> = {
  NEW: goodsStyles.wait,
  WAIT_APPEAL: goodsStyles.wait,
  COMMUNICATION: goodsStyles.wait,
  WAIT_ARBITRATION: goodsStyles.wait,
  COMPLETE: goodsStyles.on,
  CANCEL: goodsStyles.off,
}

/** 投诉管理: the buyers' complaints about the store's orders, by state; each opens the dialogue. */
export default function SellerComplaints() {
  const { status, filters, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerQueues')
  const href = (key: string) => {
    const p = new URLSearchParams()
    if (key) p.set('status', key)
    for (const [k, v] of Object.entries(filters)) if (v) p.set(k, v)
    const s = p.toString()
    return s ? `/seller/complaints?${s}` : '/seller/complaints'
  }
  const columns: Column<OrderComplaint>[] = [
    {
      key: 'goods',
      header: t('common.goods'),
      cell: (c) => (
        <div className={goodsStyles.goodsCell}>
          {c.goodsImage ? (
            <img src={pictureAt(c.goodsImage, 200)} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={goodsStyles.noPic} />
          )}
          <span className={goodsStyles.goodsName}>{c.goodsName}</span>
        </div>
      ),
    },
    {
      key: 'topic',
      header: t('complaint.col.topic'),
      cell: (c) => (
        <Link to={`/seller/complaints/${c.id}`} className={consoleStyles.linkButton}>
          {c.complainTopic}
        </Link>
      ),
    },
    { key: 'order', header: t('common.order'), cell: (c) => <OrderLink sn={c.orderSn} /> },
    { key: 'buyer', header: t('common.buyer'), cell: (c) => c.memberName },
    {
      key: 'status',
      header: t('common.status'),
      cell: (c) => (
        <span className={`${goodsStyles.state} ${complaintClass[c.complainStatus]}`}>
          {t(`complaint.status.${c.complainStatus}`)}
        </span>
      ),
    },
    {
      key: 'time',
      header: t('common.time'),
      cell: (c) => <span className={consoleStyles.muted}>{c.createTime}</span>,
    },
    {
      key: 'ops',
      header: t('common.ops'),
      align: 'right',
      cell: (c) => (
        <Link
          to={`/seller/complaints/${c.id}`}
          className={consoleStyles.linkButton}
          data-testid="complaint-open"
        >
          {c.complainStatus === 'COMPLETE' || c.complainStatus === 'CANCEL'
            ? t('common.view')
            : t('common.handle')}
        </Link>
      ),
    },
  ]
  return (
    <ConsolePage site={SELLER} group={useGroupTitle('complaint')} title={t('complaint.title')}>
      <Panel>
        <SearchForm
          stacked
          keep={['status']}
          fields={[
            { name: 'orderSn', label: t('complaint.filter.orderSn'), maxLength: 40 },
            { name: 'memberName', label: t('complaint.filter.memberName'), maxLength: 64 },
          ]}
        />
        <Tabs
          label={t('complaint.tabsLabel')}
          current={status}
          tabs={[
            { key: '', href: href(''), label: t('common.all') },
            ...COMPLAINT_STATUSES.map((key) => ({
              key,
              href: href(key),
              label: t(`complaint.status.${key}`),
            })),
          ]}
        />
        <Table
          columns={columns}
          rows={list.records}
          rowKey={(c) => c.id}
          testId="complaint-table"
          empty={<p className={goodsStyles.empty}>{t('common.empty')}</p>}
        />
        <Pager current={list.current} pages={list.pages} total={list.total} />
      </Panel>
    </ConsolePage>
  )
}
