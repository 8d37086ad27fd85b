import type { BrandView, ManagerCategory, SpecView } from '@silk/contracts/catalogue-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import styles from '../../features/admin/admin.module.css'
import { AdminPicture, categoryLabel, writable } from '../../features/admin/catalogue.tsx'
import { StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { joinList } from '../../lib/format.ts'

type Category = ManagerCategory
type Row = Category & { siblings: number; index: number }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => {
    const [tree, brands, specs] = await Promise.all([
      api.get<Category[]>('/manager/goods/category/allChildren'),
      api.get<BrandView[]>('/manager/goods/brand/all'),
      api.get<SpecView[]>('/manager/goods/spec/all'),
    ])
    return { tree, brands, specs }
  })
}

/** The rows shown: every category whose ancestors are all expanded, depth first. */
function visibleRows(nodes: Category[], open: Set<string>): Row[] {
  return nodes.flatMap((node, index) => [
    { ...node, siblings: nodes.length, index },
    ...(open.has(node.id) ? visibleRows(node.children, open) : []),
  ])
}
const allIds = (nodes: Category[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children)])

type Editing = { category: Category | null; parent: Category | null }

/**
 * 商品分类 (lilishop 管理端): the three-level tree with expand and collapse, a child added under any
 * first- or second-level row, edits in a dialog (names in Chinese and English, commission, icon),
 * up/down among siblings, brands and specs bound, disabled (with the subtree, at once gone from the
 * buyer shop) or deleted while nothing is filed under it.
 */
export default function Categories() {
  const { tree, brands, specs } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const lang = i18n.language.startsWith('en') ? 'en' : 'zh'
  const canWrite = useAdminCanWrite('goods')
  const { run, busy } = useConsoleAction(ADMIN)
  const [open, setOpen] = useState<Set<string>>(() => new Set())
  const editing = useEditing<Editing>()
  const binding = useEditing<Category>()
  const [deleting, setDeleting] = useState<Category | null>(null)
  const [toggling, setToggling] = useState<Category | null>(null)
  const toggle = (id: string) =>
    setOpen((s) => {
      const next = new Set(s)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const small = `btn btn-ghost ${styles.small}`
  const rows = visibleRows(tree, open)
  return (
    <ListPage
      site={ADMIN}
      group={t('area.goods')}
      title={t('category.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button
            type="button"
            className="btn"
            onClick={() => editing.start({ category: null, parent: null })}
          >
            {t('category.addTop')}
          </button>
        ) : null
      }
      filters={
        <div className={consoleStyles.toolbar}>
          <button type="button" className={small} onClick={() => setOpen(new Set(allIds(tree)))}>
            {t('category.expandAll')}
          </button>
          <button type="button" className={small} onClick={() => setOpen(new Set())}>
            {t('category.collapseAll')}
          </button>
          <span className={consoleStyles.muted}>{t('category.hint')}</span>
        </div>
      }
      table={{ testId: 'category-tree', rows: rows, rowKey: (r) => r.id, empty: t('category.empty') }}
      columns={writable<Row>(canWrite, [
        {
          key: 'name',
          header: t('category.name'),
          cell: (r) => (
            <span className={styles.treeName} style={{ paddingInlineStart: `${r.level * 28}px` }}>
              {r.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.treeToggle}
                  aria-expanded={open.has(r.id)}
                  aria-label={t(open.has(r.id) ? 'category.collapse' : 'category.expand', {
                    name: r.name,
                  })}
                  onClick={() => toggle(r.id)}
                >
                  {open.has(r.id) ? '▾' : '▸'}
                </button>
              ) : (
                <span className={styles.treeToggle} aria-hidden="true" />
              )}
              {r.image ? <img src={r.image} alt="" width={24} height={24} /> : null}
              <span className={r.enabled ? undefined : styles.off}>{r.name}</span>
              <small className={consoleStyles.muted}>{t(`category.level${r.level}`)}</small>
            </span>
          ),
        },
        { key: 'en', header: t('category.nameEn'), cell: (r) => r.nameEn ?? '—' },
        {
          key: 'rate',
          header: t('category.commission'),
          align: 'right',
          cell: (r) => `${r.commissionRate.toFixed(2)}%`,
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
        {
          key: 'ops',
          header: tc('actions.operations'),
          align: 'right',
          cell: (r) =>
            canWrite ? (
              <RowActions
                onEdit={() => editing.start({ category: r, parent: null })}
                onDelete={() => setDeleting(r)}
              >
                {r.level < 2 ? (
                  <RowButton onClick={() => editing.start({ category: null, parent: r })}>
                    {t('category.addChild')}
                  </RowButton>
                ) : null}
                <RowButton
                  disabled={busy || r.index === 0}
                  aria-label={t('category.up', { name: r.name })}
                  onClick={() =>
                    void run(
                      {
                        method: 'PUT',
                        path: `/manager/goods/category/move/${r.id}`,
                        query: { direction: 'up' },
                      },
                      t('category.moved'),
                    )
                  }
                >
                  ↑
                </RowButton>
                <RowButton
                  disabled={busy || r.index === r.siblings - 1}
                  aria-label={t('category.down', { name: r.name })}
                  onClick={() =>
                    void run(
                      {
                        method: 'PUT',
                        path: `/manager/goods/category/move/${r.id}`,
                        query: { direction: 'down' },
                      },
                      t('category.moved'),
                    )
                  }
                >
                  ↓
                </RowButton>
                <RowButton onClick={() => binding.start(r)}>{t('category.bind')}</RowButton>
                <RowButton onClick={() => setToggling(r)}>
                  {r.enabled ? t('category.disable') : t('category.enable')}
                </RowButton>
              </RowActions>
            ) : null,
        },
      ])}
    >
      {editing.value ? (
        <CategoryForm key={editing.key} open={editing.open} editing={editing.value} onClose={editing.close} />
      ) : null}
      {binding.value ? (
        <BindDialog
          key={binding.key}
          open={binding.open}
          category={binding.value}
          brands={brands}
          specs={specs}
          lang={lang}
          onClose={binding.close}
        />
      ) : null}
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(o) => !o && setToggling(null)}
        title={toggling?.enabled ? t('category.disable') : t('category.enable')}
        message={
          toggling
            ? t(toggling.enabled ? 'category.disableConfirm' : 'category.enableConfirm', {
                name: toggling.name,
              })
            : undefined
        }
        confirmLabel={toggling?.enabled ? t('category.disable') : t('category.enable')}
        onConfirm={() =>
          toggling &&
          void run(
            {
              method: 'PUT',
              path: `/manager/goods/category/disable/${toggling.id}`,
              query: { enableOperations: String(toggling.enabled) },
            },
            toggling.enabled ? t('category.disabledDone') : t('category.enabledDone'),
          )
        }
      />
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.name ?? null}
        path={deleting ? `/manager/goods/category/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function CategoryForm({ open, editing, onClose }: { open: boolean; editing: Editing; onClose(): void }) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const current = editing.category
  const [name, setName] = useState(current?.name ?? '')
  const [nameEn, setNameEn] = useState(current?.nameEn ?? '')
  const [rate, setRate] = useState(String(current?.commissionRate ?? editing.parent?.commissionRate ?? 0))
  const [sortOrder, setSortOrder] = useState(
    String(current?.sortOrder ?? editing.parent?.children.length ?? 0),
  )
  const [image, setImage] = useState(current?.image ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t('category.nameRequired')
    const percent = Number(rate)
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(rate.trim()) || percent > 100) found.rate = t('category.rateInvalid')
    if (!/^\d{1,4}$/.test(sortOrder.trim())) found.sort = t('category.sortInvalid')
    setErrors(found)
    if (Object.keys(found).length) return
    const query = {
      name: name.trim(),
      nameEn: nameEn.trim(),
      commissionRate: rate.trim(),
      sortOrder: sortOrder.trim(),
      image,
    }
    const ok = current
      ? await run(
          { method: 'PUT', path: `/manager/goods/category/${current.id}`, query },
          tc('actions.saved'),
        )
      : await run(
          {
            method: 'POST',
            path: '/manager/goods/category',
            query: { ...query, parentId: editing.parent?.id ?? '0' },
          },
          tc('actions.saved'),
        )
    if (ok) onClose()
  }
  const title = current
    ? t('category.edit')
    : editing.parent
      ? t('category.addChildOf', { name: editing.parent.name })
      : t('category.addTop')
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      width={560}
      testId="category-form"
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
            maxLength={64}
            lang="en"
            value={nameEn}
            onChange={(e) => setNameEn(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('category.commission')} hint={t('category.commissionHint')} error={errors.rate}>
        {(control) => (
          <input
            {...control}
            name="commissionRate"
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('category.sortOrder')} error={errors.sort}>
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
      <AdminPicture label={t('category.icon')} value={image} onChange={setImage} />
    </FormDialog>
  )
}

function BindDialog({
  open,
  category,
  brands,
  specs,
  lang,
  onClose,
}: {
  open: boolean
  category: Category
  brands: BrandView[]
  specs: SpecView[]
  lang: string
  onClose(): void
}) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const [tab, setTab] = useState<'brands' | 'specs'>('brands')
  const [brandIds, setBrandIds] = useState(
    () => new Set(brands.filter((b) => b.categoryIds.includes(category.id)).map((b) => b.id)),
  )
  const [specIds, setSpecIds] = useState(
    () => new Set(specs.filter((s) => s.categoryIds.includes(category.id)).map((s) => s.id)),
  )
  const flip = (set: Set<string>, id: string) => {
    const next = new Set(set)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    return next
  }
  const save = async () => {
    const path = (what: string) => `/manager/goods/${what}/${category.id}`
    const first = await run(
      { method: 'POST', path: path('categoryBrand'), query: { categoryBrands: [...brandIds].join(',') } },
      t('category.brandsSaved'),
    )
    const second =
      first &&
      (await run(
        { method: 'POST', path: path('categorySpec'), query: { categorySpecs: [...specIds].join(',') } },
        t('category.specsSaved'),
      ))
    if (second) onClose()
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('category.bindTitle', { name: categoryLabel(category, lang) })}
      description={t('category.bindHint')}
      width={720}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {tc('actions.cancel')}
          </button>
          <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
            {tc('actions.save')}
          </button>
        </>
      }
    >
      <Tabs
        label={t('category.bind')}
        current={tab}
        onSelect={(k) => setTab(k as 'brands' | 'specs')}
        tabs={[
          { key: 'brands', label: `${t('category.brands')} (${brandIds.size})` },
          { key: 'specs', label: `${t('category.specs')} (${specIds.size})` },
        ]}
      />
      {tab === 'brands' ? (
        <fieldset className={styles.picks}>
          <legend className="visually-hidden">{t('category.brands')}</legend>
          {brands.map((b) => (
            <label key={b.id}>
              <input
                type="checkbox"
                checked={brandIds.has(b.id)}
                onChange={() => setBrandIds((s) => flip(s, b.id))}
              />
              <img src={b.logo} alt="" width={48} height={24} />
              {categoryLabel(b, lang)}
            </label>
          ))}
        </fieldset>
      ) : (
        <fieldset className={styles.picks}>
          <legend className="visually-hidden">{t('category.specs')}</legend>
          {specs.map((s) => (
            <label key={s.id} title={s.specValue}>
              <input
                type="checkbox"
                checked={specIds.has(s.id)}
                onChange={() => setSpecIds((v) => flip(v, s.id))}
              />
              {s.specName}
              <small className={consoleStyles.muted}>{joinList(s.specValues.slice(0, 3), lang)}</small>
            </label>
          ))}
        </fieldset>
      )}
    </Dialog>
  )
}
