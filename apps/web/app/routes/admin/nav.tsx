import type { ManagerCategory } from '@silk/contracts/catalogue-admin'
import { type ManagerNavEntry, NAV_KINDS, type NavKind } from '@silk/contracts/content-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { useOrderedColumns, useSaveRow } from '../../features/admin/OrderedRows.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

type Entry = z.infer<typeof ManagerNavEntry>
type Category = { id: string; label: string }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => {
    const [entries, tree] = await Promise.all([
      api.get<Entry[]>('/manager/other/navEntry'),
      // The category choices (an operator without the goods area types the id instead).
      api.get<ManagerCategory[]>('/manager/goods/category/allChildren').catch(() => [] as ManagerCategory[]),
    ])
    return { entries, tree }
  })
}

/** Top and second-level categories as choices, the second indented under its parent. */
function categoryChoices(tree: ManagerCategory[], en: boolean): Category[] {
  const name = (c: ManagerCategory) => (en && c.nameEn) || c.name
  return tree.flatMap((top) => [
    { id: top.id, label: name(top) },
    ...(top.children ?? []).map((c) => ({ id: c.id, label: `— ${name(c)}` })),
  ])
}

/** 页头导航 (decision 168): the header's row — kind, names, target, order, shown or hidden. */
export default function NavEntries() {
  const { entries, tree } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('content')
  const [editing, setEditing] = useState<Entry | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Entry | null>(null)
  const en = i18n.language === 'en'
  const categories = categoryChoices(tree, en)
  const ordered = useOrderedColumns<Entry>({
    rows: entries,
    canWrite,
    sort: { path: '/manager/other/navEntry/sort', body: (ids) => ({ ids }) },
    base: '/manager/other/navEntry',
    name: (r) => r.label,
    onEdit: setEditing,
    onDelete: setDeleting,
  })
  const targetText = (r: Entry) =>
    r.kind === 'CATEGORY'
      ? (categories.find((c) => c.id === r.target)?.label.replace(/^— /, '') ?? r.target ?? '')
      : r.kind === 'EXTERNAL' && !r.target
        ? t('nav.depot')
        : (r.target ?? '')
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.content')}
      title={t('nav.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            {t('nav.add')}
          </button>
        ) : null
      }
      filters={<p className={styles.intro}>{t('nav.hint')}</p>}
      table={{ testId: 'nav-entry-table', rows: entries, rowKey: (r) => r.id }}
      columns={[
        {
          key: 'label',
          header: t('home.name'),
          cell: (r) => (
            <span className={styles.slideName}>
              <strong>{r.label}</strong>
              {r.labelEn ? <small>{r.labelEn}</small> : null}
            </span>
          ),
        },
        { key: 'kind', header: t('nav.kind'), cell: (r) => t(`nav.kinds.${r.kind}`) },
        {
          key: 'target',
          header: t('nav.target'),
          cell: (r) => <span className={styles.muted}>{targetText(r)}</span>,
        },
        {
          key: 'paths',
          header: t('nav.paths'),
          cell: (r) => <span className={styles.muted}>{r.paths.join(' ')}</span>,
        },
        ...ordered,
      ]}
    >
      {editing ? (
        <EntryForm
          entry={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.label ?? null}
        path={deleting ? `/manager/other/navEntry/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function EntryForm({
  entry,
  categories,
  onClose,
}: {
  entry: Entry | null
  categories: Category[]
  onClose(): void
}) {
  const { t } = useTranslation('adminContent')
  const { busy, save } = useSaveRow('/manager/other/navEntry')
  const [form, setForm] = useState({
    kind: (entry?.kind ?? 'PAGE') as NavKind,
    label: entry?.label ?? '',
    labelEn: entry?.labelEn ?? '',
    target: entry?.target ?? '',
    paths: entry?.paths.join(' ') ?? '',
  })
  const [errors, setErrors] = useState<{ label?: string; target?: string }>({})
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    setErrors({})
  }
  const needsTarget = form.kind === 'PAGE' || form.kind === 'GUIDE' || form.kind === 'CATEGORY'
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const target = form.target.trim()
    // The contract's rules (NavEntryForm), said before the request: a site path, a category or https.
    const fits =
      form.kind === 'PAGE' || form.kind === 'GUIDE'
        ? /^\/(?!\/)[^\s<>"'`\\]*$/.test(target)
        : form.kind === 'EXTERNAL'
          ? !target || /^https:\/\/[^\s<>"'`\\]+$/.test(target)
          : true
    const found = {
      label: form.label.trim() ? undefined : t('home.nameRequired'),
      target:
        needsTarget && !target
          ? t(`nav.targetRequired.${form.kind}`)
          : fits
            ? undefined
            : t(`nav.targetInvalid.${form.kind === 'EXTERNAL' ? 'EXTERNAL' : 'PAGE'}`),
    }
    setErrors(found)
    if (found.label || found.target) return
    await save(
      entry?.id ?? null,
      {
        ...form,
        target: form.kind === 'LABEL' ? null : form.target,
        enabled: entry?.enabled ?? true,
      },
      onClose,
    )
  }
  const text = (key: 'label' | 'labelEn' | 'target' | 'paths', label: string, max: number, hint?: string) => (
    <Field
      label={label}
      required={key === 'label' || (key === 'target' && needsTarget)}
      error={key === 'label' ? errors.label : key === 'target' ? errors.target : undefined}
      hint={hint}
    >
      {(control) => <input {...control} name={key} maxLength={max} value={form[key]} onChange={set(key)} />}
    </Field>
  )
  return (
    <FormDialog
      open
      onClose={onClose}
      title={entry ? t('home.edit') : t('nav.add')}
      width={600}
      busy={busy}
      onSubmit={submit}
    >
      <Field label={t('nav.kind')} required hint={t(`nav.kindHint.${form.kind}`)}>
        {(control) => (
          <select {...control} name="kind" value={form.kind} onChange={set('kind')}>
            {NAV_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`nav.kinds.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {text('label', t('home.name'), 32)}
      {text('labelEn', t('home.nameEn'), 64)}
      {form.kind === 'CATEGORY' && categories.length ? (
        <Field label={t('nav.target')} required error={errors.target}>
          {(control) => (
            <select {...control} name="target" value={form.target} onChange={set('target')}>
              <option value="">{t('nav.targetRequired.CATEGORY')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : form.kind !== 'LABEL' ? (
        text('target', t('nav.target'), 255, t(`nav.targetHint.${form.kind}`))
      ) : null}
      {text('paths', t('nav.paths'), 500, t('nav.pathsHint'))}
    </FormDialog>
  )
}
