import { type FormEvent, type ReactNode, useState } from 'react'
import { FormDialog } from '../ui/FormDialog.tsx'
import { TextAreaField } from './TextAreaField.tsx'

/**
 * A dialog that asks for a required text before an action (a reason, a ruling, a reply, an appeal):
 * the text and its error live here, the caller only says what to do with it. An empty text is refused
 * at the field before any call; `onSubmit` gets the trimmed text and answers whether it worked, and
 * only then is the text cleared and the dialog closed, so a failed call keeps what was written.
 */
export function ReasonDialog({
  open,
  onClose,
  title,
  description,
  width = 520,
  testId,
  label,
  requiredMessage,
  max = 200,
  rows,
  textClassName,
  submitLabel,
  cancelLabel,
  submitClassName,
  submitTestId,
  busy = false,
  onSubmit,
  children,
  below,
}: {
  open: boolean
  onClose(): void
  title: ReactNode
  description?: ReactNode
  width?: number
  testId?: string
  /** The text's label; also the textarea's accessible name. */
  label: ReactNode
  /** Shown under the field when the text is empty (or only spaces). */
  requiredMessage: string
  max?: number
  rows?: number
  textClassName?: string
  submitLabel: string
  cancelLabel?: string
  submitClassName?: string
  submitTestId?: string
  /** The caller's own request state; the dialog also disables its button while `onSubmit` runs. */
  busy?: boolean
  onSubmit(text: string): Promise<boolean> | boolean
  /** Shown above the text: what is answered, or the action's other fields. */
  children?: ReactNode
  /** Shown under the text (the appeal's pictures). */
  below?: ReactNode
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = text.trim()
    if (!value) {
      setError(requiredMessage)
      return
    }
    if (busy || pending) return
    setPending(true)
    try {
      if (!(await onSubmit(value))) return
      setText('')
      onClose()
    } finally {
      setPending(false)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      width={width}
      testId={testId}
      busy={busy || pending}
      onSubmit={submit}
      submitLabel={submitLabel}
      cancelLabel={cancelLabel}
      submitClassName={submitClassName}
      submitTestId={submitTestId}
    >
      {children}
      <TextAreaField
        label={label}
        required
        error={error}
        value={text}
        onChange={(value) => {
          setText(value)
          setError(null)
        }}
        max={max}
        rows={rows}
        className={textClassName}
      />
      {below}
    </FormDialog>
  )
}
