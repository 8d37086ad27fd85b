import type { HTMLAttributes, ReactNode } from 'react'
import { Field } from '../ui/Field.tsx'

/**
 * A labelled one-line text box in a form — a name, a sort order, a URL: the input with its hint and
 * error (which the caller sets on submit). `inputMode="numeric"` for numbers typed as text.
 */
export function TextField({
  label,
  name,
  value,
  onChange,
  maxLength,
  required,
  error,
  hint,
  lang,
  inputMode,
  type,
  placeholder,
  disabled,
  min,
  max,
  counted,
  testId,
}: {
  label: ReactNode
  name?: string
  value: string
  onChange(value: string): void
  maxLength?: number
  required?: boolean
  error?: string | null
  hint?: ReactNode
  lang?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  type?: string
  placeholder?: string
  disabled?: boolean
  /** Bounds of a number or date box. */
  min?: string | number
  max?: string | number
  /** Shows how much of `maxLength` is used ("36/200"). */
  counted?: boolean
  testId?: string
}) {
  return (
    <Field
      label={label}
      required={required}
      error={error}
      hint={hint}
      count={counted && maxLength ? { used: value.length, max: maxLength } : undefined}
    >
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          lang={lang}
          inputMode={inputMode}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          min={min}
          max={max}
          data-testid={testId}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  )
}
