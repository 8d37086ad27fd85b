import {
  type ManagerCategory,
  SpecForm as SpecFormSchema,
  type SpecView,
} from '@silk/contracts/catalogue-admin'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import styles from '../../features/admin/admin.module.css'
import { categoryNameMap } from '../../features/admin/catalogue.tsx'
import {
  type NameValues,
  type NameValuesErrors,
  NameValuesFields,
  nameValuesErrors,
} from '../../features/admin/NameValuesFields.tsx'
import { listQuery } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<SpecView>>('/manager/goods/spec', listQuery(url, ['specName'])),
    tree: await api.get<ManagerCategory[]>('/manager/goods/category/allChildren'),
  }))
}

/** 规格列表: spec names with their default values; categories bind them on the category page. */
export default function Specs() {
  const { page, tree } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const names = categoryNameMap(tree, i18n.language.startsWith('en') ? 'en' : 'zh')
  const canWrite = useAdminCanWrite('goods')
  const editing = useEditing<SpecView | 'new'>()
  const [deleting, setDeleting] = useState<SpecView | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={t('area.goods')}
      title={t('spec.title')}
      readOnly={!canWrite}
      add={{ label: t('spec.add'), onClick: () => editing.start('new') }}
      filters={<SearchForm fields={[{ name: 'specName', label: t('spec.name'), maxLength: 32 }]} />}
      table={{ testId: 'spec-table', rows: page.records, rowKey: (r) => r.id, empty: t('spec.empty') }}
      page={page}
      columns={[
        { key: 'name', header: t('spec.name'), cell: (r) => r.specName },
        {
          key: 'nameEn',
          header: t('spec.nameEn'),
          cell: (r) => <span lang="en">{r.specNameEn || '—'}</span>,
        },
        {
          key: 'values',
          header: t('spec.values'),
          cell: (r) => (
            <span className={styles.change}>
              {r.specValues.join('、') || '—'}
              {r.specValuesEn?.length ? <small lang="en"> · {r.specValuesEn.join(', ')}</small> : null}
            </span>
          ),
        },
        {
          key: 'cats',
          header: t('brandList.categories'),
          cell: (r) => (
            <span className={styles.change}>
              {r.categoryIds.map((id) => names.get(id) ?? id).join('、') || '—'}
            </span>
          ),
        },
      ]}
      rowActions={(r) => <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)} />}
    >
      <EditingDialog editing={editing}>
        {(spec, dialog) => <SpecForm {...dialog} spec={spec} />}
      </EditingDialog>
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.specName ?? null}
        path={deleting ? `/manager/goods/spec/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

const SPEC_FIELDS = { name: 'specName', values: 'specValue', nameEn: 'specNameEn', valuesEn: 'specValueEn' }

function SpecForm({ open, spec, onClose }: { open: boolean; spec: SpecView | null; onClose(): void }) {
  const { t, lang } = useTranslation('admin')
  const [texts, setTexts] = useState<NameValues>({
    name: spec?.specName ?? '',
    values: spec?.specValue ?? '',
    nameEn: spec?.specNameEn ?? '',
    valuesEn: spec?.specValuesEn?.join(',') ?? '',
  })
  const [errors, setErrors] = useState<NameValuesErrors>({})
  const save = () => {
    const query = {
      specName: texts.name.trim(),
      specValue: texts.values,
      specNameEn: texts.nameEn.trim(),
      specValueEn: texts.valuesEn,
    }
    // The server's own rules (a value too long, English values that do not pair…), marked at their field.
    const parsed = SpecFormSchema.safeParse(query)
    const found = parsed.success ? {} : nameValuesErrors(parsed.error.issues, SPEC_FIELDS, lang)
    if (!texts.name.trim()) found.name = t('spec.nameRequired')
    setErrors(found)
    if (!parsed.success) return null
    return saveCall('/manager/goods/spec', spec?.id, query)
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={spec ? t('spec.edit') : t('spec.add')}
      width={560}
      save={save}
    >
      <NameValuesFields kind="spec" value={texts} onChange={setTexts} errors={errors} rows={3} />
    </EditDialog>
  )
}
