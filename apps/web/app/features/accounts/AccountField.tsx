import type { InputHTMLAttributes, ReactNode } from 'react'
import { Field } from '../../components/ui/Field.tsx'

/**
 * An account form's input on the one Field (stacked: the label doubles as the placeholder, as on the
 * upstream pages). `children` sit beside the input, such as the send-code button.
 */
export function AccountField({
  label,
  error,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string | null
  children?: ReactNode
}) {
  return (
    <Field label={label} error={error} layout="stacked">
      {(control) => (
        <>
          <input placeholder={label} maxLength={140} {...control} {...input} />
          {children}
        </>
      )}
    </Field>
  )
}

/** A password input as every account form has it: masked, at most 20 characters (the contract's limit). */
export function PasswordField(
  props: Omit<Parameters<typeof AccountField>[0], 'type' | 'maxLength'> & {
    autoComplete: 'current-password' | 'new-password'
  },
) {
  return <AccountField type="password" maxLength={20} {...props} />
}
