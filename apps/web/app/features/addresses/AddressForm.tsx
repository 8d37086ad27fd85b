import { AddressInput, type MemberAddress } from '@silk/contracts/address'
import { useState } from 'react'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formIssues } from '../../lib/form-issues.ts'
import shop from '../../styles/shop.module.css'
import styles from './addresses.module.css'
import { RegionSelects, useRegionPicker } from './RegionSelects.tsx'

type Form = { name: string; mobile: string; detail: string; alias: string; isDefault: boolean }

/**
 * The address form of the checkout dialog and of /home/AddAddress: cascading province → city →
 * district selects fed by GET /common/common/region/item/{id}; the shared zod schema gives the
 * messages. It is mounted afresh for each address, so it starts from `address`.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  saveLabel,
  cancelLabel,
}: {
  address: MemberAddress | null
  onSaved(saved: MemberAddress): void
  onCancel(): void
  saveLabel?: string
  cancelLabel?: string
}) {
  const { t, lang } = useTranslation('addresses')
  const [form, setForm] = useState<Form>({
    name: address?.name ?? '',
    mobile: address?.mobile ?? '',
    detail: address?.detail ?? '',
    alias: address?.alias ?? '',
    isDefault: address?.isDefault ?? false,
  })
  const [initial] = useState(() => (address ? address.consigneeAddressIdPath.split(',') : []))
  const region = useRegionPicker(initial)
  const picked = region.picked
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  async function save(event: React.FormEvent) {
    event.preventDefault()
    const body = { ...form, consigneeAddressIdPath: picked.join(','), alias: form.alias || undefined }
    const parsed = AddressInput.safeParse(body)
    const complete = region.complete
    if (!parsed.success || !complete) {
      const found = formIssues(parsed, lang)
      if (!complete) found.consigneeAddressIdPath = t('pickRegion')
      setErrors(found)
      return
    }
    setBusy(true)
    try {
      const payload = { ...body, isDefault: form.isDefault, ...(address ? { id: address.id } : {}) }
      const saved = address
        ? await api.put<MemberAddress>('/buyer/member/address', payload)
        : await api.post<MemberAddress>('/buyer/member/address', payload)
      toast.success(address ? t('edited') : t('added'))
      onSaved(saved)
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }

  const field = (key: keyof Form, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          name={key}
          value={String(form[key])}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          {...props}
        />
      )}
    </Field>
  )

  return (
    <form onSubmit={save} noValidate data-testid="address-form">
      {field('name', t('name'), { maxLength: 32 })}
      {field('mobile', t('mobile'), { maxLength: 11, inputMode: 'numeric' })}
      <div className={styles.formRow}>
        <span>{t('region')}</span>
        <span>
          <RegionSelects picker={region} />
          {errors.consigneeAddressIdPath ? (
            <em className={shop.fieldError}>{errors.consigneeAddressIdPath}</em>
          ) : null}
        </span>
      </div>
      {field('detail', t('detail'), { maxLength: 140 })}
      {field('alias', t('alias'), { maxLength: 4, placeholder: t('aliasHint') })}
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          checked={form.isDefault}
          onChange={(e) => setForm((f) => ({ ...f, isDefault: e.target.checked }))}
        />
        {t('setDefault')}
      </label>
      <div className={styles.formActions}>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {cancelLabel ?? t('common:ui.cancel')}
        </button>
        <button type="submit" className={`btn ${shop.redBtn}`} disabled={busy}>
          {saveLabel ?? t('save')}
        </button>
      </div>
    </form>
  )
}
