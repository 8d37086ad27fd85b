import type { StoreLabelTree } from '@silk/contracts/store-goods'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import type { Column } from '../../components/ui/Table.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowTextButton } from '../../features/console/RowActions.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Tree = z.infer<typeof StoreLabelTree>
type Label = Omit<Tree[number], 'children'>
type Editing = { id?: string; labelName: string; sortOrder: string; parentId: string }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({ tree: await api.get<Tree>('/store/goods/label') }))
}

/** 店铺分类: the store's own two-level categories (top rows, each followed by its children). */
export default function SellerCategories() {
  const { tree } = useLoaderData<typeof loader>()
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('goods')
  const revalidator = useRevalidator()
  const editing = useEditing<Editing>()
  const [deleting, setDeleting] = useState<Label | null>(null)
  const rows: Label[] = tree.flatMap(({ children, ...top }) => [top, ...children])

  const remove = async (label: Label) => {
    try {
      await consoleBrowser(SELLER).api.del(`/store/goods/label/${label.id}`)
      toast.success(tc('actions.deleted'))
      void revalidator.revalidate()
    } catch {
      // shown by the client (e.g. 该分类下还有子分类)
    }
  }
  const columns: Column<Label>[] = [
    {
      key: 'name',
      header: t('categories.name'),
      cell: (row) =>
        row.level === 0 ? (
          <strong>{row.labelName}</strong>
        ) : (
          <span style={{ paddingLeft: 28 }}>└ {row.labelName}</span>
        ),
    },
    { key: 'sort', header: t('categories.sort'), align: 'right', cell: (row) => row.sortOrder },
  ]
  return (
    <ListPage
      site={SELLER}
      group={useGroupTitle('goods')}
      title={t('categories.title')}
      readOnly={!canEdit}
      actions={
        canEdit ? (
          <button
            type="button"
            className="btn"
            onClick={() => editing.start({ labelName: '', sortOrder: '0', parentId: '0' })}
          >
            {t('categories.addTop')}
          </button>
        ) : null
      }
      table={{
        rows: rows,
        rowKey: (r) => r.id,
        testId: 'category-table',
        empty: <p className={consoleStyles.muted}>{t('categories.empty')}</p>,
      }}
      columns={columns}
      rowActions={(row) => (
        <RowActions>
          {row.level === 0 ? (
            <RowTextButton onClick={() => editing.start({ labelName: '', sortOrder: '0', parentId: row.id })}>
              {t('categories.addChild')}
            </RowTextButton>
          ) : null}
          <RowTextButton
            onClick={() =>
              editing.start({
                id: row.id,
                labelName: row.labelName,
                sortOrder: String(row.sortOrder),
                parentId: row.parentId,
              })
            }
          >
            {tc('actions.edit')}
          </RowTextButton>
          <RowTextButton onClick={() => setDeleting(row)}>{tc('actions.delete')}</RowTextButton>
        </RowActions>
      )}
    >
      {editing.value ? (
        <LabelDialog
          key={editing.key}
          value={editing.value}
          open={editing.open}
          tops={tree.filter((top) => top.id !== editing.value?.id)}
          onClose={editing.close}
          onSaved={() => void revalidator.revalidate()}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={tc('actions.confirmDelete', { name: deleting?.labelName ?? '' })}
        confirmLabel={tc('actions.delete')}
        onConfirm={() => {
          if (deleting) void remove(deleting)
        }}
      />
    </ListPage>
  )
}

function LabelDialog({
  value,
  open,
  tops,
  onClose,
  onSaved,
}: {
  value: Editing
  open: boolean
  tops: Label[]
  onClose(): void
  onSaved(): void
}) {
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<{ labelName?: string; sortOrder?: string }>({})
  const [busy, setBusy] = useState(false)
  async function save(event: React.FormEvent) {
    event.preventDefault()
    const next: typeof errors = {}
    if (!form.labelName.trim()) next.labelName = t('categories.nameRequired')
    if (!/^\d{1,4}$/.test(form.sortOrder)) next.sortOrder = t('categories.sortInvalid')
    setErrors(next)
    if (Object.keys(next).length) return
    setBusy(true)
    try {
      await consoleBrowser(SELLER).api.request({
        method: form.id ? 'PUT' : 'POST',
        path: form.id ? `/store/goods/label/${form.id}` : '/store/goods/label',
        query: {
          labelName: form.labelName.trim(),
          sortOrder: Number(form.sortOrder),
          parentId: form.parentId,
        },
      })
      toast.success(tc('actions.saved'))
      onClose()
      onSaved()
    } catch {
      // shown by the client; the form keeps what was typed
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={form.id ? t('categories.editTitle') : t('categories.addTitle')}
      testId="category-dialog"
      busy={busy}
      onSubmit={save}
    >
      <Field label={t('categories.name')} required error={errors.labelName}>
        {(control) => (
          <input
            {...control}
            name="labelName"
            maxLength={32}
            value={form.labelName}
            onChange={(e) => setForm((f) => ({ ...f, labelName: e.target.value }))}
          />
        )}
      </Field>
      <Field label={t('categories.parent')}>
        {(control) => (
          <select
            {...control}
            value={form.parentId}
            onChange={(e) => setForm((f) => ({ ...f, parentId: e.target.value }))}
          >
            <option value="0">{t('categories.top')}</option>
            {tops.map((top) => (
              <option key={top.id} value={top.id}>
                {top.labelName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('categories.sort')} error={errors.sortOrder}>
        {(control) => (
          <input
            {...control}
            name="sortOrder"
            inputMode="numeric"
            value={form.sortOrder}
            onChange={(e) => setForm((f) => ({ ...f, sortOrder: e.target.value.trim() }))}
          />
        )}
      </Field>
    </FormDialog>
  )
}
