import type { CategoryVO } from '@silk/contracts/goods'
import type { DraftPage, StoreGoodsCounts, StoreGoodsPage } from '@silk/contracts/goods-publish'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { useRowSelection } from '../../features/console/row-selection.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import styles from '../../features/seller/goods/goods.module.css'
import { leafOptions } from '../../features/seller/goods/tree.ts'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

type Row = z.infer<typeof StoreGoodsPage>['records'][number]
type Draft = z.infer<typeof DraftPage>['records'][number]
type Counts = z.infer<typeof StoreGoodsCounts>
const PAGE_SIZE = 10
export const GOODS_TABS = ['all', 'upper', 'down', 'audit', 'refuse', 'lowStock', 'draft'] as const
type TabKey = (typeof GOODS_TABS)[number]

const TAB_QUERY: Record<Exclude<TabKey, 'draft'>, Record<string, string>> = {
  all: {},
  upper: { marketEnable: 'UPPER', authFlag: 'PASS' },
  down: { marketEnable: 'DOWN' },
  audit: { authFlag: 'TOBEAUDITED' },
  refuse: { authFlag: 'REFUSE' },
  lowStock: { lowStock: 'true' },
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const q = url.searchParams
    const tab = (GOODS_TABS as readonly string[]).includes(q.get('tab') ?? '')
      ? (q.get('tab') as TabKey)
      : 'all'
    const pageNumber = Math.max(1, Number(q.get('pageNumber')) || 1)
    const filters = {
      goodsName: (q.get('goodsName') ?? '').trim().slice(0, 60),
      id: (q.get('id') ?? '').trim().slice(0, 40),
      categoryPath: /^\d{1,20}(,\d{1,20}){0,2}$/.test(q.get('categoryPath') ?? '')
        ? (q.get('categoryPath') as string)
        : '',
    }
    const query: Record<string, string | number> = { pageNumber, pageSize: PAGE_SIZE }
    for (const [k, v] of Object.entries(filters)) if (v) query[k] = v
    const [counts, tree, drafts, list] = await Promise.all([
      api.get<Counts>('/store/goods/goods/goodsNumber'),
      api.get<CategoryVO[]>('/store/goods/category/all'),
      api.get<z.infer<typeof DraftPage>>('/store/goods/draftGoods/page', {
        pageNumber: tab === 'draft' ? pageNumber : 1,
        pageSize: tab === 'draft' ? PAGE_SIZE : 1,
      }),
      tab === 'draft'
        ? null
        : api.get<z.infer<typeof StoreGoodsPage>>('/store/goods/goods/list', { ...query, ...TAB_QUERY[tab] }),
    ])
    return { tab, pageNumber, filters, counts, categories: leafOptions(tree), drafts, list }
  })
}

/** 商品列表 (lilishop 商品管理 → 商品列表): tabs with counts, filters, shelve / unshelve / delete, drafts. */
export default function SellerGoods() {
  const { tab, pageNumber, filters, counts, categories, drafts, list } = useLoaderData<typeof loader>()
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('goods')
  const revalidator = useRevalidator()
  const [confirm, setConfirm] = useState<{ action: 'delete' | 'deleteDraft'; ids: string[] } | null>(null)
  const api = consoleBrowser(SELLER).api
  const rows = list?.records ?? []
  const {
    selected,
    clear,
    column: pickColumn,
  } = useRowSelection(rows, (r) => r.id, {
    all: t('goods.selectAll'),
    row: (r) => t('goods.select', { name: r.goodsName }),
  })

  const counted: Record<TabKey, number> = {
    all: counts.all,
    upper: counts.upper,
    down: counts.down,
    audit: counts.toBeAudited,
    refuse: counts.refuse,
    lowStock: counts.lowStock,
    draft: drafts.total,
  }
  const href = (key: string) => {
    const params = new URLSearchParams()
    if (key !== 'all') params.set('tab', key)
    for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v)
    const s = params.toString()
    return s ? `/seller/goods?${s}` : '/seller/goods'
  }
  const after = (message: string) => {
    toast.success(message)
    clear()
    void revalidator.revalidate()
  }
  const call = async (action: 'up' | 'under' | 'delete', ids: string[], skipped = 0) => {
    try {
      await api.put(`/store/goods/goods/${action}?${new URLSearchParams(ids.map((id) => ['goodsId', id]))}`)
      after(t(`goods.done.${action}`, { count: ids.length }))
      if (skipped) toast.message(t('goods.shelfSkipped', { count: skipped }))
    } catch {
      // the client shows the server's reason (e.g. 商品有未完成的订单，不能删除)
    }
  }
  const deleteDraft = async (id: string) => {
    try {
      await api.del(`/store/goods/draftGoods/delete/${id}`)
      after(tc('actions.deleted'))
    } catch {
      // shown by the client
    }
  }

  // 上架 / 下架 only for goods that passed review: one in review or refused is not on sale and has no
  // shelf (the API refuses it, 11107); the seller edits or deletes it.
  const shelvable = (row: Row) => row.authFlag === 'PASS'
  const state = (row: Row) => {
    if (row.authFlag === 'TOBEAUDITED')
      return <span className={`${styles.state} ${styles.wait}`}>{t('goods.state.audit')}</span>
    if (row.authFlag === 'REFUSE')
      return (
        <span className={`${styles.state} ${styles.refused}`} title={row.authMessage}>
          {t('goods.state.refuse')}
        </span>
      )
    return row.marketEnable === 'UPPER' ? (
      <span className={`${styles.state} ${styles.on}`}>{t('goods.state.upper')}</span>
    ) : (
      <span className={`${styles.state} ${styles.off}`}>{t('goods.state.down')}</span>
    )
  }
  const columns: Column<Row>[] = [
    ...(canEdit ? [pickColumn] : []),
    {
      key: 'goods',
      header: t('goods.col.goods'),
      cell: (row) => (
        <div className={styles.goodsCell}>
          {row.thumbnail ? (
            <img src={pictureAt(row.thumbnail, 200)} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className={styles.noPic} />
          )}
          <div>
            <a
              href={`/goodsDetail?goodsId=${row.id}`}
              target="_blank"
              rel="noreferrer"
              className={styles.goodsName}
            >
              {row.goodsName}
            </a>
            <small className={consoleStyles.muted}>
              {t('goods.code')} {row.sn || row.id}
              {row.salesModel === 'WHOLESALE' ? (
                <span className={styles.tag}>{t('goods.wholesale')}</span>
              ) : null}
            </small>
          </div>
        </div>
      ),
    },
    {
      key: 'price',
      header: t('goods.col.price'),
      align: 'right',
      cell: (row) =>
        row.skuCount > 1 ? t('goods.priceFrom', { price: formatPrice(row.price) }) : formatPrice(row.price),
    },
    { key: 'skus', header: t('goods.col.skus'), align: 'right', cell: (row) => row.skuCount },
    { key: 'quantity', header: t('goods.col.quantity'), align: 'right', cell: (row) => row.quantity },
    { key: 'sales', header: t('goods.col.sales'), align: 'right', cell: (row) => row.buyCount },
    { key: 'state', header: t('goods.col.state'), cell: state },
    ...(canEdit
      ? [
          {
            key: 'ops',
            header: tc('actions.operations'),
            align: 'right' as const,
            cell: (row: Row) => (
              <RowActions>
                <Link className={consoleStyles.linkButton} to={`/seller/goods/${row.id}/edit`}>
                  {t('goods.edit')}
                </Link>
                {!shelvable(row) ? null : row.marketEnable === 'UPPER' ? (
                  <button
                    type="button"
                    className={consoleStyles.linkButton}
                    onClick={() => void call('under', [row.id])}
                  >
                    {t('goods.under')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={consoleStyles.linkButton}
                    onClick={() => void call('up', [row.id])}
                  >
                    {t('goods.up')}
                  </button>
                )}
                <button
                  type="button"
                  className={consoleStyles.linkButton}
                  onClick={() => setConfirm({ action: 'delete', ids: [row.id] })}
                >
                  {tc('actions.delete')}
                </button>
              </RowActions>
            ),
          },
        ]
      : []),
  ]
  const draftColumns: Column<Draft>[] = [
    { key: 'name', header: t('goods.col.goods'), cell: (d) => d.goodsName || t('goods.untitled') },
    { key: 'time', header: t('goods.col.updated'), cell: (d) => d.updateTime },
    ...(canEdit
      ? [
          {
            key: 'ops',
            header: tc('actions.operations'),
            align: 'right' as const,
            cell: (d: Draft) => (
              <RowActions>
                <Link className={consoleStyles.linkButton} to={`/seller/goods/publish?draftId=${d.id}`}>
                  {t('goods.resume')}
                </Link>
                <button
                  type="button"
                  className={consoleStyles.linkButton}
                  onClick={() => setConfirm({ action: 'deleteDraft', ids: [d.id] })}
                >
                  {tc('actions.delete')}
                </button>
              </RowActions>
            ),
          },
        ]
      : []),
  ]
  const total = tab === 'draft' ? drafts.total : (list?.total ?? 0)
  const ids = [...selected]
  // A batch shelf action takes the ticked goods that passed review and says how many it left.
  const shelfIds = ids.filter((id) => {
    const row = rows.find((r) => r.id === id)
    return !row || shelvable(row)
  })
  const shelf = (action: 'up' | 'under') => void call(action, shelfIds, ids.length - shelfIds.length)
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('goods')}
      title={t('goods.title')}
      readOnly={!canEdit}
      actions={
        canEdit ? (
          <Link className="btn" to="/seller/goods/publish" data-testid="goods-publish">
            {t('goods.publish')}
          </Link>
        ) : null
      }
    >
      <Panel>
        <SearchForm
          stacked
          testId="goods-filters"
          keep={['tab']}
          fields={[
            { name: 'goodsName', label: t('goods.filter.name'), maxLength: 60, value: filters.goodsName },
            { name: 'id', label: t('goods.filter.code'), maxLength: 40, value: filters.id },
            {
              name: 'categoryPath',
              label: t('goods.filter.category'),
              all: t('goods.filter.any'),
              options: categories.map((c) => ({ value: c.path, label: c.label })),
              value: filters.categoryPath,
            },
          ]}
          submitLabel={t('goods.filter.search')}
        />
        <Tabs
          label={t('goods.tabsLabel')}
          current={tab}
          tabs={GOODS_TABS.map((key) => ({
            key,
            href: href(key),
            label: `${t(`goods.tabs.${key}`)} (${counted[key]})`,
            testId: `goods-tab-${key}`,
          }))}
        />
        {canEdit && tab !== 'draft' ? (
          <div className={styles.batch}>
            <span className={consoleStyles.muted}>{t('goods.selected', { count: ids.length })}</span>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={shelfIds.length === 0}
              onClick={() => shelf('up')}
              data-testid="goods-batch-up"
            >
              {t('goods.batchUp')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={shelfIds.length === 0}
              onClick={() => shelf('under')}
              data-testid="goods-batch-under"
            >
              {t('goods.batchUnder')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={ids.length === 0}
              onClick={() => setConfirm({ action: 'delete', ids })}
            >
              {t('goods.batchDelete')}
            </button>
          </div>
        ) : null}
        {tab === 'draft' ? (
          <Table
            columns={draftColumns}
            rows={drafts.records}
            rowKey={(d) => d.id}
            testId="drafts-table"
            empty={<p className={styles.empty}>{t('goods.noDrafts')}</p>}
          />
        ) : (
          <Table
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            testId="goods-table"
            empty={<p className={styles.empty}>{t('goods.empty')}</p>}
          />
        )}
        <Pager current={pageNumber} pages={Math.ceil(total / PAGE_SIZE)} total={total} />
      </Panel>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null)
        }}
        title={
          confirm?.action === 'deleteDraft'
            ? t('goods.deleteDraftConfirm')
            : t('goods.deleteConfirm', { count: confirm?.ids.length ?? 0 })
        }
        message={confirm?.action === 'deleteDraft' ? undefined : t('goods.deleteHint')}
        confirmLabel={tc('actions.delete')}
        testId="goods-delete-confirm"
        onConfirm={() => {
          if (!confirm) return
          if (confirm.action === 'deleteDraft') void deleteDraft(confirm.ids[0] as string)
          else void call('delete', confirm.ids)
        }}
      />
    </ConsolePage>
  )
}
