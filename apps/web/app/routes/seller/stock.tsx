import type { StockWarningView } from '@silk/contracts/store-goods'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useRowSelection } from '../../features/console/row-selection.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { StockDialog } from '../../features/seller/StockDialog.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type View = z.infer<typeof StockWarningView>
type Sku = View['goodsSkuPage']['records'][number]
const PAGE_SIZE = 20

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Number(url.searchParams.get('pageNumber')) || 1)
    const low = url.searchParams.get('filter') === 'low'
    const goodsName = (url.searchParams.get('goodsName') ?? '').trim().slice(0, 64)
    const view = await api.get<View>('/store/goods/goods/list/stocks', {
      pageNumber,
      pageSize: PAGE_SIZE,
      ...(low ? { lowStock: true } : {}),
      ...(goodsName ? { goodsName } : {}),
    })
    return { view, pageNumber, low, goodsName }
  })
}

/**
 * 库存管理: every SKU of the store, lowest stock first, with the warning threshold; the 库存预警 tab
 * keeps those at or below it. Any SKU's stock is edited one by one or in a batch.
 */
export default function SellerStock() {
  const { view, pageNumber, low, goodsName } = useLoaderData<typeof loader>()
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('goods')
  const canSetWarning = useCanWrite('setting')
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState<Sku[] | null>(null)
  const rows = view.goodsSkuPage.records
  const {
    selected,
    clear,
    column: pickColumn,
  } = useRowSelection(rows, (r) => r.skuId, {
    all: t('stock.selectAll'),
    row: (r) => t('stock.select', { name: `${r.goodsName} ${r.simpleSpecs}` }),
  })

  const columns: Column<Sku>[] = [
    ...(canEdit ? [pickColumn] : []),
    { key: 'goods', header: t('stock.goodsName'), cell: (row) => row.goodsName },
    { key: 'specs', header: t('stock.sku'), cell: (row) => row.simpleSpecs || '—' },
    { key: 'sn', header: t('stock.skuId'), cell: (row) => row.sn || row.skuId },
    { key: 'quantity', header: t('stock.quantity'), align: 'right', cell: (row) => row.quantity },
    {
      key: 'state',
      header: t('stock.state'),
      cell: (row) =>
        row.quantity <= view.stockWarningNum ? (
          <span className={consoleStyles.error} data-low-stock="true">
            {t('stock.lowTag')}
          </span>
        ) : (
          <span className={consoleStyles.muted}>{t('stock.okTag')}</span>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'ops',
            header: tc('actions.operations'),
            align: 'right' as const,
            cell: (row: Sku) => (
              <button type="button" className={consoleStyles.linkButton} onClick={() => setEditing([row])}>
                {t('stock.edit')}
              </button>
            ),
          },
        ]
      : []),
  ]
  const saved = () => {
    clear()
    void revalidator.revalidate()
  }
  const pages = Math.ceil(view.goodsSkuPage.total / PAGE_SIZE)
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('goods')}
      title={t('stock.title')}
      readOnly={!canEdit}
      actions={
        canEdit ? (
          <button
            type="button"
            className="btn"
            disabled={selected.size === 0}
            onClick={() => setEditing(rows.filter((r) => selected.has(r.skuId)))}
            data-testid="stock-batch"
          >
            {t('stock.batch', { count: selected.size })}
          </button>
        ) : null
      }
    >
      <Panel>
        <WarningForm current={view.stockWarningNum} canEdit={canSetWarning} onSaved={saved} />
      </Panel>
      <Panel>
        <SearchForm
          stacked
          testId="stock-filters"
          keep={['filter']}
          reset="keepWhenSearched"
          fields={[{ name: 'goodsName', label: t('stock.filterName'), maxLength: 64, value: goodsName }]}
          submitLabel={t('stock.search')}
        />
        <Tabs
          label={t('stock.tabsLabel')}
          current={low ? 'low' : 'all'}
          tabs={[
            {
              key: 'all',
              href: tabHref(false, goodsName),
              label: t('stock.tabAll'),
              testId: 'stock-tab-all',
            },
            {
              key: 'low',
              href: tabHref(true, goodsName),
              label: t('stock.tabLow', { count: view.lowStockCount }),
              testId: 'stock-tab-low',
            },
          ]}
        />
        <Table
          columns={columns}
          rows={rows}
          rowKey={(r) => r.skuId}
          testId="stock-table"
          empty={<p className={consoleStyles.muted}>{t(low ? 'stock.emptyLow' : 'stock.empty')}</p>}
        />
        <Pager current={pageNumber} pages={pages} total={view.goodsSkuPage.total} />
      </Panel>
      <StockDialog
        skus={editing ?? []}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null)
        }}
        onSaved={saved}
      />
    </ConsolePage>
  )
}

function tabHref(low: boolean, goodsName: string) {
  const query = new URLSearchParams()
  if (low) query.set('filter', 'low')
  if (goodsName) query.set('goodsName', goodsName)
  const search = query.toString()
  return search ? `/seller/goods/stock?${search}` : '/seller/goods/stock'
}

function WarningForm({ current, canEdit, onSaved }: { current: number; canEdit: boolean; onSaved(): void }) {
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const [value, setValue] = useState(String(current))
  const [error, setError] = useState<string | null>(null)
  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!/^\d{1,5}$/.test(value)) {
      setError(t('stock.warningInvalid'))
      return
    }
    setError(null)
    try {
      await consoleBrowser(SELLER).api.request({
        method: 'PUT',
        path: '/store/settings/storeSettings/updateStockWarning',
        query: { stockWarning: Number(value) },
      })
      toast.success(tc('actions.saved'))
      onSaved()
    } catch {
      // shown by the client
    }
  }
  return (
    <form onSubmit={save} noValidate className={consoleStyles.toolbar} data-testid="stock-warning-form">
      <div style={{ width: 360 }}>
        <Field label={t('stock.warning')} hint={t('stock.warningHint')} error={error}>
          {(control) =>
            canEdit ? (
              <input
                {...control}
                name="stockWarning"
                inputMode="numeric"
                value={value}
                onChange={(e) => setValue(e.target.value.trim())}
              />
            ) : (
              <output {...control}>{current}</output>
            )
          }
        </Field>
      </div>
      {canEdit ? (
        <button type="submit" className="btn btn-ghost">
          {t('stock.saveWarning')}
        </button>
      ) : null}
    </form>
  )
}
