import {
  type ManagerCategory,
  type ParameterGroupView,
  ParameterUpdateForm,
} from '@silk/contracts/catalogue-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { TextField } from '../../components/form/TextField.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { leafOptions, writable } from '../../features/admin/catalogue.tsx'
import {
  type NameValues,
  type NameValuesErrors,
  NameValuesFields,
  nameValuesErrors,
} from '../../features/admin/NameValuesFields.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Group = ParameterGroupView
type Param = Group['params'][number]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const tree = await api.get<ManagerCategory[]>('/manager/goods/category/allChildren')
    const leaves = leafOptions(tree, 'zh').map((l) => l.id)
    const wanted = url.searchParams.get('categoryId') ?? ''
    const categoryId = leaves.includes(wanted) ? wanted : (leaves[0] ?? '')
    const groups = categoryId
      ? await api.get<Group[]>(`/manager/goods/categoryParameters/${categoryId}`)
      : ([] as Group[])
    return { tree, categoryId, groups }
  })
}

/**
 * 参数模板: a third-level category's parameter groups and their parameters (options, searchable,
 * required), which the seller's publish form asks for.
 */
export default function Parameters() {
  const { tree, categoryId, groups } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh'
  const canWrite = useAdminCanWrite('goods')
  const groupEditing = useEditing<Group | 'new'>()
  const paramEditing = useEditing<{ group: Group; param: Param | null }>()
  const [deleting, setDeleting] = useState<{ kind: 'group' | 'param'; id: string; name: string } | null>(null)
  const small = `btn btn-ghost ${styles.small}`
  const leaves = leafOptions(tree, lang)
  return (
    <ConsolePage
      site={ADMIN}
      group={t('area.goods')}
      title={t('param.title')}
      readOnly={!canWrite}
      actions={
        canWrite && categoryId ? (
          <button type="button" className="btn" onClick={() => groupEditing.start('new')}>
            {t('param.addGroup')}
          </button>
        ) : null
      }
    >
      <Panel>
        <SearchForm
          autoSubmit
          fields={[
            {
              name: 'categoryId',
              label: t('param.category'),
              options: leaves.map((l) => ({ value: l.id, label: l.label })),
              value: categoryId,
            },
          ]}
        />
        <p className={consoleStyles.muted}>{t('param.hint')}</p>
      </Panel>
      {groups.length === 0 ? (
        <Panel>
          <p className={consoleStyles.muted}>{t('param.empty')}</p>
        </Panel>
      ) : null}
      {groups.map((g) => (
        <Panel key={g.groupId} title={g.groupNameEn ? `${g.groupName} · ${g.groupNameEn}` : g.groupName}>
          {canWrite ? (
            <div className={consoleStyles.toolbar}>
              <button
                type="button"
                className={small}
                onClick={() => paramEditing.start({ group: g, param: null })}
              >
                {t('param.add')}
              </button>
              <button type="button" className={small} onClick={() => groupEditing.start(g)}>
                {t('param.editGroup')}
              </button>
              <button
                type="button"
                className={small}
                onClick={() => setDeleting({ kind: 'group', id: g.groupId, name: g.groupName })}
              >
                {t('param.deleteGroup')}
              </button>
            </div>
          ) : null}
          <Table
            testId="param-table"
            rows={g.params}
            rowKey={(p) => p.id}
            empty={t('param.noParams')}
            columns={writable<Param>(canWrite, [
              {
                key: 'name',
                header: t('param.name'),
                cell: (p) => (
                  <>
                    {p.paramName}
                    {p.paramNameEn ? <small lang="en"> · {p.paramNameEn}</small> : null}
                  </>
                ),
              },
              {
                key: 'options',
                header: t('param.options'),
                cell: (p) => (
                  <span className={styles.change}>{p.options.join('、') || t('param.freeText')}</span>
                ),
              },
              {
                key: 'index',
                header: t('param.isIndex'),
                cell: (p) => (p.isIndex ? t('common.yes') : t('common.no')),
              },
              {
                key: 'required',
                header: t('param.required'),
                cell: (p) => (p.required ? t('common.yes') : t('common.no')),
              },
              { key: 'sort', header: t('category.sortOrder'), align: 'right', cell: (p) => p.sortOrder },
              {
                key: 'ops',
                header: tc('actions.operations'),
                align: 'right',
                cell: (p) =>
                  canWrite ? (
                    <RowActions
                      onEdit={() => paramEditing.start({ group: g, param: p })}
                      onDelete={() => setDeleting({ kind: 'param', id: p.id, name: p.paramName })}
                    />
                  ) : null,
              },
            ])}
          />
        </Panel>
      ))}
      <EditingDialog editing={groupEditing}>
        {(group, dialog) => <GroupForm {...dialog} group={group} categoryId={categoryId} />}
      </EditingDialog>
      {paramEditing.value ? (
        <ParamForm
          key={paramEditing.key}
          open={paramEditing.open}
          group={paramEditing.value.group}
          param={paramEditing.value.param}
          onClose={paramEditing.close}
        />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.name ?? null}
        path={
          deleting?.kind === 'group'
            ? `/manager/goods/categoryParameters/${deleting.id}`
            : `/manager/goods/parameters/${deleting?.id}`
        }
        onClose={() => setDeleting(null)}
      />
    </ConsolePage>
  )
}

function GroupForm({
  open,
  categoryId,
  group,
  onClose,
}: {
  open: boolean
  categoryId: string
  group: Group | null
  onClose(): void
}) {
  const { t } = useTranslation('admin')
  const [name, setName] = useState(group?.groupName ?? '')
  const [nameEn, setNameEn] = useState(group?.groupNameEn ?? '')
  const [sortOrder, setSortOrder] = useState(String(group?.sortOrder ?? 0))
  const [error, setError] = useState<string | null>(null)
  const save = () => {
    if (!name.trim()) {
      setError(t('param.groupRequired'))
      return null
    }
    const query = { groupName: name.trim(), groupNameEn: nameEn.trim(), sortOrder: sortOrder.trim() || '0' }
    return saveCall(
      '/manager/goods/categoryParameters',
      group?.groupId,
      group ? query : { ...query, categoryId },
    )
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={group ? t('param.editGroup') : t('param.addGroup')}
      width={460}
      save={save}
    >
      <TextField
        label={t('param.groupName')}
        required
        error={error}
        maxLength={32}
        value={name}
        onChange={setName}
      />
      <TextField
        label={t('param.groupNameEn')}
        lang="en"
        maxLength={64}
        value={nameEn}
        onChange={setNameEn}
      />
      <TextField
        label={t('category.sortOrder')}
        inputMode="numeric"
        value={sortOrder}
        onChange={setSortOrder}
      />
    </EditDialog>
  )
}

const PARAM_FIELDS = { name: 'paramName', values: 'options', nameEn: 'paramNameEn', valuesEn: 'optionsEn' }
function ParamForm({
  open,
  group,
  param,
  onClose,
}: {
  open: boolean
  group: Group
  param: Param | null
  onClose(): void
}) {
  const { t, lang } = useTranslation('admin')
  const [texts, setTexts] = useState<NameValues>({
    name: param?.paramName ?? '',
    values: param?.options.join(',') ?? '',
    nameEn: param?.paramNameEn ?? '',
    valuesEn: param?.optionsEn?.join(',') ?? '',
  })
  const [isIndex, setIsIndex] = useState(param?.isIndex ?? false)
  const [required, setRequired] = useState(param?.required ?? false)
  const [sortOrder, setSortOrder] = useState(String(param?.sortOrder ?? group.params.length))
  const [errors, setErrors] = useState<NameValuesErrors>({})
  const save = () => {
    const query = {
      paramName: texts.name.trim(),
      options: texts.values,
      paramNameEn: texts.nameEn.trim(),
      optionsEn: texts.valuesEn,
      isIndex: String(isIndex),
      required: String(required),
      sortOrder: sortOrder.trim() || '0',
    }
    // The server's own rules (an option too long, English options that do not pair…), marked at their field.
    const parsed = ParameterUpdateForm.safeParse(query)
    const found = parsed.success ? {} : nameValuesErrors(parsed.error.issues, PARAM_FIELDS, lang)
    if (!texts.name.trim()) found.name = t('param.nameRequired')
    setErrors(found)
    if (!parsed.success) return null
    return saveCall(
      '/manager/goods/parameters',
      param?.id,
      param ? query : { ...query, groupId: group.groupId },
    )
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={param ? t('param.edit') : t('param.add')}
      description={group.groupName}
      width={560}
      save={save}
    >
      <NameValuesFields kind="param" value={texts} onChange={setTexts} errors={errors} rows={2} />
      <TextField
        label={t('category.sortOrder')}
        inputMode="numeric"
        value={sortOrder}
        onChange={setSortOrder}
      />
      <fieldset className={consoleStyles.checks}>
        <legend>{t('param.flags')}</legend>
        <label>
          <input type="checkbox" checked={isIndex} onChange={(e) => setIsIndex(e.target.checked)} />{' '}
          {t('param.isIndexHint')}
        </label>
        <label>
          <input type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} />{' '}
          {t('param.required')}
        </label>
      </fieldset>
    </EditDialog>
  )
}
