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
 *
 * `count` shows how much of a text's limit is used ("36/200"), as Taobao's and Ant Design's forms do:
 * the control's `maxLength` otherwise cuts a pasted text without a word.
 *
 * `layout="stacked"` is the account forms' field (login, sign-up, forget password): the label is read
 * but not shown (the control's placeholder says it), and the error line keeps its height while empty so
 * the form does not jump when an error appears.
 */
export function Field({
  label,
  hint,
  error,
  required,
  count,
  layout = 'row',
  children,
}: {
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  required?: boolean
  /** Characters used of the control's `maxLength`. */
  count?: { used: number; max: number }
  layout?: 'row' | 'stacked'
  children(control: FieldControl): ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  const control = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const
  if (layout === 'stacked') {
    return (
      <div className={styles.stacked}>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <div className={styles.stackedControl}>{children(control)}</div>
        {hint ? (
          <small id={hintId} className={styles.hint}>
            {hint}
          </small>
        ) : null}
        <p id={errorId} className={styles.stackedError} role={error ? 'alert' : undefined}>
          {error ?? ''}
        </p>
      </div>
    )
  }
  return (
    <div className={styles.row}>
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        {children(control)}
        {hint || error || count ? (
          // Hint and error on the left, the count on the right of the same line (as Ant Design's).
          <div className={styles.below}>
            <div>
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
            {count ? (
              <small
                className={styles.count}
                data-full={count.used >= count.max || undefined}
                data-testid="field-count"
              >
                {count.used}/{count.max}
              </small>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
