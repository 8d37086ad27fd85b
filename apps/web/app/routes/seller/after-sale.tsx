import type { AfterSaleNumbers, AfterSaleStatus, AfterSaleVO } from '@silk/contracts/after-sale'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { OrderLink, pageNumberOf, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { lineSpecs } from '../../lib/order-specs.ts'

type Row = z.infer<typeof AfterSaleVO>
const PAGE_SIZE = 10
/** The tabs in the order a seller works them; the rest under 全部. */
const TABS = ['APPLY', 'BUYER_RETURN', 'PASS', 'WAIT_REFUND', 'COMPLETE', 'REFUSE'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const status = url.searchParams.get('status') ?? ''
    const current = (TABS as readonly string[]).includes(status) ? status : ''
    const keywords = (url.searchParams.get('keywords') ?? '').trim().slice(0, 64)
    const pageNumber = pageNumberOf(url)
    const query: Record<string, string | number> = { pageNumber, pageSize: PAGE_SIZE }
    if (current) query.serviceStatus = current
    if (keywords) query.keywords = keywords
    const [numbers, list] = await Promise.all([
      api.get<z.infer<typeof AfterSaleNumbers>>('/store/order/afterSale/numbers'),
      api.get<Page<Row>>('/store/order/afterSale/page', query),
    ])
    return { status: current, keywords, numbers, list }
  })
}

export const stateClass: Record<AfterSaleStatus, string> = {
  APPLY: goodsStyles.wait,
  PASS: goodsStyles.wait,
  BUYER_RETURN: goodsStyles.wait,
  SELLER_CONFIRM: goodsStyles.wait,
  WAIT_REFUND: goodsStyles.wait,
  COMPLETE: goodsStyles.on,
  REFUSE: goodsStyles.refused,
  SELLER_TERMINATION: goodsStyles.refused,
  BUYER_CANCEL: goodsStyles.off,
}

/** 售后管理: the store's returns and refunds by state, with counts; each opens its detail. */
export default function SellerAfterSales() {
  const { status, keywords, numbers, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerQueues')
  const total = Object.values(numbers).reduce((a, b) => a + b, 0)
  const href = (key: string) => {
    const p = new URLSearchParams()
    if (key) p.set('status', key)
    if (keywords) p.set('keywords', keywords)
    const s = p.toString()
    return s ? `/seller/after-sale?${s}` : '/seller/after-sale'
  }
  const columns: Column<Row>[] = [
    {
      key: 'goods',
      header: t('common.goods'),
      cell: (r) => (
        <div className={goodsStyles.goodsCell}>
          {r.goodsImage ? (
            <img src={pictureAt(r.goodsImage, 200)} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={goodsStyles.noPic} />
          )}
          <div>
            <span className={goodsStyles.goodsName}>{r.goodsName}</span>
            <small className={consoleStyles.muted}>
              {lineSpecs(r)} × {r.num}
            </small>
          </div>
        </div>
      ),
    },
    {
      key: 'sn',
      header: t('afterSale.col.sn'),
      cell: (r) => (
        <>
          <Link to={`/seller/after-sale/${r.sn}`} className={consoleStyles.linkButton}>
            {r.sn}
          </Link>
          <small className={consoleStyles.muted} style={{ display: 'block' }}>
            {t('common.order')} <OrderLink sn={r.orderSn} />
          </small>
        </>
      ),
    },
    {
      key: 'buyer',
      header: t('common.buyer'),
      cell: (r) => <span className={queueStyles.nowrap}>{r.memberName}</span>,
    },
    { key: 'type', header: t('afterSale.col.type'), cell: (r) => t(`afterSale.type.${r.serviceType}`) },
    {
      key: 'amount',
      header: t('afterSale.col.amount'),
      align: 'right',
      cell: (r) => formatPrice(r.applyRefundPrice),
    },
    {
      key: 'status',
      header: t('common.status'),
      cell: (r) => (
        <span className={`${goodsStyles.state} ${stateClass[r.serviceStatus]}`}>
          {t(`afterSale.status.${r.serviceStatus}`)}
        </span>
      ),
    },
    {
      key: 'time',
      header: t('common.time'),
      cell: (r) => <span className={`${consoleStyles.muted} ${queueStyles.nowrap}`}>{r.createTime}</span>,
    },
    {
      key: 'ops',
      header: t('common.ops'),
      align: 'right',
      cell: (r) => (
        <Link
          to={`/seller/after-sale/${r.sn}`}
          className={consoleStyles.linkButton}
          data-testid="after-sale-open"
        >
          {r.serviceStatus === 'APPLY' || r.serviceStatus === 'BUYER_RETURN'
            ? t('common.handle')
            : t('common.view')}
        </Link>
      ),
    },
  ]
  return (
    <ConsolePage site={SELLER} group={useGroupTitle('afterSale')} title={t('afterSale.title')}>
      <Panel>
        <SearchForm
          stacked
          keep={['status']}
          fields={[{ name: 'keywords', label: t('afterSale.filter.keywords'), maxLength: 64 }]}
        />
        <Tabs
          label={t('afterSale.tabsLabel')}
          current={status}
          tabs={[
            { key: '', href: href(''), label: `${t('common.all')} (${total})`, testId: 'after-sale-tab-all' },
            ...TABS.map((key) => ({
              key,
              href: href(key),
              label: `${t(`afterSale.status.${key}`)} (${numbers[key] ?? 0})`,
              testId: `after-sale-tab-${key}`,
            })),
          ]}
        />
        <Table
          columns={columns}
          rows={list.records}
          rowKey={(r) => r.sn}
          testId="after-sale-table"
          empty={<p className={goodsStyles.empty}>{t('common.empty')}</p>}
        />
        <Pager current={list.current} pages={list.pages} total={list.total} />
      </Panel>
    </ConsolePage>
  )
}
