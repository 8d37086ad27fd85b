import { isValidCardNumber, isValidPrcIdNumber } from '@silk/contracts/validation'
import { useState } from 'react'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import styles from './distribution.module.css'

const FIELDS = [
  { key: 'name', label: 'name', max: 32, autoComplete: 'name' },
  { key: 'idNumber', label: 'idNumber', max: 18, autoComplete: 'off' },
  { key: 'settlementBankBranchName', label: 'bankBranch', max: 64, autoComplete: 'off' },
  { key: 'settlementBankAccountName', label: 'bankAccountName', max: 32, autoComplete: 'off' },
  { key: 'settlementBankAccountNum', label: 'bankAccountNum', max: 23, autoComplete: 'off' },
] as const
type Key = (typeof FIELDS)[number]['key']
type Form = Record<Key, string>

const EMPTY: Form = {
  name: '',
  idNumber: '',
  settlementBankBranchName: '',
  settlementBankAccountName: '',
  settlementBankAccountNum: '',
}

/** The checks the server makes too: real name, PRC id checksum, bank card Luhn check. */
function validate(form: Form): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {}
  if (form.name.trim().length < 2) errors.name = 'name'
  if (!isValidPrcIdNumber(form.idNumber)) errors.idNumber = 'idNumber'
  if (form.settlementBankBranchName.trim().length < 2) errors.settlementBankBranchName = 'bankBranch'
  if (form.settlementBankAccountName.trim().length < 2) errors.settlementBankAccountName = 'bankAccountName'
  if (!isValidCardNumber(form.settlementBankAccountNum)) errors.settlementBankAccountNum = 'bankAccountNum'
  return errors
}

/** 申请成为分销员: 姓名, 身份证号, 银行开户行, 银行开户名, 银行账号 (UI reference A6). */
export function ApplyForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('distribution')
  const [form, setForm] = useState<Form>(EMPTY)
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({})
  const [busy, setBusy] = useState(false)
  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const found = validate(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await api.post('/buyer/distribution/distribution', {
        name: form.name.trim(),
        idNumber: form.idNumber.trim().toUpperCase(),
        settlementBankBranchName: form.settlementBankBranchName.trim(),
        settlementBankAccountName: form.settlementBankAccountName.trim(),
        settlementBankAccountNum: form.settlementBankAccountNum.replace(/\s+/g, ''),
      })
      toast.success(t('apply.submitted'))
      onDone()
    } catch {
      // shown by the client
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="apply-heading">
      <h3 id="apply-heading">{t('apply.heading')}</h3>
      {FIELDS.map((f) => (
        <Field
          key={f.key}
          label={t(`apply.${f.label}`)}
          error={errors[f.key] ? t(`apply.errors.${errors[f.key]}`) : null}
        >
          {(control) => (
            <input
              {...control}
              name={f.key}
              value={form[f.key]}
              maxLength={f.max}
              autoComplete={f.autoComplete}
              placeholder={t(`apply.${f.label}Placeholder`)}
              onChange={(e) => {
                setForm((v) => ({ ...v, [f.key]: e.target.value }))
                setErrors((v) => ({ ...v, [f.key]: undefined }))
              }}
            />
          )}
        </Field>
      ))}
      <div className={styles.formActions}>
        <button type="submit" className={`btn ${styles.redAction}`} disabled={busy}>
          {t('apply.submit')}
        </button>
      </div>
    </form>
  )
}
