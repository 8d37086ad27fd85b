import type { Page } from '@silk/contracts/paging'
import type { StoreRfqVO } from '@silk/contracts/rfq'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import type { Column } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { countryName } from '../../features/rfq/options.ts'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'

type Row = z.infer<typeof StoreRfqVO>
const PAGE_SIZE = 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const scope = url.searchParams.get('scope') === 'QUOTED' ? 'QUOTED' : 'OPEN'
    const keyword = (url.searchParams.get('keyword') ?? '').trim().slice(0, 50)
    const query: Record<string, string | number> = {
      scope,
      pageNumber: pageNumberOf(url),
      pageSize: PAGE_SIZE,
    }
    if (keyword) query.keyword = keyword
    return { scope, keyword, list: await api.get<Page<Row>>('/store/rfq', query) }
  })
}

export const rfqStatusClass: Record<string, string> = {
  OPEN: goodsStyles.wait,
  CLOSED: goodsStyles.off,
  ACCEPTED: goodsStyles.on,
}

/** 采购询价: requests the store may quote on (its categories, or addressed to it), and its own quotes. */
export default function SellerRfq() {
  const { scope, keyword, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerRfq')
  const { lang } = useRootData()
  const canWrite = useCanWrite('rfq')
  const href = (key: string) =>
    `/seller/rfq?scope=${key}${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}`
  const columns: Column<Row>[] = [
    {
      key: 'title',
      header: t('col.title'),
      cell: (r) => (
        <div>
          <Link to={`/seller/rfq/${r.id}`} className={consoleStyles.linkButton}>
            {r.title}
          </Link>
          {r.storeId ? (
            <span className={`${goodsStyles.state} ${goodsStyles.wait}`}> {t('addressed')}</span>
          ) : null}
          <div className={consoleStyles.muted}>
            {(lang === 'en' ? r.categoryNameEn : null) ?? r.categoryName} · {r.sn}
          </div>
        </div>
      ),
    },
    { key: 'qty', header: t('col.qty'), cell: (r) => `${formatQuantity(r.quantity)} ${r.unit}` },
    {
      key: 'target',
      header: t('col.target'),
      cell: (r) => (r.targetPrice === null ? t('noTarget') : formatPrice(r.targetPrice)),
    },
    {
      key: 'terms',
      header: t('col.terms'),
      cell: (r) => `${r.incoterm} · ${countryName(r.destinationCountry, lang)}`,
    },
    {
      key: 'deadline',
      header: t('col.deadline'),
      cell: (r) => <span className={consoleStyles.muted}>{r.deadline}</span>,
    },
    {
      key: 'quotes',
      header: t('col.quotes'),
      cell: (r) => (
        <span>
          {r.quoteCount}/10{' '}
          <span className={`${goodsStyles.state} ${rfqStatusClass[r.status]}`}>
            {t(`status.${r.status}`)}
          </span>
        </span>
      ),
    },
    {
      key: 'mine',
      header: t('col.mine'),
      cell: (r) =>
        r.myQuote ? (
          <span>
            {r.myQuote.unitPrice === null ? '—' : formatPrice(r.myQuote.unitPrice)} ·{' '}
            {t(`quoteStatus.${r.myQuote.status}`)}
          </span>
        ) : (
          <span className={consoleStyles.muted}>{t('notQuoted')}</span>
        ),
    },
    {
      key: 'ops',
      header: t('col.ops'),
      align: 'right',
      cell: (r) => (
        <Link to={`/seller/rfq/${r.id}`} className={consoleStyles.linkButton} data-testid="rfq-open">
          {canWrite && r.status !== 'ACCEPTED' && (r.status === 'OPEN' || r.myQuote)
            ? r.myQuote
              ? t('revise')
              : t('quote')
            : t('view')}
        </Link>
      ),
    },
  ]
  return (
    <ListPage
      site={SELLER}
      group={useGroupTitle('rfq')}
      title={t('title')}
      filters={
        <>
          <p className={consoleStyles.muted}>{t('intro')}</p>
          <SearchForm
            stacked
            reset={false}
            keep={['scope']}
            fields={[{ name: 'keyword', label: t('keyword'), maxLength: 50, value: keyword }]}
            submitLabel={t('search')}
          />
          <Tabs
            label={t('title')}
            current={scope}
            tabs={(['OPEN', 'QUOTED'] as const).map((key) => ({
              key,
              href: href(key),
              label: t(`tabs.${key}`),
            }))}
          />
        </>
      }
      table={{
        rows: list.records,
        rowKey: (r) => r.id,
        testId: 'rfq-table',
        empty: <p className={goodsStyles.empty}>{t('empty')}</p>,
      }}
      columns={columns}
      page={list}
    />
  )
}
