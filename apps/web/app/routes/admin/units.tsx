import type { GoodsUnitView } from '@silk/contracts/catalogue-admin'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { TextField } from '../../components/form/TextField.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
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
  const canWrite = useAdminCanWrite('goods')
  const editing = useEditing<Unit | 'new'>()
  const [deleting, setDeleting] = useState<Unit | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={t('area.goods')}
      title={t('unit.title')}
      readOnly={!canWrite}
      add={{ label: t('unit.add'), onClick: () => editing.start('new') }}
      filters={<p className={consoleStyles.muted}>{t('unit.hint')}</p>}
      table={{ testId: 'unit-table', rows: page.records, rowKey: (r) => r.id, empty: t('unit.empty') }}
      page={page}
      columns={[
        { key: 'name', header: t('unit.name'), cell: (r) => r.name },
        { key: 'sort', header: t('category.sortOrder'), align: 'right', cell: (r) => r.sortOrder },
      ]}
      rowActions={(r) => <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)} />}
    >
      <EditingDialog editing={editing}>
        {(unit, dialog) => <UnitForm {...dialog} unit={unit} />}
      </EditingDialog>
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.name ?? null}
        path={deleting ? `/manager/goods/goodsUnit/delete/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function UnitForm({ open, unit, onClose }: { open: boolean; unit: Unit | null; onClose(): void }) {
  const { t } = useTranslation('admin')
  const [name, setName] = useState(unit?.name ?? '')
  const [sortOrder, setSortOrder] = useState(String(unit?.sortOrder ?? 0))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = () => {
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t('unit.nameRequired')
    if (!/^\d{1,4}$/.test(sortOrder.trim())) found.sort = t('category.sortInvalid')
    setErrors(found)
    if (Object.keys(found).length) return null
    return saveCall('/manager/goods/goodsUnit', unit?.id, { name: name.trim(), sortOrder: sortOrder.trim() })
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={unit ? t('unit.edit') : t('unit.add')}
      width={460}
      save={save}
    >
      <TextField
        label={t('unit.name')}
        required
        error={errors.name}
        maxLength={8}
        value={name}
        onChange={setName}
      />
      <TextField
        label={t('category.sortOrder')}
        error={errors.sort}
        inputMode="numeric"
        value={sortOrder}
        onChange={setSortOrder}
      />
    </EditDialog>
  )
}
