import type { ConsoleSite } from '@silk/contracts/console'
import type { DepartmentNode } from '@silk/contracts/departments'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleBrowser } from './browser.ts'
import { consoleStyles } from './ConsoleLayout.tsx'
import styles from './department-tree.module.css'

interface Editing {
  id?: string
  title: string
  parentId: string
  sortOrder: number
  roleIds: string[]
}

/** Every department with its depth, in tree order (the parent picker's options). */
function flatten(nodes: DepartmentNode[], depth = 0): { node: DepartmentNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)])
}

function subtree(node: DepartmentNode): Set<string> {
  return new Set(flatten([node]).map((x) => x.node.id))
}

/**
 * 部门管理 of both consoles: the department tree (sub-departments indented under their parent), each
 * with its default roles and head count; add at the root or under one, edit (title, parent, order,
 * default roles) and delete (refused by the server while people are placed in it).
 */
export function DepartmentTree({
  site,
  base,
  tree,
  roles,
  canEdit,
  onChanged,
}: {
  site: ConsoleSite
  /** `/store` or `/manager/permission`. */
  base: string
  tree: DepartmentNode[]
  roles: { id: string; name: string }[]
  canEdit: boolean
  onChanged(): void
}) {
  const { t } = useTranslation('console')
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<DepartmentNode | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const all = flatten(tree)
  const api = () => consoleBrowser(site).api

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!editing) return
    if (!editing.title.trim()) {
      setError(t('departments.titleRequired'))
      return
    }
    setBusy(true)
    try {
      const query = {
        title: editing.title.trim(),
        parentId: editing.parentId || '0',
        sortOrder: String(editing.sortOrder),
      }
      let id = editing.id
      if (id) await api().request({ method: 'PUT', path: `${base}/department/${id}`, query })
      else
        id = (await api().request<{ id: string }>({ method: 'POST', path: `${base}/department`, query }))
          .result.id
      await api().put(
        `${base}/departmentRole/${id}`,
        editing.roleIds.map((roleId) => ({ departmentId: id, roleId })),
        { json: true },
      )
      toast.success(t('actions.saved'))
      setEditing(null)
      onChanged()
    } catch {
      // shown by the client (e.g. 上级部门不能是自身或其下级部门)
    } finally {
      setBusy(false)
    }
  }

  async function remove(node: DepartmentNode) {
    try {
      await api().del(`${base}/department/${node.id}`)
      toast.success(t('actions.deleted'))
      onChanged()
    } catch {
      // shown by the client (该部门或其下级部门仍有人员…)
    }
  }

  const start = (value: Editing) => {
    setError(undefined)
    setEditing(value)
  }
  const excluded = editing?.id
    ? subtree(all.find((x) => x.node.id === editing.id)?.node ?? tree[0])
    : new Set()

  const renderNodes = (nodes: DepartmentNode[], depth = 0) => (
    <ul>
      {nodes.map((node) => (
        <li key={node.id} data-testid="department-node">
          <div className={styles.row}>
            <span className={styles.title} style={{ '--depth': depth } as React.CSSProperties}>
              {depth > 0 ? <span className={styles.child} aria-hidden="true" /> : null}
              {node.title}
            </span>
            <span className={node.roleNames.length ? undefined : consoleStyles.muted}>
              {node.roleNames.length ? node.roleNames.join('、') : t('departments.noRoles')}
            </span>
            <span>{t('departments.people', { count: node.memberCount })}</span>
            {canEdit ? (
              <span className={consoleStyles.rowActions}>
                <button
                  type="button"
                  className={consoleStyles.linkButton}
                  onClick={() => start({ title: '', parentId: node.id, sortOrder: 0, roleIds: [] })}
                >
                  {t('departments.addChild')}
                </button>
                <button
                  type="button"
                  className={consoleStyles.linkButton}
                  onClick={() =>
                    start({
                      id: node.id,
                      title: node.title,
                      parentId: node.parentId === '0' ? '' : node.parentId,
                      sortOrder: node.sortOrder,
                      roleIds: node.roleIds,
                    })
                  }
                >
                  {t('actions.edit')}
                </button>
                <button type="button" className={consoleStyles.linkButton} onClick={() => setDeleting(node)}>
                  {t('actions.delete')}
                </button>
              </span>
            ) : (
              <span />
            )}
          </div>
          {node.children.length ? renderNodes(node.children, depth + 1) : null}
        </li>
      ))}
    </ul>
  )

  return (
    <div data-testid="department-tree">
      {canEdit ? (
        <p className={styles.actions}>
          <button
            type="button"
            className="btn"
            onClick={() => start({ title: '', parentId: '', sortOrder: 0, roleIds: [] })}
          >
            {t('departments.addRoot')}
          </button>
        </p>
      ) : null}
      <p className={consoleStyles.muted}>{t('departments.hint')}</p>
      {tree.length === 0 ? (
        <p className={consoleStyles.muted}>{t('departments.empty')}</p>
      ) : (
        <div className={styles.tree}>
          <div className={styles.head}>
            <span>{t('departments.name')}</span>
            <span>{t('departments.defaultRoles')}</span>
            <span>{t('departments.members')}</span>
            <span />
          </div>
          {renderNodes(tree)}
        </div>
      )}
      {editing ? (
        <FormDialog
          open
          onClose={() => setEditing(null)}
          title={editing.id ? t('departments.edit') : t('departments.add')}
          width={520}
          testId="department-dialog"
          busy={busy}
          onSubmit={save}
        >
          <Field label={t('departments.name')} required error={error}>
            {(control) => (
              <input
                {...control}
                name="title"
                maxLength={32}
                value={editing.title}
                onChange={(e) => setEditing({ ...editing, title: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('departments.parent')}>
            {(control) => (
              <select
                {...control}
                name="parentId"
                value={editing.parentId}
                onChange={(e) => setEditing({ ...editing, parentId: e.target.value })}
              >
                <option value="">{t('departments.root')}</option>
                {all
                  .filter((x) => !excluded.has(x.node.id))
                  .map((x) => (
                    <option key={x.node.id} value={x.node.id}>
                      {`${'　'.repeat(x.depth)}${x.node.title}`}
                    </option>
                  ))}
              </select>
            )}
          </Field>
          <Field label={t('departments.sortOrder')} hint={t('departments.sortHint')}>
            {(control) => (
              <input
                {...control}
                name="sortOrder"
                type="number"
                min={0}
                max={9999}
                value={editing.sortOrder}
                onChange={(e) => setEditing({ ...editing, sortOrder: Number(e.target.value) || 0 })}
              />
            )}
          </Field>
          <fieldset className={consoleStyles.checks}>
            <legend>{t('departments.defaultRoles')}</legend>
            {roles.length === 0 ? (
              <span className={consoleStyles.muted}>{t('departments.noRolesYet')}</span>
            ) : null}
            {roles.map((role) => (
              <label key={role.id}>
                <input
                  type="checkbox"
                  checked={editing.roleIds.includes(role.id)}
                  onChange={() =>
                    setEditing({
                      ...editing,
                      roleIds: editing.roleIds.includes(role.id)
                        ? editing.roleIds.filter((r) => r !== role.id)
                        : [...editing.roleIds, role.id],
                    })
                  }
                />
                {role.name}
              </label>
            ))}
          </fieldset>
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={t('departments.confirmDelete', { name: deleting?.title ?? '' })}
        confirmLabel={t('actions.delete')}
        onConfirm={() => {
          if (deleting) void remove(deleting)
        }}
      />
    </div>
  )
}

/** The picker of a clerk's or operator's department (none = `0`). */
export function DepartmentSelect({
  tree,
  value,
  onChange,
}: {
  tree: DepartmentNode[]
  value: string
  onChange(id: string): void
}) {
  const { t } = useTranslation('console')
  return (
    <Field label={t('departments.department')} hint={t('departments.pickerHint')}>
      {(control) => (
        <select {...control} name="departmentId" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('departments.none')}</option>
          {flatten(tree).map((x) => (
            <option key={x.node.id} value={x.node.id}>
              {`${'　'.repeat(x.depth)}${x.node.title}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
