import { StoreMenu } from '@silk/contracts/store-staff'
import { useState } from 'react'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import { consoleBrowser } from '../console/browser.ts'
import { SELLER } from './site.ts'

export interface RoleValue {
  id?: string
  roleName: string
  description: string
  permissions: string[]
}

/**
 * The role editor: name, description and per area 查看 (read) / 修改 (write). Write implies read, so
 * ticking write ticks read and unticking read unticks write; the role stores the stronger one only.
 */
export function RoleDialog({
  value,
  open,
  onClose,
  onSaved,
}: {
  value: RoleValue
  open: boolean
  onClose(): void
  onSaved(): void
}) {
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const { lang } = useRootData()
  const [form, setForm] = useState(value)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const has = (key: string) => form.permissions.includes(key)
  const level = (area: string) => (has(`${area}:write`) ? 2 : has(`${area}:read`) ? 1 : 0)
  const setLevel = (area: string, next: number) =>
    setForm((f) => ({
      ...f,
      permissions: [
        ...f.permissions.filter((p) => !p.startsWith(`${area}:`)),
        ...(next === 2 ? [`${area}:write`] : next === 1 ? [`${area}:read`] : []),
      ],
    }))

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!form.roleName.trim()) {
      setError(t('staff.required', { field: t('staff.roleName') }))
      return
    }
    setError(null)
    setBusy(true)
    try {
      await consoleBrowser(SELLER).api.request({
        method: form.id ? 'PUT' : 'POST',
        path: form.id ? `/store/role/${form.id}` : '/store/role',
        query: {
          roleName: form.roleName.trim(),
          description: form.description.trim(),
          permissions: form.permissions.join(','),
        },
      })
      toast.success(tc('actions.saved'))
      onClose()
      onSaved()
    } catch {
      // shown by the client; the form keeps its state
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={form.id ? t('staff.editRole') : t('staff.addRole')}
      width={560}
      testId="role-dialog"
      busy={busy}
      onSubmit={save}
    >
      <Field label={t('staff.roleName')} required error={error}>
        {(control) => (
          <input
            {...control}
            name="roleName"
            maxLength={32}
            value={form.roleName}
            onChange={(e) => setForm((f) => ({ ...f, roleName: e.target.value }))}
          />
        )}
      </Field>
      <Field label={t('staff.description')} count={{ used: form.description.length, max: 200 }}>
        {(control) => (
          <input
            {...control}
            name="description"
            maxLength={200}
            value={form.description}
            onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
          />
        )}
      </Field>
      <Table
        caption={t('staff.permissions')}
        rows={[...StoreMenu]}
        rowKey={(m) => m.area}
        columns={[
          { key: 'area', header: t('staff.area'), cell: (m) => (lang === 'en' ? m.titleEn : m.title) },
          {
            key: 'read',
            header: t('staff.read'),
            align: 'center',
            cell: (m) => (
              <input
                type="checkbox"
                aria-label={`${lang === 'en' ? m.titleEn : m.title} ${t('staff.read')}`}
                checked={level(m.area) >= 1}
                onChange={(e) => setLevel(m.area, e.target.checked ? Math.max(1, level(m.area)) : 0)}
              />
            ),
          },
          {
            key: 'write',
            header: t('staff.write'),
            align: 'center',
            cell: (m) => (
              <input
                type="checkbox"
                aria-label={`${lang === 'en' ? m.titleEn : m.title} ${t('staff.write')}`}
                checked={level(m.area) === 2}
                onChange={(e) =>
                  setLevel(m.area, e.target.checked ? 2 : level(m.area) === 2 ? 1 : level(m.area))
                }
              />
            ),
          },
        ]}
      />
    </FormDialog>
  )
}
