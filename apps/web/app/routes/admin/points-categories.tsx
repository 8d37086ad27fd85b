import type { Page } from '@silk/contracts/paging'
import type { ManagerPointsCategory } from '@silk/contracts/points-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<ManagerPointsCategory>>('/manager/promotion/pointsGoodsCategory', {
      pageNumber: url.searchParams.get('pageNumber') ?? '1',
      pageSize: '20',
    }),
  }))
}

/** 积分分类 (decision 156): the points mall's tabs; one still holding points goods cannot be deleted. */
export default function AdminPointsCategories() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('pointsAdmin')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('promotion')
  const editing = useEditing<ManagerPointsCategory | 'new'>()
  const [deleting, setDeleting] = useState<ManagerPointsCategory | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('category.title')}
      readOnly={!canWrite}
      add={{ label: t('category.add'), onClick: () => editing.start('new'), small: true }}
      filters={<p className={consoleStyles.muted}>{t('category.hint')}</p>}
      table={{
        testId: 'points-category-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('category.none'),
      }}
      page={page}
      columns={[
        { key: 'name', header: t('category.name'), cell: (r) => r.name },
        { key: 'nameEn', header: t('category.nameEn'), cell: (r) => r.nameEn ?? '' },
        { key: 'goods', header: t('category.goodsCount'), align: 'right', cell: (r) => r.goodsCount },
        { key: 'sort', header: t('category.sortOrder'), align: 'right', cell: (r) => r.sortOrder },
      ]}
      rowActions={(r) => <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)} />}
    >
      <EditingDialog editing={editing}>
        {(category, dialog) => <CategoryForm {...dialog} category={category} />}
      </EditingDialog>
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.name ?? null}
        path={deleting ? `/manager/promotion/pointsGoodsCategory/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function CategoryForm({
  open,
  category,
  onClose,
}: {
  open: boolean
  category: ManagerPointsCategory | null
  onClose(): void
}) {
  const { t } = useTranslation('pointsAdmin')
  const [name, setName] = useState(category?.name ?? '')
  const [nameEn, setNameEn] = useState(category?.nameEn ?? '')
  const [sortOrder, setSortOrder] = useState(String(category?.sortOrder ?? 0))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = () => {
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t('category.nameRequired')
    if (!/^\d{1,4}$/.test(sortOrder.trim())) found.sortOrder = t('category.sortInvalid')
    setErrors(found)
    if (Object.keys(found).length) return null
    const body = { name: name.trim(), nameEn: nameEn.trim(), sortOrder: Number(sortOrder.trim()) }
    return saveCall('/manager/promotion/pointsGoodsCategory', category?.id, body, { json: true })
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={category ? t('category.edit') : t('category.add')}
      width={480}
      testId="points-category-form"
      save={save}
      done={category ? t('category.saved') : t('category.created')}
    >
      <TextField
        label={t('category.name')}
        required
        error={errors.name}
        name="name"
        maxLength={32}
        value={name}
        onChange={setName}
      />
      <TextField
        label={t('category.nameEn')}
        hint={t('category.nameEnHint')}
        name="nameEn"
        lang="en"
        maxLength={64}
        value={nameEn}
        onChange={setNameEn}
      />
      <TextField
        label={t('category.sortOrder')}
        error={errors.sortOrder}
        hint={t('category.sortHint')}
        name="sortOrder"
        inputMode="numeric"
        value={sortOrder}
        onChange={setSortOrder}
      />
    </EditDialog>
  )
}
