import type { BrandView, ManagerCategory } from '@silk/contracts/catalogue-admin'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { TextField } from '../../components/form/TextField.tsx'
import styles from '../../features/admin/admin.module.css'
import { AdminPicture, categoryNameMap } from '../../features/admin/catalogue.tsx'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { joinList } from '../../lib/format.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<BrandView>>('/manager/goods/brand/getByPage', listQuery(url, ['name'])),
    tree: await api.get<ManagerCategory[]>('/manager/goods/category/allChildren'),
  }))
}

/** 品牌列表: logo, names in Chinese and English, goods count; add, edit, disable, delete (when unused). */
export default function Brands() {
  const { page, tree } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('admin')
  const names = categoryNameMap(tree, lang === 'en' ? 'en' : 'zh')
  const canWrite = useAdminCanWrite('goods')
  const { run, busy } = useConsoleAction(ADMIN)
  const editing = useEditing<BrandView | 'new'>()
  const [deleting, setDeleting] = useState<BrandView | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={t('area.goods')}
      title={t('brandList.title')}
      readOnly={!canWrite}
      add={{ label: t('brandList.add'), onClick: () => editing.start('new') }}
      filters={<SearchForm fields={[{ name: 'name', label: t('brandList.name'), maxLength: 64 }]} />}
      table={{ testId: 'brand-table', rows: page.records, rowKey: (r) => r.id, empty: t('brandList.empty') }}
      page={page}
      columns={[
        {
          key: 'logo',
          header: t('brandList.logo'),
          cell: (r) => <img className={styles.logo} src={r.logo} alt={r.name} width={96} height={48} />,
        },
        { key: 'name', header: t('brandList.name'), cell: (r) => r.name },
        { key: 'en', header: t('brandList.nameEn'), cell: (r) => r.nameEn ?? '—' },
        {
          key: 'cats',
          header: t('brandList.categories'),
          cell: (r) => (
            <span className={styles.change}>
              {joinList(
                r.categoryIds.map((id) => names.get(id) ?? id),
                lang,
              ) || '—'}
            </span>
          ),
        },
        { key: 'goods', header: t('category.goodsNum'), align: 'right', cell: (r) => r.goodsNum },
        {
          key: 'state',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={!r.enabled}>
              {r.enabled ? t('category.enabled') : t('category.disabled')}
            </StatusText>
          ),
        },
      ]}
      rowActions={(r) => (
        <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)}>
          <RowButton
            disabled={busy}
            onClick={() =>
              void run(
                {
                  method: 'PUT',
                  path: `/manager/goods/brand/disable/${r.id}`,
                  query: { disable: String(r.enabled) },
                },
                r.enabled ? t('category.disabledDone') : t('category.enabledDone'),
              )
            }
          >
            {r.enabled ? t('category.disable') : t('category.enable')}
          </RowButton>
        </RowActions>
      )}
    >
      <EditingDialog editing={editing}>
        {(brand, dialog) => <BrandForm {...dialog} brand={brand} />}
      </EditingDialog>
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.name ?? null}
        path={deleting ? `/manager/goods/brand/delByIds/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function BrandForm({ open, brand, onClose }: { open: boolean; brand: BrandView | null; onClose(): void }) {
  const { t } = useTranslation('admin')
  const [name, setName] = useState(brand?.name ?? '')
  const [nameEn, setNameEn] = useState(brand?.nameEn ?? '')
  const [logo, setLogo] = useState(brand?.logo ?? '')
  const [sortOrder, setSortOrder] = useState(String(brand?.sortOrder ?? 0))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = () => {
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t('brandList.nameRequired')
    if (!logo) found.logo = t('brandList.logoRequired')
    if (!/^\d{1,4}$/.test(sortOrder.trim())) found.sort = t('category.sortInvalid')
    setErrors(found)
    if (Object.keys(found).length) return null
    const query = { name: name.trim(), nameEn: nameEn.trim(), logo, sortOrder: sortOrder.trim() }
    return saveCall('/manager/goods/brand', brand?.id, query)
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={brand ? t('brandList.edit') : t('brandList.add')}
      width={560}
      testId="brand-form"
      save={save}
    >
      <TextField
        label={t('brandList.name')}
        required
        error={errors.name}
        name="name"
        maxLength={64}
        value={name}
        onChange={setName}
      />
      <TextField
        label={t('brandList.nameEn')}
        name="nameEn"
        lang="en"
        maxLength={64}
        value={nameEn}
        onChange={setNameEn}
      />
      <TextField
        label={t('category.sortOrder')}
        error={errors.sort}
        name="sortOrder"
        inputMode="numeric"
        value={sortOrder}
        onChange={setSortOrder}
      />
      <AdminPicture label={t('brandList.logo')} value={logo} onChange={setLogo} />
      {errors.logo ? (
        <p className={styles.formError} role="alert">
          {errors.logo}
        </p>
      ) : null}
    </EditDialog>
  )
}
