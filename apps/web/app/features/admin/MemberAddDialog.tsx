import { PlainPassword, Username } from '@silk/contracts/accounts'
import { Mobile } from '@silk/contracts/validation'
import { useState } from 'react'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { passwordDigest } from '../accounts/session.ts'
import { useConsoleAction } from '../console/use-console-action.ts'
import { ADMIN } from './site.ts'

const FIELDS = ['username', 'password', 'mobile'] as const
type Values = Record<(typeof FIELDS)[number], string>
/** The contract's rules, checked before anything is sent (the server checks them again). */
const RULES = { username: Username, password: PlainPassword, mobile: Mobile }

/** 添加会员: an account an operator opens (username, first password, mobile; no SMS code). */
export function MemberAddDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('admin')
  const { run, busy } = useConsoleAction(ADMIN)
  const [values, setValues] = useState<Values>({ username: '', password: '', mobile: '' })
  const [errors, setErrors] = useState<Partial<Values>>({})
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const next: Partial<Values> = {}
    for (const name of FIELDS)
      if (!RULES[name].safeParse(values[name]).success) next[name] = t(`members.hint.${name}`)
    setErrors(next)
    if (Object.keys(next).length > 0) return
    const body = { ...values, username: values.username.trim(), password: passwordDigest(values.password) }
    if (await run({ method: 'POST', path: '/manager/passport/member', body }, t('members.added'))) onClose()
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('members.add')}
      width={520}
      busy={busy}
      onSubmit={submit}
      testId="member-add-dialog"
    >
      {FIELDS.map((name) => (
        <Field
          key={name}
          label={t(`members.${name}`)}
          required
          hint={errors[name] ? undefined : t(`members.hint.${name}`)}
          error={errors[name]}
        >
          {(control) => (
            <input
              {...control}
              type={name === 'password' ? 'password' : name === 'mobile' ? 'tel' : 'text'}
              autoComplete={name === 'password' ? 'new-password' : 'off'}
              inputMode={name === 'mobile' ? 'numeric' : undefined}
              value={values[name]}
              onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            />
          )}
        </Field>
      ))}
    </FormDialog>
  )
}
