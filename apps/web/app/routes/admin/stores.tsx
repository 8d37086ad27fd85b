import type { Page } from '@silk/contracts/paging'
import type { ManagerStore } from '@silk/contracts/store-apply'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Row = z.infer<typeof ManagerStore>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>('/manager/store/store', listQuery(url, ['storeDisable'])),
  }))
}

/** 店铺列表: close a store (its goods leave the buyer shop at once) or reopen it, after confirming. */
export default function Stores() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('store')
  const { run, busy } = useConsoleAction(ADMIN)
  const [pending, setPending] = useState<Row | null>(null)
  const closing = pending?.storeDisable === 'OPEN'
  const toggle = (row: Row) =>
    run(
      {
        method: 'PUT',
        path: `/manager/store/store/${row.storeDisable === 'OPEN' ? 'disable' : 'enable'}/${row.id}`,
      },
      row.storeDisable === 'OPEN' ? t('store.closed') : t('store.reopened'),
    )
  return (
    <ListPage
      site={ADMIN}
      group={t('area.store')}
      title={t('store.title')}
      readOnly={!canWrite}
      filters={
        <StatusFilter
          name="storeDisable"
          label={t('common.status')}
          options={(['OPEN', 'CLOSED'] as const).map((s) => ({ value: s, label: t(`store.state.${s}`) }))}
        />
      }
      table={{ testId: 'store-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'name', header: t('store.name'), cell: (r) => r.storeName },
        { key: 'owner', header: t('store.owner'), cell: (r) => r.ownerName ?? '—' },
        { key: 'goods', header: t('store.goodsNum'), align: 'right', cell: (r) => r.goodsNum },
        {
          key: 'self',
          header: t('store.selfOperated'),
          cell: (r) => (r.selfOperated ? t('common.yes') : t('common.no')),
        },
        { key: 'time', header: t('common.time'), cell: (r) => r.createTime },
        {
          key: 'state',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={r.storeDisable === 'CLOSED'}>
              {t(`store.state.${r.storeDisable}`)}
            </StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) =>
            canWrite ? (
              <RowButton disabled={busy} onClick={() => setPending(r)}>
                {r.storeDisable === 'OPEN' ? t('store.close') : t('store.reopen')}
              </RowButton>
            ) : null,
        },
      ]}
    >
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={closing ? t('store.close') : t('store.reopen')}
        message={
          pending
            ? t(closing ? 'store.closeConfirm' : 'store.reopenConfirm', { name: pending.storeName })
            : undefined
        }
        confirmLabel={closing ? t('store.close') : t('store.reopen')}
        onConfirm={() => pending && void toggle(pending)}
      />
    </ListPage>
  )
}
