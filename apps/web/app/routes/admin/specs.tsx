import {
  type ManagerCategory,
  SpecForm as SpecFormSchema,
  type SpecView,
} from '@silk/contracts/catalogue-admin'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { Form, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { categoryNameMap, writable } from '../../features/admin/catalogue.tsx'
import {
  type NameValues,
  type NameValuesErrors,
  NameValuesFields,
  nameValuesErrors,
} from '../../features/admin/NameValuesFields.tsx'
import { listQuery, QueuePager } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
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
  const { t: tc } = useTranslation('console')
  const [search] = useSearchParams()
  const canWrite = useAdminCanWrite('goods')
  const editing = useEditing<SpecView | 'new'>()
  const [deleting, setDeleting] = useState<SpecView | null>(null)
  return (
    <ConsolePage
      site={ADMIN}
      group={t('area.goods')}
      title={t('spec.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className="btn" onClick={() => editing.start('new')}>
            {t('spec.add')}
          </button>
        ) : null
      }
    >
      <Panel>
        <Form method="get" className={styles.search}>
          <label>
            {t('spec.name')}{' '}
            <input name="specName" defaultValue={search.get('specName') ?? ''} maxLength={32} />
          </label>
          <button type="submit" className={`btn ${styles.small}`}>
            {tc('actions.search')}
          </button>
        </Form>
        <Table
          testId="spec-table"
          rows={page.records}
          rowKey={(r) => r.id}
          empty={t('spec.empty')}
          columns={writable<SpecView>(canWrite, [
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
        <SpecForm
          key={editing.key}
          open={editing.open}
          spec={editing.value === 'new' ? null : editing.value}
          onClose={editing.close}
        />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.specName ?? null}
        path={deleting ? `/manager/goods/spec/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ConsolePage>
  )
}

const SPEC_FIELDS = { name: 'specName', values: 'specValue', nameEn: 'specNameEn', valuesEn: 'specValueEn' }

function SpecForm({ open, spec, onClose }: { open: boolean; spec: SpecView | null; onClose(): void }) {
  const { t, lang } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const [texts, setTexts] = useState<NameValues>({
    name: spec?.specName ?? '',
    values: spec?.specValue ?? '',
    nameEn: spec?.specNameEn ?? '',
    valuesEn: spec?.specValuesEn?.join(',') ?? '',
  })
  const [errors, setErrors] = useState<NameValuesErrors>({})
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
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
    if (!parsed.success) return
    const ok = spec
      ? await run({ method: 'PUT', path: `/manager/goods/spec/${spec.id}`, query }, tc('actions.saved'))
      : await run({ method: 'POST', path: '/manager/goods/spec', query }, tc('actions.saved'))
    if (ok) onClose()
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={spec ? t('spec.edit') : t('spec.add')}
      width={560}
      busy={busy}
      onSubmit={submit}
    >
      <NameValuesFields kind="spec" value={texts} onChange={setTexts} errors={errors} rows={3} />
    </FormDialog>
  )
}
