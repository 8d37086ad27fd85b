import { AdminAreas, type AdminRoleView } from '@silk/contracts/admin'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { joinList } from '../../lib/format.ts'

type Role = z.infer<typeof AdminRoleView>
type Grant = 'none' | 'read' | 'write'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    roles: (await api.get<Page<Role>>('/manager/permission/role', { pageSize: 100 })).records,
  }))
}

const grantOf = (permissions: string[], area: string): Grant =>
  permissions.includes(`${area}:write`) ? 'write' : permissions.includes(`${area}:read`) ? 'read' : 'none'

/** 角色权限: each role grants every console area none, view (`area:read`) or manage (`area:write`). */
export default function Roles() {
  const { roles } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('admin')
  const [editing, setEditing] = useState<Role | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Role | null>(null)
  const summary = (r: Role) =>
    joinList(
      AdminAreas.flatMap((a) => {
        const g = grantOf(r.permissions, a)
        return g === 'none' ? [] : [`${t(`area.${a}`)}·${t(`roles.${g}`)}`]
      }),
      lang,
    ) || t('roles.none')
  return (
    <ListPage
      site={ADMIN}
      group={t('area.admin')}
      title={t('roles.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            {t('roles.add')}
          </button>
        ) : null
      }
      table={{ testId: 'role-table', rows: roles, rowKey: (r) => r.id }}
      columns={[
        { key: 'name', header: t('roles.name'), cell: (r) => r.roleName },
        {
          key: 'desc',
          header: t('roles.description'),
          cell: (r) => <span className={styles.prose}>{r.description}</span>,
        },
        {
          key: 'perm',
          header: t('roles.permissions'),
          cell: (r) => <span className={styles.change}>{summary(r)}</span>,
        },
        { key: 'holders', header: t('roles.holders'), align: 'right', cell: (r) => r.holders },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) =>
            canWrite ? (
              <span className={styles.search}>
                <RowButton onClick={() => setEditing(r)}>{tc('actions.edit')}</RowButton>
                <RowButton onClick={() => setDeleting(r)}>{tc('actions.delete')}</RowButton>
              </span>
            ) : null,
        },
      ]}
    >
      {editing ? (
        <RoleForm role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.roleName ?? null}
        path={deleting ? `/manager/permission/role/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function RoleForm({ role, onClose }: { role: Role | null; onClose(): void }) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const [name, setName] = useState(role?.roleName ?? '')
  const [description, setDescription] = useState(role?.description ?? '')
  const [grants, setGrants] = useState<Record<string, Grant>>(
    Object.fromEntries(AdminAreas.map((a) => [a, grantOf(role?.permissions ?? [], a)])),
  )
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError(t('roles.nameRequired'))
      return
    }
    const permissions = AdminAreas.flatMap((a) => (grants[a] === 'none' ? [] : [`${a}:${grants[a]}`])).join(
      ',',
    )
    const query = { roleName: name.trim(), description, permissions }
    const ok = role
      ? await run({ method: 'PUT', path: `/manager/permission/role/${role.id}`, query }, tc('actions.saved'))
      : await run({ method: 'POST', path: '/manager/permission/role', query }, tc('actions.saved'))
    if (ok) onClose()
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={role ? t('roles.edit') : t('roles.add')}
      width={620}
      busy={busy}
      onSubmit={submit}
    >
      <Field label={t('roles.name')} required error={error}>
        {(control) => (
          <input
            {...control}
            maxLength={32}
            value={name}
            onChange={(e) => {
              setName(e.target.value)
              setError(null)
            }}
          />
        )}
      </Field>
      <Field label={t('roles.description')}>
        {(control) => (
          <input
            {...control}
            maxLength={200}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <fieldset>
        <legend>{t('roles.permissions')}</legend>
        <div className={styles.grants}>
          {AdminAreas.map((area) => (
            <div key={area} role="radiogroup" aria-label={t(`area.${area}`)} style={{ display: 'contents' }}>
              <span>{t(`area.${area}`)}</span>
              {(['none', 'read', 'write'] as const).map((g) => (
                <label key={g}>
                  <input
                    type="radio"
                    name={`grant-${area}`}
                    checked={grants[area] === g}
                    onChange={() => setGrants((v) => ({ ...v, [area]: g }))}
                  />{' '}
                  {t(`roles.${g}`)}
                </label>
              ))}
            </div>
          ))}
        </div>
      </fieldset>
    </FormDialog>
  )
}
