import type { ManagerCategory, SpecView } from '@silk/contracts/catalogue-admin'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { Form, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { categoryNameMap, writable } from '../../features/admin/catalogue.tsx'
import {
  ConfirmDelete,
  listQuery,
  QueuePager,
  RowActions,
  useAdminAction,
} from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
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
        name={deleting?.specName ?? null}
        path={deleting ? `/manager/goods/spec/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ConsolePage>
  )
}

function SpecForm({ open, spec, onClose }: { open: boolean; spec: SpecView | null; onClose(): void }) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useAdminAction()
  const [name, setName] = useState(spec?.specName ?? '')
  const [values, setValues] = useState(spec?.specValue ?? '')
  const [nameEn, setNameEn] = useState(spec?.specNameEn ?? '')
  const [valuesEn, setValuesEn] = useState(spec?.specValuesEn?.join(',') ?? '')
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError(t('spec.nameRequired'))
      return
    }
    const query = {
      specName: name.trim(),
      specValue: values,
      specNameEn: nameEn.trim(),
      specValueEn: valuesEn,
    }
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
      <Field label={t('spec.name')} required error={error}>
        {(control) => (
          <input {...control} maxLength={32} value={name} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field label={t('spec.values')} hint={t('spec.valuesHint')}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={values}
            onChange={(e) => setValues(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('spec.nameEn')}>
        {(control) => (
          <input
            {...control}
            lang="en"
            maxLength={64}
            value={nameEn}
            onChange={(e) => setNameEn(e.target.value)}
            data-testid="spec-name-en"
          />
        )}
      </Field>
      <Field label={t('spec.valuesEn')} hint={t('spec.valuesEnHint')}>
        {(control) => (
          <textarea
            {...control}
            lang="en"
            rows={3}
            maxLength={2000}
            value={valuesEn}
            onChange={(e) => setValuesEn(e.target.value)}
            data-testid="spec-values-en"
          />
        )}
      </Field>
    </FormDialog>
  )
}
