import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import styles from '../../features/admin/admin.module.css'
import {
  GoodsCell,
  GoodsDetailDialog,
  type GoodsRow,
  GoodsState,
  TakeDownDialog,
} from '../../features/admin/goods.tsx'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { CategoryNode } from '../../lib/category-cache.ts'
import { formatPrice } from '../../lib/format.ts'

const FILTERS = ['goodsName', 'storeName', 'categoryId', 'state']

/** The state filter's choices, as the API's two flags. */
const STATES: Record<string, Record<string, string>> = {
  UPPER: { marketEnable: 'UPPER', authFlag: 'PASS' },
  DOWN: { marketEnable: 'DOWN' },
  TOBEAUDITED: { authFlag: 'TOBEAUDITED' },
  REFUSE: { authFlag: 'REFUSE' },
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const { state, ...query } = listQuery(url, FILTERS)
    const [page, tree] = await Promise.all([
      api.get<Page<GoodsRow>>('/manager/goods/goods/list', { ...query, ...(STATES[state ?? ''] ?? {}) }),
      // The public category tree (the buyer site's), for the filter: two levels are enough to narrow down.
      api.get<CategoryNode[]>('/buyer/goods/category/get/0').catch(() => [] as CategoryNode[]),
    ])
    const categories = tree.flatMap((top) => [
      { id: top.id, name: top.name, depth: 0 },
      ...(top.children ?? []).map((c) => ({ id: c.id, name: c.name, depth: 1 })),
    ])
    return { page, categories }
  })
}

/** 平台商品: every store's goods with filters; detail; 违规下架 with a reason the seller sees. */
export default function AdminGoods() {
  const { page, categories } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('goods')
  const { run, busy } = useConsoleAction(ADMIN)
  const [shown, setShown] = useState<GoodsRow | null>(null)
  const [down, setDown] = useState<GoodsRow | null>(null)
  const takeDown = async (row: GoodsRow, reason: string) => {
    const ok = await run(
      { method: 'PUT', path: `/manager/goods/goods/${row.id}/under`, query: { reason } },
      t('goods.takenDown'),
    )
    if (ok) setDown(null)
    return ok
  }
  const takenDown = (r: GoodsRow) => r.marketEnable === 'DOWN' && r.authFlag === 'REFUSE'
  return (
    <ListPage
      site={ADMIN}
      group={t('area.goods')}
      title={t('goods.title')}
      readOnly={!canWrite}
      filters={
        <SearchForm
          testId="goods-filters"
          submitLabel={t('common.filter')}
          fields={[
            { name: 'goodsName', label: t('goods.name'), maxLength: 64 },
            { name: 'storeName', label: t('goods.store'), maxLength: 64 },
            {
              name: 'categoryId',
              label: t('goods.category'),
              all: t('common.all'),
              options: categories.map((c) => ({ value: c.id, label: c.depth ? `\u3000${c.name}` : c.name })),
            },
            {
              name: 'state',
              label: t('common.status'),
              all: t('common.all'),
              options: Object.keys(STATES).map((s) => ({ value: s, label: t(`goods.state.${s}`) })),
            },
          ]}
        />
      }
      table={{ testId: 'goods-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'goods', header: t('goods.name'), cell: (r) => <GoodsCell row={r} /> },
        { key: 'store', header: t('goods.store'), cell: (r) => r.storeName },
        { key: 'category', header: t('goods.category'), cell: (r) => r.categoryName },
        { key: 'price', header: t('goods.price'), align: 'right', cell: (r) => formatPrice(r.price) },
        { key: 'qty', header: t('goods.quantity'), align: 'right', cell: (r) => r.quantity },
        {
          key: 'state',
          header: t('common.status'),
          cell: (r) => (
            <>
              <GoodsState row={r} />
              {r.authFlag === 'REFUSE' && r.authMessage ? (
                <small className={styles.note}>{r.authMessage}</small>
              ) : null}
            </>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <RowActions>
              <RowButton onClick={() => setShown(r)}>{t('common.detail')}</RowButton>
              {canWrite && !takenDown(r) ? (
                <RowButton disabled={busy} onClick={() => setDown(r)}>
                  {t('goods.under')}
                </RowButton>
              ) : null}
            </RowActions>
          ),
        },
      ]}
    >
      <GoodsDetailDialog row={shown} onClose={() => setShown(null)} />
      <TakeDownDialog
        row={down}
        busy={busy}
        onClose={() => setDown(null)}
        onConfirm={(reason) => (down ? takeDown(down, reason) : Promise.resolve(false))}
      />
    </ListPage>
  )
}
