import type { Page } from '@silk/contracts/paging'
import type { ManagerPointsCategory } from '@silk/contracts/points-admin'
import { type FormEvent, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { writable } from '../../features/admin/catalogue.tsx'
import { QueuePager } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
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
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('promotion')
  const editing = useEditing<ManagerPointsCategory | 'new'>()
  const [deleting, setDeleting] = useState<ManagerPointsCategory | null>(null)
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('category.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className={`btn ${styles.small}`} onClick={() => editing.start('new')}>
            {t('category.add')}
          </button>
        ) : null
      }
    >
      <Panel>
        <p className={consoleStyles.muted}>{t('category.hint')}</p>
        <Table
          testId="points-category-table"
          rows={page.records}
          rowKey={(r) => r.id}
          empty={t('category.none')}
          columns={writable<ManagerPointsCategory>(canWrite, [
            { key: 'name', header: t('category.name'), cell: (r) => r.name },
            { key: 'nameEn', header: t('category.nameEn'), cell: (r) => r.nameEn ?? '' },
            { key: 'goods', header: t('category.goodsCount'), align: 'right', cell: (r) => r.goodsCount },
            { key: 'sort', header: t('category.sortOrder'), align: 'right', cell: (r) => r.sortOrder },
            {
              key: 'ops',
              header: tc('actions.operations'),
              align: 'right',
              cell: (r) => <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)} />,
            },
          ])}
        />
        <QueuePager page={page} />
      </Panel>
      {editing.value ? (
        <CategoryForm
          key={editing.key}
          open={editing.open}
          category={editing.value === 'new' ? null : editing.value}
          onClose={editing.close}
        />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.name ?? null}
        path={deleting ? `/manager/promotion/pointsGoodsCategory/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ConsolePage>
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
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [name, setName] = useState(category?.name ?? '')
  const [nameEn, setNameEn] = useState(category?.nameEn ?? '')
  const [sortOrder, setSortOrder] = useState(String(category?.sortOrder ?? 0))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t('category.nameRequired')
    if (!/^\d{1,4}$/.test(sortOrder.trim())) found.sortOrder = t('category.sortInvalid')
    setErrors(found)
    if (Object.keys(found).length) return
    const body = { name: name.trim(), nameEn: nameEn.trim(), sortOrder: Number(sortOrder.trim()) }
    setBusy(true)
    try {
      const { api } = consoleBrowser(ADMIN)
      if (category)
        await api.put(`/manager/promotion/pointsGoodsCategory/${category.id}`, body, { json: true })
      else await api.post('/manager/promotion/pointsGoodsCategory', body, { json: true })
      toast.success(category ? t('category.saved') : t('category.created'))
      await revalidate()
      onClose()
    } catch {
      // the client shows the server's reason
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={category ? t('category.edit') : t('category.add')}
      width={480}
      testId="points-category-form"
      busy={busy}
      onSubmit={submit}
    >
      <Field label={t('category.name')} required error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            maxLength={32}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('category.nameEn')} hint={t('category.nameEnHint')}>
        {(control) => (
          <input
            {...control}
            name="nameEn"
            lang="en"
            maxLength={64}
            value={nameEn}
            onChange={(e) => setNameEn(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('category.sortOrder')} error={errors.sortOrder} hint={t('category.sortHint')}>
        {(control) => (
          <input
            {...control}
            name="sortOrder"
            inputMode="numeric"
            value={sortOrder}
            onChange={(e) => setSortOrder(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  )
}
