import { ARTICLE_CATEGORY_TYPES, type ArticleCategoryVO } from '@silk/contracts/article'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    tree: await api.get<ArticleCategoryVO[]>('/manager/other/articleCategory/all-children'),
  }))
}

type Editing = { category: ArticleCategoryVO | null; parentId: string }

/** 文章分类: two levels (news, industry, help centre…); a subcategory takes its parent's type. */
export default function ArticleCategories() {
  const { tree } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('adminContent')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('content')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<ArticleCategoryVO | null>(null)
  const rows = tree.flatMap((top) => [top, ...top.children])
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.content')}
      title={t('category.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className="btn" onClick={() => setEditing({ category: null, parentId: '0' })}>
            {t('category.add')}
          </button>
        ) : null
      }
      table={{ testId: 'category-table', rows: rows, rowKey: (r) => r.id }}
      columns={[
        {
          key: 'name',
          header: t('category.name'),
          cell: (r) =>
            r.parentId === '0' ? <strong>{r.articleCategoryName}</strong> : `— ${r.articleCategoryName}`,
        },
        { key: 'nameEn', header: t('category.nameEn'), cell: (r) => r.articleCategoryNameEn ?? '' },
        { key: 'type', header: t('category.type'), cell: (r) => t(`category.types.${r.type}`) },
        { key: 'sort', header: t('category.sort'), align: 'right', cell: (r) => r.sort },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) =>
            canWrite ? (
              <RowActions
                onEdit={() => setEditing({ category: r, parentId: r.parentId })}
                onDelete={() => setDeleting(r)}
              >
                {r.parentId === '0' ? (
                  <RowButton onClick={() => setEditing({ category: null, parentId: r.id })}>
                    {t('category.addChild')}
                  </RowButton>
                ) : null}
              </RowActions>
            ) : null,
        },
      ]}
    >
      {editing ? (
        <CategoryForm
          editing={editing}
          tops={tree.filter((c) => c.id !== editing.category?.id)}
          lang={i18n.language}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.articleCategoryName ?? null}
        path={deleting ? `/manager/other/articleCategory/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function CategoryForm({
  editing,
  tops,
  lang,
  onClose,
}: {
  editing: Editing
  tops: ArticleCategoryVO[]
  lang: string
  onClose(): void
}) {
  const { t } = useTranslation('adminContent')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const c = editing.category
  const [name, setName] = useState(c?.articleCategoryName ?? '')
  const [nameEn, setNameEn] = useState(c?.articleCategoryNameEn ?? '')
  const [parentId, setParentId] = useState(editing.parentId)
  const [type, setType] = useState<string>(c?.type ?? 'NEWS')
  const [sort, setSort] = useState(String(c?.sort ?? 0))
  const [error, setError] = useState<string | null>(null)
  const hasChildren = (c?.children.length ?? 0) > 0
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError(t('category.nameRequired'))
      return
    }
    const query = {
      articleCategoryName: name.trim(),
      articleCategoryNameEn: nameEn.trim(),
      parentId,
      type,
      sort: String(Number(sort) || 0),
    }
    const ok = c
      ? await run(
          { method: 'PUT', path: `/manager/other/articleCategory/${c.id}`, query },
          tc('actions.saved'),
        )
      : await run({ method: 'POST', path: '/manager/other/articleCategory', query }, tc('actions.saved'))
    if (ok) onClose()
  }
  const label = (x: ArticleCategoryVO) =>
    lang === 'en' && x.articleCategoryNameEn ? x.articleCategoryNameEn : x.articleCategoryName
  return (
    <FormDialog
      open
      onClose={onClose}
      title={c ? t('category.edit') : t('category.add')}
      width={520}
      busy={busy}
      onSubmit={submit}
    >
      <Field label={t('category.name')} required error={error}>
        {(control) => (
          <input
            {...control}
            maxLength={64}
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              setError(null)
            }}
          />
        )}
      </Field>
      <Field label={t('category.nameEn')}>
        {(control) => (
          <input {...control} maxLength={128} value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
        )}
      </Field>
      <Field label={t('category.parent')}>
        {(control) => (
          <select
            {...control}
            value={parentId}
            disabled={hasChildren}
            onChange={(e) => setParentId(e.target.value)}
          >
            <option value="0">{t('category.top')}</option>
            {tops.map((top) => (
              <option key={top.id} value={top.id}>
                {label(top)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('category.type')} hint={parentId !== '0' ? t('category.typeHint') : undefined}>
        {(control) => (
          <select
            {...control}
            value={type}
            disabled={parentId !== '0'}
            onChange={(e) => setType(e.target.value)}
          >
            {ARTICLE_CATEGORY_TYPES.map((ty) => (
              <option key={ty} value={ty}>
                {t(`category.types.${ty}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('category.sort')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            max={9999}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
          />
        )}
      </Field>
    </FormDialog>
  )
}
