import { type ReactNode, useId } from 'react'
import styles from './field.module.css'

/** What a control needs to be labelled and described by its field. */
export type FieldControl = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * A form row: label, the control (rendered by the caller with the props it is given), a hint and an
 * error. Hint and error are linked to the control with `aria-describedby`, so a screen reader reads
 * them with it; the error is announced when it appears.
 */
export function Field({
  label,
  hint,
  error,
  required,
  children,
}: {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  required?: boolean
  children(control: FieldControl): ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
        {hint ? (
          <small id={hintId} className={styles.hint}>
            {hint}
          </small>
        ) : null}
        {error ? (
          <em id={errorId} className={styles.error} role="alert">
            {error}
          </em>
        ) : null}
      </div>
    </div>
  )
}
