import type { DepartmentNode } from '@silk/contracts/departments'
import { useState } from 'react'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleBrowser } from '../console/browser.ts'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import { DepartmentSelect } from '../console/DepartmentTree.tsx'
import { SELLER } from './site.ts'

export interface ClerkValue {
  id?: string
  username: string
  clerkName: string
  roleIds: string[]
  status: boolean
  /** '' = none. */
  departmentId: string
}

/** Adds a clerk (an existing member, by account or mobile) or edits one: name, roles, active or not. */
export function ClerkDialog({
  value,
  open,
  roles,
  departments,
  onClose,
  onSaved,
}: {
  value: ClerkValue
  open: boolean
  roles: { id: string; roleName: string }[]
  departments: DepartmentNode[]
  onClose(): void
  onSaved(): void
}) {
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const [form, setForm] = useState(value)
  const [errors, setErrors] = useState<{ username?: string; clerkName?: string }>({})
  const [busy, setBusy] = useState(false)
  async function save(event: React.FormEvent) {
    event.preventDefault()
    const next: typeof errors = {}
    if (!form.id && !form.username.trim()) next.username = t('staff.required', { field: t('staff.username') })
    if (!form.clerkName.trim()) next.clerkName = t('staff.required', { field: t('staff.clerkName') })
    setErrors(next)
    if (Object.keys(next).length) return
    setBusy(true)
    try {
      const roleIds = form.roleIds.join(',')
      const departmentId = form.departmentId || '0'
      await consoleBrowser(SELLER).api.request(
        form.id
          ? {
              method: 'PUT',
              path: `/store/clerk/${form.id}`,
              query: { clerkName: form.clerkName.trim(), roleIds, status: form.status, departmentId },
            }
          : {
              method: 'POST',
              path: '/store/clerk',
              query: {
                username: form.username.trim(),
                clerkName: form.clerkName.trim(),
                roleIds,
                departmentId,
              },
            },
      )
      toast.success(tc('actions.saved'))
      onClose()
      onSaved()
    } catch {
      // shown by the client (e.g. 会员不存在); the form keeps its state
    } finally {
      setBusy(false)
    }
  }
  const toggleRole = (id: string) =>
    setForm((f) => ({
      ...f,
      roleIds: f.roleIds.includes(id) ? f.roleIds.filter((r) => r !== id) : [...f.roleIds, id],
    }))
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={form.id ? t('staff.editClerk') : t('staff.addClerk')}
      width={520}
      testId="clerk-dialog"
      busy={busy}
      onSubmit={save}
    >
      {form.id ? null : (
        <Field label={t('staff.username')} required hint={t('staff.usernameHint')} error={errors.username}>
          {(control) => (
            <input
              {...control}
              name="username"
              value={form.username}
              onChange={(e) => setForm((f) => ({ ...f, username: e.target.value }))}
            />
          )}
        </Field>
      )}
      <Field label={t('staff.clerkName')} required error={errors.clerkName}>
        {(control) => (
          <input
            {...control}
            name="clerkName"
            maxLength={32}
            value={form.clerkName}
            onChange={(e) => setForm((f) => ({ ...f, clerkName: e.target.value }))}
          />
        )}
      </Field>
      <DepartmentSelect
        tree={departments}
        value={form.departmentId}
        onChange={(departmentId) => setForm((f) => ({ ...f, departmentId }))}
      />
      <fieldset className={consoleStyles.checks}>
        <legend>{t('staff.rolesOf')}</legend>
        {roles.length === 0 ? <span className={consoleStyles.muted}>{t('staff.noRolesYet')}</span> : null}
        {roles.map((role) => (
          <label key={role.id}>
            <input
              type="checkbox"
              checked={form.roleIds.includes(role.id)}
              onChange={() => toggleRole(role.id)}
            />
            {role.roleName}
          </label>
        ))}
      </fieldset>
      {form.id ? (
        <fieldset className={consoleStyles.checks}>
          <legend>{t('staff.status')}</legend>
          <label>
            <input
              type="checkbox"
              checked={form.status}
              onChange={(e) => setForm((f) => ({ ...f, status: e.target.checked }))}
            />
            {t('staff.active')}
          </label>
        </fieldset>
      ) : null}
    </FormDialog>
  )
}
