import type { AdminRoleView, AdminUserView } from '@silk/contracts/admin'
import type { DepartmentNode } from '@silk/contracts/departments'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { passwordDigest } from '../../features/accounts/session.ts'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { DepartmentSelect } from '../../features/console/DepartmentTree.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

type Admin = z.infer<typeof AdminUserView>
type Role = z.infer<typeof AdminRoleView>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, roles, departments] = await Promise.all([
      api.get<Page<Admin>>('/manager/passport/user', listQuery(url, ['username'])),
      api.get<Page<Role>>('/manager/permission/role', { pageSize: 100 }).then((p) => p.records),
      api.get<DepartmentNode[]>('/manager/permission/department'),
    ])
    return { page, roles, departments }
  })
}

/** 管理员: operator accounts, their roles, enable/disable (a disabled one is signed out at once). */
export default function Admins() {
  const { page, roles, departments } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('admin')
  const { run, busy } = useConsoleAction(ADMIN)
  const [editing, setEditing] = useState<Admin | 'new' | null>(null)
  const [toggling, setToggling] = useState<Admin | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={t('area.admin')}
      title={t('admins.title')}
      readOnly={!canWrite}
      actions={
        canWrite ? (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            {t('admins.add')}
          </button>
        ) : null
      }
      table={{ testId: 'admin-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        { key: 'username', header: t('admins.username'), cell: (r) => r.username },
        { key: 'nick', header: t('admins.nickName'), cell: (r) => r.nickName ?? '' },
        {
          key: 'roles',
          header: t('admins.roles'),
          cell: (r) => (r.superUser ? t('admins.super') : r.roleNames.join('、') || '—'),
        },
        { key: 'department', header: t('admins.department'), cell: (r) => r.departmentTitle ?? '—' },
        {
          key: 'totp',
          header: t('admins.totp'),
          cell: (r) => (r.totpEnabled ? t('common.yes') : t('common.no')),
        },
        { key: 'last', header: t('admins.lastLogin'), cell: (r) => r.lastLoginTime ?? '—' },
        {
          key: 'enabled',
          header: t('admins.enabled'),
          cell: (r) => (
            <StatusText waiting={!r.enabled}>{r.enabled ? t('admins.on') : t('admins.off')}</StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) =>
            canWrite && !r.superUser ? (
              <span className={styles.search}>
                <RowButton onClick={() => setEditing(r)}>{t('admins.edit')}</RowButton>
                <RowButton disabled={busy} onClick={() => setToggling(r)}>
                  {r.enabled ? t('common.disable') : t('common.enable')}
                </RowButton>
              </span>
            ) : null,
        },
      ]}
    >
      {editing ? (
        <AdminForm
          admin={editing === 'new' ? null : editing}
          roles={roles}
          departments={departments}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={toggling?.enabled ? t('common.disable') : t('common.enable')}
        message={
          toggling
            ? t(toggling.enabled ? 'admins.disableConfirm' : 'admins.enableConfirm', {
                name: toggling.username,
              })
            : undefined
        }
        onConfirm={() =>
          toggling &&
          void run(
            {
              method: 'PUT',
              path: `/manager/passport/user/enable/${toggling.id}`,
              query: { status: String(!toggling.enabled) },
            },
            toggling.enabled ? t('admins.off') : t('admins.on'),
          )
        }
      />
    </ListPage>
  )
}

/** New operator (username, first password, roles) or an existing one's name and roles. */
function AdminForm({
  admin,
  roles,
  departments,
  onClose,
}: {
  admin: Admin | null
  roles: Role[]
  departments: DepartmentNode[]
  onClose(): void
}) {
  const { t } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const { run, busy } = useConsoleAction(ADMIN)
  const [values, setValues] = useState({
    username: admin?.username ?? '',
    password: '',
    nickName: admin?.nickName ?? '',
    roleIds: admin?.roleIds ?? [],
    departmentId: admin?.departmentId ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const next: Record<string, string | null> = {}
    if (!admin && !/^[A-Za-z][A-Za-z0-9_]{2,31}$/.test(values.username))
      next.username = t('admins.usernameHint')
    if (!admin && (values.password.length < 6 || values.password.length > 20))
      next.password = tc('password.length')
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    const query = {
      nickName: values.nickName,
      roleIds: values.roleIds.join(','),
      departmentId: values.departmentId || '0',
    }
    const ok = admin
      ? await run({ method: 'PUT', path: `/manager/passport/user/${admin.id}`, query }, tc('actions.saved'))
      : await run(
          {
            method: 'POST',
            path: '/manager/passport/user',
            body: { ...query, username: values.username, password: passwordDigest(values.password) },
          },
          t('admins.created'),
        )
    if (ok) onClose()
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={admin ? t('admins.edit') : t('admins.add')}
      width={560}
      busy={busy}
      onSubmit={submit}
    >
      <Field
        label={t('admins.username')}
        required
        hint={admin ? undefined : t('admins.usernameHint')}
        error={errors.username}
      >
        {(control) => (
          <input
            {...control}
            value={values.username}
            disabled={Boolean(admin)}
            autoComplete="off"
            onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
          />
        )}
      </Field>
      {admin ? null : (
        <Field label={t('admins.password')} required hint={t('admins.passwordHint')} error={errors.password}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            />
          )}
        </Field>
      )}
      <Field label={t('admins.nickName')}>
        {(control) => (
          <input
            {...control}
            maxLength={32}
            value={values.nickName}
            onChange={(e) => setValues((v) => ({ ...v, nickName: e.target.value }))}
          />
        )}
      </Field>
      <DepartmentSelect
        tree={departments}
        value={values.departmentId}
        onChange={(departmentId) => setValues((v) => ({ ...v, departmentId }))}
      />
      <fieldset className={styles.search}>
        <legend>{t('admins.roles')}</legend>
        {roles.map((role) => (
          <label key={role.id}>
            <input
              type="checkbox"
              checked={values.roleIds.includes(role.id)}
              onChange={(e) =>
                setValues((v) => ({
                  ...v,
                  roleIds: e.target.checked
                    ? [...v.roleIds, role.id]
                    : v.roleIds.filter((id) => id !== role.id),
                }))
              }
            />{' '}
            {role.roleName}
          </label>
        ))}
      </fieldset>
    </FormDialog>
  )
}
