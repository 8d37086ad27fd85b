import type { ReactNode } from 'react'
import { Field } from '../ui/Field.tsx'

/**
 * A text someone writes in a dialog — a reason, a ruling, a reply, a remark: the labelled textarea
 * with its limit shown as it fills ("36/200", decision 006) and its error, which the caller clears in
 * `onChange` as the user types.
 */
export function TextAreaField({
  label,
  value,
  onChange,
  max,
  rows = 3,
  required,
  error,
  placeholder,
  disabled,
  className,
}: {
  label: ReactNode
  value: string
  onChange(value: string): void
  max: number
  rows?: number
  required?: boolean
  error?: string | null
  placeholder?: string
  disabled?: boolean
  className?: string
}) {
  return (
    <Field label={label} required={required} error={error} count={{ used: value.length, max }}>
      {(control) => (
        <textarea
          {...control}
          className={className}
          rows={rows}
          maxLength={max}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
