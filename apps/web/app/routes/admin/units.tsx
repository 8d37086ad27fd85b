import type { GoodsUnitView } from '@silk/contracts/catalogue-admin'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import { writable } from '../../features/admin/catalogue.tsx'
import { QueuePager } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Unit = z.infer<typeof GoodsUnitView>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Unit>>('/manager/goods/goodsUnit', {
      pageNumber: url.searchParams.get('pageNumber') ?? '1',
      pageSize: '20',
    }),
  }))
}

/** 计量单位: the units the publish form offers (件, 盒, 套…). */
export default function Units() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('goods')
  const editing = useEditing<Unit | 'new'>()
  const [deleting, setDeleting] = useState<Unit | null>(null)
  return (
    <ConsolePage
      site={ADMIN}
      group={t('area.goods')}
      title={t('unit.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className="btn" onClick={() => editing.start('new')}>
            {t('unit.add')}
          </button>
        ) : null
      }
    >
      <Panel>
        <p className={consoleStyles.muted}>{t('unit.hint')}</p>
        <Table
          testId="unit-table"
          rows={page.records}
          rowKey={(r) => r.id}
          empty={t('unit.empty')}
          columns={writable<Unit>(canWrite, [
            { key: 'name', header: t('unit.name'), cell: (r) => r.name },
            { key: 'sort', header: t('category.sortOrder'), align: 'right', cell: (r) => r.sortOrder },
            {
              key: 'ops',
              header: tc('actions.operations'),
              align: 'right',
              cell: (r) =>
                canWrite ? (
                  <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)} />
                ) : null,
            },
          ])}
        />
        <QueuePager page={page} />
      </Panel>
      {editing.value ? (
        <UnitForm
          key={editing.key}
          open={editing.open}
          unit={editing.value === 'new' ? null : editing.value}
          onClose={editing.close}
        />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.name ?? null}
        path={deleting ? `/manager/goods/goodsUnit/delete/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ConsolePage>
  )
}

function UnitForm({ open, unit, onClose }: { open: boolean; unit: Unit | null; onClose(): void }) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const [name, setName] = useState(unit?.name ?? '')
  const [sortOrder, setSortOrder] = useState(String(unit?.sortOrder ?? 0))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t('unit.nameRequired')
    if (!/^\d{1,4}$/.test(sortOrder.trim())) found.sort = t('category.sortInvalid')
    setErrors(found)
    if (Object.keys(found).length) return
    const query = { name: name.trim(), sortOrder: sortOrder.trim() }
    const ok = unit
      ? await run({ method: 'PUT', path: `/manager/goods/goodsUnit/${unit.id}`, query }, tc('actions.saved'))
      : await run({ method: 'POST', path: '/manager/goods/goodsUnit', query }, tc('actions.saved'))
    if (ok) onClose()
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={unit ? t('unit.edit') : t('unit.add')}
      width={460}
      busy={busy}
      onSubmit={submit}
    >
      <Field label={t('unit.name')} required error={errors.name}>
        {(control) => (
          <input {...control} maxLength={8} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field label={t('category.sortOrder')} error={errors.sort}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            value={sortOrder}
            onChange={(e) => setSortOrder(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  )
}
