import { type InputHTMLAttributes, useId } from 'react'
import styles from './forms.module.css'

/** A labelled input with its error line; the label doubles as the placeholder, as on the upstream pages. */
export function Field({
  label,
  error,
  children,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string | null
  children?: React.ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          placeholder={label}
          maxLength={140}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {children}
      </div>
      <p id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  )
}

/** A password input as every account form has it: masked, at most 20 characters (the contract's limit). */
export function PasswordField(
  props: Omit<Parameters<typeof Field>[0], 'type' | 'maxLength'> & {
    autoComplete: 'current-password' | 'new-password'
  },
) {
  return <Field type="password" maxLength={20} {...props} />
}
